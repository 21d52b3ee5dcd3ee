import { describe, expect, it } from 'vitest';
import {
  completeUrl,
  entryWording,
  giftEntryWording,
  giftPayUrl,
  orderViewUrl,
  payUrl,
  purchasePayUrl,
  signedChange,
  tierBand,
} from './credits-links.ts';

const ORDER = { id: 'abcdef12-0000-4000-8000-000000000001', token: 'view/token+1' };

describe('credits pages', () => {
  it('address a pack, a purchase and an order, tokens encoded', () => {
    expect(payUrl(20)).toBe('/account/credits/purchase/20');
    expect(completeUrl(ORDER)).toBe(`/account/credits/purchase/complete/${ORDER.id}/view%2Ftoken%2B1`);
    expect(orderViewUrl(ORDER)).toBe(`/account/orders/view/${ORDER.id}/view%2Ftoken%2B1`);
  });

  it('address a top-up of gift credit, and an unpaid purchase of either kind', () => {
    expect(giftPayUrl(250)).toBe('/account/credits/gift-credit/250');
    expect(purchasePayUrl({ kind: 'gift-credit', quantity: 25_000, subtotal: 25_000 })).toBe(
      '/account/credits/gift-credit/250',
    );
    expect(purchasePayUrl({ kind: 'gift-credit', quantity: 250, subtotal: 250 }, 0)).toBe(
      '/account/credits/gift-credit/250',
    );
    expect(purchasePayUrl({ kind: 'credits', quantity: 20, subtotal: 13_900 })).toBe(
      '/account/credits/purchase/20',
    );
  });

  it('word each kind of gift-credit entry with its order’s number', () => {
    expect(giftEntryWording({ kind: 'top-up', order: null })).toEqual({
      key: 'credits.history.gift-top-up',
      values: {},
    });
    expect(giftEntryWording({ kind: 'use', order: ORDER })).toEqual({
      key: 'credits.history.gift-use',
      values: { number: 'ABCDEF12' },
    });
    expect(giftEntryWording({ kind: 'refund', order: ORDER })).toEqual({
      key: 'credits.history.gift-refund',
      values: { number: 'ABCDEF12' },
    });
  });

  it('word a tier’s band, the last one open-ended', () => {
    expect(tierBand({ fromUnits: 50, toUnits: 99 })).toEqual({
      key: 'credits.buy.tier-range',
      values: { from: 50, to: 99 },
    });
    expect(tierBand({ fromUnits: 1000, toUnits: null })).toEqual({
      key: 'credits.buy.tier-from',
      values: { from: 1000 },
    });
  });

  it('word each kind of ledger entry with its order’s number', () => {
    expect(entryWording({ kind: 'purchase', order: null })).toEqual({
      key: 'credits.history.purchase',
      values: {},
    });
    expect(entryWording({ kind: 'use', order: ORDER })).toEqual({
      key: 'credits.history.use',
      values: { number: 'ABCDEF12' },
    });
    expect(entryWording({ kind: 'refund', order: ORDER })).toEqual({
      key: 'credits.history.refund',
      values: { number: 'ABCDEF12' },
    });
  });

  it('shows a change with its sign', () => {
    expect(signedChange(20)).toBe('+20');
    expect(signedChange(-2)).toBe('−2');
  });
});
