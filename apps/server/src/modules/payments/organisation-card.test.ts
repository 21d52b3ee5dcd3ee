import type { Order } from '@cardshop/shared/contracts/orders';
import type { IntentResult } from '@cardshop/shared/contracts/payments';
import type { SavedCardPayment, SavedCardResult } from '@cardshop/shared/contracts/saved-card';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedCards } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { dataOf, type TestBrowser } from '../auth/test-helpers.ts';
import { addMember, signUpBusiness } from '../organisations/test-helpers.ts';
import { checkoutHelpers } from './test-helpers.ts';

// An organisation's saved card (decision 0036): saved by a member with billing while paying one of the
// organisation's orders, used by members holding useSavedCard, removed by billing holders only, and
// invisible and unusable to everyone else. With DATABASE_URL set the same runs on PostgreSQL.

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof checkoutHelpers>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 24 });
  h = await checkoutHelpers(t);
});
afterAll(() => t.close());

type Ref = { id: string; token: string };
const business = () => signUpBusiness(t, { firstName: 'Bea', lastName: 'Billing' });
const member = async (organisationId: string, granted: readonly string[]) =>
  (await addMember(t, organisationId, granted)).browser;

async function viewOf(browser: TestBrowser) {
  const response = await browser.get('/api/account/saved-card');
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<SavedCardResult>(response);
}

async function complete(browser: TestBrowser, ref: Ref, intentId: string) {
  const response = await browser.post('/api/payment/order/complete', { order: ref, intentId });
  expect(response.statusCode, response.body).toBe(200);
  await h.gateway.settled();
  return dataOf<Order>(response);
}

/** Pays the browser's new cart with the test card, ticking "save". */
async function payAndSave(browser: TestBrowser) {
  const { ref } = await h.cart({ browser });
  const response = await browser.post('/api/payment/order/intent', { order: ref, saveCard: true });
  expect(response.statusCode, response.body).toBe(200);
  const intent = dataOf<IntentResult>(response);
  expect((await h.confirm(browser, intent.secret)).status).toBe('succeeded');
  return complete(browser, ref, intent.intentId);
}

describe('an organisation’s saved card', () => {
  it('is saved for the organisation by its billing manager, and paid with by members holding useSavedCard', async () => {
    const { manager, organisationId } = await business();
    expect((await payAndSave(manager)).status).toBe('paid');
    const saved = await viewOf(manager);
    expect(saved).toMatchObject({ holder: 'organisation', canChange: true, card: { last4: '4242' } });
    const [row] = await t.database.db
      .select({ userId: savedCards.userId, organisationId: savedCards.organisationId })
      .from(savedCards)
      .where(eq(savedCards.id, saved.card?.id ?? ''));
    expect(row).toEqual({ userId: null, organisationId });

    const user = await member(organisationId, ['useSavedCard']);
    const seen = await viewOf(user);
    expect(seen).toMatchObject({ holder: 'organisation', canChange: false, card: { id: saved.card?.id } });
    const { ref } = await h.cart({ browser: user });
    const paid = await user.post('/api/payment/order/pay-saved-card', { order: ref, cardId: saved.card?.id });
    expect(paid.statusCode, paid.body).toBe(200);
    const payment = dataOf<SavedCardPayment>(paid);
    expect(payment.status).toBe('succeeded');
    expect((await complete(user, ref, payment.intentId)).status).toBe('paid');

    // A member who may use it may neither save another over it nor remove it.
    const { ref: next } = await h.cart({ browser: user });
    const saving = await user.post('/api/payment/order/intent', { order: next, saveCard: true });
    expect(saving.statusCode).toBe(403);
    const removing = await user.post(`/api/account/saved-card/remove/${saved.card?.id}`, {});
    expect(removing.statusCode).toBe(404);
    expect((await viewOf(manager)).card?.id).toBe(saved.card?.id);
  });

  it('is neither shown to nor usable by members without useSavedCard, nor by another organisation', async () => {
    const { manager, organisationId } = await business();
    await payAndSave(manager);
    const cardId = (await viewOf(manager)).card?.id;
    expect(cardId).toBeTruthy();

    const without = await member(organisationId, ['useCredits']);
    expect(await viewOf(without)).toEqual({ card: null, holder: 'organisation', canChange: false });
    const { ref } = await h.cart({ browser: without });
    expect((await without.post('/api/payment/order/pay-saved-card', { order: ref, cardId })).statusCode).toBe(
      404,
    );

    const other = await business();
    const outsider = await member(other.organisationId, ['useSavedCard', 'billing']);
    expect((await viewOf(outsider)).card).toBeNull();
    const { ref: theirs } = await h.cart({ browser: outsider });
    expect(
      (await outsider.post('/api/payment/order/pay-saved-card', { order: theirs, cardId })).statusCode,
    ).toBe(404);
    expect((await outsider.post(`/api/account/saved-card/remove/${cardId}`, {})).statusCode).toBe(404);
    expect((await viewOf(other.manager)).card).toBeNull();
  });

  it('is removed by a billing holder, after which it pays no more', async () => {
    const { manager, organisationId } = await business();
    await payAndSave(manager);
    const cardId = (await viewOf(manager)).card?.id;
    const user = await member(organisationId, ['useSavedCard']);
    const removed = await manager.post(`/api/account/saved-card/remove/${cardId}`, {});
    expect(removed.statusCode, removed.body).toBe(200);
    expect(dataOf<SavedCardResult>(removed).card).toBeNull();
    const { ref } = await h.cart({ browser: user });
    expect((await user.post('/api/payment/order/pay-saved-card', { order: ref, cardId })).statusCode).toBe(
      404,
    );
  });
});
