import { describe, expect, it } from 'vitest';
import { completeUrl, entryWording, orderViewUrl, payUrl, signedChange, tierBand } from './credits-links.ts';

const ORDER = { id: 'abcdef12-0000-4000-8000-000000000001', token: 'view/token+1' };

describe('credits pages', () => {
  it('address a pack, a purchase and an order, tokens encoded', () => {
    expect(payUrl(20)).toBe('/account/credits/purchase/20');
    expect(completeUrl(ORDER)).toBe(`/account/credits/purchase/complete/${ORDER.id}/view%2Ftoken%2B1`);
    expect(orderViewUrl(ORDER)).toBe(`/account/orders/view/${ORDER.id}/view%2Ftoken%2B1`);
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
