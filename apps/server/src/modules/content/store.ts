import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { artists, cards, cardTags, content, countries, heroSlides, tags } from '../../db/schema.ts';

const contentColumns = {
  id: content.id,
  path: content.path,
  parentId: content.parentId,
  template: content.template,
  title: content.title,
  metaTitle: content.metaTitle,
  metaDescription: content.metaDescription,
  summary: content.summary,
  body: content.body,
  nav: content.nav,
  sections: content.sections,
  featureImage: content.featureImage,
  publishedAt: content.publishedAt,
  seed: content.seed,
};

export type ContentRow = NonNullable<Awaited<ReturnType<typeof findContentByPath>>>;

export async function findContentByPath(db: Db, path: string) {
  const [row] = await db.select(contentColumns).from(content).where(eq(content.path, path));
  return row ?? null;
}

export async function findContentById(db: Db, id: string) {
  const [row] = await db.select(contentColumns).from(content).where(eq(content.id, id));
  return row ?? null;
}

/** Children of a content page, newest first. */
export async function listChildren(db: Db, parentId: string, limit: number | null, offset: number) {
  const query = db
    .select(contentColumns)
    .from(content)
    .where(eq(content.parentId, parentId))
    .orderBy(desc(content.publishedAt), asc(content.id))
    .offset(offset);
  const rows = limit === null ? await query : await query.limit(limit);
  const [counted] = await db.select({ total: count() }).from(content).where(eq(content.parentId, parentId));
  return { rows, total: counted?.total ?? 0 };
}

/** The previous (older) and next (newer) siblings of a child page. */
export async function findSiblings(db: Db, row: ContentRow) {
  if (!row.parentId) return { prev: null, next: null };
  const link = { title: content.title, path: content.path };
  const [prev] = await db
    .select(link)
    .from(content)
    .where(and(eq(content.parentId, row.parentId), lt(content.publishedAt, row.publishedAt)))
    .orderBy(desc(content.publishedAt))
    .limit(1);
  const [next] = await db
    .select(link)
    .from(content)
    .where(and(eq(content.parentId, row.parentId), gt(content.publishedAt, row.publishedAt)))
    .orderBy(asc(content.publishedAt))
    .limit(1);
  return { prev: prev ?? null, next: next ?? null };
}

const artistColumns = {
  id: artists.id,
  slug: artists.slug,
  fullPath: artists.fullPath,
  brandName: artists.brandName,
  artistName: artists.artistName,
  bio: artists.bio,
  summary: artists.summary,
  country: artists.countryIso,
  countryName: countries.name,
  facebookUrl: artists.facebookUrl,
  twitterUrl: artists.twitterUrl,
  instagramUrl: artists.instagramUrl,
  seed: artists.seed,
};

export type ArtistRow = NonNullable<Awaited<ReturnType<typeof findArtistByPath>>>;

/** A page of artists (every artist when `limit` is null) and how many there are. */
export async function listArtists(db: Db, limit: number | null, offset: number) {
  const query = db
    .select(artistColumns)
    .from(artists)
    .innerJoin(countries, eq(countries.iso, artists.countryIso))
    .orderBy(asc(artists.sort), asc(artists.id))
    .offset(offset);
  const rows = limit === null ? await query : await query.limit(limit);
  const [counted] = await db.select({ total: count() }).from(artists);
  return { rows, total: counted?.total ?? 0 };
}

export async function findArtistByPath(db: Db, fullPath: string) {
  const [row] = await db
    .select(artistColumns)
    .from(artists)
    .innerJoin(countries, eq(countries.iso, artists.countryIso))
    .where(eq(artists.fullPath, fullPath));
  return row ?? null;
}

/** For each tag: its most popular card, for category tiles. */
export async function tagTiles(db: Db, tagIds: string[]) {
  if (tagIds.length === 0) return [];
  const result = await queryRows<{
    tagId: string;
    cardId: string | null;
    cardName: string | null;
    sizeId: string | null;
  }>(
    db,
    sql`
    select t.id as "tagId", top.id as "cardId", top.name as "cardName", top.size_id as "sizeId"
    from ${tags} t
    left join lateral (
      select c.id, c.name, c.size_id from ${cardTags} ct join ${cards} c on c.id = ct.card_id
      where ct.tag_id = t.id and not c.adult order by c.popularity desc, c.id limit 1
    ) top on true
    where t.id in ${tagIds}`,
  );
  return result;
}

export function listHeroSlides(db: Db) {
  return db
    .select({
      id: heroSlides.id,
      title: heroSlides.title,
      subtitle: heroSlides.subtitle,
      content: heroSlides.content,
      ctaLabel: heroSlides.ctaLabel,
      ctaLink: heroSlides.ctaLink,
      className: heroSlides.className,
      bgColor: heroSlides.bgColor,
      regions: heroSlides.regions,
      palette: heroSlides.palette,
      seed: heroSlides.seed,
    })
    .from(heroSlides)
    .orderBy(asc(heroSlides.sort));
}
