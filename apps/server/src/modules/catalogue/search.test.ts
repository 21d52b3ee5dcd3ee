import type { CardSearchResult } from '@cardshop/shared/contracts/catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, dataOf } from '../../test/test-app.ts';

// Search finds what people type (decision record 41): several words, synonyms, plurals and small typos.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ids(url: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return dataOf<CardSearchResult>(response)
    .results.map((card) => card.id)
    .sort();
}
const search = (query: string) => ids(`/api/cards/all?maxResults=all&query=${encodeURIComponent(query)}`);

describe('card search', () => {
  it('"grandma birthday" finds the birthday cards for grandparents, and only those', async () => {
    const birthday = new Set(await ids('/api/cards/occasion/birthday?maxResults=all'));
    const grandparents = await ids('/api/cards/recipient/grandparent?maxResults=all');
    const expected = grandparents.filter((id) => birthday.has(id));
    expect(expected.length).toBeGreaterThan(0);
    expect(await search('grandma birthday')).toEqual(expected);
    expect(await search('Birthday for Grandma!')).toEqual(expected);
  });

  it('finds a grandmother by any of her names: nan, grandma, grandmother', async () => {
    const grandparents = await ids('/api/cards/recipient/grandparent?maxResults=all');
    expect(grandparents.length).toBeGreaterThan(0);
    expect(await search('nan')).toEqual(grandparents);
    expect(await search('grandmother')).toEqual(grandparents);
    expect(await search('grandma')).toEqual(grandparents);
  });

  it('finds the same cards for mum, mom and mother, the cards for mums among them', async () => {
    const mum = await search('mum');
    const mumTagged = await ids('/api/cards/recipient/mum?maxResults=all');
    expect(mumTagged.length).toBeGreaterThan(0);
    expect(mum).toEqual(expect.arrayContaining(mumTagged));
    expect(await search('mom')).toEqual(mum);
    expect(await search('mother')).toEqual(mum);
    expect(await search('dad')).not.toEqual(expect.arrayContaining(mumTagged));
  });

  it('reads plurals as the word', async () => {
    const weddings = await search('weddings');
    expect(weddings.length).toBeGreaterThan(0);
    expect(weddings).toEqual(await search('wedding'));
    expect(await search('grandmas')).toEqual(await search('grandma'));
  });

  it('forgives a small typo, and still finds nothing for gibberish', async () => {
    const birthday = await search('birthday');
    expect(birthday.length).toBeGreaterThan(0);
    expect(await search('birthdy')).toEqual(birthday);
    expect(await search('weddding')).toEqual(await search('wedding'));
    expect(await search('zzzyqxw')).toEqual([]);
    expect(await search('%&!')).toEqual([]);
  });

  it('ranks by the words within the listing it searches, and keeps paging', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cards/all?query=grandma%20birthday&maxResults=2',
    });
    const result = dataOf<CardSearchResult>(response);
    expect(result.results).toHaveLength(2);
    expect(result.page.nextUrl).toBe('/cards/page-2?query=grandma+birthday');
  });

  it('finds a card changed after the seed by its new words at once, and orders by its new figures', async () => {
    const db = t.database.db;
    const [card] = await queryRows<{ id: string }>(db, sql`select id from cards order by id limit 1`);
    if (!card) throw new Error('no cards seeded');
    await db.execute(
      sql`update cards set search_text = search_text || ' zeppelin', popularity = 999999 where id = ${card.id}`,
    );
    expect(await search('zeppelin')).toEqual([card.id]);
    expect(await ids('/api/cards/all?sort=popularity&maxResults=1')).toEqual([card.id]);
  });

  it('orders by a price changed, removed or added after the seed, in its region only', async () => {
    const db = t.database.db;
    const [card] = await queryRows<{ id: string; region: number; other: string }>(
      db,
      sql`select p.card_id as id, p.region_id as region, o.iso as other
      from card_prices p join regions r on r.id = p.region_id and r.iso = 'GB'
      join regions o on o.iso = 'US'
      order by p.value desc, p.card_id desc limit 1`,
    );
    if (!card) throw new Error('no prices seeded');
    // Each request its own URL: the response cache keeps answers until the catalogue changes through the app.
    let n = 0;
    const cheapest = async (region: string) =>
      dataOf<CardSearchResult>(
        await t.app.inject({
          method: 'GET',
          url: `/api/cards/all?sort=price&direction=asc&maxResults=${++n}&region=${region}`,
        }),
      ).results[0];
    const dearest = async (region: string) =>
      dataOf<CardSearchResult>(
        await t.app.inject({
          method: 'GET',
          url: `/api/cards/all?sort=price&direction=desc&maxResults=${++n}&region=${region}`,
        }),
      ).results[0];
    expect((await cheapest('gb'))?.id).not.toBe(card.id);

    await db.execute(
      sql`update card_prices set value = 1 where card_id = ${card.id} and region_id = ${card.region}`,
    );
    expect(await cheapest('gb')).toMatchObject({ id: card.id, price: { value: 1 } });
    expect((await cheapest(card.other.toLowerCase()))?.id).not.toBe(card.id);

    // A card without a price in the region comes last either way.
    await db.execute(sql`delete from card_prices where card_id = ${card.id} and region_id = ${card.region}`);
    expect((await cheapest('gb'))?.id).not.toBe(card.id);
    expect((await dearest('gb'))?.id).not.toBe(card.id);
    const all = dataOf<CardSearchResult>(
      await t.app.inject({ method: 'GET', url: '/api/cards/all?sort=price&maxResults=all&region=gb' }),
    ).results;
    expect(all.at(-1)).toMatchObject({ id: card.id, price: null });

    await db.execute(
      sql`insert into card_prices (card_id, region_id, value, currency_code, shipping, shipping_details)
      select card_id, ${card.region}, 1000000, 'GBP', shipping, shipping_details
      from card_prices where card_id = ${card.id} limit 1`,
    );
    expect(await dearest('gb')).toMatchObject({ id: card.id, price: { value: 1000000 } });
  });
});
