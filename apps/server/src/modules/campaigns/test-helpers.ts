import type { Campaign, RecipientsAdded, Review } from '@cardshop/shared/contracts/campaigns';
import { expect } from 'vitest';
import { organisationMembers } from '../../db/schema.ts';
import type { createTestApp } from '../../test/test-app.ts';
import { createUser, dataOf, signIn, type TestBrowser, testBrowser } from '../auth/test-helpers.ts';
import { writtenCards } from '../orders/test-helpers.ts';

// Test helpers of the bulk-send tests (decision 0033): businesses and their members, campaigns made
// through the API, and CSV lists of recipients.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const AU_ROW = (index: number, company: string) =>
  `Person${index},Smith${index},${index + 1} George St,Sydney,NSW,2000,Australia,${company}`;

/** A CSV list of `count` Australian recipients with a Company column (empty where `without` says). */
export function recipientsCsv(
  count: number,
  options: { without?: (index: number) => boolean; noAddress?: number[] } = {},
) {
  const rows = ['First name,Last name,Address,Suburb,State,Postcode,Country,Company'];
  for (let index = 0; index < count; index++) {
    const company = options.without?.(index) ? '' : `Company ${index}`;
    rows.push(
      options.noAddress?.includes(index)
        ? `Person${index},Smith${index},,,,,,${company}`
        : AU_ROW(index, company),
    );
  }
  return `${rows.join('\n')}\n`;
}

export async function campaignHelpers(t: TestApp) {
  const [card] = await writtenCards(t);
  if (!card) throw new Error('the seed has no written cards');
  let businesses = 0;

  /** A business signed up through the API: its manager (every permission) and the organisation's id. */
  async function business() {
    businesses += 1;
    const browser = testBrowser(t);
    await browser.check();
    const response = await browser.post('/api/business/signup', {
      firstName: 'Maria',
      lastName: 'Manager',
      email: `manager${businesses}-${Date.now()}@example.com`,
      organisation: `Bulk & Co ${businesses}`,
      size: '6-20',
      sendBand: '100-249',
      useCases: ['customer-thanks'],
      industry: 'retail',
    });
    expect(response.statusCode, response.body).toBe(200);
    const state = dataOf<{ user: { id: string; access: { organisations: string[] } } }>(response);
    return { manager: browser, organisationId: state.user.access.organisations[0] as string };
  }

  /** A verified user made a member of the organisation with these permissions, signed in. */
  async function member(organisationId: string, permissions: Record<string, boolean>) {
    const user = await createUser(t);
    await t.database.db.insert(organisationMembers).values({ organisationId, userId: user.id, permissions });
    return { user, browser: await signIn(t, user) };
  }

  /** A verified user outside any organisation, signed in. */
  async function person() {
    const user = await createUser(t);
    return { user, browser: await signIn(t, user) };
  }

  async function create(browser: TestBrowser, body: Record<string, unknown> = { cardId: card?.id }) {
    const response = await browser.post('/api/campaigns', body);
    expect(response.statusCode, response.body).toBe(200);
    return dataOf<Campaign>(response);
  }

  async function update(browser: TestBrowser, id: string, body: Record<string, unknown>) {
    const response = await browser.post(`/api/campaigns/${id}`, body);
    expect(response.statusCode, response.body).toBe(200);
    return dataOf<Campaign>(response);
  }

  /** Uploads a CSV list as the body, as a browser sends a file. */
  async function upload(browser: TestBrowser, id: string, csv: string) {
    return t.app.inject({
      method: 'POST',
      url: `/api/campaigns/${id}/recipients/upload?fileName=list.csv`,
      payload: Buffer.from(csv),
      headers: {
        'content-type': 'text/csv',
        cookie: browser.cookie ?? '',
        'x-csrf-token': browser.csrfToken ?? '',
      },
      remoteAddress: browser.ip,
    });
  }

  async function uploaded(browser: TestBrowser, id: string, csv: string) {
    const response = await upload(browser, id, csv);
    expect(response.statusCode, response.body).toBe(200);
    return dataOf<RecipientsAdded>(response);
  }

  async function review(browser: TestBrowser, id: string, query = '') {
    const response = await browser.get(`/api/campaigns/${id}/review${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return dataOf<Review>(response);
  }

  return { card, business, member, person, create, update, upload, uploaded, review };
}
