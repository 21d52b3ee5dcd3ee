import type { ManagedOrganisation } from '@cardshop/shared/contracts/organisations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { dataOf, type TestBrowser } from '../auth/test-helpers.ts';
import { creditHelpers } from '../credits/test-helpers.ts';
import { addMember, signUpBusiness } from './test-helpers.ts';

// The organisation's requireAuth setting (account-ordering.md §5; decision 0036): holders of settings turn
// it on; the orders of its members then take a single customer name at checkout (Order.singleName), and
// the quote takes the buyer's details without a last name. Everyone else's orders still take two names.

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof creditHelpers>>;
beforeAll(async () => {
  t = await createTestApp({ cards: 12 });
  h = await creditHelpers(t);
});
afterAll(() => t.close());

const business = () => signUpBusiness(t, { firstName: 'Reg', lastName: 'Quire' });
const member = async (organisationId: string, granted: readonly string[]) =>
  (await addMember(t, organisationId, granted)).browser;

const quote = (browser: TestBrowser, order: { id: string; token: string }, lastName: string) =>
  browser.post('/api/payment/order/quote', {
    order: { id: order.id, token: order.token },
    customer: { email: 'buyer@example.com', firstName: 'Florists of Hobart', lastName },
  });

describe('an organisation that requires its members to sign in', () => {
  it('is set by a holder of settings, and its members’ orders then take a single name', async () => {
    const { manager, organisationId } = await business();
    const buyer = await member(organisationId, ['useTemplates']);
    const before = (await h.cartOfCards(buyer, 1)).order;
    expect(before.singleName).toBeUndefined();

    const refused = await buyer.post('/api/manage/organisation', { requireAuth: true });
    expect(refused.statusCode).toBe(403);
    const saved = await manager.post('/api/manage/organisation', { requireAuth: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(dataOf<ManagedOrganisation>(saved).organisation.requireAuth).toBe(true);

    const order = (await h.cartOfCards(buyer, 1)).order;
    expect(order.singleName).toBe(true);
    const quoted = await quote(buyer, order, '');
    expect(quoted.statusCode, quoted.body).toBe(200);

    const off = await manager.post('/api/manage/organisation', { requireAuth: false });
    expect(dataOf<ManagedOrganisation>(off).organisation.requireAuth).toBe(false);
    const again = await buyer.get(`/api/order/get/${order.id}/${encodeURIComponent(order.token)}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(dataOf<{ singleName?: boolean }>(again).singleName).toBeUndefined();
  });

  it('changes nothing for accounts outside it', async () => {
    await business().then(({ manager }) => manager.post('/api/manage/organisation', { requireAuth: true }));
    const { browser } = await h.account();
    const order = (await h.cartOfCards(browser, 1)).order;
    expect(order.singleName).toBeUndefined();
  });
});
