import type { Order } from '@cardshop/shared/contracts/orders';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import {
  isAbort,
  latestRequest,
  normaliseCode,
  orderFromError,
  pendingToApply,
  promoErrorKey,
} from './promo.ts';

const withItems = (couponCode: string | null, items = 1) =>
  ({ couponCode, items: Array.from({ length: items }, () => ({})) }) as unknown as Order;

describe('the pending coupon at checkout', () => {
  it('is applied by itself when the order does not carry it yet', () => {
    expect(pendingToApply(' save10 ', withItems(null))).toBe('SAVE10');
    expect(pendingToApply('SAVE10', withItems('OTHER'))).toBe('SAVE10');
  });

  it('is left alone when it is already on the order (any case), absent, or the cart is empty', () => {
    expect(pendingToApply('save10', withItems('SAVE10'))).toBeNull();
    expect(pendingToApply(null, withItems(null))).toBeNull();
    expect(pendingToApply('SAVE10', withItems(null, 0))).toBeNull();
    expect(pendingToApply('SAVE10', null)).toBeNull();
  });

  it('compares codes trimmed and in upper case', () => {
    expect(normaliseCode('  welcome5 ')).toBe('WELCOME5');
  });
});

describe('one apply at a time', () => {
  it('aborts the attempt under way when a new one starts', () => {
    const requests = latestRequest();
    const first = requests.next();
    const second = requests.next();
    expect(first.aborted).toBe(true);
    expect(second.aborted).toBe(false);
    requests.abort();
    expect(second.aborted).toBe(true);
  });

  it('tells an abort from a real failure', () => {
    expect(isAbort(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isAbort(new ApiError(422, []))).toBe(false);
    expect(isAbort(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('a refused code', () => {
  it('hands over the order it carried, so the cart shows the order as it is now', () => {
    const order = { id: 'order-1', couponCode: null } as Order;
    expect(orderFromError(new ApiError(422, [], { code: ['promo-expired'] }, { order }))).toBe(order);
    expect(orderFromError(new ApiError(422, [], { code: ['promo-expired'] }, { errors: {} }))).toBeNull();
    expect(orderFromError(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('is worded by its rule where the shop has words for it, else as not valid', () => {
    const has = (key: string) =>
      key === 'checkout.promo.errors.promo-expired' || key === 'validation.required';
    expect(promoErrorKey(new ApiError(422, [], { code: ['promo-expired'] }), has)).toBe(
      'checkout.promo.errors.promo-expired',
    );
    expect(promoErrorKey(new ApiError(422, [], { code: ['required'] }), has)).toBe('validation.required');
    expect(promoErrorKey(new ApiError(422, [], { code: ['promo-new-rule'] }), has)).toBe(
      'checkout.promo.errors.invalid',
    );
    expect(promoErrorKey(new ApiError(422, [], { code: ['checkout.own.key'] }), has)).toBe(
      'checkout.own.key',
    );
  });

  it('falls back to the server’s message, or the general error when the server failed', () => {
    const never = () => false;
    expect(
      promoErrorKey(new ApiError(404, [{ type: 'error', message: 'global.errors.not-found' }]), never),
    ).toBe('global.errors.not-found');
    expect(promoErrorKey(new ApiError(500, []), never)).toBe('global.error.internal-server-error');
    expect(promoErrorKey(new TypeError('Failed to fetch'), never)).toBe('global.error.internal-server-error');
  });
});
