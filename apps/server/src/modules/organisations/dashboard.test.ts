import type { OrganisationOverview } from '@cardshop/shared/contracts/organisations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { dataOf, testBrowser } from '../auth/test-helpers.ts';
import { creditHelpers } from '../credits/test-helpers.ts';
import { addMember, signUpBusiness } from './test-helpers.ts';

// The manage dashboard's figures (decision 0036): the organisation's orders for its managers, its money
// for holders of billing, nothing for members who do not manage, nothing of another organisation's.

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof creditHelpers>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 24 });
  h = await creditHelpers(t);
});
afterAll(() => t.close());

const business = () => signUpBusiness(t, { firstName: 'Dana', lastName: 'Board' });
const member = (organisationId: string, granted: readonly string[], firstName = 'Max') =>
  addMember(t, organisationId, granted, { firstName });

const overviewOf = async (browser: ReturnType<typeof testBrowser>) => browser.get('/api/manage/overview');

describe('the manage dashboard', () => {
  it('shows a billing manager the organisation’s orders, credits and this month’s spend', async () => {
    const { manager, organisationId } = await business();
    await h.buy(manager, 5);
    const { browser } = await member(organisationId, ['useCredits'], 'Olive');
    const { order } = await h.cartOfCards(browser, 2);
    const paid = await browser.post('/api/payment/order/pay-with-credits', {
      order: { id: order.id, token: order.token },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const value = order.pricing.creditsAmount;
    expect(value).toBeGreaterThan(0);

    const response = await overviewOf(manager);
    expect(response.statusCode, response.body).toBe(200);
    const overview = dataOf<OrganisationOverview>(response);
    expect(overview.orders).toEqual([
      expect.objectContaining({ id: order.id, member: 'Olive Lovelace', cards: 2, value, currency: 'AUD' }),
    ]);
    // Two cards this year: the first business tier's charge, in the region's currency.
    const pricing = (await t.services.config.businessPricing())[(await t.services.config.region('AU')).id];
    expect(overview.currentTierPrice).toEqual({
      value: pricing?.tiers.find((tier) => tier.fromUnits <= 2 && (tier.toUnits ?? 2) >= 2)?.unitCharge,
      currency: 'AUD',
      cardsThisYear: 2,
    });
    expect(overview.money).toMatchObject({
      credits: 3,
      giftCredit: [],
      spendThisMonth: [{ currency: 'AUD', amount: value }],
    });
    expect(Date.parse(overview.money?.monthStart ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('leaves the money out for a manager without billing, and refuses members who do not manage', async () => {
    const { organisationId } = await business();
    const { browser: membersManager } = await member(organisationId, ['members']);
    const seen = await overviewOf(membersManager);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(dataOf<OrganisationOverview>(seen)).toMatchObject({ orders: [], money: null });
    expect(dataOf<OrganisationOverview>(seen).currentTierPrice?.cardsThisYear).toBe(0);

    const { browser: user } = await member(organisationId, ['useCredits', 'useSavedCard']);
    expect((await overviewOf(user)).statusCode).toBe(403);
    expect((await overviewOf(testBrowser(t))).statusCode).toBe(401);
    const { browser: outsider } = await h.account();
    expect((await overviewOf(outsider)).statusCode).toBe(403);
  });

  it('never shows another organisation’s orders or money', async () => {
    const first = await business();
    await h.buy(first.manager, 5);
    const { browser } = await member(first.organisationId, ['useCredits']);
    const { order } = await h.cartOfCards(browser, 1);
    await browser.post('/api/payment/order/pay-with-credits', {
      order: { id: order.id, token: order.token },
    });

    const second = await business();
    const overview = dataOf<OrganisationOverview>(await overviewOf(second.manager));
    expect(overview.orders).toEqual([]);
    expect(overview.money).toMatchObject({ credits: 0, spendThisMonth: [] });
  });
});
