import type { AccountGift, GiftState } from '@cardshop/shared/contracts/redeem';

// The gift cards the account sent (issue 17): their states as the buyer reads them.

export const GIFTS_URL = '/account/gifts';

export const giftViewUrl = (id: string) => `${GIFTS_URL}/view/${encodeURIComponent(id)}`;

/** A date of a gift's progress: an instant, or (expiry) a calendar day. */
export type GiftDate = { kind: 'moment'; value: string } | { kind: 'day'; value: string };

const moment = (value: string | null): GiftDate | null => (value ? { kind: 'moment', value } : null);

/**
 * The steps of a gift in order, each with its date, or null while it is still to come: paid, printed,
 * posted, then redeemed, or expired in its place once it has.
 */
export function giftTimeline(gift: AccountGift): Array<{ state: GiftState; date: GiftDate | null }> {
  const last =
    gift.state === 'expired'
      ? {
          state: 'expired' as const,
          date: gift.validUntil ? ({ kind: 'day', value: gift.validUntil } as const) : null,
        }
      : { state: 'redeemed' as const, date: moment(gift.redeemedAt) };
  return [
    { state: 'paid', date: moment(gift.paidAt) },
    { state: 'printed', date: moment(gift.printedAt) },
    { state: 'posted', date: moment(gift.postedAt) },
    last,
  ];
}

/** The date that goes with a gift's state in the list: when it got there. */
export function giftStateDate(gift: AccountGift): GiftDate | null {
  return giftTimeline(gift).find((step) => step.state === gift.state)?.date ?? null;
}

/** The badge colours of a state: done (redeemed), over (expired), or on its way. */
export function giftStateTone(state: GiftState): 'success' | 'muted' | 'progress' {
  if (state === 'redeemed') return 'success';
  if (state === 'expired') return 'muted';
  return 'progress';
}
