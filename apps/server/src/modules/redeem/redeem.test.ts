import { REDEEM_FAILURES_PER_IP, REDEEM_VERIFICATION_ATTEMPTS } from '@cardshop/shared/constants';
import type { RedeemGift, RedeemResult, VerificationSent } from '@cardshop/shared/contracts/redeem';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardRedemptions, giftCards } from '../../db/schema.ts';
import { SMS_SUBJECT } from '../../platform/sms.ts';
import { createTestApp } from '../../test/test-app.ts';
import { dataOf, errorsOf, messagesOf, testBrowser, testClock } from '../auth/test-helpers.ts';
import { checkoutHelpers } from '../payments/test-helpers.ts';
import type { TestSupplier } from './supplier.ts';
import { giftHelpers } from './test-helpers.ts';

// Redeeming a gift card sent inside a card (issue 17, decision 0026), through the API as the /redeem
// pages call it: the code printed in the card, checked, verified when the buyer asked for it, and
// redeemed once for the supplier's voucher, e-mailed to the recipient.

const clock = testClock(new Date('2026-03-02T01:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let g: Awaited<ReturnType<typeof giftHelpers>>;
let supplier: TestSupplier;

beforeAll(async () => {
  t = await createTestApp({ cards: 24, clock: clock.now });
  g = await giftHelpers(t, await checkoutHelpers(t));
  supplier = t.services.redeem.supplier as TestSupplier;
});
afterAll(() => t.close());

/** A signed-out visitor of the /redeem pages, from an address of its own. */
async function visitor() {
  const browser = testBrowser(t);
  await browser.check();
  return browser;
}

async function redemptionRow(lineId: string) {
  const [row] = await t.database.db
    .select()
    .from(giftCardRedemptions)
    .where(eq(giftCardRedemptions.lineId, lineId));
  return row;
}

describe('issuing a code', () => {
  it('prints the code, its address and QR code in the card, and keeps only a hash of it', async () => {
    const gift = await g.issued();
    expect(gift.text).toContain(`Code: ${gift.printedCode}`);
    expect(gift.printedCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(gift.text).toContain('http://localhost:3000/redeem');
    const row = await redemptionRow(gift.lineId);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    // Nowhere in the row is the code in clear.
    expect(JSON.stringify(row)).not.toContain(gift.code);
    expect(row?.issuedAt.toISOString()).toBe(clock.now().toISOString());
  });

  it('is valid for the gift card’s validity from the issue day; no expiry has no end', async () => {
    await t.database.db
      .update(giftCards)
      .set({ validityPeriod: '18 months' })
      .where(eq(giftCards.id, g.fixed.card.id));
    const eighteen = await g.issued();
    // 01:00 UTC on 2 March is 2 March in Sydney (the AU region's zone).
    expect((await redemptionRow(eighteen.lineId))?.validUntil).toBe('2027-09-02');
    await t.database.db
      .update(giftCards)
      .set({ validityPeriod: 'no expiry' })
      .where(eq(giftCards.id, g.fixed.card.id));
    const forever = await g.issued();
    expect((await redemptionRow(forever.lineId))?.validUntil).toBeNull();
    await t.database.db
      .update(giftCards)
      .set({ validityPeriod: g.fixed.card.validityPeriod })
      .where(eq(giftCards.id, g.fixed.card.id));
    const browser = await visitor();
    const check = await browser.post('/api/redeem/check', {
      orderItemId: forever.lineId,
      code: forever.code,
    });
    expect(dataOf<RedeemGift>(check)).toMatchObject({ state: 'ready', validUntil: null });
  });

  it('keeps the code of the print file stored when a render job and a dispatch job make it side by side', async () => {
    const gift = await g.bought();
    const { fulfilment } = t.services;
    await Promise.all([
      fulfilment.render(gift.itemId),
      fulfilment.dispatch(gift.itemId),
      fulfilment.render(gift.itemId),
    ]);
    // The stored file's code is the one that works (a code drawn for a file that was not stored is not kept).
    const { code } = await g.printed(gift.itemId);
    const browser = await visitor();
    const check = await browser.post('/api/redeem/check', { orderItemId: gift.lineId, code });
    expect(check.statusCode).toBe(200);
  });

  it('issuing again replaces the code (only the last print file’s works); an unpaid order gets none', async () => {
    const gift = await g.issued();
    const again = await t.services.redeem.issue(gift.lineId);
    expect(again).toMatch(/^[0-9A-Z]{12}$/);
    const browser = await visitor();
    const old = await browser.post('/api/redeem/check', { orderItemId: gift.lineId, code: gift.code });
    expect(errorsOf(old)).toEqual({ code: ['validation.redeem-code'] });
    const fresh = await browser.post('/api/redeem/check', { orderItemId: gift.lineId, code: again });
    expect(fresh.statusCode).toBe(200);

    const unpaid = await g.bought({ pay: false });
    expect(await t.services.redeem.issue(unpaid.lineId)).toBeNull();
    expect(await redemptionRow(unpaid.lineId)).toBeUndefined();
  });
});

describe('redeeming without verification', () => {
  it('checks the code, redeems it once for a test voucher, mails it, and then says it is redeemed', async () => {
    const gift = await g.issued();
    const browser = await visitor();
    const check = await browser.post('/api/redeem/check', {
      orderItemId: gift.lineId,
      code: gift.printedCode.toLowerCase(),
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.headers['cache-control']).toBe('no-store');
    const checked = dataOf<RedeemGift>(check);
    expect(checked).toMatchObject({
      orderItemId: gift.lineId,
      state: 'ready',
      giftCard: { id: g.fixed.card.id, name: g.fixed.card.name },
      amount: g.fixed.choice.amount,
      currency: 'AUD',
      verification: null,
      redeemedAt: null,
      sentTo: null,
    });
    // Nothing of the buyer or the order reaches the recipient.
    expect(check.body).not.toContain('peter@example.com');
    expect(check.body).not.toContain(gift.ref.id);

    const confirm = await browser.post('/api/redeem/confirm', {
      orderItemId: gift.lineId,
      code: gift.code,
      email: 'Mary@Example.com',
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const result = dataOf<RedeemResult>(confirm);
    expect(result.voucher).toMatchObject({
      supplier: 'test',
      test: true,
      amount: g.fixed.choice.amount,
      currency: 'AUD',
    });
    expect(result.voucher.code).toMatch(/^TEST-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(result.gift).toMatchObject({ state: 'redeemed', sentTo: 'm•••@example.com' });
    expect(result.gift.redeemedAt).toBe(clock.now().toISOString());

    const [mail] = (await t.outbox()).filter((entry) => entry.to === 'mary@example.com');
    expect(mail?.subject).toMatch(/^TEST: your .* gift card/);
    expect(mail?.text).toContain(`Gift card code: ${result.voucher.code}`);
    expect(mail?.text).toContain('TEST VOUCHER');
    expect(mail?.html).toContain(result.voucher.code);

    // The voucher is kept sealed: the row never holds it in clear.
    const row = await redemptionRow(gift.lineId);
    expect(row?.voucherSealed).toMatch(/^v1\./);
    expect(row?.voucherSealed).not.toContain(result.voucher.code);

    const after = dataOf<RedeemGift>(
      await browser.post('/api/redeem/check', { orderItemId: gift.lineId, code: gift.code }),
    );
    expect(after).toMatchObject({ state: 'redeemed', sentTo: 'm•••@example.com' });
    const reused = await browser.post('/api/redeem/confirm', {
      orderItemId: gift.lineId,
      code: gift.code,
      email: 'thief@example.com',
    });
    expect(reused.statusCode).toBe(409);
    expect(messagesOf(reused)).toEqual(['redeem.redeemed']);
  });

  it('finds the gift card by the code alone (/redeem), read forgivingly', async () => {
    const gift = await g.issued();
    const browser = await visitor();
    const typed = ` ${gift.printedCode.toLowerCase().replace(/0/g, 'o')} `;
    const found = await browser.post('/api/redeem/lookup', { code: typed });
    expect(found.statusCode, found.body).toBe(200);
    expect(dataOf(found)).toEqual({ orderItemId: gift.lineId });
    const service = await t.services.redeem.lookup({ code: gift.code }, browser.ip);
    expect(service).toEqual({ orderItemId: gift.lineId, code: gift.code });
  });

  it('answers a wrong code, an unknown line, another line’s code and an unpaid order alike', async () => {
    const [one, two] = [await g.issued(), await g.issued()];
    const unpaid = await g.bought({ pay: false });
    const attempts = [
      { orderItemId: one.lineId, code: 'ABCDABCDABCD' },
      { orderItemId: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', code: one.code },
      { orderItemId: one.lineId, code: two.code },
      { orderItemId: unpaid.lineId, code: one.code },
    ];
    const bodies = new Set<string>();
    for (const attempt of attempts) {
      // Each from an address of its own: the wrong codes of one address are limited (the next test).
      const browser = await visitor();
      for (const url of ['/api/redeem/check', '/api/redeem/verification', '/api/redeem/confirm']) {
        const extra = url.endsWith('verification')
          ? { channel: 'email' }
          : url.endsWith('confirm')
            ? { email: 'x@example.com' }
            : {};
        const response = await browser.post(url, { ...attempt, ...extra });
        expect(response.statusCode, `${url} ${response.body}`).toBe(422);
        bodies.add(response.body);
      }
    }
    expect([...bodies]).toHaveLength(1);
    expect(errorsOf({ body: [...bodies][0] ?? '' })).toEqual({ code: ['validation.redeem-code'] });
    const lookup = await (await visitor()).post('/api/redeem/lookup', { code: 'ABCDABCDABCD' });
    expect(errorsOf(lookup)).toEqual({ code: ['validation.redeem-code'] });
    // Neither line was touched.
    expect((await redemptionRow(one.lineId))?.redeemedAt).toBeNull();
  });

  it('limits wrong codes per client address, then refuses even a right code from it', async () => {
    const gift = await g.issued();
    const browser = await visitor();
    for (let i = 0; i < REDEEM_FAILURES_PER_IP; i += 1) {
      const wrong = await browser.post('/api/redeem/check', {
        orderItemId: gift.lineId,
        code: 'ZZZZZZZZZZZZ',
      });
      expect(wrong.statusCode).toBe(422);
    }
    const blocked = await browser.post('/api/redeem/check', { orderItemId: gift.lineId, code: gift.code });
    expect(blocked.statusCode).toBe(429);
    expect(messagesOf(blocked)).toEqual(['global.errors.too-many-requests']);
    expect(dataOf<{ retryAfter: number }>(blocked).retryAfter).toBeGreaterThan(0);
    expect(blocked.headers['retry-after']).toBe(String(dataOf<{ retryAfter: number }>(blocked).retryAfter));
    const lookup = await browser.post('/api/redeem/lookup', { code: gift.code });
    expect(lookup.statusCode).toBe(429);
    // Another address is not held up; the window passes.
    expect(
      (await (await visitor()).post('/api/redeem/check', { orderItemId: gift.lineId, code: gift.code }))
        .statusCode,
    ).toBe(200);
    clock.advance(15 * 60 + 1);
    expect(
      (await browser.post('/api/redeem/check', { orderItemId: gift.lineId, code: gift.code })).statusCode,
    ).toBe(200);
  });

  it('gives exactly one voucher to concurrent confirms', async () => {
    const gift = await g.issued();
    const before = supplier.issued;
    const browsers = await Promise.all(Array.from({ length: 6 }, () => visitor()));
    const answers = await Promise.all(
      browsers.map((browser, index) =>
        browser.post('/api/redeem/confirm', {
          orderItemId: gift.lineId,
          code: gift.code,
          email: `r${index}@example.com`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    expect(supplier.issued - before).toBe(1);
    const mails = (await t.outbox()).filter((entry) => /^r\d@example\.com$/.test(entry.to));
    expect(mails).toHaveLength(1);
  });

  it('lets the claim go when the supplier fails (503), and the recipient tries again', async () => {
    const gift = await g.issued();
    const browser = await visitor();
    supplier.failNext();
    const down = await browser.post('/api/redeem/confirm', {
      orderItemId: gift.lineId,
      code: gift.code,
      email: 'sam@example.com',
    });
    expect(down.statusCode).toBe(503);
    expect(messagesOf(down)).toEqual(['redeem.supplier-unavailable']);
    expect((await redemptionRow(gift.lineId))?.redeemedAt).toBeNull();
    const check = dataOf<RedeemGift>(
      await browser.post('/api/redeem/check', { orderItemId: gift.lineId, code: gift.code }),
    );
    expect(check.state).toBe('ready');
    const retry = await browser.post('/api/redeem/confirm', {
      orderItemId: gift.lineId,
      code: gift.code,
      email: 'sam@example.com',
    });
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it('refuses an expired gift card (409 redeem.expired) and says so on check', async () => {
    const gift = await g.issued();
    // The clock started on 2 March 2026 and only moves forward: 1 March is past.
    await t.database.db
      .update(giftCardRedemptions)
      .set({ validUntil: '2026-03-01' })
      .where(eq(giftCardRedemptions.lineId, gift.lineId));
    const browser = await visitor();
    const check = dataOf<RedeemGift>(
      await browser.post('/api/redeem/check', { orderItemId: gift.lineId, code: gift.code }),
    );
    expect(check.state).toBe('expired');
    const confirm = await browser.post('/api/redeem/confirm', {
      orderItemId: gift.lineId,
      code: gift.code,
      email: 'late@example.com',
    });
    expect(confirm.statusCode).toBe(409);
    expect(messagesOf(confirm)).toEqual(['redeem.expired']);
  });
});

describe('redeeming with verification', () => {
  const verification = { enable: true, email: 'mary@example.com', phone: '+61 412 345 678' };

  async function latestTo(to: string) {
    const entry = (await t.outbox()).find((message) => message.to === to);
    if (!entry) throw new Error(`nothing sent to ${to}`);
    return entry;
  }
  const codeIn = (text: string) => text.match(/\b(\d{6})\b/)?.[1] ?? '';

  it('asks for a code sent to the buyer’s address, and redeems with it', async () => {
    const gift = await g.issued({ verification });
    const browser = await visitor();
    const check = dataOf<RedeemGift>(
      await browser.post('/api/redeem/check', { orderItemId: gift.lineId, code: gift.code }),
    );
    expect(check).toMatchObject({
      state: 'verify',
      verification: { email: 'm•••@example.com', phone: '•••• 678' },
    });

    const body = { orderItemId: gift.lineId, code: gift.code, email: 'mary.jane@example.com' };
    const none = await browser.post('/api/redeem/confirm', body);
    expect(errorsOf(none)).toEqual({ verificationCode: ['validation.required'] });
    const notSent = await browser.post('/api/redeem/confirm', { ...body, verificationCode: '123456' });
    expect(errorsOf(notSent)).toEqual({ verificationCode: ['validation.verification-expired'] });

    // The caller cannot name where the code goes.
    const elsewhere = await browser.post('/api/redeem/verification', {
      orderItemId: gift.lineId,
      code: gift.code,
      channel: 'email',
      email: 'thief@example.com',
    });
    expect(elsewhere.statusCode).toBe(422);

    const sent = await browser.post('/api/redeem/verification', {
      orderItemId: gift.lineId,
      code: gift.code,
      channel: 'email',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(dataOf<VerificationSent>(sent)).toMatchObject({
      channel: 'email',
      sentTo: 'm•••@example.com',
      resendAfter: 60,
    });
    const mail = await latestTo('mary@example.com');
    expect(mail.subject).toMatch(/verification code/);
    const code = codeIn(mail.text);
    expect(code).toMatch(/^\d{6}$/);

    const tooSoon = await browser.post('/api/redeem/verification', {
      orderItemId: gift.lineId,
      code: gift.code,
      channel: 'email',
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(dataOf<{ retryAfter: number }>(tooSoon).retryAfter).toBe(60);

    const wrong = await browser.post('/api/redeem/confirm', {
      ...body,
      verificationCode: code === '000000' ? '000001' : '000000',
    });
    expect(errorsOf(wrong)).toEqual({ verificationCode: ['validation.verification-code'] });
    const right = await browser.post('/api/redeem/confirm', { ...body, verificationCode: code });
    expect(right.statusCode, right.body).toBe(200);
    expect((await latestTo('mary.jane@example.com')).text).toContain(
      dataOf<RedeemResult>(right).voucher.code,
    );
  });

  it('sends the code by text message to the buyer’s phone, written to the outbox', async () => {
    const gift = await g.issued({ verification });
    const browser = await visitor();
    const sent = await browser.post('/api/redeem/verification', {
      orderItemId: gift.lineId,
      code: gift.code,
      channel: 'phone',
    });
    expect(dataOf<VerificationSent>(sent)).toMatchObject({ channel: 'phone', sentTo: '•••• 678' });
    const text = await latestTo('+61412345678');
    expect(text.subject).toBe(SMS_SUBJECT);
    const code = codeIn(text.text);
    const right = await browser.post('/api/redeem/confirm', {
      orderItemId: gift.lineId,
      code: gift.code,
      verificationCode: code,
      email: 'mj@example.com',
    });
    expect(right.statusCode, right.body).toBe(200);
  });

  it('refuses a channel the buyer gave no address for, and kills a code after too many wrong ones', async () => {
    const gift = await g.issued({ verification: { enable: true, email: 'only@example.com', phone: null } });
    const browser = await visitor();
    const phone = await browser.post('/api/redeem/verification', {
      orderItemId: gift.lineId,
      code: gift.code,
      channel: 'phone',
    });
    expect(errorsOf(phone)).toEqual({ channel: ['validation.in'] });
    await browser.post('/api/redeem/verification', {
      orderItemId: gift.lineId,
      code: gift.code,
      channel: 'email',
    });
    const code = codeIn((await latestTo('only@example.com')).text);
    const wrongCode = code === '000000' ? '000001' : '000000';
    const body = { orderItemId: gift.lineId, code: gift.code, email: 'x@example.com' };
    for (let i = 1; i < REDEEM_VERIFICATION_ATTEMPTS; i += 1) {
      expect(
        errorsOf(await browser.post('/api/redeem/confirm', { ...body, verificationCode: wrongCode })),
      ).toEqual({
        verificationCode: ['validation.verification-code'],
      });
    }
    expect(
      errorsOf(await browser.post('/api/redeem/confirm', { ...body, verificationCode: wrongCode })),
    ).toEqual({
      verificationCode: ['validation.verification-expired'],
    });
    expect(errorsOf(await browser.post('/api/redeem/confirm', { ...body, verificationCode: code }))).toEqual({
      verificationCode: ['validation.verification-expired'],
    });
    // A new code, once the wait between two has passed, works.
    clock.advance(61);
    await browser.post('/api/redeem/verification', {
      orderItemId: gift.lineId,
      code: gift.code,
      channel: 'email',
    });
    const fresh = codeIn((await latestTo('only@example.com')).text);
    expect((await browser.post('/api/redeem/confirm', { ...body, verificationCode: fresh })).statusCode).toBe(
      200,
    );
  });

  it('lets a code run out after its time', async () => {
    const gift = await g.issued({ verification: { enable: true, email: 'slow@example.com', phone: null } });
    const browser = await visitor();
    await browser.post('/api/redeem/verification', {
      orderItemId: gift.lineId,
      code: gift.code,
      channel: 'email',
    });
    const code = codeIn((await latestTo('slow@example.com')).text);
    clock.advance(15 * 60 + 1);
    const late = await browser.post('/api/redeem/confirm', {
      orderItemId: gift.lineId,
      code: gift.code,
      verificationCode: code,
      email: 'slow@example.com',
    });
    expect(errorsOf(late)).toEqual({ verificationCode: ['validation.verification-expired'] });
  });
});
