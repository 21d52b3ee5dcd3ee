import type { Order } from '@cardshop/shared/contracts/orders';
import type { IntentResult, TestPaymentResult } from '@cardshop/shared/contracts/payments';
import type { SavedCardPayment, SavedCardResult } from '@cardshop/shared/contracts/saved-card';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedCards, testGatewayPaymentMethods } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  createUser,
  dataOf,
  messagesOf,
  signIn,
  type TestBrowser,
  testBrowser,
} from '../auth/test-helpers.ts';
import { checkoutHelpers, TEST_CARD } from './test-helpers.ts';

// The saved card (issue 17, decision 0025) through the API, with the test gateway: saved when the buyer
// ticks "save" and the payment succeeds; shown to its owner only (brand, last four, expiry, never the
// number); paying with it in one step charges once and pays the order, with 3-D Secure when the card asks
// for it; removing it detaches it at the gateway. Another account's card id is a 404, and a signed-out
// checkout gets nothing. With DATABASE_URL set the same runs on PostgreSQL.

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof checkoutHelpers>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 24 });
  h = await checkoutHelpers(t);
});
afterAll(() => t.close());

const CHALLENGE_CARD = { ...TEST_CARD, number: '4000 0000 0000 3220' };
type Ref = { id: string; token: string };

/** A new account, signed in on a browser of its own. */
async function signedIn(): Promise<TestBrowser> {
  return signIn(t, await createUser(t));
}

async function savedCardOf(browser: TestBrowser) {
  const response = await browser.get('/api/account/saved-card');
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<SavedCardResult>(response).card;
}

async function complete(browser: TestBrowser, ref: Ref, intentId: string) {
  const response = await browser.post('/api/payment/order/complete', { order: ref, intentId });
  expect(response.statusCode, response.body).toBe(200);
  await h.gateway.settled();
  return dataOf<Order>(response);
}

/**
 * Pays the browser's new cart with `card`, ticking "save". The 3-D Secure check is approved whether or
 * not the card asked for one (the gateway answers an intent that already succeeded with its success).
 */
async function payAndSave(browser: TestBrowser, card = TEST_CARD) {
  const { ref } = await h.cart({ browser });
  const response = await browser.post('/api/payment/order/intent', { order: ref, saveCard: true });
  expect(response.statusCode, response.body).toBe(200);
  const intent = dataOf<IntentResult>(response);
  const confirmed = await h.confirm(browser, intent.secret, card);
  expect(confirmed.status).toBe(card === CHALLENGE_CARD ? 'requires_action' : 'succeeded');
  const approved = await browser.post('/api/payment/test/challenge', {
    secret: intent.secret,
    approve: true,
  });
  expect(dataOf<TestPaymentResult>(approved)).toEqual({ status: 'succeeded' });
  return { ref, order: await complete(browser, ref, intent.intentId) };
}

async function paySaved(browser: TestBrowser, ref: Ref, cardId: string) {
  return browser.post('/api/payment/order/pay-saved-card', { order: ref, cardId });
}

/** Every value of the account's saved-card rows, as text. */
async function storedText(cardId: string) {
  const rows = await t.database.db.select().from(savedCards).where(eq(savedCards.id, cardId));
  return JSON.stringify(rows);
}

describe('saving the card at payment', () => {
  it('keeps the card a signed-in buyer ticked "save" for: its reference and display fields only', async () => {
    const browser = await signedIn();
    expect(await savedCardOf(browser)).toBeNull();
    const { ref, order } = await payAndSave(browser);
    expect(order.status).toBe('paid');
    const card = await savedCardOf(browser);
    expect(card).toEqual({
      id: expect.any(String),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2039,
      expired: false,
    });
    const stored = await storedText(card?.id ?? '');
    expect(stored).toContain('pm_test_');
    expect(stored).not.toContain('4242424242424242');
    const [payment] = await h.paymentRows(ref.id);
    expect(payment).toMatchObject({ method: 'card-save', status: 'succeeded' });
  });

  it('keeps nothing when the box is not ticked', async () => {
    const browser = await signedIn();
    const { ref } = await h.cart({ browser });
    await h.pay(browser, ref);
    expect(await savedCardOf(browser)).toBeNull();
  });

  it('is refused to a signed-out buyer, before anything is charged', async () => {
    const { browser, ref } = await h.cart();
    const response = await browser.post('/api/payment/order/intent', { order: ref, saveCard: true });
    expect(response.statusCode).toBe(401);
    expect(await h.paymentRows(ref.id)).toHaveLength(0);
    expect((await h.orderRow(ref.id)).status).toBe('open');
  });

  it('a newer saved card replaces the older, which is detached at the gateway', async () => {
    const browser = await signedIn();
    await payAndSave(browser);
    const first = await savedCardOf(browser);
    const [firstRow] = await t.database.db
      .select({ paymentMethodId: savedCards.paymentMethodId })
      .from(savedCards)
      .where(eq(savedCards.id, first?.id ?? ''));
    await payAndSave(browser, CHALLENGE_CARD);
    const second = await savedCardOf(browser);
    expect(second).toMatchObject({ last4: '3220' });
    expect(second?.id).not.toBe(first?.id);
    const [detached] = await t.database.db
      .select({ customerId: testGatewayPaymentMethods.customerId })
      .from(testGatewayPaymentMethods)
      .where(eq(testGatewayPaymentMethods.methodId, firstRow?.paymentMethodId ?? ''));
    expect(detached).toEqual({ customerId: null });
  });
});

describe('paying with the saved card', () => {
  it('pays a later order in one step: one charge, the order paid', async () => {
    const browser = await signedIn();
    await payAndSave(browser);
    const card = await savedCardOf(browser);
    const { ref } = await h.cart({ browser });
    const response = await paySaved(browser, ref, card?.id ?? '');
    expect(response.statusCode, response.body).toBe(200);
    const payment = dataOf<SavedCardPayment>(response);
    expect(payment).toMatchObject({ status: 'succeeded', provider: 'test' });
    const order = await complete(browser, ref, payment.intentId);
    expect(order.status).toBe('paid');
    expect(await h.netCharges(ref.id)).toEqual([{ intentId: payment.intentId, amount: order.totals.total }]);
    const rows = await h.paymentRows(ref.id);
    expect(rows.map((row) => row.method)).toEqual(['saved-card']);
  });

  it('charges once when the button is pressed twice at once', async () => {
    const browser = await signedIn();
    await payAndSave(browser);
    const card = await savedCardOf(browser);
    const { ref } = await h.cart({ browser });
    const answers = await Promise.all([
      paySaved(browser, ref, card?.id ?? ''),
      paySaved(browser, ref, card?.id ?? ''),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map((answer) => dataOf<SavedCardPayment>(answer));
    expect(second?.intentId).toBe(first?.intentId);
    await complete(browser, ref, first?.intentId ?? '');
    expect(await h.netCharges(ref.id)).toHaveLength(1);
    expect((await h.orderRow(ref.id)).status).toBe('paid');
  });

  it('asks for 3-D Secure again when the gateway does, and pays once it is approved', async () => {
    const browser = await signedIn();
    await payAndSave(browser, CHALLENGE_CARD);
    const card = await savedCardOf(browser);
    const { ref } = await h.cart({ browser });
    const payment = dataOf<SavedCardPayment>(await paySaved(browser, ref, card?.id ?? ''));
    expect(payment.status).toBe('requires_action');
    expect((await h.orderRow(ref.id)).status).toBe('paying');
    const approved = await browser.post('/api/payment/test/challenge', {
      secret: payment.secret,
      approve: true,
    });
    expect(dataOf<TestPaymentResult>(approved)).toEqual({ status: 'succeeded' });
    expect((await complete(browser, ref, payment.intentId)).status).toBe('paid');
    expect(await h.netCharges(ref.id)).toHaveLength(1);
  });

  it('a failed 3-D Secure check declines it and reopens the cart', async () => {
    const browser = await signedIn();
    await payAndSave(browser, CHALLENGE_CARD);
    const card = await savedCardOf(browser);
    const { ref } = await h.cart({ browser });
    const payment = dataOf<SavedCardPayment>(await paySaved(browser, ref, card?.id ?? ''));
    const failed = await browser.post('/api/payment/test/challenge', {
      secret: payment.secret,
      approve: false,
    });
    expect(dataOf<TestPaymentResult>(failed).status).toBe('failed');
    expect((await h.orderRow(ref.id)).status).toBe('open');
    expect(await h.netCharges(ref.id)).toHaveLength(0);
  });

  it('after a typed card was tried, the saved card pays and the typed card’s intent can no longer', async () => {
    const browser = await signedIn();
    await payAndSave(browser);
    const card = await savedCardOf(browser);
    const { ref } = await h.cart({ browser });
    const typed = await h.intentFor(browser, ref);
    const payment = dataOf<SavedCardPayment>(await paySaved(browser, ref, card?.id ?? ''));
    await complete(browser, ref, payment.intentId);
    const late = await browser.post('/api/payment/test/confirm', { secret: typed.secret, card: TEST_CARD });
    expect(dataOf<TestPaymentResult>(late).status).toBe('failed');
    expect(await h.netCharges(ref.id)).toHaveLength(1);
  });
});

describe('removing the saved card', () => {
  it('forgets it and detaches it at the gateway, so it can never pay again', async () => {
    const browser = await signedIn();
    await payAndSave(browser);
    const card = await savedCardOf(browser);
    const [row] = await t.database.db
      .select({ paymentMethodId: savedCards.paymentMethodId })
      .from(savedCards)
      .where(eq(savedCards.id, card?.id ?? ''));
    const response = await browser.post(`/api/account/saved-card/remove/${card?.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf<SavedCardResult>(response)).toEqual({ card: null, holder: 'account', canChange: true });
    expect(await savedCardOf(browser)).toBeNull();
    const [method] = await t.database.db
      .select({ customerId: testGatewayPaymentMethods.customerId })
      .from(testGatewayPaymentMethods)
      .where(eq(testGatewayPaymentMethods.methodId, row?.paymentMethodId ?? ''));
    expect(method).toEqual({ customerId: null });

    const { ref } = await h.cart({ browser });
    expect((await paySaved(browser, ref, card?.id ?? '')).statusCode).toBe(404);
    expect((await browser.post(`/api/account/saved-card/remove/${card?.id}`)).statusCode).toBe(404);
  });
});

describe('only the owner', () => {
  it('another account sees no card, and gets 404 removing or paying with the owner’s card id', async () => {
    const owner = await signedIn();
    await payAndSave(owner);
    const card = await savedCardOf(owner);
    const other = await signedIn();
    expect(await savedCardOf(other)).toBeNull();

    const removal = await other.post(`/api/account/saved-card/remove/${card?.id}`);
    expect(removal.statusCode).toBe(404);
    expect(messagesOf(removal)).toEqual(['payment.errors.saved-card-not-found']);

    const { ref } = await h.cart({ browser: other });
    expect((await paySaved(other, ref, card?.id ?? '')).statusCode).toBe(404);
    expect(await h.paymentRows(ref.id)).toHaveLength(0);
    expect((await h.orderRow(ref.id)).status).toBe('open');
    expect(await savedCardOf(owner)).toEqual(card);
  });

  it('a signed-out checkout never sees it nor pays with it', async () => {
    const owner = await signedIn();
    await payAndSave(owner);
    const card = await savedCardOf(owner);
    const { browser, ref } = await h.cart({ browser: testBrowser(t) });
    expect((await browser.get('/api/account/saved-card')).statusCode).toBe(401);
    expect((await paySaved(browser, ref, card?.id ?? '')).statusCode).toBe(401);
    expect((await browser.post(`/api/account/saved-card/remove/${card?.id}`)).statusCode).toBe(401);
    expect(await h.paymentRows(ref.id)).toHaveLength(0);
  });

  it('finds no card by an id that is not one, and refuses a client that sends more than the card', async () => {
    const owner = await signedIn();
    const { ref } = await h.cart({ browser: owner });
    expect((await owner.post('/api/account/saved-card/remove/not-a-uuid')).statusCode).toBe(404);
    const response = await owner.post('/api/payment/order/pay-saved-card', {
      order: ref,
      cardId: '00000000-0000-4000-8000-000000000000',
      amount: 1,
    });
    expect(response.statusCode).toBe(422);
  });
});
