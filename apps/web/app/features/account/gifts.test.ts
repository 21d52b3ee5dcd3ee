import type { AccountGift } from '@cardshop/shared/contracts/redeem';
import { describe, expect, it } from 'vitest';
import { giftStateDate, giftStateTone, giftTimeline, giftViewUrl } from './gifts.ts';

const gift = (overrides: Partial<AccountGift>): AccountGift => ({
  id: '0b6f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b',
  orderId: '1b6f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b',
  card: { itemId: '2b6f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Gum leaves', imageSrc: '/c.jpg' },
  recipientName: 'Sam',
  giftCard: { id: '3b6f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Books', imageSrc: '/g.jpg' },
  amount: 5000,
  currency: 'AUD',
  state: 'paid',
  paidAt: '2026-01-01T01:00:00.000Z',
  printedAt: null,
  postedAt: null,
  redeemedAt: null,
  validUntil: null,
  verification: { enable: false, email: null, phone: null },
  canResend: false,
  ...overrides,
});

describe('a gift’s progress', () => {
  it('lists paid, printed, posted and redeemed, the steps to come without a date', () => {
    expect(giftTimeline(gift({ printedAt: '2026-01-02T00:00:00.000Z' }))).toEqual([
      { state: 'paid', date: { kind: 'moment', value: '2026-01-01T01:00:00.000Z' } },
      { state: 'printed', date: { kind: 'moment', value: '2026-01-02T00:00:00.000Z' } },
      { state: 'posted', date: null },
      { state: 'redeemed', date: null },
    ]);
  });

  it('ends with the expiry day in place of redeemed once expired', () => {
    const steps = giftTimeline(gift({ state: 'expired', validUntil: '2029-01-01' }));
    expect(steps.map((step) => step.state)).toEqual(['paid', 'printed', 'posted', 'expired']);
    expect(steps[3]?.date).toEqual({ kind: 'day', value: '2029-01-01' });
  });

  it('dates the list’s state by when it got there', () => {
    expect(giftStateDate(gift({ state: 'redeemed', redeemedAt: '2026-02-01T00:00:00.000Z' }))).toEqual({
      kind: 'moment',
      value: '2026-02-01T00:00:00.000Z',
    });
    expect(giftStateDate(gift({ state: 'posted', postedAt: null }))).toBeNull();
  });

  it('colours done, over and on the way apart', () => {
    expect(giftStateTone('redeemed')).toBe('success');
    expect(giftStateTone('expired')).toBe('muted');
    expect(giftStateTone('posted')).toBe('progress');
  });

  it('links to its page', () => {
    expect(giftViewUrl('abc')).toBe('/account/gifts/view/abc');
  });
});
