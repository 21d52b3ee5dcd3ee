import type { CreditHistory, CreditPurchase } from '@cardshop/shared/contracts/credits';
import type { IntentResult } from '@cardshop/shared/contracts/payments';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { creditAccounts, creditLedger, giftCreditAccounts, giftCreditLedger } from '../../db/schema.ts';
import type { TestGateway } from '../../platform/payments/test-gateway.ts';
import type { createTestApp } from '../../test/test-app.ts';
import { createUser, dataOf, signIn, type TestBrowser } from '../auth/test-helpers.ts';
import {
  type AddedCard,
  addCard,
  addCardPayload,
  giftCardChoice,
  giftCardObject,
  layoutOf,
  type WrittenCard,
  writtenCards,
} from '../orders/test-helpers.ts';
import { TEST_CARD } from '../payments/test-helpers.ts';

// Test helpers of the credits tests: signed-in accounts, credits bought through the API as the buying
// page does (purchase → intent → test card → complete), carts of written cards, and the ledger as stored.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Ref = { id: string; token: string };

export async function creditHelpers(t: TestApp) {
  const gateway = t.services.payments.provider as TestGateway;
  const written: WrittenCard[] = await writtenCards(t);
  const first = written[0];
  if (!first) throw new Error('the seed has no written cards');
  const card: WrittenCard = first;
  const folded = written.find((entry) => entry.sizeId === 'folded');
  if (!folded) throw new Error('the seed has no written card with room for a gift card');
  const foldedCard: WrittenCard = folded;
  const gift = await giftCardChoice(t);

  /** A verified account with a password, signed in on a browser of its own. */
  async function account() {
    const user = await createUser(t);
    const browser = await signIn(t, user);
    return { user, browser };
  }

  async function purchase(browser: TestBrowser, quantity: number): Promise<CreditPurchase> {
    const response = await browser.post('/api/account/credits/purchase', { quantity });
    expect(response.statusCode, response.body).toBe(200);
    return dataOf<CreditPurchase>(response);
  }

  async function intentFor(browser: TestBrowser, ref: Ref): Promise<IntentResult> {
    const response = await browser.post('/api/account/credits/purchase/intent', { purchase: ref });
    expect(response.statusCode, response.body).toBe(200);
    return dataOf<IntentResult>(response);
  }

  async function confirm(browser: TestBrowser, secret: string, testCard = TEST_CARD) {
    const response = await browser.post('/api/payment/test/confirm', { secret, card: testCard });
    expect(response.statusCode, response.body).toBe(200);
    return dataOf<{ status: string; message?: string }>(response);
  }

  async function complete(browser: TestBrowser, ref: Ref, intentId: string) {
    return browser.post('/api/account/credits/purchase/complete', { purchase: ref, intentId });
  }

  /** Buys `quantity` credits with the test card, the whole way; answers the paid purchase. */
  async function buy(browser: TestBrowser, quantity: number): Promise<CreditPurchase> {
    const bought = await purchase(browser, quantity);
    const ref = { id: bought.id, token: bought.token };
    const intent = await intentFor(browser, ref);
    expect(await confirm(browser, intent.secret)).toEqual({ status: 'succeeded' });
    const response = await complete(browser, ref, intent.intentId);
    expect(response.statusCode, response.body).toBe(200);
    await gateway.settled();
    return dataOf<CreditPurchase>(response);
  }

  /** Tops up `amount` whole dollars of gift credit with the test card, the whole way; the paid purchase. */
  async function topUp(browser: TestBrowser, amount: number, region?: string): Promise<CreditPurchase> {
    const url = `/api/account/gift-credit/purchase${region ? `?region=${region}` : ''}`;
    const response = await browser.post(url, { amount });
    expect(response.statusCode, response.body).toBe(200);
    const bought = dataOf<CreditPurchase>(response);
    const ref = { id: bought.id, token: bought.token };
    const intent = await intentFor(browser, ref);
    expect(await confirm(browser, intent.secret)).toEqual({ status: 'succeeded' });
    const completed = await complete(browser, ref, intent.intentId);
    expect(completed.statusCode, completed.body).toBe(200);
    await gateway.settled();
    return dataOf<CreditPurchase>(completed);
  }

  /**
   * A written card with the seed's first Australian gift card inside (at `amount`, its smallest by
   * default), added to a new order or to `order`, posted by `shipping`.
   */
  async function cardWithGiftCard(
    browser: TestBrowser,
    options: {
      amount?: number;
      order?: Ref;
      shipping?: string;
      /** Another gift card, of a New Zealand order (priced in NZ dollars, posted in New Zealand). */
      nz?: Awaited<ReturnType<typeof giftCardChoice>>['choice'];
    } = {},
  ): Promise<AddedCard> {
    const layout = layoutOf(foldedCard);
    const choice = options.nz ?? gift.choice;
    layout.pages[1]?.objects.push(giftCardObject({ ...choice, amount: options.amount ?? choice.amount }));
    const nz = options.nz
      ? {
          recipient: {
            name: 'Kiri Walker',
            address: '1 Queen St',
            locality: 'Auckland',
            postcode: '1010',
            country: 'NZ',
          },
        }
      : {};
    const added = await addCard(
      browser,
      addCardPayload(foldedCard, {
        layout,
        shipping: { method: options.shipping ?? 'standard', type: 'D' },
        ...nz,
        ...(options.order ? { order: options.order } : {}),
      }),
      options.nz ? '/api/order/add-card?region=NZ' : undefined,
    );
    return options.order ? { ...added, order: { ...added.order, token: options.order.token } } : added;
  }

  /** The account's gift-credit ledger in a currency as stored, oldest first, and its balance row. */
  async function giftLedgerOf(userId: string, currency = 'AUD') {
    const [account] = await t.database.db
      .select({ id: giftCreditAccounts.id, balance: giftCreditAccounts.balance })
      .from(giftCreditAccounts)
      .where(and(eq(giftCreditAccounts.userId, userId), eq(giftCreditAccounts.currencyCode, currency)));
    if (!account) return { rows: [], balance: 0 };
    const rows = await t.database.db
      .select({
        kind: giftCreditLedger.kind,
        amount: giftCreditLedger.amount,
        balanceAfter: giftCreditLedger.balanceAfter,
        orderId: giftCreditLedger.orderId,
      })
      .from(giftCreditLedger)
      .where(eq(giftCreditLedger.accountId, account.id))
      .orderBy(asc(giftCreditLedger.seq));
    return { rows, balance: account.balance };
  }

  /** A new order of `count` written cards posted by standard post (each one line), as `browser`. */
  async function cartOfCards(browser: TestBrowser, count: number, shipping = 'standard'): Promise<AddedCard> {
    let added = await addCard(browser, addCardPayload(card, { shipping: { method: shipping, type: 'D' } }));
    for (let more = 1; more < count; more += 1) {
      const ref = { id: added.order.id, token: added.order.token };
      const next = await addCard(
        browser,
        addCardPayload(card, { order: ref, shipping: { method: shipping, type: 'D' } }),
      );
      added = { item: next.item, order: { ...next.order, token: ref.token } };
    }
    return added;
  }

  async function history(browser: TestBrowser): Promise<CreditHistory> {
    const response = await browser.get('/api/account/credit-history');
    expect(response.statusCode, response.body).toBe(200);
    return dataOf<CreditHistory>(response);
  }

  /** The account's ledger as stored, oldest first, and its balance row. */
  async function ledgerOf(userId: string) {
    const rows = await t.database.db
      .select({
        kind: creditLedger.kind,
        quantity: creditLedger.quantity,
        balanceAfter: creditLedger.balanceAfter,
        orderId: creditLedger.orderId,
      })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(asc(creditLedger.seq));
    const [account] = await t.database.db
      .select({ balance: creditAccounts.balance })
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, userId));
    return { rows, balance: account?.balance ?? 0 };
  }

  return {
    gateway,
    card,
    account,
    purchase,
    intentFor,
    confirm,
    complete,
    buy,
    cartOfCards,
    history,
    ledgerOf,
    gift,
    topUp,
    cardWithGiftCard,
    giftLedgerOf,
  };
}
