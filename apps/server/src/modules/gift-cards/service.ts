import { LISTING_PAGE_SIZE } from '@cardshop/shared/constants';
import type {
  GiftCardCategory,
  GiftCardDetail,
  GiftCardList,
  GiftCardQuery,
  GiftCardSummary,
} from '@cardshop/shared/contracts/gift-cards';
import { giftCardTermsText } from '@cardshop/shared/rules/gift-card-terms';
import { formatMoney } from '@cardshop/shared/rules/money';
import { withPageSuffix } from '@cardshop/shared/rules/page-suffix';
import { pageCount } from '@cardshop/shared/rules/search';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { imageSources } from '../../platform/images.ts';
import { Memo } from '../../platform/memo.ts';
import type { ConfigService } from '../config/service.ts';
import * as store from './store.ts';

export type GiftCardService = ReturnType<typeof createGiftCardService>;

// Credit-card proportions, 85.6 × 54 mm.
const GIFT_CARD_IMAGE = { width: 480, height: 303 };

/** The gift-card catalogue: listings by region and category, and each card's detail. */
export function createGiftCardService(db: Db, config: ConfigService, publicUrl: string) {
  const categories = new Memo(() => store.listGiftCardCategories(db) as Promise<GiftCardCategory[]>);
  const suited = new Memo(() => store.listSuitedSlugs(db));

  async function toSummary(row: store.GiftCardRow): Promise<GiftCardSummary> {
    const currencies = await config.currencies();
    const currency = currencies[row.currency];
    if (!currency) throw new Error(`Gift card ${row.id} has unknown currency ${row.currency}`);
    return {
      id: row.id,
      name: row.name,
      wildcard: row.wildcard,
      fullPath: row.fullPath,
      value: { min: row.valueMin, max: row.valueMax, currency: row.currency },
      valueFormatted: {
        min: formatMoney(row.valueMin, currency),
        max: formatMoney(row.valueMax, currency),
        currency: row.currency,
      },
      availableAmounts: Object.fromEntries(
        row.availableAmounts.map((amount) => [String(amount), formatMoney(amount, currency)]),
      ),
      validityPeriod: row.validityPeriod,
      regions: row.regions,
      categories: row.categories,
      cardImage: imageSources(`/images/gift-cards/${row.id}`, GIFT_CARD_IMAGE, `${row.name} gift card`),
    };
  }

  return {
    categories: () => categories.get(),
    toSummary,

    /**
     * A page of gift cards matching the filters; its page links are `basePath` with a page suffix and the
     * filters the listing's own path does not fix (`fixed`).
     */
    async list(
      query: GiftCardQuery,
      basePath = '/gift-cards/all',
      fixed: { categories?: boolean; regions?: boolean } = {},
    ): Promise<GiftCardList> {
      const page = query.page ?? 1;
      const perPage = query.maxResults ?? LISTING_PAGE_SIZE;
      const filter = {
        categories: query.categories ?? [],
        occasions: query.occasions ?? [],
        recipients: query.recipients ?? [],
        regions: query.regions ?? [],
        wildcards: query.wildcards ?? null,
        query: query.query ?? '',
      };
      const { rows, total } = await store.searchGiftCards(db, {
        ...filter,
        limit: perPage === 'all' ? null : perPage,
        offset: perPage === 'all' ? 0 : (page - 1) * perPage,
      });
      const totalPages = pageCount(total, perPage);
      const params = new URLSearchParams();
      if (!fixed.categories && filter.categories.length > 0)
        params.set('categories', filter.categories.join(','));
      if (filter.occasions.length > 0) params.set('occasions', filter.occasions.join(','));
      if (filter.recipients.length > 0) params.set('recipients', filter.recipients.join(','));
      if (!fixed.regions && filter.regions.length > 0)
        params.set('regions', filter.regions.join(',').toLowerCase());
      if (filter.wildcards !== null) params.set('wildcards', String(filter.wildcards));
      if (filter.query) params.set('query', filter.query);
      if (query.maxResults !== undefined && query.maxResults !== LISTING_PAGE_SIZE)
        params.set('maxResults', String(query.maxResults));
      const link = (to: number) => `${withPageSuffix(basePath, to)}${params.size > 0 ? `?${params}` : ''}`;
      return {
        results: await Promise.all(rows.map(toSummary)),
        page: {
          current: page,
          perPage,
          total,
          totalPages,
          nextUrl: page < totalPages ? link(page + 1) : null,
          prevUrl: page > 1 ? link(Math.min(page - 1, totalPages)) : null,
        },
        filters: filter,
      };
    },

    /** The occasion and recipient slugs some gift card suits (the listing's filter options). */
    suitedSlugs: () => suited.get(),

    async byPath(fullPath: string) {
      return store.findGiftCardByPath(db, fullPath);
    },

    /** One gift card with its terms, usable regions and alternates in the regions it does not cover. */
    async detail(id: string): Promise<GiftCardDetail> {
      const row = await store.findGiftCard(db, id);
      if (!row) throw new NotFoundError();
      const [summary, regions, all, cats] = await Promise.all([
        toSummary(row),
        config.regions(),
        store.listGiftCards(db),
        categories.get(),
      ]);
      const alternateCards: GiftCardDetail['alternateCards'] = {};
      for (const region of regions) {
        if (row.regions.includes(region.iso)) continue;
        // Prefer a card of the same category in that region, else its choose-anything card.
        const candidates = all.filter((card) => card.regions[0] === region.iso);
        const alternate =
          candidates.find((card) => card.categories.some((slug) => row.categories.includes(slug))) ??
          candidates.find((card) => card.wildcard);
        if (alternate) alternateCards[region.iso] = { country: region.name, url: alternate.fullPath };
      }
      const homeRegion = regions.find((region) => region.iso === row.regions[0]);
      const category = cats.find((entry) => row.categories.includes(entry.slug));
      return {
        ...summary,
        title: row.name,
        description: row.description,
        redemption: row.redemption,
        terms: row.terms ?? `<p>${giftCardTermsText(row.validityPeriod)}.</p>`,
        termsUrl: row.termsUrl,
        alternateCards,
        breadcrumbs: [
          { label: 'Gift Cards', route: '/gift-cards' },
          ...(homeRegion
            ? [{ label: homeRegion.name, route: `/gift-cards/${homeRegion.iso.toLowerCase()}` }]
            : []),
          ...(category ? [{ label: category.name, route: category.fullPath }] : []),
          { label: row.name, route: row.fullPath },
        ],
        metaTitle: `${row.name} Gift Card`,
        metaDescription: `Send a ${row.name} gift card inside a handwritten card, from ${summary.valueFormatted.min} to ${summary.valueFormatted.max}.`,
        canonical: `${publicUrl}${row.fullPath}`,
      };
    },

    /** What the image generator needs to draw a gift card. */
    async imageSpec(id: string): Promise<{ palette: [string, string]; seed: number; name: string }> {
      const row = await store.findGiftCard(db, id);
      if (!row) throw new NotFoundError();
      return {
        palette: [row.palette[0] ?? '#333333', row.palette[1] ?? '#cccccc'],
        seed: row.seed,
        name: row.name,
      };
    },

    invalidate() {
      categories.clear();
      suited.clear();
    },
  };
}
