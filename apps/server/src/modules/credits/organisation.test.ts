import type { CreditsOverview } from '@cardshop/shared/contracts/credits';
import type { Order } from '@cardshop/shared/contracts/orders';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditAccounts, creditLedger, orders, organisationMembers } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { dataOf, type TestBrowser } from '../auth/test-helpers.ts';
import { addMember, permissionFlags, signUpBusiness } from '../organisations/test-helpers.ts';
import { creditHelpers } from './test-helpers.ts';

// An organisation's credits (decision 0036): bought by members with the billing permission, held by the
// organisation, used by the orders of members holding useCredits, given back to the organisation, and
// seen by no one outside it. With DATABASE_URL set the same runs on PostgreSQL.

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof creditHelpers>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 24 });
  h = await creditHelpers(t);
});
afterAll(() => t.close());

type Ref = { id: string; token: string };
const refOf = (order: { id: string; token: string }): Ref => ({ id: order.id, token: order.token });
const payWithCredits = (browser: TestBrowser, ref: Ref) =>
  browser.post('/api/payment/order/pay-with-credits', { order: ref });
/** A business signed up through the API: its manager (every permission) and the organisation's id. */
const business = () => signUpBusiness(t, { firstName: 'Mina', lastName: 'Manager' });
/** An account made a member of the organisation with these permissions. */
const member = (organisationId: string, granted: readonly string[]) => addMember(t, organisationId, granted);

async function overview(browser: TestBrowser) {
  return browser.get('/api/account/credits');
}

async function organisationLedger(organisationId: string) {
  const rows = await t.database.db
    .select({ kind: creditLedger.kind, quantity: creditLedger.quantity, userId: creditLedger.userId })
    .from(creditLedger)
    .where(eq(creditLedger.organisationId, organisationId))
    .orderBy(asc(creditLedger.seq));
  const [account] = await t.database.db
    .select({ balance: creditAccounts.balance })
    .from(creditAccounts)
    .where(eq(creditAccounts.organisationId, organisationId));
  return { rows, balance: account?.balance ?? 0 };
}

describe('an organisation’s credits', () => {
  it('are bought by its billing manager for the organisation, not for the manager’s own account', async () => {
    const { manager, organisationId } = await business();
    const bought = await h.buy(manager, 10);
    expect(bought.balance).toBe(10);
    const seen = await overview(manager);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(dataOf<CreditsOverview>(seen)).toMatchObject({
      balance: 10,
      holder: 'organisation',
      canBuy: true,
    });
    expect(await organisationLedger(organisationId)).toEqual({
      rows: [{ kind: 'purchase', quantity: 10, userId: null }],
      balance: 10,
    });
    const managerId = (
      await t.database.db
        .select({ userId: organisationMembers.userId })
        .from(organisationMembers)
        .where(eq(organisationMembers.organisationId, organisationId))
    )[0]?.userId;
    expect((await h.ledgerOf(managerId as string)).rows).toEqual([]);
  });

  it('pay the cards of a member with useCredits, who sees them but may not buy more', async () => {
    const { manager, organisationId } = await business();
    await h.buy(manager, 5);
    const { browser } = await member(organisationId, ['useCredits']);

    const seen = dataOf<CreditsOverview>(await overview(browser));
    expect(seen).toMatchObject({ balance: 5, holder: 'organisation', canBuy: false });
    const refused = await browser.post('/api/account/credits/purchase', { quantity: 5 });
    expect(refused.statusCode).toBe(403);
    const refusedGift = await browser.post('/api/account/gift-credit/purchase', { amount: 20 });
    expect(refusedGift.statusCode).toBe(403);

    const { order } = await h.cartOfCards(browser, 2);
    expect(order.pricing.credits).toBe(2);
    expect(order.totals.total).toBe(0);
    const [stored] = await t.database.db
      .select({ organisationId: orders.organisationId })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(stored?.organisationId).toBe(organisationId);

    const paid = await payWithCredits(browser, refOf(order));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(dataOf<Order>(paid).status).toBe('paid');
    const ledger = await organisationLedger(organisationId);
    expect(ledger.balance).toBe(3);
    expect(ledger.rows.map((row) => [row.kind, row.quantity])).toEqual([
      ['purchase', 5],
      ['use', -2],
    ]);

    // The history shows the organisation's ledger, with a link to the member's own order only.
    const history = await h.history(browser);
    expect(history.balance).toBe(3);
    expect(history.entries.map((entry) => [entry.kind, entry.order?.id ?? null, entry.purchase])).toEqual([
      ['use', order.id, null],
      ['purchase', null, null],
    ]);

    // A cancelled order gives its credits back to the organisation.
    await t.database.db.transaction(async (tx) => {
      expect(await t.services.credits.giveBack(tx as never, order.id)).toBe(2);
    });
    expect((await organisationLedger(organisationId)).balance).toBe(5);
  });

  it('are not used for, nor shown to, a member without a usage or billing permission', async () => {
    const { manager, organisationId } = await business();
    await h.buy(manager, 5);
    const { browser } = await member(organisationId, ['useTemplates']);
    expect((await overview(browser)).statusCode).toBe(403);
    expect((await browser.get('/api/account/credit-history')).statusCode).toBe(403);
    const { order } = await h.cartOfCards(browser, 1);
    expect(order.pricing.credits).toBe(0);
    expect(order.totals.total).toBeGreaterThan(0);
    expect((await payWithCredits(browser, refOf(order))).statusCode).toBe(409);
    expect((await organisationLedger(organisationId)).balance).toBe(5);
  });

  it('stop paying as soon as the member loses useCredits, even for an order already priced with them', async () => {
    const { manager, organisationId } = await business();
    await h.buy(manager, 5);
    const { browser, user } = await member(organisationId, ['useCredits']);
    const { order } = await h.cartOfCards(browser, 1);
    expect(order.pricing.credits).toBe(1);
    await t.database.db
      .update(organisationMembers)
      .set({ permissions: permissionFlags([]) })
      .where(
        and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, user.id)),
      );
    const refused = await payWithCredits(browser, refOf(order));
    expect(refused.statusCode, refused.body).toBe(409);
    expect((await organisationLedger(organisationId)).balance).toBe(5);
  });

  it('are neither seen nor used by another organisation’s members, nor by accounts outside any', async () => {
    const { manager, organisationId } = await business();
    await h.buy(manager, 6);
    const other = await business();
    const { browser: outsider } = await member(other.organisationId, ['useCredits', 'billing']);
    expect(dataOf<CreditsOverview>(await overview(outsider))).toMatchObject({
      balance: 0,
      holder: 'organisation',
    });
    const { order } = await h.cartOfCards(outsider, 1);
    expect(order.pricing.credits).toBe(0);

    const { browser: own } = await h.account();
    expect(dataOf<CreditsOverview>(await overview(own))).toMatchObject({
      balance: 0,
      holder: 'account',
      canBuy: true,
    });
    expect((await organisationLedger(organisationId)).balance).toBe(6);
  });
});
