import { describe, expect, it } from 'vitest';
import {
  currencyRule,
  dateRule,
  discountOf,
  evaluatePromo,
  minimumSpendRule,
  normalisePromoCode,
  type PromoCode,
  type PromoContext,
  usageRule,
} from './rules.ts';

const promo = (overrides: Partial<PromoCode> = {}): PromoCode => ({
  code: 'TEST',
  kind: 'percent',
  percent: 10,
  amounts: null,
  minimumSpend: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  ...overrides,
});

const now = new Date('2026-11-22T10:00:00Z');
const context = (overrides: Partial<PromoContext> = {}): PromoContext => ({
  currency: 'AUD',
  subtotal: 5000,
  now,
  usesOverall: 0,
  usesByCustomer: 0,
  ...overrides,
});

describe('codes', () => {
  it('are compared without case or surrounding spaces', () => {
    expect(normalisePromoCode('  welcome10 ')).toBe('WELCOME10');
  });

  it('an unknown code is refused as unknown', () => {
    expect(evaluatePromo(null, context())).toEqual({ ok: false, rule: 'unknown' });
  });
});

describe('percent of the subtotal', () => {
  it('takes the percent of the items only, rounded to the nearest minor unit', () => {
    expect(discountOf(promo({ percent: 10 }), 'AUD', 5000)).toBe(500);
    expect(discountOf(promo({ percent: 15 }), 'AUD', 795)).toBe(119); // 119.25
    expect(discountOf(promo({ percent: 10 }), 'AUD', 1595)).toBe(160); // 159.5 rounds up
  });

  it('applies in any currency and never frees postage', () => {
    expect(evaluatePromo(promo(), context({ currency: 'GBP', subtotal: 2000 }))).toEqual({
      ok: true,
      discount: 200,
      freeShipping: false,
    });
  });

  it('never takes more than the subtotal, even at more than 100%', () => {
    expect(discountOf(promo({ percent: 150 }), 'AUD', 1000)).toBe(1000);
  });
});

describe('fixed amount per currency', () => {
  const fixed = promo({ kind: 'fixed', percent: null, amounts: { AUD: 500, NZD: 600 } });

  it('takes the amount of the order currency', () => {
    expect(evaluatePromo(fixed, context({ currency: 'NZD' }))).toMatchObject({ ok: true, discount: 600 });
  });

  it('does not apply to an order in a currency it has no amount for', () => {
    expect(currencyRule(fixed, 'USD')).toBe('currency');
    expect(evaluatePromo(fixed, context({ currency: 'USD' }))).toEqual({ ok: false, rule: 'currency' });
  });

  it('never exceeds the subtotal', () => {
    expect(evaluatePromo(fixed, context({ subtotal: 300 }))).toMatchObject({ ok: true, discount: 300 });
  });
});

describe('free shipping', () => {
  it('takes nothing off the items and frees postage', () => {
    const free = promo({ kind: 'free-shipping', percent: null });
    expect(evaluatePromo(free, context())).toEqual({ ok: true, discount: 0, freeShipping: true });
  });
});

describe('minimum spend per currency', () => {
  const minimum = promo({ kind: 'free-shipping', percent: null, minimumSpend: { AUD: 3000 } });

  it('is met by the subtotal before the discount', () => {
    expect(minimumSpendRule(minimum, 'AUD', 3000)).toBeNull();
    expect(minimumSpendRule(minimum, 'AUD', 2999)).toBe('minimum-spend');
    expect(evaluatePromo(minimum, context({ subtotal: 2999 }))).toEqual({ ok: false, rule: 'minimum-spend' });
  });

  it('a code with minimums does not apply in a currency it names no minimum for', () => {
    expect(evaluatePromo(minimum, context({ currency: 'USD' }))).toEqual({ ok: false, rule: 'currency' });
  });
});

describe('start and end dates', () => {
  it('applies from its start (inclusive) until its end (exclusive)', () => {
    const dated = { startsAt: new Date('2026-11-01T00:00:00Z'), endsAt: new Date('2026-12-01T00:00:00Z') };
    expect(dateRule(dated, new Date('2026-10-31T23:59:59Z'))).toBe('not-started');
    expect(dateRule(dated, new Date('2026-11-01T00:00:00Z'))).toBeNull();
    expect(dateRule(dated, new Date('2026-11-30T23:59:59Z'))).toBeNull();
    expect(dateRule(dated, new Date('2026-12-01T00:00:00Z'))).toBe('expired');
  });

  it('an expired code is refused before its other rules are looked at', () => {
    const expired = promo({ endsAt: new Date('2026-01-01T00:00:00Z'), maxUses: 0 });
    expect(evaluatePromo(expired, context())).toEqual({ ok: false, rule: 'expired' });
  });
});

describe('usage limits', () => {
  it('counts paid orders plus this one against the overall limit', () => {
    expect(usageRule({ maxUses: 3, maxUsesPerCustomer: null }, 2, null)).toBeNull();
    expect(usageRule({ maxUses: 3, maxUsesPerCustomer: null }, 3, null)).toBe('used-up');
  });

  it('counts the customer’s own paid orders against the per-customer limit, once the e-mail is known', () => {
    const once = { maxUses: null, maxUsesPerCustomer: 1 };
    expect(usageRule(once, 40, 0)).toBeNull();
    expect(usageRule(once, 40, 1)).toBe('used-up');
    expect(usageRule(once, 40, null)).toBeNull();
    expect(evaluatePromo(promo(once), context({ usesByCustomer: 1 }))).toEqual({
      ok: false,
      rule: 'used-up',
    });
  });
});
