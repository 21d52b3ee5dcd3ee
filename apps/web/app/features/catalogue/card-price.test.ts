import type { CardDetail } from '@cardshop/shared/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { defaultCompare, displayedPrice } from './card-price.tsx';

const shippingDetails = { countries: ['AU'], days: { min: 2, max: 6 }, cutoffs: null };
const card: Pick<CardDetail, 'price' | 'alternatePrices' | 'locale'> = {
  locale: 'en-AU',
  price: { value: 895, currency: 'AUD' },
  alternatePrices: {
    '1': { regionId: 1, value: 895, currency: 'AUD', shipping: 150, shippingDetails },
    '2': { regionId: 2, value: 699, currency: 'USD', shipping: 73, shippingDetails },
  },
};

describe('defaultCompare', () => {
  it('is on for a card made for a locale and off otherwise', () => {
    expect(defaultCompare({ locale: 'en-US' })).toBe(true);
    expect(defaultCompare({ locale: null })).toBe(false);
    expect(defaultCompare({ locale: '' })).toBe(false);
  });
});

describe('displayedPrice', () => {
  it('with the toggle on, shows the region’s price minus its postage', () => {
    expect(displayedPrice(card, 1, true)).toEqual({
      value: 745,
      currency: 'AUD',
      withoutPostage: true,
      shipping: 150,
    });
    expect(displayedPrice(card, '2', true)).toEqual({
      value: 626,
      currency: 'USD',
      withoutPostage: true,
      shipping: 73,
    });
  });

  it('with the toggle off, shows the full price, postage included', () => {
    expect(displayedPrice(card, 1, false)).toEqual({
      value: 895,
      currency: 'AUD',
      withoutPostage: false,
      shipping: 150,
    });
  });

  it('shows the full price when the region has no alternate price to compare', () => {
    expect(displayedPrice(card, 9, true)).toEqual({
      value: 895,
      currency: 'AUD',
      withoutPostage: false,
      shipping: null,
    });
  });

  it('falls back to the region’s alternate price when the card has no price of its own', () => {
    expect(displayedPrice({ ...card, price: null }, 2, false)).toMatchObject({ value: 699, currency: 'USD' });
    expect(displayedPrice({ price: null, alternatePrices: {} }, 1, true)).toBeNull();
  });

  it('never shows a negative comparison price', () => {
    const odd = {
      price: { value: 100, currency: 'AUD' },
      alternatePrices: { '1': { regionId: 1, value: 100, currency: 'AUD', shipping: 150, shippingDetails } },
    };
    expect(displayedPrice(odd, 1, true)?.value).toBe(0);
  });
});
