import type { ShippingOption } from '@cardshop/shared/contracts/shipping';
import { describe, expect, it } from 'vitest';
import { blankOptions, defaultMethod, deliveryDates, shippingPath } from './shipping-options.ts';

function option(type: ShippingOption['type'], shipTo: ShippingOption['shipTo'] = ['direct', 'sender']) {
  return {
    type,
    icon: 'envelope',
    label: type,
    cost: 300,
    costs: {},
    days: { min: 2, max: 6 },
    window: {
      carrier: 'Post',
      dispatchDate: '2026-03-02',
      minDeliveryDate: '2026-03-04',
      maxDeliveryDate: '2026-03-10',
    },
    shipTo,
  } satisfies ShippingOption;
}

describe('shippingPath', () => {
  it('asks by country, then state, then postcode, each encoded', () => {
    expect(shippingPath({ country: 'au' })).toBe('/api/shipping/AU');
    expect(shippingPath({ country: 'AU', adminAreaLevel1: 'TAS' })).toBe('/api/shipping/AU/TAS');
    expect(shippingPath({ country: 'AU', adminAreaLevel1: 'TAS', postcode: '7000' })).toBe(
      '/api/shipping/AU/TAS/7000',
    );
    expect(shippingPath({ country: 'GB', adminAreaLevel1: 'Isle of Wight', postcode: 'PO30 1AA' })).toBe(
      '/api/shipping/GB/Isle%20of%20Wight/PO30%201AA',
    );
  });

  it('leaves out a postcode without a state (its segment comes after the state’s)', () => {
    expect(shippingPath({ country: 'GB', adminAreaLevel1: '', postcode: 'SW1A 1AA' })).toBe(
      '/api/shipping/GB',
    );
  });

  it('has no path without a country', () => {
    expect(shippingPath(null)).toBeNull();
    expect(shippingPath({ country: ' ' })).toBeNull();
  });
});

describe('blankOptions', () => {
  it('keeps the options that post to the sender, as blanks go to the buyer', () => {
    expect(blankOptions([option('standard'), option('express', ['direct'])]).map((o) => o.type)).toEqual([
      'standard',
    ]);
  });
});

describe('defaultMethod', () => {
  const options = [option('tracked'), option('standard'), option('express')];

  it('keeps the chosen method while it is offered, else standard, else the first', () => {
    expect(defaultMethod(options, 'express')).toBe('express');
    expect(defaultMethod(options, null)).toBe('standard');
    expect(defaultMethod([option('tracked'), option('express')], 'standard')).toBe('tracked');
    expect(defaultMethod([], null)).toBeNull();
  });
});

describe('deliveryDates', () => {
  it('shows the window’s first and last days, or one day when they are the same', () => {
    expect(deliveryDates(option('standard').window)).toEqual({ from: 'Mar 4th 2026', to: 'Mar 10th 2026' });
    expect(
      deliveryDates({
        ...option('express').window,
        minDeliveryDate: '2026-03-05',
        maxDeliveryDate: '2026-03-05',
      }),
    ).toEqual({ on: 'Mar 5th 2026' });
  });
});
