import type {
  Campaign,
  CampaignList,
  CheckoutResult,
  RecipientCard,
} from '@cardshop/shared/contracts/campaigns';
import type { Order } from '@cardshop/shared/contracts/orders';
import { tierFor } from '@cardshop/shared/rules/business-tiers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { dataOf, errorsOf, type TestBrowser, testBrowser } from '../auth/test-helpers.ts';
import { creditHelpers } from '../credits/test-helpers.ts';
import { campaignHelpers, recipientsCsv } from './test-helpers.ts';

// Bulk sending through the API (decision 0033): who may call what (every campaign call signed out, by a
// member without the campaigns permission, by another organisation's manager and by another user), the
// merge fields and the problems the review flags and the fixes that clear them, pricing by the business
// tier at the band edges, checkout and paying with credits, and the copy for next year.

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof campaignHelpers>>;
let credits: Awaited<ReturnType<typeof creditHelpers>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 6 });
  h = await campaignHelpers(t);
  credits = await creditHelpers(t);
});
afterAll(() => t.close());

const RECIPIENT = '00000000-0000-4000-8000-000000000000';

/** Every campaign call on campaign `id`, as `browser` makes it; answers the status. */
function calls(id: string, recipientId = RECIPIENT) {
  return [
    ['GET /api/campaigns/{id}', (b: TestBrowser) => b.get(`/api/campaigns/${id}`)],
    ['POST /api/campaigns/{id}', (b: TestBrowser) => b.post(`/api/campaigns/${id}`, { message: 'Hi' })],
    ['POST …/recipients/add', (b: TestBrowser) => b.post(`/api/campaigns/${id}/recipients/add`, {})],
    ['POST …/recipients/upload', (b: TestBrowser) => h.upload(b, id, recipientsCsv(1))],
    ['GET …/review', (b: TestBrowser) => b.get(`/api/campaigns/${id}/review`)],
    [
      'POST …/recipients/{recipientId}',
      (b: TestBrowser) => b.post(`/api/campaigns/${id}/recipients/${recipientId}`, { override: 'Hello' }),
    ],
    [
      'POST …/recipients/{recipientId}/delete',
      (b: TestBrowser) => b.post(`/api/campaigns/${id}/recipients/${recipientId}/delete`),
    ],
    ['POST …/checkout', (b: TestBrowser) => b.post(`/api/campaigns/${id}/checkout`)],
    ['POST …/pay-with-credits', (b: TestBrowser) => b.post(`/api/campaigns/${id}/pay-with-credits`)],
    ['POST …/copy', (b: TestBrowser) => b.post(`/api/campaigns/${id}/copy`)],
  ] as const;
}

/** The status each campaign call answers `browser`, by call. */
async function statusesOf(browser: TestBrowser, id: string, recipientId: string) {
  const answered: Record<string, number> = {};
  for (const [name, call] of calls(id, recipientId)) answered[name] = (await call(browser)).statusCode;
  return answered;
}

/** Every campaign call answering `status`. */
const every = (status: number) => Object.fromEntries(calls(RECIPIENT).map(([name]) => [name, status]));

describe('who may call what', () => {
  let campaign: Campaign;
  let recipientId: string;
  let organisationId: string;
  let manager: TestBrowser;

  beforeAll(async () => {
    ({ manager, organisationId } = await h.business());
    campaign = await h.create(manager);
    await h.uploaded(manager, campaign.id, recipientsCsv(2));
    recipientId = (await h.review(manager, campaign.id)).results[0]?.id ?? '';
  });

  it('answers 401 to every call signed out', async () => {
    const browser = testBrowser(t);
    await browser.check();
    expect((await browser.get('/api/campaigns')).statusCode).toBe(401);
    expect((await browser.post('/api/campaigns', {})).statusCode).toBe(401);
    expect(await statusesOf(browser, campaign.id, recipientId)).toEqual(every(401));
  });

  it('answers 403 to every call of a member without the campaigns permission', async () => {
    const { browser } = await h.member(organisationId, { useCredits: true, members: true });
    expect((await browser.get('/api/campaigns')).statusCode).toBe(403);
    expect((await browser.post('/api/campaigns', {})).statusCode).toBe(403);
    expect(await statusesOf(browser, campaign.id, recipientId)).toEqual(every(403));
  });

  it('answers 404 for the campaign to another organisation’s manager and to another user', async () => {
    const other = await h.business();
    const person = await h.person();
    for (const browser of [other.manager, person.browser]) {
      const list = await browser.get('/api/campaigns');
      expect(list.statusCode).toBe(200);
      expect(dataOf<CampaignList>(list).results.map((entry) => entry.id)).not.toContain(campaign.id);
      expect(await statusesOf(browser, campaign.id, recipientId)).toEqual(every(404));
    }
    // Nothing of it changed meanwhile.
    expect((await h.review(manager, campaign.id)).results.map((card) => card.override)).toEqual([null, null]);
  });

  it('shares the campaign with the organisation’s members who hold the campaigns permission', async () => {
    const { browser } = await h.member(organisationId, { campaigns: true });
    const list = dataOf<CampaignList>(await browser.get('/api/campaigns'));
    expect(list.results.map((entry) => entry.id)).toContain(campaign.id);
    expect(list.results.find((entry) => entry.id === campaign.id)?.owner).toBe('organisation');
    const fixed = await browser.post(`/api/campaigns/${campaign.id}/recipients/${recipientId}`, {
      override: 'From the team',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
  });

  it('keeps a user’s own campaigns out of any organisation’s list', async () => {
    const person = await h.person();
    const own = await h.create(person.browser);
    expect(own.owner).toBe('user');
    expect(dataOf<CampaignList>(await manager.get('/api/campaigns')).results.map((c) => c.id)).not.toContain(
      own.id,
    );
  });
});

describe('the message, its merge fields and the review', () => {
  it('fills each card with its recipient’s fields and flags what stands in the way, until fixed', async () => {
    const { browser } = await h.person();
    const campaign = await h.create(browser);
    await h.update(browser, campaign.id, { message: 'Dear {{firstName}}, thanks from all at {{Company}}!' });
    const added = await h.uploaded(
      browser,
      campaign.id,
      recipientsCsv(4, { without: (index) => index === 1, noAddress: [2] }),
    );
    expect(added.added).toBe(4);
    expect(added.campaign.fields).toEqual(expect.arrayContaining(['firstName', 'fullName', 'Company']));
    const review = await h.review(browser, campaign.id);
    expect(review.total).toBe(4);
    expect(review.withProblems).toBe(2);
    const [first, second, third, fourth] = review.results as RecipientCard[];
    expect(first?.text).toBe('Dear Person0, thanks from all at Company 0!');
    expect(first?.problems).toEqual([]);
    expect(second?.problems).toEqual(['field:company']);
    expect(third?.problems).toEqual(['address']);
    expect(fourth?.problems).toEqual([]);

    const onlyProblems = await h.review(browser, campaign.id, '?show=problems');
    expect(onlyProblems.results.map((card) => card.id)).toEqual([second?.id, third?.id]);

    // Checkout is refused while cards have problems; nothing is ordered.
    const refused = await browser.post(`/api/campaigns/${campaign.id}/checkout`);
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual({ recipients: ['campaigns.errors.problems'] });

    // A bad address is refused beside its field, and a good one clears the problem.
    const bad = await browser.post(`/api/campaigns/${campaign.id}/recipients/${third?.id}`, {
      address: '5 Pitt St',
      locality: 'Sydney',
      adminAreaLevel1: 'NSW',
      postcode: '9999',
      country: 'AU',
    });
    expect(bad.statusCode).toBe(422);
    const good = await browser.post(`/api/campaigns/${campaign.id}/recipients/${third?.id}`, {
      address: '5 Pitt St',
      locality: 'Sydney',
      adminAreaLevel1: 'NSW',
      postcode: '2000',
      country: 'AU',
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(dataOf<RecipientCard>(good).problems).toEqual([]);

    // The empty field: given a value, or the card's own message.
    const valued = await browser.post(`/api/campaigns/${campaign.id}/recipients/${second?.id}`, {
      fields: { company: 'Acme' },
    });
    expect(dataOf<RecipientCard>(valued)).toMatchObject({
      text: 'Dear Person1, thanks from all at Acme!',
      problems: [],
    });
    const overridden = await browser.post(`/api/campaigns/${campaign.id}/recipients/${fourth?.id}`, {
      override: 'Thank you, {{fullName}}.',
    });
    expect(dataOf<RecipientCard>(overridden)).toMatchObject({
      text: 'Thank you, Person3 Smith3.',
      problems: [],
    });
    expect((await h.review(browser, campaign.id)).withProblems).toBe(0);
  });

  it('flags text that does not fit the card in its handwriting, and clears it when the message is shorter', async () => {
    const { browser } = await h.person();
    const campaign = await h.create(browser);
    await h.uploaded(browser, campaign.id, recipientsCsv(2));
    await h.update(browser, campaign.id, { message: `{{firstName}}, ${'thank you so much! '.repeat(90)}` });
    let review = await h.review(browser, campaign.id);
    expect(review.results.map((card) => card.problems)).toEqual([['fit'], ['fit']]);
    await h.update(browser, campaign.id, { message: 'Thanks, {{firstName}}!' });
    review = await h.review(browser, campaign.id);
    expect(review.withProblems).toBe(0);
  });

  it('flags recipients without a birthday when the cards go on birthdays, and refuses a bad date', async () => {
    const { browser } = await h.person();
    const campaign = await h.create(browser);
    await h.uploaded(browser, campaign.id, recipientsCsv(1));
    await h.update(browser, campaign.id, { message: 'Happy birthday!', schedule: { type: 'birthday' } });
    expect((await h.review(browser, campaign.id)).results[0]?.problems).toEqual(['date']);
    const bad = await browser.post(`/api/campaigns/${campaign.id}`, { schedule: { type: 'date' } });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual({ 'schedule.date': ['validation.required'] });
  });

  it('counts uploaded lists against the address book’s upload limit: a 429 past it', async () => {
    const { browser } = await h.person();
    const campaign = await h.create(browser);
    const statuses: number[] = [];
    for (let upload = 0; upload < 31; upload++) {
      statuses.push((await h.upload(browser, campaign.id, recipientsCsv(1))).statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
  });

  it('starts at most 60 campaigns an hour for an account, copies included: a 429 past it', async () => {
    const { browser } = await h.person();
    const statuses: number[] = [];
    for (let made = 0; made < 60; made++)
      statuses.push((await browser.post('/api/campaigns', {})).statusCode);
    expect(statuses).toEqual(Array(60).fill(200));
    expect((await browser.post('/api/campaigns', {})).statusCode).toBe(429);
    const list = dataOf<CampaignList>(await browser.get('/api/campaigns'));
    expect((await browser.post(`/api/campaigns/${list.results[0]?.id}/copy`)).statusCode).toBe(429);
  });

  it('refuses unknown fonts, cards and bad ids as field errors or 404s, never a 500', async () => {
    const { browser } = await h.person();
    const campaign = await h.create(browser);
    const response = await browser.post(`/api/campaigns/${campaign.id}`, {
      font: 'comic-sans',
      cardId: RECIPIENT,
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ font: ['validation.in'], cardId: ['validation.unavailable'] });
    expect((await browser.get('/api/campaigns/not-an-id')).statusCode).toBe(404);
    const contacts = await browser.post(`/api/campaigns/${campaign.id}/recipients/add`, {
      contacts: [RECIPIENT],
    });
    expect(contacts.statusCode).toBe(404);
  });
});

describe('pricing by the business tier', () => {
  it('prices both sides of every send band’s edge by the tier each falls in', async () => {
    const browser = testBrowser(t);
    await browser.check();
    const unitPrices: Record<number, number | undefined> = {};
    const totals: Record<number, number | undefined> = {};
    for (const edge of [50, 100, 250, 500, 1000, 2000, 5000]) {
      for (const quantity of [edge - 1, edge]) {
        const answer = await browser.get(`/api/campaigns/price?quantity=${quantity}`);
        const price = dataOf<{ unitPrice: number; total: number } | null>(answer);
        unitPrices[quantity] = price?.unitPrice;
        totals[quantity] = price?.total;
      }
    }
    // The demo's Australian tiers: 1-49 $6.95, 50-99 $6.45, 100-249 $5.95, 250-499 $5.45, 500-999 $4.95,
    // 1000 and more $4.45 (the send bands above 1000 share the open tier).
    expect(unitPrices).toEqual({
      49: 695,
      50: 645,
      99: 645,
      100: 595,
      249: 595,
      250: 545,
      499: 545,
      500: 495,
      999: 495,
      1000: 445,
      1999: 445,
      2000: 445,
      4999: 445,
      5000: 445,
    });
    expect(totals[49]).toBe(49 * 695);
    expect(totals[5000]).toBe(5000 * 445);
    const none = await browser.get('/api/campaigns/price?quantity=0');
    expect(none.statusCode).toBe(422);
    expect(errorsOf(none)).toEqual({ quantity: ['validation.min'] });
  });

  it('prices each side of a tier edge by its own band, with postage and tax, and the order agrees', async () => {
    const pricing = (await t.services.config.businessPricing())['1'];
    if (!pricing) throw new Error('no AU business pricing');
    const { browser } = await h.person();
    for (const quantity of [49, 50]) {
      const campaign = await h.create(browser);
      await h.update(browser, campaign.id, { message: 'Thanks {{firstName}}' });
      const { campaign: priced } = await h.uploaded(browser, campaign.id, recipientsCsv(quantity));
      const tier = tierFor(pricing.tiers, quantity);
      expect(priced.price).toMatchObject({
        quantity,
        unitPrice: tier?.unitCharge,
        subtotal: quantity * (tier?.unitCharge ?? 0),
        shipping: 0,
        total: quantity * (tier?.unitCharge ?? 0),
        currency: 'AUD',
      });
      const checkout = await browser.post(`/api/campaigns/${campaign.id}/checkout`);
      expect(checkout.statusCode, checkout.body).toBe(200);
      expect(dataOf<CheckoutResult>(checkout).total).toBe(priced.price?.total);
    }
  });
});

describe('paying and copying', () => {
  it('pays with credits: one order, an item per recipient with their address and text, exactly once', async () => {
    const { browser } = await credits.account();
    await credits.buy(browser, 10);
    const campaign = await h.create(browser);
    await h.update(browser, campaign.id, { message: 'Dear {{firstName}}, see you at {{Company}}.' });
    await h.uploaded(browser, campaign.id, recipientsCsv(3));
    const paid = await browser.post(`/api/campaigns/${campaign.id}/pay-with-credits`);
    expect(paid.statusCode, paid.body).toBe(200);
    const order = dataOf<Order>(paid);
    expect(order.status).toBe('paid');
    expect(order.items).toHaveLength(3);
    expect(order.pricing.credits).toBe(3);
    const rows = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const texts = rows.map((row) => JSON.stringify(row.card)).sort();
    expect(texts[0]).toContain('Dear Person0, see you at Company 0.');
    expect(rows.map((row) => row.address.locality)).toEqual(['Sydney', 'Sydney', 'Sydney']);

    const after = dataOf<Campaign>(await browser.get(`/api/campaigns/${campaign.id}`));
    expect(after.status).toBe('scheduled');
    expect(after.editable).toBe(false);
    expect(after.progress).toEqual({ items: 3, printed: 0, dispatched: 0 });
    const review = await h.review(browser, campaign.id);
    expect(review.results.map((card) => card.item?.status)).toEqual(['scheduled', 'scheduled', 'scheduled']);
    // Paid, it no longer changes, and it is not paid twice.
    expect((await browser.post(`/api/campaigns/${campaign.id}`, { message: 'Other' })).statusCode).toBe(409);
    expect((await browser.post(`/api/campaigns/${campaign.id}/pay-with-credits`)).statusCode).toBe(409);
  });

  it('answers a 409 with nothing taken when the credits do not cover it', async () => {
    const { browser } = await credits.account();
    const campaign = await h.create(browser);
    await h.update(browser, campaign.id, { message: 'Hello' });
    await h.uploaded(browser, campaign.id, recipientsCsv(2));
    expect((await browser.post(`/api/campaigns/${campaign.id}/pay-with-credits`)).statusCode).toBe(409);
    expect(dataOf<Campaign>(await browser.get(`/api/campaigns/${campaign.id}`)).status).toBe('draft');
  });

  it('copies a campaign for next year: card, message, recipients and overrides, the date a year on', async () => {
    const { browser } = await h.person();
    const campaign = await h.create(browser);
    const nextMonth = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await h.update(browser, campaign.id, {
      message: 'Hi {{firstName}}',
      schedule: { type: 'date', date: nextMonth },
    });
    await h.uploaded(browser, campaign.id, recipientsCsv(2));
    const [first] = (await h.review(browser, campaign.id)).results;
    await browser.post(`/api/campaigns/${campaign.id}/recipients/${first?.id}`, { override: 'Just you' });
    const copied = await browser.post(`/api/campaigns/${campaign.id}/copy`);
    expect(copied.statusCode, copied.body).toBe(200);
    const copy = dataOf<Campaign>(copied);
    expect(copy).toMatchObject({
      status: 'draft',
      message: 'Hi {{firstName}}',
      recipients: 2,
      card: { id: campaign.card?.id },
      schedule: { type: 'date', date: `${Number(nextMonth.slice(0, 4)) + 1}${nextMonth.slice(4)}` },
    });
    expect((await h.review(browser, copy.id)).results.map((card) => card.text)).toEqual([
      'Just you',
      'Hi Person1',
    ]);
  });

  it('adds address-book contacts and whole groups, each contact once', async () => {
    const { browser } = await h.person();
    const contact = await browser.post('/api/account/addresses', {
      firstName: 'Mary',
      lastName: 'Watson',
      address: '221 Baker St',
      locality: 'Sydney',
      adminAreaLevel1: 'NSW',
      postcode: '2000',
      country: 'AU',
      birthdayDay: 14,
      birthdayMonth: 3,
    });
    expect(contact.statusCode, contact.body).toBe(200);
    const contactId = dataOf<{ id: string }>(contact).id;
    const group = await browser.post('/api/account/addresses/groups', { name: 'Clients', add: [contactId] });
    expect(group.statusCode, group.body).toBe(200);
    const campaign = await h.create(browser);
    await h.update(browser, campaign.id, {
      message: 'Happy birthday {{firstName}}',
      schedule: { type: 'birthday' },
    });
    const added = await browser.post(`/api/campaigns/${campaign.id}/recipients/add`, {
      contacts: [contactId],
      groups: [dataOf<{ id: string }>(group).id],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(dataOf<{ added: number }>(added).added).toBe(1);
    const again = await browser.post(`/api/campaigns/${campaign.id}/recipients/add`, {
      contacts: [contactId],
    });
    expect(dataOf<{ added: number; skipped: number }>(again)).toMatchObject({ added: 0, skipped: 1 });
    const [card] = (await h.review(browser, campaign.id)).results;
    expect(card).toMatchObject({ text: 'Happy birthday Mary', problems: [], source: 'contact' });
    expect(card?.scheduledDate?.slice(5)).toBe('03-14');
  });
});
