import type { OrderRefund } from '@cardshop/shared/contracts/orders';

// How the order pages word a refund the shop recorded (decision record 20): where the money stands and
// since when, and why it was given back, in plain words. Pure, so the wording rules are tested alone.

export interface RefundLine {
  amount: number;
  currency: string;
  /** `checkout.refunds.status.*`, with `{{date}}`. */
  statusKey: string;
  /** The moment `statusKey` speaks of: when the money went back, else when the refund was started. */
  date: string;
  /** `checkout.refunds.reason.*`. */
  reasonKey: string;
  /** Still on its way (the provider has not confirmed it): the page says how long refunds take. */
  onItsWay: boolean;
}

/** One refund as a line of the order page. */
export function refundLine(refund: OrderRefund): RefundLine {
  const made = refund.status === 'succeeded';
  const status = made ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'on-its-way';
  return {
    amount: refund.amount,
    currency: refund.currency,
    statusKey: `checkout.refunds.status.${status}`,
    date: (made ? refund.refundedAt : null) ?? refund.createdAt,
    reasonKey: `checkout.refunds.reason.${refund.reason}`,
    onItsWay: status === 'on-its-way',
  };
}
