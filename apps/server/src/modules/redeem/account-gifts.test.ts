import { GIFT_RESENDS_PER_DAY } from '@cardshop/shared/constants';
import type { AccountGift, AccountGifts, RedeemResult } from '@cardshop/shared/contracts/redeem';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardRedemptions } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createUser, dataOf, messagesOf, signIn, testBrowser, testClock } from '../auth/test-helpers.ts';
import { checkoutHelpers } from '../payments/test-helpers.ts';
import { giftHelpers } from './test-helpers.ts';

// The gift cards an account sent (/account/gifts, decision 0026): listed newest first with their
// progress, one at a time (another account's is a 404), and the voucher e-mail resent a few times a day.

const clock = testClock(new Date('2026-05-04T02:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let g: Awaited<ReturnType<typeof giftHelpers>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 24, clock: clock.now });
  g = await giftHelpers(t, await checkoutHelpers(t));
});
afterAll(() => t.close());

async function buyer() {
  return signIn(t, await createUser(t));
}

async function giftOf(browser: Awaited<ReturnType<typeof buyer>>, id: string) {
  const response = await browser.get(`/api/account/gifts/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<AccountGift>(response);
}

describe('the account’s gift cards', () => {
  it('follow a gift card from paid through printed and posted to redeemed, newest first', async () => {
    const browser = await buyer();
    const verification = { enable: true, email: 'mary@example.com', phone: null };
    const first = await g.bought({ browser, verification });
    clock.advance(60);
    const second = await g.bought({ browser });

    const list = await browser.get('/api/account/gifts');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const items = dataOf<AccountGifts>(list).items;
    expect(items.map((item) => item.id)).toEqual([second.lineId, first.lineId]);
    expect(items[1]).toMatchObject({
      orderId: first.ref.id,
      card: { itemId: first.itemId, name: expect.any(String) },
      recipientName: 'Mary Jane Watson',
      giftCard: { id: g.fixed.card.id, name: g.fixed.card.name },
      amount: g.fixed.choice.amount,
      currency: 'AUD',
      state: 'paid',
      printedAt: null,
      postedAt: null,
      redeemedAt: null,
      validUntil: null,
      verification,
      canResend: false,
    });

    const { code } = await g.printed(first.itemId);
    expect(await giftOf(browser, first.lineId)).toMatchObject({
      state: 'printed',
      validUntil: expect.any(String),
    });
    expect(await t.services.fulfilment.dispatch(first.itemId)).toBe(true);
    const posted = await giftOf(browser, first.lineId);
    expect(posted.state).toBe('posted');
    expect(posted.postedAt).toBe(clock.now().toISOString());

    // Resending before the recipient redeemed it: nothing to resend.
    const early = await browser.post(`/api/account/gifts/${first.lineId}/resend`);
    expect(early.statusCode).toBe(409);
    expect(messagesOf(early)).toEqual(['gift.not-redeemed']);

    await t.services.redeem.sendVerification(
      { orderItemId: first.lineId, code, channel: 'email' },
      '10.9.9.9',
    );
    const sent = (await t.outbox()).find((entry) => entry.to === 'mary@example.com');
    const verificationCode = sent?.text.match(/\b(\d{6})\b/)?.[1];
    const result: RedeemResult = await t.services.redeem.confirm(
      { orderItemId: first.lineId, code, verificationCode, email: 'mj@example.com' },
      '10.9.9.9',
    );
    const redeemed = await giftOf(browser, first.lineId);
    expect(redeemed).toMatchObject({
      state: 'redeemed',
      redeemedAt: clock.now().toISOString(),
      canResend: true,
    });
    // The buyer's view never carries the voucher.
    expect(JSON.stringify(redeemed)).not.toContain(result.voucher.code);
    expect((await giftOf(browser, second.lineId)).state).toBe('paid');
  });

  it('calls an unredeemed gift card past its validity expired', async () => {
    const browser = await buyer();
    const gift = await g.bought({ browser });
    await g.printed(gift.itemId);
    await t.database.db
      .update(giftCardRedemptions)
      .set({ validUntil: '2026-05-01' })
      .where(eq(giftCardRedemptions.lineId, gift.lineId));
    expect((await giftOf(browser, gift.lineId)).state).toBe('expired');
  });

  it('is the same 404 for another account’s gift card, an unknown id and a signed-out visitor', async () => {
    const owner = await buyer();
    const gift = await g.bought({ browser: owner });
    const other = await buyer();
    const theirs = await other.get(`/api/account/gifts/${gift.lineId}`);
    const unknown = await other.get('/api/account/gifts/3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    expect((await other.post(`/api/account/gifts/${gift.lineId}/resend`)).statusCode).toBe(404);
    expect(dataOf<AccountGifts>(await other.get('/api/account/gifts')).items).toEqual([]);
    const guest = testBrowser(t);
    await guest.check();
    expect((await guest.get('/api/account/gifts')).statusCode).toBe(401);
    // A guest's order is no account's: it is listed nowhere.
    const guestGift = await g.bought({ browser: guest });
    expect((await owner.get(`/api/account/gifts/${guestGift.lineId}`)).statusCode).toBe(404);
  });

  it('resends the voucher e-mail to the recipient’s address, a few times a day', async () => {
    const user = await createUser(t);
    const browser = await signIn(t, user);
    const gift = await g.issued({ browser });
    const result = await t.services.redeem.confirm(
      { orderItemId: gift.lineId, code: gift.code, email: 'resend-me@example.com' },
      '10.9.9.10',
    );
    const mailsTo = async () => (await t.outbox()).filter((entry) => entry.to === 'resend-me@example.com');
    expect(await mailsTo()).toHaveLength(1);
    for (let i = 0; i < GIFT_RESENDS_PER_DAY; i += 1) {
      const resent = await browser.post(`/api/account/gifts/${gift.lineId}/resend`);
      expect(resent.statusCode, resent.body).toBe(200);
      expect(dataOf<AccountGift>(resent).canResend).toBe(i < GIFT_RESENDS_PER_DAY - 1);
    }
    const mails = await mailsTo();
    expect(mails).toHaveLength(1 + GIFT_RESENDS_PER_DAY);
    expect(mails[0]?.text).toContain(result.voucher.code);
    const over = await browser.post(`/api/account/gifts/${gift.lineId}/resend`);
    expect(over.statusCode).toBe(429);
    expect(dataOf<{ retryAfter: number }>(over).retryAfter).toBe(24 * 3600);
    clock.advance(24 * 3600 + 1);
    // A day on (the session has run out by then: the service is called as the routes do).
    expect((await t.services.accountGifts.resend(user.id, gift.lineId)).state).toBe('redeemed');
    expect(await mailsTo()).toHaveLength(2 + GIFT_RESENDS_PER_DAY);
    // refresh asks the supplier and answers the same gift card.
    expect((await t.services.accountGifts.get(user.id, gift.lineId, { refresh: true })).state).toBe(
      'redeemed',
    );
  });
});
