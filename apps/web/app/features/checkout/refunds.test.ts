import type { OrderRefund } from '@cardshop/shared/contracts/orders';
import { describe, expect, it } from 'vitest';
import { refundLine } from './refunds.ts';

const REFUND: OrderRefund = {
  amount: 2450,
  currency: 'AUD',
  reason: 'superseded',
  status: 'succeeded',
  createdAt: '2026-11-20T01:00:00.000Z',
  refundedAt: '2026-11-20T01:00:05.000Z',
};

describe('a refund on the order page', () => {
  it('says when the money went back, how much and why', () => {
    expect(refundLine(REFUND)).toEqual({
      amount: 2450,
      currency: 'AUD',
      statusKey: 'checkout.refunds.status.succeeded',
      date: '2026-11-20T01:00:05.000Z',
      reasonKey: 'checkout.refunds.reason.superseded',
      onItsWay: false,
    });
  });

  it('says a refund not yet confirmed by the provider is on its way since it was started', () => {
    const due = refundLine({ ...REFUND, status: 'due', refundedAt: null });
    const pending = refundLine({ ...REFUND, status: 'pending', refundedAt: null });
    expect(due).toMatchObject({
      statusKey: 'checkout.refunds.status.on-its-way',
      date: '2026-11-20T01:00:00.000Z',
      onItsWay: true,
    });
    expect(pending).toEqual(due);
  });

  it('says a refund the provider refused is left to the shop’s team', () => {
    expect(refundLine({ ...REFUND, status: 'failed', refundedAt: null })).toMatchObject({
      statusKey: 'checkout.refunds.status.failed',
      date: '2026-11-20T01:00:00.000Z',
      onItsWay: false,
    });
  });

  it('words every reason the shop records', () => {
    const reasons: OrderRefund['reason'][] = [
      'superseded',
      'amount-mismatch',
      'order-paid-by-another-payment',
      'order-not-paying',
      'promo-used-up',
    ];
    expect(reasons.map((reason) => refundLine({ ...REFUND, reason }).reasonKey)).toEqual([
      'checkout.refunds.reason.superseded',
      'checkout.refunds.reason.amount-mismatch',
      'checkout.refunds.reason.order-paid-by-another-payment',
      'checkout.refunds.reason.order-not-paying',
      'checkout.refunds.reason.promo-used-up',
    ]);
  });
});
