import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { giftCardCategories, giftCards } from '../../db/schema.ts';

const giftCardColumns = {
  id: giftCards.id,
  slug: giftCards.slug,
  fullPath: giftCards.fullPath,
  name: giftCards.name,
  wildcard: giftCards.wildcard,
  currency: giftCards.currencyCode,
  valueMin: giftCards.valueMin,
  valueMax: giftCards.valueMax,
  availableAmounts: giftCards.availableAmounts,
  validityPeriod: giftCards.validityPeriod,
  regions: giftCards.regions,
  categories: giftCards.categorySlugs,
  description: giftCards.description,
  redemption: giftCards.redemption,
  terms: giftCards.terms,
  termsUrl: giftCards.termsUrl,
  palette: giftCards.palette,
  seed: giftCards.seed,
};

export type GiftCardRow = NonNullable<Awaited<ReturnType<typeof findGiftCard>>>;

export interface GiftCardFilter {
  categories: string[];
  occasions: string[];
  recipients: string[];
  regions: string[];
  wildcards: boolean | null;
  query: string;
  limit: number | null;
  offset: number;
}

function textArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

export async function searchGiftCards(db: Db, filter: GiftCardFilter) {
  const conditions: SQL[] = [sql`true`];
  if (filter.categories.length > 0)
    conditions.push(sql`${giftCards.categorySlugs} && ${textArray(filter.categories)}`);
  if (filter.occasions.length > 0)
    conditions.push(sql`${giftCards.occasionSlugs} && ${textArray(filter.occasions)}`);
  if (filter.recipients.length > 0)
    conditions.push(sql`${giftCards.recipientSlugs} && ${textArray(filter.recipients)}`);
  if (filter.regions.length > 0) conditions.push(sql`${giftCards.regions} && ${textArray(filter.regions)}`);
  if (filter.wildcards !== null) conditions.push(sql`${giftCards.wildcard} = ${filter.wildcards}`);
  if (filter.query)
    conditions.push(sql`${giftCards.name} ilike ${`%${filter.query.replace(/[%_\\]/g, '\\$&')}%`}`);
  const where = sql.join(conditions, sql` and `);
  const query = db
    .select({ ...giftCardColumns, total: sql<number>`count(*) over ()::integer` })
    .from(giftCards)
    .where(where)
    .orderBy(asc(giftCards.sort), asc(giftCards.id))
    .offset(filter.offset);
  const rows = filter.limit === null ? await query : await query.limit(filter.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.offset > 0) {
    const [counted] = await db.select({ total: sql<number>`count(*)::integer` }).from(giftCards).where(where);
    total = counted?.total ?? 0;
  }
  return { rows, total };
}

export async function findGiftCard(db: Db, id: string) {
  const [row] = await db.select(giftCardColumns).from(giftCards).where(eq(giftCards.id, id));
  return row ?? null;
}

export async function findGiftCardByPath(db: Db, fullPath: string) {
  const [row] = await db.select(giftCardColumns).from(giftCards).where(eq(giftCards.fullPath, fullPath));
  return row ?? null;
}

export async function listGiftCards(db: Db) {
  return db.select(giftCardColumns).from(giftCards).orderBy(asc(giftCards.sort), asc(giftCards.id));
}

/** The occasion and recipient slugs some gift card suits. */
export async function listSuitedSlugs(db: Db): Promise<{ occasions: string[]; recipients: string[] }> {
  const [row] = await queryRows<{ occasions: string[]; recipients: string[] }>(
    db,
    sql`select
      array(select distinct unnest(occasion_slugs) from gift_cards) as occasions,
      array(select distinct unnest(recipient_slugs) from gift_cards) as recipients`,
  );
  return { occasions: row?.occasions ?? [], recipients: row?.recipients ?? [] };
}

export function listGiftCardCategories(db: Db) {
  return db
    .select({
      id: giftCardCategories.id,
      slug: giftCardCategories.slug,
      name: giftCardCategories.name,
      icon: giftCardCategories.icon,
      fullPath: giftCardCategories.fullPath,
      description: giftCardCategories.description,
    })
    .from(giftCardCategories)
    .orderBy(asc(giftCardCategories.sort));
}
