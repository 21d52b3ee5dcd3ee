import * as z from './zod.ts';

/** Money as an integer count of minor units and an ISO currency code. */
export const MoneySchema = z.object({ value: z.number().int(), currency: z.string() });
export type Money = z.infer<typeof MoneySchema>;

export const IdSchema = z.uuid().transform((id) => id.toLowerCase());

// --- query parsing: lists arrive comma-joined or repeated -------------------------------------------

const SLUG = /^[a-z0-9][a-z0-9-]*$/;

/** A list parameter: `a,b` or `a&a=b`; empty items dropped. */
export const listParam = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item));

export const slugListParam = listParam(z.string().regex(SLUG, 'validation.slug'));

/** A page number: a whole number, floored at 1. */
export const PageParam = z
  .string()
  .regex(/^-?\d{1,9}$/, 'validation.integer')
  .transform((value) => Math.max(1, Number.parseInt(value, 10)));

/** A page size: a whole number floored at 1, or the word `all`. */
export const MaxResultsParam = z.union([
  z.literal('all'),
  z
    .string()
    .regex(/^-?\d{1,9}$/, 'validation.integer')
    .transform((value) => Math.max(1, Number.parseInt(value, 10))),
]);

export const BooleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const RegionParam = z.string().regex(/^(\d{1,4}|[A-Za-z]{2})$/, 'validation.region');

export const CARD_SORT_VALUES = ['freshness', 'price', 'popularity', 'name'] as const;

const CardSearchFields = {
  page: PageParam.optional(),
  maxResults: MaxResultsParam.optional(),
  query: z.string().trim().max(200, 'validation.max').optional(),
  filterAdult: BooleanParam.optional(),
  sizes: slugListParam.optional(),
  years: listParam(
    z
      .string()
      .regex(/^\d{1,3}$/, 'validation.integer')
      .transform(Number),
  ).optional(),
  sort: z.enum(CARD_SORT_VALUES).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
  region: RegionParam.optional(),
};

/** The parsed listing parameters; `categories` holds one tag-slug list per filterable category key. */
export interface CardSearchQuery {
  page?: number;
  maxResults?: number | 'all';
  query?: string;
  filterAdult?: boolean;
  sizes?: string[];
  years?: number[];
  sort?: (typeof CARD_SORT_VALUES)[number];
  direction?: 'asc' | 'desc';
  region?: string;
  categories?: Record<string, string[]>;
}

/** Builds the listing query schema; `extra` adds keys that are not category filters (e.g. `via`). */
export function cardSearchQuerySchema<E extends z.ZodRawShape>(extra: E = {} as E) {
  const fixed = Object.keys({ ...CardSearchFields, ...extra });
  return (
    z
      .object({ ...CardSearchFields, ...extra })
      // Every other key is a filterable category (occasion, recipient, style …) with a list of tag slugs.
      .catchall(slugListParam)
      .transform((input) => {
        const categories: Record<string, string[]> = {};
        const known: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(input)) {
          if (fixed.includes(key)) known[key] = value;
          else categories[key] = value as string[];
        }
        return { ...known, categories } as CardSearchQuery & { [K in keyof E]?: z.infer<E[K]> };
      })
  );
}

export const CardSearchQuerySchema = cardSearchQuerySchema();

/** The filters a listing applies, after defaults. */
export const CardFiltersSchema = z.object({
  query: z.string(),
  filterAdult: z.boolean(),
  sizes: z.array(z.string()),
  years: z.array(z.number()),
  sort: z.enum(CARD_SORT_VALUES),
  direction: z.enum(['asc', 'desc']),
  categories: z.record(z.string(), z.array(z.string())),
});
export type CardFilters = z.infer<typeof CardFiltersSchema>;

// --- answers -------------------------------------------------------------------------------------

export const ImageSourcesSchema = z.object({
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  /** The JPEG at the middle width, the fallback; both srcsets follow from it (rules/images `imageSrcset`). */
  src: z.string(),
  /** The WebP at the same width: each picture names its path in both formats. */
  webp: z.string(),
});
export type ImageSources = z.infer<typeof ImageSourcesSchema>;

export const CardPageImageSchema = ImageSourcesSchema.extend({
  page: z.number().int(),
  type: z.enum(['front', 'inside-left', 'inside-right', 'back']),
});

export const ArtistRefSchema = z.object({
  id: z.string(),
  brandName: z.string(),
  slug: z.string(),
  fullPath: z.string(),
  cardLogo: z.string(),
});

export const CardSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  fullPath: z.string(),
  artist: ArtistRefSchema,
  price: MoneySchema.nullable(),
  size: z.string(),
  adult: z.boolean(),
  image: ImageSourcesSchema,
});
export type CardSummary = z.infer<typeof CardSummarySchema>;

export const PageInfoSchema = z.object({
  current: z.number().int(),
  perPage: z.union([z.number().int(), z.literal('all')]),
  total: z.number().int(),
  totalPages: z.number().int(),
  nextUrl: z.string().nullable(),
  prevUrl: z.string().nullable(),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

export const FilterOptionsSchema = z.object({
  categories: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      type: z.string(),
      tags: z.array(z.object({ slug: z.string(), name: z.string() })),
    }),
  ),
  sizes: z.array(z.object({ id: z.string(), name: z.string() })),
  years: z.array(z.number()),
  sorts: z.array(z.enum(CARD_SORT_VALUES)),
});
export type FilterOptions = z.infer<typeof FilterOptionsSchema>;

export const CardSearchResultSchema = z.object({
  results: z.array(CardSummarySchema),
  page: PageInfoSchema,
  filters: CardFiltersSchema,
  filterOptions: FilterOptionsSchema,
});
export type CardSearchResult = z.infer<typeof CardSearchResultSchema>;

export const ShippingDetailsSchema = z.object({
  countries: z.array(z.string()),
  days: z.object({ min: z.number(), max: z.number() }),
  cutoffs: z.object({ from: z.string(), to: z.string() }).nullable(),
});

export const AlternatePriceSchema = MoneySchema.extend({
  regionId: z.number().int(),
  shipping: z.number().int(),
  shippingDetails: ShippingDetailsSchema,
});

export const HreflangSchema = z.object({ hreflang: z.string(), href: z.string() });
export const BreadcrumbSchema = z.object({ label: z.string(), route: z.string() });
export type Breadcrumb = z.infer<typeof BreadcrumbSchema>;

export const TagRefSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  path: z.string(),
  category: z.string(),
});

/** A card's related cards: by its artist, in a tag, or a general suggestion, with where to see them all. */
export const CardRelatedSchema = z.object({
  type: z.enum(['artist', 'tag', 'generic']),
  id: z.string().nullable(),
  path: z.string(),
  items: z.array(CardSummarySchema),
});
export type CardRelated = z.infer<typeof CardRelatedSchema>;

export const CardDetailSchema = CardSummarySchema.extend({
  description: z.string(),
  greeting: z.string(),
  tags: z.array(TagRefSchema),
  alternatePrices: z.record(z.string(), AlternatePriceSchema),
  formats: z.array(z.string()),
  locale: z.string().nullable(),
  years: z.array(z.number()),
  sizeDetails: z.lazy(() => CardSizeSchema),
  imagery: z.array(CardPageImageSchema),
  canonical: z.string(),
  hreflangs: z.array(HreflangSchema),
  breadcrumbs: z.array(BreadcrumbSchema),
  /** Left out where the card page reads them apart, streamed after its first paint. */
  related: CardRelatedSchema.optional(),
  publishedAt: z.string(),
});
export type CardDetail = z.infer<typeof CardDetailSchema>;

export const CardSizeSchema = z.object({
  id: z.string(),
  name: z.string(),
  pages: z.number().int(),
  foldOn: z.enum(['none', 'flip', 'left', 'top']),
  dimensions: z.object({ width: z.number(), height: z.number() }),
  bleed: z.object({ x: z.number(), y: z.number() }),
  margins: z.object({ top: z.number(), right: z.number(), bottom: z.number(), left: z.number() }),
  content: z.array(z.string()),
  giftCards: z.boolean(),
});
export type CardSize = z.infer<typeof CardSizeSchema>;

export const CardImagerySchema = z.object({ id: z.string(), pages: z.array(CardPageImageSchema) });

export const IdParamsSchema = z.object({ id: IdSchema });
export const SizeParamsSchema = z.object({ id: z.string().regex(SLUG) });
