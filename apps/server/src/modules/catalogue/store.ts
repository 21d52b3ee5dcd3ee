import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { artists, cardPrices, cardSizes, cards, cardTags, categories, tags } from '../../db/schema.ts';

export interface CardRow {
  id: string;
  name: string;
  slug: string;
  fullPath: string;
  sizeId: string;
  adult: boolean;
  seed: number;
  artistId: string;
  artistSlug: string;
  artistBrandName: string;
  artistFullPath: string;
  priceValue: number | null;
  priceCurrency: string | null;
}

/** Which cards a listing starts from: everything, a tag (with its child tags), a category, or an artist. */
export type ListingScope =
  | { kind: 'all' }
  | { kind: 'tag'; tagId: string }
  | { kind: 'category'; categoryId: string }
  | { kind: 'artist'; artistId: string };

export interface CardQuery {
  scope: ListingScope;
  regionId: number;
  /**
   * The `to_tsquery` text of the shopper's words (search-query.ts); null when the listing is not searched,
   * '' when what was typed holds no word (nothing matches).
   */
  tsQuery: string | null;
  filterAdult: boolean;
  sizes: string[];
  years: number[];
  /** Category id → tag slugs; any slug within a category, every category. */
  categoryTags: Array<{ categoryId: string; slugs: string[] }>;
  sort: 'freshness' | 'price' | 'popularity' | 'name';
  direction: 'asc' | 'desc';
  limit: number | null;
  offset: number;
}

const summaryColumns = `
  c.id, c.name, c.slug, c.full_path as "fullPath", c.size_id as "sizeId", c.adult, c.seed,
  a.id as "artistId", a.slug as "artistSlug", a.brand_name as "artistBrandName", a.full_path as "artistFullPath",
  p.value as "priceValue", p.currency_code as "priceCurrency"`;

/**
 * The parameters of a listing's statement as its text is written: `param` adds a value and answers its
 * placeholder. The search runs on every uncached request, so its text is plain strings rather than drizzle's
 * query builder (a tenth of the allocations); every value typed by the shopper is a parameter.
 */
class Params {
  readonly values: unknown[] = [];
  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  list(values: readonly unknown[]): string {
    return values.map((value) => this.param(value)).join(', ');
  }
}

/** The card `c` is in a tag's listing: tagged with it or with one of its child tags (`tagId`: SQL text). */
function inTag(tagId: string): string {
  return `exists (select 1 from card_tags ct join tags t on t.id = ct.tag_id
      where ct.card_id = c.id and (t.id = ${tagId} or t.parent_id = ${tagId}))`;
}

/** Whether the listing is searched with words: its query is then `q.query`, computed once (`fromOf`). */
function searched(query: CardQuery): query is CardQuery & { tsQuery: string } {
  return query.tsQuery !== null && query.tsQuery !== '';
}

/**
 * The cards a listing reads (their narrow `card_search` rows, as `c`), with the shopper's words as one
 * `tsquery` beside them: computed once per statement, not once per card a condition or the rank reads it
 * (the prepared statement's plan is generic).
 */
function fromOf(query: CardQuery, params: Params): string {
  return searched(query)
    ? `card_search c cross join to_tsquery('english', ${params.param(query.tsQuery)}) as q(query)`
    : 'card_search c';
}

function whereOf(query: CardQuery, params: Params): string {
  const conditions = ['true'];
  const { scope } = query;
  if (scope.kind === 'artist') conditions.push(`c.artist_id = ${params.param(scope.artistId)}`);
  if (scope.kind === 'tag') conditions.push(inTag(params.param(scope.tagId)));
  if (scope.kind === 'category') {
    conditions.push(`exists (select 1 from card_tags ct join tags t on t.id = ct.tag_id
      where ct.card_id = c.id and t.category_id = ${params.param(scope.categoryId)})`);
  }
  if (query.tsQuery === '') conditions.push('false');
  else if (searched(query)) conditions.push('c.search @@ q.query');
  if (query.filterAdult) conditions.push('not c.adult');
  if (query.sizes.length > 0) conditions.push(`c.size_id in (${params.list(query.sizes)})`);
  if (query.years.length > 0) conditions.push(`c.years && array[${params.list(query.years)}]::integer[]`);
  for (const filter of query.categoryTags) {
    conditions.push(`exists (select 1 from card_tags ct join tags t on t.id = ct.tag_id
      where ct.card_id = c.id and t.category_id = ${params.param(filter.categoryId)} and t.slug in (${params.list(filter.slugs)}))`);
  }
  return conditions.join(' and ');
}

/**
 * The listing's order over the cards `c`. `rank` is the relevance of a searched listing in the default order
 * and `price` the card's price in the region: computed where the page is chosen, carried by the page after.
 */
function orderOf(query: CardQuery, rank: string, price: string): string {
  const dir = query.direction === 'asc' ? 'asc' : 'desc';
  // Ties break on id so pages never overlap or skip a card.
  switch (query.sort) {
    case 'price':
      return `${price} ${dir} nulls last, c.id`;
    case 'popularity':
      return `c.popularity ${dir}, c.id`;
    case 'name':
      return `c.name ${dir}, c.id`;
    default:
      return searched(query) ? `${rank} desc, c.published_at ${dir}, c.id` : `c.published_at ${dir}, c.id`;
  }
}

/**
 * One page of cards matching the query, and how many match in all. The matching, counting and ordering run
 * on the cards' narrow rows alone (`card_search`, which holds each region's price for the price order); only
 * the page's rows are then joined to their artist and price: a broad search matches thousands of cards
 * (decision record 41). The statement is prepared: parsed and planned once per connection, not on every
 * search.
 */
export async function searchCards(db: Db, query: CardQuery): Promise<{ rows: CardRow[]; total: number }> {
  const params = new Params();
  const ranked = searched(query) && query.sort === 'freshness';
  const region = params.param(query.regionId);
  const from = fromOf(query, params);
  const where = whereOf(query, params);
  const limit = query.limit === null ? 'all' : params.param(query.limit);
  const text = `
    with page as (
      select c.id, ${ranked ? 'ts_rank(c.search, q.query)' : '0'} as rank,
        ${query.sort === 'price' ? `c.prices[${region}]` : 'null::integer'} as price,
        count(*) over ()::integer as total
      from ${from}
      where ${where}
      order by ${orderOf(query, 'rank', 'price')}
      limit ${limit} offset ${params.param(query.offset)}
    )
    select ${summaryColumns}, page.total
    from page
    join cards c on c.id = page.id
    join artists a on a.id = c.artist_id
    left join card_prices p on p.card_id = c.id and p.region_id = ${region}
    order by ${orderOf(query, 'page.rank', 'page.price')}`;
  const rows = await preparedRows<CardRow & { total: number }>(db, { text, params: params.values });
  if (rows.length === 0 && query.offset > 0) {
    // Past the last page: still report how many match, so the caller can link back.
    const counting = new Params();
    const counted = await preparedRows<{ total: number }>(db, {
      text: `select count(*)::integer as total from ${fromOf(query, counting)} where ${whereOf(query, counting)}`,
      params: counting.values,
    });
    return { rows: [], total: counted[0]?.total ?? 0 };
  }
  return { rows, total: rows[0]?.total ?? 0 };
}

/**
 * How many cards each tag's listing shows unfiltered: its cards and its child tags' cards, adult cards only
 * on an adults-only tag (as `searchCards` counts a tag listing).
 */
export async function countByTags(db: Db, tagIds: string[]): Promise<Map<string, number>> {
  if (tagIds.length === 0) return new Map();
  const rows = await queryRows<{ tagId: string; total: number }>(
    db,
    sql`
    select tg.id as "tagId",
      (select count(*)::integer from cards c where ${sql.raw(inTag('tg.id'))} and (tg.adults or not c.adult)) as total
    from tags tg where tg.id in ${tagIds}`,
  );
  return new Map(rows.map((row) => [row.tagId, row.total]));
}

/** Cards by id, in the order given, priced for the region. */
export async function cardsByIds(db: Db, ids: string[], regionId: number): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const result = await queryRows<CardRow>(
    db,
    sql`
    select ${sql.raw(summaryColumns)}
    from cards c
    join artists a on a.id = c.artist_id
    left join card_prices p on p.card_id = c.id and p.region_id = ${regionId}
    where c.id in ${ids}`,
  );
  const byId = new Map(result.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findCardDetail(db: Db, id: string) {
  const [row] = await db
    .select({
      id: cards.id,
      description: cards.description,
      greeting: cards.greeting,
      formats: cards.formats,
      locale: cards.locale,
      years: cards.years,
      publishedAt: cards.publishedAt,
    })
    .from(cards)
    .where(eq(cards.id, id));
  return row ?? null;
}

export async function findCardIdByPath(db: Db, fullPath: string): Promise<string | null> {
  const [row] = await db.select({ id: cards.id }).from(cards).where(eq(cards.fullPath, fullPath));
  return row?.id ?? null;
}

export async function listCardPrices(db: Db, cardId: string) {
  return db
    .select({
      regionId: cardPrices.regionId,
      value: cardPrices.value,
      currency: cardPrices.currencyCode,
      shipping: cardPrices.shipping,
      shippingDetails: cardPrices.shippingDetails,
    })
    .from(cardPrices)
    .where(eq(cardPrices.cardId, cardId))
    .orderBy(asc(cardPrices.regionId));
}

export async function listCardTags(db: Db, cardId: string) {
  return db
    .select({
      id: tags.id,
      slug: tags.slug,
      name: tags.name,
      path: tags.path,
      category: categories.slug,
      isPrimary: tags.isPrimary,
    })
    .from(cardTags)
    .innerJoin(tags, eq(tags.id, cardTags.tagId))
    .innerJoin(categories, eq(categories.id, tags.categoryId))
    .where(eq(cardTags.cardId, cardId))
    .orderBy(asc(categories.sort), asc(tags.sort));
}

/** Other cards sharing the artist or a tag, most popular first. */
export async function relatedCardIds(
  db: Db,
  cardId: string,
  by: { artistId: string } | { tagId: string },
  limit: number,
): Promise<string[]> {
  const condition =
    'artistId' in by
      ? and(eq(cards.artistId, by.artistId), sql`${cards.id} <> ${cardId}`)
      : and(
          inArray(
            cards.id,
            db.select({ id: cardTags.cardId }).from(cardTags).where(eq(cardTags.tagId, by.tagId)),
          ),
          sql`${cards.id} <> ${cardId}`,
        );
  const rows = await db
    .select({ id: cards.id })
    .from(cards)
    .where(condition)
    .orderBy(sql`${cards.popularity} desc, ${cards.id}`)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function listCardSizes(db: Db) {
  return db
    .select({
      id: cardSizes.id,
      name: cardSizes.name,
      pages: cardSizes.pages,
      foldOn: cardSizes.foldOn,
      dimensions: cardSizes.dimensions,
      bleed: cardSizes.bleed,
      margins: cardSizes.margins,
      content: cardSizes.content,
      giftCards: cardSizes.giftCards,
    })
    .from(cardSizes)
    .orderBy(asc(cardSizes.sort));
}

export async function listCategoriesWithTags(db: Db) {
  const categoryRows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      path: categories.path,
      type: categories.categoryType,
      name: categories.name,
      description: categories.description,
      filterable: categories.filterable,
    })
    .from(categories)
    .orderBy(asc(categories.sort));
  const tagRows = await db
    .select({
      id: tags.id,
      categoryId: tags.categoryId,
      parentId: tags.parentId,
      slug: tags.slug,
      path: tags.path,
      name: tags.name,
      heading: tags.heading,
      description: tags.description,
      isPrimary: tags.isPrimary,
      adults: tags.adults,
      kids: tags.kids,
      giftCategory: tags.giftCategory,
    })
    .from(tags)
    .orderBy(asc(tags.sort));
  return { categories: categoryRows, tags: tagRows };
}

export async function listCardYears(db: Db): Promise<number[]> {
  const result = await queryRows<{ year: number }>(
    db,
    sql`select distinct unnest(years) as year from cards order by year`,
  );
  return result.map((row) => row.year);
}

export async function findArtistIdByPath(db: Db, fullPath: string): Promise<string | null> {
  const [row] = await db.select({ id: artists.id }).from(artists).where(eq(artists.fullPath, fullPath));
  return row?.id ?? null;
}

export async function findCardSeedAndSize(db: Db, id: string) {
  const [row] = await db
    .select({
      id: cards.id,
      seed: cards.seed,
      greeting: cards.greeting,
      name: cards.name,
      sizeId: cards.sizeId,
      artistName: artists.brandName,
    })
    .from(cards)
    .innerJoin(artists, eq(artists.id, cards.artistId))
    .where(eq(cards.id, id));
  return row ?? null;
}

export async function findArtistSeed(db: Db, id: string) {
  const [row] = await db
    .select({
      id: artists.id,
      seed: artists.seed,
      brandName: artists.brandName,
      logoUploadId: artists.logoUploadId,
      portraitUploadId: artists.portraitUploadId,
    })
    .from(artists)
    .where(eq(artists.id, id));
  return row ?? null;
}

/** Every word of the cards' searchable text (the lexicon a typo is corrected against). */
export async function listSearchWords(db: Db): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(db, sql`select word from card_search_words`);
  return rows.map((row) => row.word);
}

/** The catalogue's words most like each given word by trigram similarity (pg_trgm), best first. */
export async function similarSearchWords(
  db: Db,
  words: string[],
  limit: number,
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>(words.map((word) => [word, []]));
  if (words.length === 0) return found;
  const rows = await queryRows<{ typed: string; word: string }>(
    db,
    sql`
    select q.typed, s.word
    from unnest(${sql`array[${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]`}) as q(typed)
    cross join lateral (
      select w.word from card_search_words w
      where w.word % q.typed
      order by w.word <-> q.typed, w.word
      limit ${limit}
    ) s`,
  );
  for (const row of rows) found.get(row.typed)?.push(row.word);
  return found;
}

/**
 * After the cards change in bulk (the seed): rebuilds the lexicon of their words, moves the search index's
 * pending entries into the index proper (a GIN index scans its whole pending list on every search until
 * then, and the embedded database has no autovacuum to do it) and refreshes the planner's statistics.
 */
export async function refreshSearchIndexes(db: Db): Promise<void> {
  await db.execute(sql`refresh materialized view card_search_words`);
  await db.execute(sql`select gin_clean_pending_list('card_search_search'::regclass)`);
  await db.execute(sql`analyze cards, card_search, card_prices, card_tags, card_search_words`);
}

/**
 * Vacuums the card tables after a bulk write, so the first searches read the new rows without writing their
 * pages back (hint bits, visibility). Outside any transaction: VACUUM cannot run in one.
 */
export async function vacuumCards(db: Db): Promise<void> {
  await db.execute(sql`vacuum cards, card_search, card_prices, card_tags`);
}

// --- An artist's own view of their catalogue (the studio, decision 0038) ---------------------------------

/** An artist's public profile fields, or null for an unknown id. */
export async function findArtistProfile(db: Db, id: string) {
  const [row] = await db
    .select({
      id: artists.id,
      slug: artists.slug,
      fullPath: artists.fullPath,
      brandName: artists.brandName,
      artistName: artists.artistName,
      bio: artists.bio,
      facebookUrl: artists.facebookUrl,
      twitterUrl: artists.twitterUrl,
      instagramUrl: artists.instagramUrl,
      logoUploadId: artists.logoUploadId,
      portraitUploadId: artists.portraitUploadId,
    })
    .from(artists)
    .where(eq(artists.id, id));
  return row ?? null;
}

/** Replaces an artist's bio and social links. */
export async function updateArtistProfile(
  db: Db,
  id: string,
  values: { bio: string; facebookUrl: string | null; twitterUrl: string | null; instagramUrl: string | null },
): Promise<void> {
  await db.update(artists).set(values).where(eq(artists.id, id));
}

/** The artist's listed cards, newest first: id, name and path. */
export async function listArtistCards(db: Db, artistId: string) {
  return db
    .select({ id: cards.id, name: cards.name, fullPath: cards.fullPath })
    .from(cards)
    .where(eq(cards.artistId, artistId))
    .orderBy(desc(cards.publishedAt), cards.id);
}

/** Sets the logo or portrait an artist uploaded (null: back to the drawn logo). */
export async function setArtistPicture(
  db: Db,
  id: string,
  picture: 'logo' | 'portrait',
  uploadId: string | null,
): Promise<void> {
  await db
    .update(artists)
    .set(picture === 'logo' ? { logoUploadId: uploadId } : { portraitUploadId: uploadId })
    .where(eq(artists.id, id));
}
