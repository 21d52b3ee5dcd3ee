import { SEARCH_DEFAULT_PAGE_SIZE, SORT_DEFAULT_DIRECTION } from '@cardshop/shared/constants';
import type {
  CardDetail,
  CardFilters,
  CardRelated,
  CardSearchQuery,
  CardSearchResult,
  CardSize,
  CardSummary,
  FilterOptions,
  ImageSources,
} from '@cardshop/shared/contracts/catalogue';
import { CARD_SORT_VALUES } from '@cardshop/shared/contracts/catalogue';
import { withPageSuffix } from '@cardshop/shared/rules/page-suffix';
import type { Db } from '../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { imageSources } from '../../platform/images.ts';
import { serialisedOnce } from '../../platform/json-once.ts';
import { Memo } from '../../platform/memo.ts';
import type { ConfigService } from '../config/service.ts';
import { mayBeTypo, searchWords, singulars, synonymsOf, toTsQueryText } from './search-query.ts';
import * as store from './store.ts';

export type CatalogueService = ReturnType<typeof createCatalogueService>;

const CARD_PAGES = ['front', 'inside-left', 'inside-right', 'back'] as const;
export type CardPageName = (typeof CARD_PAGES)[number];

const RELATED_COUNT = 8;
/** A typed word that is not the catalogue's also finds its closest words, this many at most. */
const TYPO_ALTERNATIVES = 3;
/** Corrections remembered between searches (cleared with the catalogue); beyond it the oldest go. */
const TYPO_CACHE_SIZE = 2000;

/** The browser path of a listing: the full listing lives at /cards, everything else at its own path. */
export function listingPath(slug: string): string {
  return slug === '/all' || slug === '' ? '/cards' : slug;
}

/** Cards, card sizes, listings and their filters. */
export function createCatalogueService(db: Db, config: ConfigService, publicUrl: string) {
  const sizes = new Memo(async () => (await store.listCardSizes(db)) as CardSize[]);
  const taxonomy = new Memo(() => store.listCategoriesWithTags(db));
  const years = new Memo(() => store.listCardYears(db));
  const lexicon = new Memo(async () => new Set(await store.listSearchWords(db)));
  const corrections = new Map<string, string[]>();

  /**
   * The text-search query of what a shopper typed: each word with its synonyms and, for a word the
   * catalogue does not hold (nor its singular, nor a synonym), the catalogue's closest words (pg_trgm).
   */
  async function tsQueryOf(text: string): Promise<string> {
    const words = searchWords(text);
    if (words.length === 0) return '';
    const known = await lexicon.get();
    const groups = words.map((word) => synonymsOf(word));
    const unknown = words.filter(
      (word, index) =>
        mayBeTypo(word) &&
        !singulars(word).some((form) => known.has(form)) &&
        !(groups[index] ?? []).some((term) => known.has(term)),
    );
    const toLookUp = [...new Set(unknown.filter((word) => !corrections.has(word)))];
    if (toLookUp.length > 0) {
      const found = await store.similarSearchWords(db, toLookUp, TYPO_ALTERNATIVES);
      for (const [word, similar] of found) {
        if (corrections.size >= TYPO_CACHE_SIZE) corrections.delete(corrections.keys().next().value ?? '');
        corrections.set(word, similar);
      }
    }
    return toTsQueryText(
      words.map((word, index) => [...(groups[index] ?? [word]), ...(corrections.get(word) ?? [])]),
    );
  }

  async function sizeOf(id: string): Promise<CardSize> {
    const size = (await sizes.get()).find((entry) => entry.id === id);
    if (!size) throw new NotFoundError();
    return size;
  }

  /** The front image of a card at the proportions of its size. */
  function cardImage(id: string, name: string, size: CardSize, page: CardPageName = 'front'): ImageSources {
    const { width, height } = size.dimensions;
    const pixelWidth = 480;
    return imageSources(
      `/images/cards/${id}/${page}`,
      { width: pixelWidth, height: Math.round((pixelWidth * height) / width) },
      page === 'front' ? `${name} card, front` : `${name} card, ${page.replace('-', ' ')}`,
    );
  }

  /**
   * A card's related cards: by its artist, or by its first occasion tag (else its first tag) when the
   * artist has fewer than four others, most popular first.
   */
  async function relatedOf(
    id: string,
    row: Pick<store.CardRow, 'artistId' | 'artistFullPath'>,
    tags: Awaited<ReturnType<typeof store.listCardTags>>,
    regionId: number,
  ): Promise<CardRelated> {
    const primaryTag = tags.find((tag) => tag.category === 'occasion') ?? tags[0];
    let ids = await store.relatedCardIds(db, id, { artistId: row.artistId }, RELATED_COUNT);
    let type: CardRelated['type'] = 'artist';
    if (ids.length < 4 && primaryTag) {
      ids = await store.relatedCardIds(db, id, { tagId: primaryTag.id }, RELATED_COUNT);
      type = 'tag';
    }
    return {
      type: ids.length > 0 ? type : 'generic',
      id: type === 'artist' ? row.artistId : (primaryTag?.id ?? null),
      path: type === 'artist' ? row.artistFullPath : (primaryTag?.path ?? '/cards'),
      items: await toSummaries(await store.cardsByIds(db, ids, regionId)),
    };
  }

  async function toSummaries(rows: store.CardRow[]): Promise<CardSummary[]> {
    const allSizes = await sizes.get();
    return rows.map((row) => {
      const size = allSizes.find((entry) => entry.id === row.sizeId);
      if (!size) throw new Error(`Card ${row.id} has unknown size ${row.sizeId}`);
      return {
        id: row.id,
        name: row.name,
        slug: row.slug,
        fullPath: row.fullPath,
        artist: {
          id: row.artistId,
          brandName: row.artistBrandName,
          slug: row.artistSlug,
          fullPath: row.artistFullPath,
          cardLogo: `/images/artists/${row.artistId}/logo.svg`,
        },
        price:
          row.priceValue === null || row.priceCurrency === null
            ? null
            : { value: row.priceValue, currency: row.priceCurrency },
        size: row.sizeId,
        adult: row.adult,
        image: cardImage(row.id, row.name, size),
      };
    });
  }

  async function resolveScope(slug: string): Promise<{ scope: store.ListingScope; adultsOnly: boolean }> {
    if (slug === '/all' || slug === '' || slug === '/') return { scope: { kind: 'all' }, adultsOnly: false };
    const { categories, tags } = await taxonomy.get();
    const tag = tags.find((entry) => entry.path === slug);
    if (tag) return { scope: { kind: 'tag', tagId: tag.id }, adultsOnly: tag.adults };
    const category = categories.find((entry) => entry.path === slug);
    if (category) return { scope: { kind: 'category', categoryId: category.id }, adultsOnly: false };
    const artistId = await store.findArtistIdByPath(db, slug);
    if (artistId) return { scope: { kind: 'artist', artistId }, adultsOnly: false };
    throw new NotFoundError();
  }

  // Every listing answers with its filters' options: built and serialised once, kept until the catalogue
  // changes.
  const options = new Memo(async (): Promise<FilterOptions> => {
    const { categories, tags } = await taxonomy.get();
    return serialisedOnce({
      categories: categories
        .filter((category) => category.filterable)
        .map((category) => ({
          slug: category.slug,
          name: category.name,
          type: category.type,
          tags: tags
            .filter((tag) => tag.categoryId === category.id && tag.parentId === null)
            .map((tag) => ({ slug: tag.slug, name: tag.name })),
        })),
      sizes: (await sizes.get()).map((size) => ({ id: size.id, name: size.name })),
      years: await years.get(),
      sorts: [...CARD_SORT_VALUES],
    });
  });
  const filterOptions = () => options.get();

  /** Splits the query's category keys from its fixed fields and checks them against the filterable categories. */
  async function categoryFilters(query: CardSearchQuery) {
    const { categories } = await taxonomy.get();
    const result: Array<{ categoryId: string; slug: string; slugs: string[] }> = [];
    const errors: Record<string, string[]> = {};
    for (const [key, slugs] of Object.entries(query.categories ?? {})) {
      const category = categories.find((entry) => entry.slug === key && entry.filterable);
      if (!category) errors[key] = ['validation.unknown'];
      else if (slugs && slugs.length > 0)
        result.push({ categoryId: category.id, slug: category.slug, slugs });
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return result;
  }

  function pageUrl(path: string, page: number, params: URLSearchParams): string {
    const query = params.toString();
    return `${withPageSuffix(path, page)}${query ? `?${query}` : ''}`;
  }

  return {
    filterOptions,
    sizes: () => sizes.get(),
    size: sizeOf,
    taxonomy: () => taxonomy.get(),

    /** One page of a listing: everything (/all), a tag, a category or an artist, filtered and sorted. */
    async search(slug: string, query: CardSearchQuery, regionId: number): Promise<CardSearchResult> {
      const { scope, adultsOnly } = await resolveScope(slug);
      const categoryTags = await categoryFilters(query);
      const sort = query.sort ?? 'freshness';
      const direction = query.direction ?? SORT_DEFAULT_DIRECTION[sort];
      const page = query.page ?? 1;
      const perPage = query.maxResults ?? SEARCH_DEFAULT_PAGE_SIZE;
      // Adult cards are hidden unless the visitor turned the filter off, or opened an adults-only tag.
      const filterAdult = query.filterAdult ?? !adultsOnly;
      const knownSizes = (await sizes.get()).map((size) => size.id);
      const unknownSize = (query.sizes ?? []).find((size) => !knownSizes.includes(size));
      if (unknownSize) throw new ValidationError({ sizes: ['validation.in'] });

      const filters: CardFilters = {
        query: query.query ?? '',
        filterAdult,
        sizes: query.sizes ?? [],
        years: query.years ?? [],
        sort,
        direction,
        categories: Object.fromEntries(categoryTags.map((filter) => [filter.slug, filter.slugs])),
      };
      const { rows, total } = await store.searchCards(db, {
        scope,
        regionId,
        tsQuery: filters.query ? await tsQueryOf(filters.query) : null,
        filterAdult,
        sizes: filters.sizes,
        years: filters.years,
        categoryTags,
        sort,
        direction,
        limit: perPage === 'all' ? null : perPage,
        offset: perPage === 'all' ? 0 : (page - 1) * perPage,
      });
      const totalPages = perPage === 'all' ? 1 : Math.max(1, Math.ceil(total / perPage));
      const params = new URLSearchParams();
      if (filters.query) params.set('query', filters.query);
      for (const [key, values] of Object.entries(filters.categories)) params.set(key, values.join(','));
      if (filters.sizes.length > 0) params.set('sizes', filters.sizes.join(','));
      if (filters.years.length > 0) params.set('years', filters.years.join(','));
      if (query.sort) params.set('sort', sort);
      if (query.direction) params.set('direction', direction);
      const path = listingPath(slug);
      return {
        results: await toSummaries(rows),
        page: {
          current: page,
          perPage,
          total,
          totalPages,
          nextUrl: page < totalPages ? pageUrl(path, page + 1, params) : null,
          prevUrl: page > 1 ? pageUrl(path, Math.min(page - 1, totalPages), params) : null,
        },
        filters,
        filterOptions: await filterOptions(),
      };
    },

    /** Card summaries by id, in order, priced for the region. */
    async summaries(ids: string[], regionId: number): Promise<CardSummary[]> {
      return toSummaries(await store.cardsByIds(db, ids, regionId));
    },

    cardIdByPath: (fullPath: string) => store.findCardIdByPath(db, fullPath),

    /** How many cards each tag's listing shows before any filter (a category page's tiles). */
    tagCounts: (tagIds: string[]) => store.countByTags(db, tagIds),

    /**
     * Everything the card page shows about one card. `related: false` leaves the related cards out: the
     * card page reads them apart (`related`), streamed after its first paint.
     */
    async card(id: string, regionId: number, options: { related?: boolean } = {}): Promise<CardDetail> {
      const [row] = await store.cardsByIds(db, [id], regionId);
      const detail = await store.findCardDetail(db, id);
      if (!row || !detail) throw new NotFoundError();
      const [summary] = await toSummaries([row]);
      if (!summary) throw new NotFoundError();
      const [prices, tags, size, regions] = await Promise.all([
        store.listCardPrices(db, id),
        store.listCardTags(db, id),
        sizeOf(row.sizeId),
        config.regions(),
      ]);
      const related = options.related === false ? undefined : await relatedOf(id, row, tags, regionId);
      const canonical = `${publicUrl}${row.fullPath}`;
      return {
        ...summary,
        description: detail.description,
        greeting: detail.greeting,
        formats: detail.formats,
        locale: detail.locale,
        years: detail.years,
        publishedAt: detail.publishedAt.toISOString(),
        tags: tags.map(({ isPrimary, ...tag }) => tag),
        alternatePrices: Object.fromEntries(
          prices.map((price) => [
            String(price.regionId),
            {
              regionId: price.regionId,
              value: price.value,
              currency: price.currency,
              shipping: price.shipping,
              shippingDetails: price.shippingDetails,
            },
          ]),
        ),
        sizeDetails: size,
        imagery: CARD_PAGES.slice(0, size.pages === 1 ? 2 : 4).map((page, index) => ({
          ...cardImage(id, row.name, size, page),
          page: index + 1,
          type: page,
        })),
        canonical,
        hreflangs: [
          ...regions.map((region) => ({
            hreflang: region.locale,
            href: `${canonical}?region=${region.iso.toLowerCase()}`,
          })),
          { hreflang: 'x-default', href: canonical },
        ],
        breadcrumbs: [
          { label: row.artistBrandName, route: row.artistFullPath },
          { label: row.name, route: row.fullPath },
        ],
        ...(related ? { related } : {}),
      };
    },

    /** A card's related cards alone, priced for the region (the card page shows them below the fold). */
    async related(id: string, regionId: number): Promise<CardRelated> {
      const [row] = await store.cardsByIds(db, [id], regionId);
      if (!row) throw new NotFoundError();
      return relatedOf(id, row, await store.listCardTags(db, id), regionId);
    },

    /** What the artwork generator needs to draw a card's pages. */
    async artworkSpec(id: string) {
      const row = await store.findCardSeedAndSize(db, id);
      if (!row) throw new NotFoundError();
      const size = await sizeOf(row.sizeId);
      return { ...row, size };
    },

    /** What the logo generator needs to draw an artist's badge. */
    async artistLogoSpec(id: string) {
      const row = await store.findArtistSeed(db, id);
      if (!row) throw new NotFoundError();
      return row;
    },

    /** The imagery of every page of a card. */
    async imagery(id: string) {
      const spec = await store.findCardSeedAndSize(db, id);
      if (!spec) throw new NotFoundError();
      const size = await sizeOf(spec.sizeId);
      return {
        id,
        pages: CARD_PAGES.slice(0, size.pages === 1 ? 2 : 4).map((page, index) => ({
          ...cardImage(id, spec.name, size, page),
          page: index + 1,
          type: page,
        })),
      };
    },

    /** An artist's profile as the studio edits it (decision 0038); 404 for an unknown id. */
    async artistProfile(id: string) {
      const row = await store.findArtistProfile(db, id);
      if (!row) throw new NotFoundError();
      // The uploads' ids in the address, so the studio shows a new picture at once (they are cached).
      const version = (uploadId: string | null) => (uploadId ? `?v=${uploadId.slice(0, 8)}` : '');
      return {
        ...row,
        cardLogo: `/images/artists/${row.id}/logo.svg${version(row.logoUploadId)}`,
        portrait: `/images/artists/${row.id}/portrait.svg${version(row.portraitUploadId ?? row.logoUploadId)}`,
      };
    },

    /** Replaces an artist's bio and social links (the studio's profile form). */
    updateArtistProfile: (id: string, values: Parameters<typeof store.updateArtistProfile>[2]) =>
      store.updateArtistProfile(db, id, values),

    /** Sets the logo or portrait the artist uploaded in the studio. */
    setArtistPicture: (id: string, picture: 'logo' | 'portrait', uploadId: string | null) =>
      store.setArtistPicture(db, id, picture, uploadId),

    /** The artist's listed cards, newest first (the studio's dashboard). */
    artistCards: (artistId: string) => store.listArtistCards(db, artistId),

    invalidate() {
      sizes.clear();
      taxonomy.clear();
      years.clear();
      options.clear();
      lexicon.clear();
      corrections.clear();
    },

    assertPage(name: string): CardPageName {
      if (!(CARD_PAGES as readonly string[]).includes(name))
        throw new HttpError(404, 'global.errors.not-found');
      return name as CardPageName;
    },
  };
}
