import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { refreshSearchIndexes, vacuumCards } from '../modules/catalogue/store.ts';
import { sanitiseHtml } from '../platform/html.ts';
import { insertArtistAccounts } from './artist-accounts.ts';
import { cardArtName, describeCardArt } from './artwork/card-art.ts';
import { createRandom, hashSeed } from './artwork/random.ts';
import { ARTIST_WORDS } from './content/catalogue/artists.ts';
import { CARD_WORDS } from './content/catalogue/cards.ts';
import { GIFT_CARD_CATEGORIES, GIFT_CARDS } from './content/catalogue/gift-cards.ts';
import { CATEGORIES } from './content/catalogue/tags.ts';
import { ARTICLES_PAGE } from './content/site/articles.ts';
import { BUSINESS_PAGES } from './content/site/business.ts';
import { CHANGELOG_PAGE } from './content/site/changelog.ts';
import { FAQ_PAGE } from './content/site/faq.ts';
import { HERO_SLIDES, TESTIMONIALS } from './content/site/hero-and-testimonials.ts';
import { NAVIGATION } from './content/site/navigation.ts';
import { PAGES } from './content/site/pages.ts';
import {
  BUSINESS_CONVERSIONS,
  BUSINESS_PRICING,
  ENVELOPE_COSTS,
  GLOBAL_FEATURES,
  SITE_SETTINGS,
} from './content/site/settings.ts';
import { CARD_SIZES } from './data/card-sizes.ts';
import { COUNTRIES } from './data/countries.ts';
import { CURRENCIES } from './data/currencies.ts';
import { insertPromoCodes } from './data/promo-codes.ts';
import { REGIONS } from './data/regions.ts';
import { STATES } from './data/states.ts';
import type { ContentSeed, NavItemSeed, SectionSeed, TagSeed } from './types.ts';

/** A section with its HTML fields (content, and the content of each item) sanitised. */
function sanitiseSection(section: SectionSeed): SectionSeed {
  return {
    ...section,
    ...(section.content ? { content: sanitiseHtml(section.content) } : {}),
    ...(section.items
      ? {
          items: section.items.map((item) =>
            typeof item.content === 'string' ? { ...item, content: sanitiseHtml(item.content) } : item,
          ),
        }
      : {}),
  };
}

export const DEMO_CARD_COUNT = 640;
export const DEMO_ARTIST_COUNT = 36;

// Every generated timestamp is relative to this day, so a re-seed gives the same catalogue.
const EPOCH = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

/** A stable seed that fits a Postgres integer. */
function seedOf(name: string): number {
  return hashSeed(name) % 2_147_483_647;
}

/** A stable UUID (version 5 layout) from a name, so ids survive a re-seed. */
export function stableId(name: string): string {
  const hex = createHash('sha1').update(`cardshop:${name}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// Price of one printed, written and posted card per region, in that region's minor units.
const REGION_PRICING: Record<
  string,
  { base: number; step: number; shipping: number; days: [number, number] }
> = {
  AU: { base: 795, step: 100, shipping: 150, days: [2, 6] },
  US: { base: 599, step: 100, shipping: 73, days: [3, 7] },
  GB: { base: 449, step: 50, shipping: 135, days: [1, 3] },
  CA: { base: 749, step: 100, shipping: 115, days: [3, 9] },
  NZ: { base: 849, step: 100, shipping: 190, days: [2, 5] },
};

const SIZE_WEIGHTS: Array<[string, number]> = [
  ['folded', 55],
  ['folded-landscape', 15],
  ['notecard', 12],
  ['postcard', 12],
  ['letter', 6],
];

const MILESTONE_YEARS = [1, 16, 18, 21, 30, 40, 50, 60, 65, 70, 80, 90, 100];

interface FlatTag {
  id: string;
  categoryId: string;
  parentId: string | null;
  slug: string;
  path: string;
  seed: TagSeed;
  sort: number;
}

/** Replaces the catalogue and content with the deterministic demo shop. */
export async function seedDemo(db: Db, options: { cards?: number } = {}): Promise<{ cards: number }> {
  const cardCount = options.cards ?? DEMO_CARD_COUNT;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await clearCatalogue(t);
    await insertReference(t);
    const tags = await insertTaxonomy(t);
    const artists = await insertArtists(t);
    await insertArtistAccounts(t, artists);
    await insertCards(t, cardCount, artists, tags);
    await refreshSearchIndexes(t);
    await insertGiftCards(t);
    await insertContent(t);
    await insertSiteSettings(t);
    await insertPromoCodes(t);
  });
  await vacuumCards(db);
  return { cards: cardCount };
}

/** True when the catalogue holds no cards (a fresh database). */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const result = await queryRows<{ present: boolean }>(
    db,
    sql`select exists (select 1 from regions) as present`,
  );
  return !result[0]?.present;
}

async function clearCatalogue(db: Db) {
  await db.execute(sql`truncate card_tags, card_prices, cards, tags, categories, artists, gift_cards,
    gift_card_categories, content, hero_slides, testimonials, site_settings, business_tiers, card_sizes,
    states, countries, regions, currencies cascade`);
}

async function insertMany(db: Db, table: PgTable, rows: Array<Record<string, unknown>>, chunk = 250) {
  for (let start = 0; start < rows.length; start += chunk) {
    await db.insert(table).values(rows.slice(start, start + chunk) as never);
  }
}

async function insertReference(db: Db) {
  await insertMany(
    db,
    schema.currencies,
    CURRENCIES.map((currency) => ({ ...currency })),
  );
  await insertMany(
    db,
    schema.regions,
    REGIONS.map((region, index) => ({
      id: region.id,
      iso: region.iso,
      name: region.name,
      currencyCode: region.currency,
      locale: region.locale,
      dateFormat: region.dateFormat,
      datetimeFormat: region.datetimeFormat,
      timeZone: region.timeZone,
      countries: region.countries,
      displayAddress: region.displayAddress,
      sort: index,
    })),
  );
  await insertMany(
    db,
    schema.countries,
    COUNTRIES.map((country) => ({ ...country })),
  );
  await insertMany(
    db,
    schema.states,
    STATES.map((state) => ({ countryIso: state.country, code: state.code, name: state.name })),
  );
  await insertMany(
    db,
    schema.cardSizes,
    CARD_SIZES.map((size, index) => ({ ...size, sort: index })),
  );
  const regionByIso = new Map(REGIONS.map((region) => [region.iso, region]));
  await insertMany(
    db,
    schema.businessTiers,
    BUSINESS_PRICING.flatMap((pricing) =>
      pricing.tiers.map((tier) => ({
        regionId: regionByIso.get(pricing.region)?.id ?? 1,
        fromUnits: tier.fromUnits,
        toUnits: tier.toUnits,
        unitCharge: tier.unitCharge,
        savingPercent: tier.savingPercent,
        postage: pricing.postage,
        currencyCode: pricing.currency,
      })),
    ),
  );
}

async function insertTaxonomy(db: Db): Promise<FlatTag[]> {
  const flat: FlatTag[] = [];
  await insertMany(
    db,
    schema.categories,
    CATEGORIES.map((category, index) => ({
      id: stableId(`category:${category.slug}`),
      slug: category.slug,
      path: `/${category.slug}`,
      categoryType: category.type,
      name: category.name,
      description: sanitiseHtml(category.description),
      filterable: category.filterable,
      sort: index,
    })),
  );
  for (const category of CATEGORIES) {
    const categoryId = stableId(`category:${category.slug}`);
    const walk = (list: TagSeed[], parent: FlatTag | null) => {
      for (const tag of list) {
        const path = `${parent ? parent.path : `/${category.slug}`}/${tag.slug}`;
        const entry: FlatTag = {
          id: stableId(`tag:${path}`),
          categoryId,
          parentId: parent?.id ?? null,
          slug: tag.slug,
          path,
          seed: tag,
          sort: flat.length,
        };
        flat.push(entry);
        walk(tag.children ?? [], entry);
      }
    };
    walk(category.tags, null);
  }
  await insertMany(
    db,
    schema.tags,
    flat.map((tag) => ({
      id: tag.id,
      categoryId: tag.categoryId,
      parentId: tag.parentId,
      slug: tag.slug,
      path: tag.path,
      name: tag.seed.name,
      heading: tag.seed.heading ?? null,
      description: sanitiseHtml(tag.seed.description),
      isPrimary: tag.seed.primary ?? false,
      adults: tag.seed.adults ?? false,
      kids: tag.seed.kids ?? false,
      giftCategory: tag.seed.giftCategory ?? false,
      sort: tag.sort,
    })),
  );
  return flat;
}

interface ArtistSeedRow {
  id: string;
  slug: string;
  artistName: string;
  brandName: string;
  fullPath: string;
  country: string;
}

async function insertArtists(db: Db): Promise<ArtistSeedRow[]> {
  const words = ARTIST_WORDS;
  const rows = words.brandNames.slice(0, DEMO_ARTIST_COUNT).map((brandName, index) => {
    const random = createRandom(hashSeed(`artist:${brandName}`));
    const slug = slugify(brandName);
    const first = words.firstNames[index % words.firstNames.length] ?? 'Sam';
    const last = words.lastNames[(index * 7) % words.lastNames.length] ?? 'Lee';
    const sentences = random.shuffle([...words.bioSentences]).slice(0, 4);
    const country = words.countries[index % words.countries.length] ?? 'AU';
    const handle = slug.replace(/-/g, '');
    return {
      id: stableId(`artist:${slug}`),
      slug,
      fullPath: `/artists/${slug}`,
      brandName,
      artistName: `${first} ${last}`,
      bio: `<p>${first} ${last} is the artist behind ${brandName.replace(/\.$/, '')}. ${sentences.slice(0, 2).join(' ')}</p><p>${sentences.slice(2).join(' ')}</p>`,
      summary:
        `${first} ${last} is the artist behind ${brandName.replace(/\.$/, '')}. ${sentences[0] ?? ''}`.trim(),
      countryIso: country,
      facebookUrl: index % 3 === 0 ? null : `https://www.facebook.com/${handle}`,
      twitterUrl: index % 4 === 0 ? `https://twitter.com/${handle}` : null,
      instagramUrl: `https://www.instagram.com/${handle}`,
      seed: seedOf(`artist:${slug}`),
      sort: index,
      createdAt: new Date(EPOCH - (DEMO_ARTIST_COUNT - index) * 20 * DAY),
    };
  });
  await insertMany(db, schema.artists, rows);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    artistName: row.artistName,
    brandName: row.brandName,
    fullPath: row.fullPath,
    country: row.countryIso,
  }));
}

function weighted<T>(random: ReturnType<typeof createRandom>, entries: Array<[T, number]>): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

async function insertCards(db: Db, count: number, artists: ArtistSeedRow[], tags: FlatTag[]) {
  const occasionId = stableId('category:occasion');
  const occasions = tags.filter((tag) => tag.categoryId === occasionId);
  const recipients = tags.filter((tag) => tag.path.startsWith('/recipient/'));
  const styles = tags.filter((tag) => tag.path.startsWith('/style/'));
  const regionLocale = new Map(REGIONS.map((region) => [region.iso, region.locale]));
  const cardRows: Array<Record<string, unknown>> = [];
  const priceRows: Array<Record<string, unknown>> = [];
  const tagRows: Array<Record<string, unknown>> = [];
  const usedPaths = new Set<string>();

  for (let index = 0; index < count; index += 1) {
    const random = createRandom(hashSeed(`card:${index}`));
    const artist = artists[index % artists.length]!;
    // Everyday occasions are the bulk of a card shop's range.
    const occasion = weighted(
      random,
      occasions.map((tag): [FlatTag, number] => [tag, tag.seed.primary ? 6 : tag.seed.adults ? 1 : 2]),
    );
    const greetings = CARD_WORDS.greetings[occasion.slug] ?? CARD_WORDS.greetings.generic ?? ['Hello'];
    const greeting = random.pick(greetings);
    // Two draws stay reserved (they once picked the name's words), so every later choice is unchanged.
    random.next();
    random.next();
    const artSeed = seedOf(`card-art:${index}`);
    // The name says what the front shows: its palette and style.
    const name = cardArtName(
      describeCardArt({ seed: artSeed, greeting, widthMm: 1, heightMm: 1, artistName: '' }),
    );
    let slug = slugify(name);
    while (usedPaths.has(`${artist.fullPath}/${slug}`)) slug = `${slugify(name)}-${random.int(2, 99)}`;
    usedPaths.add(`${artist.fullPath}/${slug}`);
    const id = stableId(`card:${index}`);
    const sizeId = weighted(random, SIZE_WEIGHTS);
    const cardTags = [occasion, random.pick(recipients), random.pick(styles)];
    if (random.next() < 0.35) cardTags.push(random.pick(recipients));
    const adult = occasion.seed.adults === true;
    const years = occasion.slug === 'milestone-birthday' ? [random.pick(MILESTONE_YEARS)] : [];
    const description = random
      .shuffle([...CARD_WORDS.descriptionSentences])
      .slice(0, 3)
      .join(' ');
    const priceStep = random.int(0, 2);
    const tagNames = [...new Set(cardTags)].map((tag) => tag.seed.name).join(' ');
    cardRows.push({
      id,
      slug,
      fullPath: `${artist.fullPath}/${slug}`,
      name,
      greeting,
      description: `<p>${greeting} — ${description}</p>`,
      artistId: artist.id,
      sizeId,
      formats: sizeId === 'letter' ? ['printed'] : ['printed', 'blank'],
      // Cards made for one market compare their price without shipping there.
      locale: random.next() < 0.3 ? (regionLocale.get(artist.country) ?? 'en-AU') : null,
      adult,
      years,
      popularity: random.int(0, 5000),
      seed: artSeed,
      publishedAt: new Date(EPOCH - Math.floor((index / count) * 1400 + random.int(0, 3)) * DAY),
      // What a shopper searches by: the name, the greeting, the artist and the tags. The description's
      // sentences are the same few on every card: searching them found everything and ranked nothing.
      searchText: `${name} ${greeting} ${artist.brandName} ${tagNames}`,
    });
    for (const region of REGIONS) {
      const pricing = REGION_PRICING[region.iso];
      if (!pricing) continue;
      priceRows.push({
        cardId: id,
        regionId: region.id,
        value: pricing.base + priceStep * pricing.step,
        currencyCode: region.currency,
        shipping: pricing.shipping,
        shippingDetails: {
          countries: region.countries,
          days: { min: pricing.days[0], max: pricing.days[1] },
          cutoffs: occasion.slug === 'christmas' ? { from: '2026-12-01', to: '2026-12-17' } : null,
        },
      });
    }
    for (const tag of new Set(cardTags)) tagRows.push({ cardId: id, tagId: tag.id });
  }
  await insertMany(db, schema.cards, cardRows);
  await insertMany(db, schema.cardPrices, priceRows, 500);
  await insertMany(db, schema.cardTags, tagRows, 500);
}

async function insertGiftCards(db: Db) {
  await insertMany(
    db,
    schema.giftCardCategories,
    GIFT_CARD_CATEGORIES.map((category, index) => ({
      id: stableId(`gift-card-category:${category.slug}`),
      slug: category.slug,
      fullPath: `/gift-cards/category/${category.slug}`,
      name: category.name,
      icon: category.icon,
      description: category.description,
      sort: index,
    })),
  );
  await insertMany(
    db,
    schema.giftCards,
    GIFT_CARDS.map((card, index) => ({
      id: stableId(`gift-card:${card.slug}`),
      slug: card.slug,
      fullPath: `/gift-cards/${(card.regions[0] ?? 'au').toLowerCase()}/${card.slug}`,
      name: card.name,
      wildcard: card.wildcard,
      currencyCode: card.currency,
      valueMin: card.valueMin,
      valueMax: card.valueMax,
      availableAmounts: card.availableAmounts,
      validityPeriod: card.validityPeriod,
      regions: card.regions,
      categorySlugs: card.categories,
      // A gift card suits the occasions and recipients of its categories.
      ...suitedTo(card.categories),
      description: sanitiseHtml(card.description),
      redemption: sanitiseHtml(card.redemption),
      terms: card.terms === null ? null : sanitiseHtml(card.terms),
      termsUrl: card.termsUrl,
      palette: card.palette,
      seed: seedOf(`gift-card:${card.slug}`),
      sort: index,
    })),
  );
}

function suitedTo(categories: string[]) {
  const of = GIFT_CARD_CATEGORIES.filter((category) => categories.includes(category.slug));
  return {
    occasionSlugs: [...new Set(of.flatMap((category) => category.occasions))],
    recipientSlugs: [...new Set(of.flatMap((category) => category.recipients))],
  };
}

async function insertContent(db: Db) {
  const rows: Array<Record<string, unknown>> = [];
  const add = (page: ContentSeed, parentId: string | null, sort: number) => {
    const id = stableId(`content:${page.path}`);
    rows.push({
      id,
      path: page.path,
      parentId,
      template: page.template,
      title: page.title,
      metaTitle: null,
      metaDescription: page.metaDescription,
      summary: page.summary,
      body: sanitiseHtml(page.body),
      nav: page.nav ?? null,
      sections: (page.sections ?? []).map(sanitiseSection),
      featureImage: page.featureImage ?? null,
      publishedAt: new Date(`${page.publishedAt}T00:00:00Z`),
      seed: seedOf(`content:${page.path}`),
      sort,
    });
    for (const [index, child] of (page.children ?? []).entries()) add(child, id, index);
  };
  const topLevel = [ARTICLES_PAGE, CHANGELOG_PAGE, FAQ_PAGE, ...PAGES, ...BUSINESS_PAGES];
  for (const [index, page] of topLevel.entries()) add(page, null, index);
  await insertMany(db, schema.content, rows, 100);

  await insertMany(
    db,
    schema.heroSlides,
    HERO_SLIDES.map((slide, index) => ({
      id: stableId(`hero:${index}`),
      title: slide.title,
      subtitle: slide.subtitle,
      content: sanitiseHtml(slide.content),
      ctaLabel: slide.ctaLabel,
      ctaLink: slide.ctaLink,
      className: slide.className ?? null,
      bgColor: slide.bgColor,
      regions: slide.regions,
      palette: slide.palette,
      seed: seedOf(`hero:${index}`),
      sort: index,
    })),
  );
  await insertMany(
    db,
    schema.testimonials,
    TESTIMONIALS.map((testimonial, index) => ({
      id: stableId(`testimonial:${index}`),
      ...testimonial,
      content: sanitiseHtml(testimonial.content),
      sort: index,
    })),
  );
}

function withIds(items: NavItemSeed[], prefix: string): unknown[] {
  return items.map((item, index) => {
    const id = `${prefix}-${index}`;
    return {
      ...item,
      id,
      children: item.children ? withIds(item.children, `${id}-c`) : undefined,
      groups: item.groups?.map((group, groupIndex) => ({
        ...group,
        links: withIds(group.links, `${id}-g${groupIndex}`),
        allLink: group.allLink ? { ...group.allLink, id: `${id}-g${groupIndex}-all` } : undefined,
      })),
      allLink: item.allLink ? { ...item.allLink, id: `${id}-all` } : undefined,
    };
  });
}

async function insertSiteSettings(db: Db) {
  const settings: Record<string, unknown> = {
    brand: SITE_SETTINGS.brand,
    socials: SITE_SETTINGS.socials,
    navigation: {
      primary: withIds(NAVIGATION.primary, 'p'),
      secondary: withIds(NAVIGATION.secondary, 's'),
      footer: NAVIGATION.footer.map((group, index) => ({
        label: group.label,
        links: withIds(group.links, `f${index}`),
      })),
      business: withIds(NAVIGATION.business, 'b'),
    },
    envelopeCosts: ENVELOPE_COSTS,
    globalFeatures: GLOBAL_FEATURES,
    businessConversions: BUSINESS_CONVERSIONS,
  };
  await insertMany(
    db,
    schema.siteSettings,
    Object.entries(settings).map(([key, value]) => ({ key, value: JSON.parse(JSON.stringify(value)) })),
  );
}
