import {
  ARTISTS_PAGE_SIZE,
  LATEST_ARTICLES_COUNT,
  LISTING_PAGE_SIZE,
  TESTIMONIALS_MAX,
} from '@cardshop/shared/constants';
import type { Breadcrumb, CardSearchQuery, ImageSources } from '@cardshop/shared/contracts/catalogue';
import type { ArticleSummary } from '@cardshop/shared/contracts/config';
import type { ArtistSummary, Content } from '@cardshop/shared/contracts/content';
import { fieldErrorsFromIssues } from '@cardshop/shared/contracts/envelope';
import { type GiftCardQuery, GiftCardQuerySchema } from '@cardshop/shared/contracts/gift-cards';
import type { Home } from '@cardshop/shared/contracts/home';
import { fillRegionPrice, lowestUnitCharge, slideShownInRegion } from '@cardshop/shared/rules/hero';
import { formatMoney } from '@cardshop/shared/rules/money';
import { splitPageSuffix, withPageSuffix } from '@cardshop/shared/rules/page-suffix';
import { tagHeading } from '@cardshop/shared/rules/tag-heading';
import type { Db } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { imageSources } from '../../platform/images.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { ConfigService } from '../config/service.ts';
import type { GiftCardService } from '../gift-cards/service.ts';
import * as store from './store.ts';

export type ContentService = ReturnType<typeof createContentService>;

const ARTICLES_PATH = '/articles';
const BLOG_PAGE_SIZE = 12;
const FEATURE_IMAGE = { width: 1000, height: 563 };

type Base = Pick<
  Content,
  | 'contentType'
  | 'template'
  | 'id'
  | 'path'
  | 'title'
  | 'heading'
  | 'metaTitle'
  | 'metaDescription'
  | 'metaSummary'
  | 'breadcrumbs'
  | 'nav'
  | 'filterMode'
  | 'content'
  | 'featureImage'
  | 'sections'
  | 'publishedAt'
  | 'pagination'
>;

function stripTags(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Past the last page of a listing (a page beyond the first that shows nothing): not found, on every listing. */
function assertPageInRange(page: number, totalPages: number): void {
  if (page > 1 && page > totalPages) throw new NotFoundError();
}

/**
 * A gift-card listing's filters from the content finder's query, where every key the card listings do not
 * name arrives as a list (`categories`, `occasions`, `recipients`, `regions`, `wildcards`).
 */
function giftCardQueryOf(query: CardSearchQuery): GiftCardQuery {
  const lists = query.categories ?? {};
  const fields: Record<string, string> = {};
  for (const key of ['categories', 'occasions', 'recipients', 'regions', 'wildcards']) {
    const values = lists[key];
    if (values && values.length > 0) fields[key] = values.join(',');
  }
  if (query.query) fields.query = query.query;
  if (query.maxResults !== undefined) fields.maxResults = String(query.maxResults);
  const parsed = GiftCardQuerySchema.safeParse(fields);
  if (!parsed.success) throw new ValidationError(fieldErrorsFromIssues(parsed.error.issues));
  return parsed.data;
}

/** The content finder: resolves any storefront path to the page it names, with everything it shows. */
export function createContentService(
  db: Db,
  deps: { config: ConfigService; catalogue: CatalogueService; giftCards: GiftCardService; publicUrl: string },
) {
  const { config, catalogue, giftCards, publicUrl } = deps;

  function featureImage(row: { id: string; title: string; featureImage: unknown }): ImageSources | null {
    return row.featureImage ? imageSources(`/images/content/${row.id}`, FEATURE_IMAGE, row.title) : null;
  }

  function articleSummary(row: store.ContentRow): ArticleSummary {
    return {
      id: row.id,
      title: row.title,
      path: row.path,
      summary: row.summary,
      publishedAt: row.publishedAt.toISOString(),
      image: featureImage(row),
    };
  }

  function artistSummary(row: store.ArtistRow): ArtistSummary {
    const logo = `/images/artists/${row.id}/logo.svg`;
    return {
      id: row.id,
      slug: row.slug,
      fullPath: row.fullPath,
      brandName: row.brandName,
      artistName: row.artistName,
      summary: row.summary,
      country: row.country,
      countryName: row.countryName,
      cardLogo: logo,
      cardLogoAlts: { full: logo },
    };
  }

  async function withSeo(page: Base & Partial<Content>, pageNumber: number): Promise<Content> {
    const regions = await config.regions();
    const canonical = `${publicUrl}${withPageSuffix(page.path, pageNumber)}`;
    return {
      ...page,
      canonical,
      hreflangs: [
        ...regions.map((region) => ({
          hreflang: region.locale,
          href: `${canonical}?region=${region.iso.toLowerCase()}`,
        })),
        { hreflang: 'x-default', href: canonical },
      ],
    } as Content;
  }

  function paging(path: string, page: number, perPage: number, total: number) {
    const totalPages = Math.max(1, Math.ceil(total / perPage));
    return {
      enabled: totalPages > 1,
      current: page,
      perPage,
      total,
      totalPages,
      nextUrl: page < totalPages ? withPageSuffix(path, page + 1) : null,
      prevUrl: page > 1 ? withPageSuffix(path, Math.min(page - 1, totalPages)) : null,
    };
  }

  async function fromContentRow(
    row: store.ContentRow,
    page: number,
    regionId: number,
    query: CardSearchQuery,
  ) {
    const parent = row.parentId ? await store.findContentById(db, row.parentId) : null;
    const breadcrumbs: Breadcrumb[] = [
      ...(parent ? [{ label: parent.title, route: parent.path }] : []),
      { label: row.title, route: row.path },
    ];
    const base: Base & Partial<Content> = {
      contentType: 'content',
      template: row.template,
      id: row.id,
      path: row.path,
      title: row.title,
      heading: row.title,
      metaTitle: row.metaTitle ?? row.title,
      metaDescription: row.metaDescription,
      metaSummary: row.summary,
      breadcrumbs,
      nav: row.nav === 'business' ? 'business' : 'primary',
      filterMode: 'none',
      content: row.body,
      featureImage: featureImage(row),
      sections: row.sections.map((section, index) => ({
        id: `${row.id}-${index}`,
        type: 'general',
        ...section,
      })),
      publishedAt: row.publishedAt.toISOString(),
      pagination: null,
    };
    switch (row.template) {
      case 'blog':
      case 'changelog': {
        const perPage = row.template === 'blog' ? BLOG_PAGE_SIZE : null;
        const { rows, total } = await store.listChildren(
          db,
          row.id,
          perPage,
          perPage ? (page - 1) * perPage : 0,
        );
        base.children = rows.map(articleSummary);
        base.pagination = perPage ? paging(row.path, page, perPage, total) : null;
        assertPageInRange(page, base.pagination?.totalPages ?? 1);
        break;
      }
      case 'artists': {
        // The page buttons' "all" (`?maxResults=all`) lists every artist on one page.
        const all = query.maxResults === 'all';
        if (all && page > 1) throw new NotFoundError();
        const { rows, total } = await store.listArtists(
          db,
          all ? null : ARTISTS_PAGE_SIZE,
          all ? 0 : (page - 1) * ARTISTS_PAGE_SIZE,
        );
        base.artists = rows.map(artistSummary);
        base.pagination = paging(row.path, page, all ? Math.max(1, total) : ARTISTS_PAGE_SIZE, total);
        assertPageInRange(page, base.pagination.totalPages);
        break;
      }
      case 'cards': {
        base.filterMode = 'cards';
        base.cards = await catalogue.search(
          '/all',
          { ...query, page, maxResults: query.maxResults ?? LISTING_PAGE_SIZE },
          regionId,
        );
        assertPageInRange(page, base.cards.page.totalPages);
        base.pagination = { ...base.cards.page, enabled: base.cards.page.totalPages > 1 };
        base.initialFilters = { categories: [], query: query.query ?? '' };
        break;
      }
      case 'giftCards': {
        base.filterMode = 'giftCards';
        base.giftCardsConfig = await giftCardsConfig();
        break;
      }
      default: {
        if (row.parentId) {
          const { prev, next } = await store.findSiblings(db, row);
          base.prevArticle = prev;
          base.nextArticle = next;
        }
      }
    }
    return withSeo(base, page);
  }

  async function giftCardsConfig() {
    const [categories, regions, suited, taxonomy] = await Promise.all([
      giftCards.categories(),
      config.regions(),
      giftCards.suitedSlugs(),
      catalogue.taxonomy(),
    ]);
    // The occasions and recipients some gift card suits, named and ordered as the card catalogue's tags.
    const options = (categorySlug: string, slugs: string[]) => {
      const category = taxonomy.categories.find((entry) => entry.slug === categorySlug);
      return taxonomy.tags
        .filter((tag) => tag.categoryId === category?.id && tag.parentId === null && slugs.includes(tag.slug))
        .map((tag) => ({ slug: tag.slug, name: tag.name }));
    };
    return {
      categories,
      regions: regions.map((region) => ({
        iso: region.iso,
        name: region.name,
        path: `/gift-cards/${region.iso.toLowerCase()}`,
        icon: region.icon,
      })),
      occasions: options('occasion', suited.occasions),
      recipients: options('recipient', suited.recipients),
    };
  }

  async function fromTaxonomy(path: string, page: number, regionId: number, query: CardSearchQuery) {
    const { categories, tags } = await catalogue.taxonomy();
    const tag = tags.find((entry) => entry.path === path);
    if (tag) {
      const category = categories.find((entry) => entry.id === tag.categoryId);
      const parent = tag.parentId ? tags.find((entry) => entry.id === tag.parentId) : undefined;
      const heading = tagHeading({ heading: tag.heading, title: tag.name, slug: tag.path });
      const cards = await catalogue.search(
        tag.path,
        { ...query, page, maxResults: query.maxResults ?? LISTING_PAGE_SIZE },
        regionId,
      );
      assertPageInRange(page, cards.page.totalPages);
      const base: Base & Partial<Content> = {
        contentType: 'tag',
        template: 'cards',
        id: tag.id,
        path: tag.path,
        title: tag.name,
        heading,
        metaTitle: heading,
        metaDescription: stripTags(tag.description),
        metaSummary: stripTags(tag.description),
        breadcrumbs: [
          ...(category ? [{ label: category.name, route: category.path }] : []),
          ...(parent ? [{ label: parent.name, route: parent.path }] : []),
          { label: tag.name, route: tag.path },
        ],
        nav: 'primary',
        filterMode: 'cards',
        content: tag.description,
        featureImage: null,
        sections: [],
        publishedAt: null,
        pagination: { ...cards.page, enabled: cards.page.totalPages > 1 },
        cards,
        categoryType: (category?.type ?? 'occasion') as Content['categoryType'],
        tag: {
          id: tag.id,
          slug: tag.slug,
          path: tag.path,
          name: tag.name,
          heading,
          adults: tag.adults,
          kids: tag.kids,
          giftCategory: tag.giftCategory,
          primary: tag.isPrimary,
        },
        initialFilters: {
          categories: category ? [`${category.slug}:${tag.slug}`] : [],
          query: query.query ?? '',
        },
      };
      return withSeo(base, page);
    }
    const category = categories.find((entry) => entry.path === path);
    if (!category) return null;
    if (page > 1) throw new NotFoundError();
    const categoryTags = tags.filter((entry) => entry.categoryId === category.id && entry.parentId === null);
    const tagIds = categoryTags.map((entry) => entry.id);
    // A tile's count is what its tag's page lists (the catalogue counts both the same way).
    const [tiles, counts] = await Promise.all([store.tagTiles(db, tagIds), catalogue.tagCounts(tagIds)]);
    const sizes = await catalogue.sizes();
    const base: Base & Partial<Content> = {
      contentType: 'category',
      template: 'cards',
      id: category.id,
      path: category.path,
      title: category.name,
      heading: category.name,
      metaTitle: `${category.name} – Greeting Cards`,
      metaDescription: stripTags(category.description),
      metaSummary: stripTags(category.description),
      breadcrumbs: [{ label: category.name, route: category.path }],
      nav: 'primary',
      filterMode: 'none',
      content: category.description,
      featureImage: null,
      sections: [],
      publishedAt: null,
      pagination: null,
      categoryType: category.type as Content['categoryType'],
      tiles: categoryTags.map((entry) => {
        const tile = tiles.find((candidate) => candidate.tagId === entry.id);
        const size = sizes.find((candidate) => candidate.id === tile?.sizeId);
        const heading = tagHeading({ heading: entry.heading, title: entry.name, slug: entry.path });
        return {
          tag: {
            id: entry.id,
            slug: entry.slug,
            path: entry.path,
            name: entry.name,
            heading,
            adults: entry.adults,
            kids: entry.kids,
            giftCategory: entry.giftCategory,
            primary: entry.isPrimary,
          },
          image:
            tile?.cardId && size
              ? imageSources(
                  `/images/cards/${tile.cardId}/front`,
                  { width: 480, height: Math.round((480 * size.dimensions.height) / size.dimensions.width) },
                  `${tile.cardName ?? entry.name} card`,
                )
              : null,
          count: counts.get(entry.id) ?? 0,
        };
      }),
    };
    return withSeo(base, 1);
  }

  async function fromArtist(path: string, page: number, regionId: number, query: CardSearchQuery) {
    const artist = await store.findArtistByPath(db, path);
    if (!artist) return null;
    const summary = artistSummary(artist);
    const cards = await catalogue.search(
      path,
      { ...query, page, maxResults: query.maxResults ?? LISTING_PAGE_SIZE },
      regionId,
    );
    assertPageInRange(page, cards.page.totalPages);
    const base: Base & Partial<Content> = {
      contentType: 'artist',
      template: 'artists',
      id: artist.id,
      path,
      title: artist.brandName,
      heading: artist.brandName,
      metaTitle: `${artist.brandName} – Cards by ${artist.artistName}`,
      metaDescription: artist.summary,
      metaSummary: artist.summary,
      breadcrumbs: [
        { label: 'Artists', route: '/artists' },
        { label: artist.brandName, route: path },
      ],
      nav: 'primary',
      filterMode: 'cards',
      content: artist.bio,
      featureImage: null,
      sections: [],
      publishedAt: null,
      pagination: { ...cards.page, enabled: cards.page.totalPages > 1 },
      cards,
      artist: {
        ...summary,
        bio: artist.bio,
        // The portrait the artist uploaded in the studio (decision 0038), else their logo.
        bioImageUrl: `/images/artists/${artist.id}/portrait.svg`,
        bioImageAlts: { full: `/images/artists/${artist.id}/portrait.svg` },
        facebookUrl: artist.facebookUrl,
        twitterUrl: artist.twitterUrl,
        instagramUrl: artist.instagramUrl,
      },
    };
    return withSeo(base, page);
  }

  async function fromCard(path: string, page: number, regionId: number, related: boolean) {
    const id = await catalogue.cardIdByPath(path);
    if (!id) return null;
    if (page > 1) throw new NotFoundError();
    const card = await catalogue.card(id, regionId, { related });
    const base: Base & Partial<Content> = {
      contentType: 'card-art',
      template: 'card-art',
      id,
      path,
      title: card.name,
      heading: card.name,
      metaTitle: `${card.name} by ${card.artist.brandName}`,
      metaDescription: stripTags(card.description),
      metaSummary: stripTags(card.description),
      breadcrumbs: card.breadcrumbs,
      nav: 'primary',
      filterMode: 'none',
      content: card.description,
      featureImage: card.image,
      sections: [],
      publishedAt: card.publishedAt,
      pagination: null,
      card,
    };
    return withSeo(base, 1);
  }

  async function fromGiftCards(path: string, page: number, query: CardSearchQuery) {
    const segments = path.split('/').filter(Boolean);
    if (segments[0] !== 'gift-cards' || segments.length < 2) return null;
    const regions = await config.regions();
    const regionsConfig = await giftCardsConfig();
    const listing = (fixed: GiftCardQuery) => ({ ...giftCardQueryOf(query), ...fixed, page });
    if (segments[1] === 'all' && segments.length === 2) {
      const list = await giftCards.list(listing({}), path);
      assertPageInRange(page, list.page.totalPages);
      return withSeo(
        {
          contentType: 'gift-card-region',
          template: 'gift-card-listing',
          id: 'all',
          path,
          title: 'All Gift Cards',
          heading: 'All Gift Cards',
          metaTitle: 'All Gift Cards',
          metaDescription: 'Every gift card to send inside a handwritten card, in every region.',
          metaSummary: 'Every gift card, in every region.',
          breadcrumbs: [
            { label: 'Gift Cards', route: '/gift-cards' },
            { label: 'All', route: path },
          ],
          nav: 'primary',
          filterMode: 'giftCards',
          content: '',
          featureImage: null,
          sections: [],
          publishedAt: null,
          pagination: { ...list.page, enabled: list.page.totalPages > 1 },
          giftCards: list,
          giftCardsConfig: regionsConfig,
          initialFilters: { categories: list.filters.categories, query: list.filters.query },
        },
        page,
      );
    }
    if (segments[1] === 'category' && segments.length === 3) {
      const category = (await giftCards.categories()).find((entry) => entry.slug === segments[2]);
      if (!category) return null;
      const list = await giftCards.list(listing({ categories: [category.slug] }), category.fullPath, {
        categories: true,
      });
      assertPageInRange(page, list.page.totalPages);
      return withSeo(
        {
          contentType: 'gift-card-category',
          template: 'gift-card-listing',
          id: category.id,
          path: category.fullPath,
          title: category.name,
          heading: `${category.name} Gift Cards`,
          metaTitle: `${category.name} Gift Cards`,
          metaDescription: stripTags(category.description),
          metaSummary: stripTags(category.description),
          breadcrumbs: [
            { label: 'Gift Cards', route: '/gift-cards' },
            { label: category.name, route: category.fullPath },
          ],
          nav: 'primary',
          filterMode: 'giftCards',
          content: category.description,
          featureImage: null,
          sections: [],
          publishedAt: null,
          pagination: { ...list.page, enabled: list.page.totalPages > 1 },
          giftCards: list,
          giftCardsConfig: regionsConfig,
          initialFilters: { categories: [category.slug], query: list.filters.query },
        },
        page,
      );
    }
    const region = regions.find((entry) => entry.iso.toLowerCase() === segments[1]);
    if (region && segments.length === 2) {
      const list = await giftCards.list(listing({ regions: [region.iso] }), path, { regions: true });
      assertPageInRange(page, list.page.totalPages);
      return withSeo(
        {
          contentType: 'gift-card-region',
          template: 'gift-card-listing',
          id: String(region.id),
          path,
          title: `Gift Cards in ${region.name}`,
          heading: `Gift Cards in ${region.name}`,
          metaTitle: `Gift Cards in ${region.name}`,
          metaDescription: `Gift cards to send inside a handwritten card to someone in ${region.name}.`,
          metaSummary: `Gift cards usable in ${region.name}.`,
          breadcrumbs: [
            { label: 'Gift Cards', route: '/gift-cards' },
            { label: region.name, route: path },
          ],
          nav: 'primary',
          filterMode: 'giftCards',
          content: '',
          featureImage: null,
          sections: [],
          publishedAt: null,
          pagination: { ...list.page, enabled: list.page.totalPages > 1 },
          giftCards: list,
          giftCardsConfig: regionsConfig,
          initialFilters: { categories: list.filters.categories, query: list.filters.query },
        },
        page,
      );
    }
    const row = await giftCards.byPath(path);
    if (!row) return null;
    if (page > 1) throw new NotFoundError();
    const detail = await giftCards.detail(row.id);
    return withSeo(
      {
        contentType: 'gift-card',
        template: 'gift-card',
        id: row.id,
        path,
        title: detail.title,
        heading: detail.title,
        metaTitle: detail.metaTitle,
        metaDescription: detail.metaDescription,
        metaSummary: detail.metaDescription,
        breadcrumbs: detail.breadcrumbs,
        nav: 'primary',
        filterMode: 'none',
        content: detail.description,
        featureImage: detail.cardImage,
        sections: [],
        publishedAt: null,
        pagination: null,
        giftCard: detail,
        giftCardsConfig: regionsConfig,
      },
      1,
    );
  }

  return {
    /**
     * Resolves a path to artist, card-art, category, content, gift-card, gift-card-category,
     * gift-card-region or tag content. A `/page-{n}` suffix selects the page of a paginated listing.
     * `related: false` leaves a card's related cards out (the card page streams them after its first
     * paint, `catalogue.related`).
     */
    async find(
      rawPath: string,
      options: { regionId: number; query?: CardSearchQuery; related?: boolean },
    ): Promise<Content> {
      const normalised = `/${rawPath.replace(/^\/+|\/+$/g, '')}`.toLowerCase();
      const split = splitPageSuffix(normalised);
      const { page } = split;
      // /cards/all is the full card listing, /cards, as /all is in the card API (decision record 3).
      const path = split.path === '/cards/all' ? '/cards' : split.path;
      const query = options.query ?? {};
      const found =
        (await (async () => {
          const row = await store.findContentByPath(db, path);
          return row ? fromContentRow(row, page, options.regionId, query) : null;
        })()) ??
        (await fromTaxonomy(path, page, options.regionId, query)) ??
        (await fromArtist(path, page, options.regionId, query)) ??
        (await fromCard(path, page, options.regionId, options.related ?? true)) ??
        (await fromGiftCards(path, page, query));
      if (!found) throw new NotFoundError();
      return found;
    },

    /** The homepage: hero slides shown in the region (with its business price filled in), and more. */
    async home(regionIdOrIso?: string): Promise<Home> {
      const region = await config.region(regionIdOrIso);
      const [heroSlides, testimonials, articles, gifts] = await Promise.all([
        this.heroSlides(region.id),
        config.testimonials(TESTIMONIALS_MAX),
        this.latestArticles(LATEST_ARTICLES_COUNT),
        giftCards.list({ regions: [region.iso], maxResults: 6 }),
      ]);
      return { heroSlides, testimonials, articles, giftCards: gifts.results };
    },

    /** The homepage's hero slides shown in a region, with the region's lowest business price filled in. */
    async heroSlides(regionIdOrIso?: string | number): Promise<Home['heroSlides']> {
      const region = await config.region(regionIdOrIso);
      const [slides, pricing, currencies] = await Promise.all([
        store.listHeroSlides(db),
        config.businessPricing(),
        config.currencies(),
      ]);
      const tiers = pricing[String(region.id)]?.tiers ?? [];
      const lowest = lowestUnitCharge(tiers);
      const currency = currencies[region.currency];
      const price = lowest !== null && currency ? formatMoney(lowest, currency) : null;
      return slides
        .filter((slide) => slideShownInRegion(slide.regions, region.iso))
        .map((slide) => ({
          id: slide.id,
          title: fillRegionPrice(slide.title, price),
          subtitle: fillRegionPrice(slide.subtitle, price),
          content: fillRegionPrice(slide.content, price),
          ctaLabel: slide.ctaLabel,
          ctaLink: slide.ctaLink,
          className: slide.className,
          bgColor: slide.bgColor,
          imagery: {
            mobile: imageSources(`/images/hero/${slide.id}-mobile`, { width: 480, height: 600 }, ''),
            desktop: imageSources(`/images/hero/${slide.id}-desktop`, { width: 1000, height: 420 }, ''),
          },
        }));
    },

    /** The art spec of a hero slide background. */
    async heroImageSpec(id: string) {
      const slide = (await store.listHeroSlides(db)).find((entry) => entry.id === id);
      if (!slide) throw new NotFoundError();
      return {
        palette: [slide.palette[0] ?? '#f4efe6', slide.palette[1] ?? '#c8553d'] as [string, string],
        seed: slide.seed,
      };
    },

    /** The newest articles, for the homepage and the page shell. */
    async latestArticles(limit = LATEST_ARTICLES_COUNT): Promise<ArticleSummary[]> {
      const blog = await store.findContentByPath(db, ARTICLES_PATH);
      if (!blog) return [];
      const { rows } = await store.listChildren(db, blog.id, limit, 0);
      return rows.map(articleSummary);
    },

    /** The feature-image spec of a content page, for the image renderer. */
    async featureImageSpec(id: string) {
      const row = await store.findContentById(db, id);
      if (!row?.featureImage) throw new NotFoundError();
      return { ...row.featureImage, title: row.title, seed: row.seed };
    },
  };
}
