import {
  BooleanParam,
  BreadcrumbSchema,
  ImageSourcesSchema,
  listParam,
  MaxResultsParam,
  PageInfoSchema,
  PageParam,
  slugListParam,
} from './catalogue.ts';
import * as z from './zod.ts';

export const GiftCardQuerySchema = z.strictObject({
  page: PageParam.optional(),
  maxResults: MaxResultsParam.optional(),
  categories: slugListParam.optional(),
  occasions: slugListParam.optional(),
  recipients: slugListParam.optional(),
  regions: listParam(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'validation.region')
      .transform((v) => v.toUpperCase()),
  ).optional(),
  wildcards: BooleanParam.optional(),
  query: z.string().trim().max(100, 'validation.max').optional(),
});
export type GiftCardQuery = z.infer<typeof GiftCardQuerySchema>;

export const GiftCardSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  wildcard: z.boolean(),
  fullPath: z.string(),
  value: z.object({ min: z.number().int(), max: z.number().int(), currency: z.string() }),
  valueFormatted: z.object({ min: z.string(), max: z.string(), currency: z.string() }),
  /** Amount in minor units → its label ('$50.00'), for the quick-add form. */
  availableAmounts: z.record(z.string(), z.string()),
  validityPeriod: z.string().nullable(),
  regions: z.array(z.string()),
  categories: z.array(z.string()),
  cardImage: ImageSourcesSchema,
});
export type GiftCardSummary = z.infer<typeof GiftCardSummarySchema>;

export const GiftCardDetailSchema = GiftCardSummarySchema.extend({
  title: z.string(),
  description: z.string(),
  redemption: z.string(),
  terms: z.string(),
  termsUrl: z.string().nullable(),
  alternateCards: z.record(z.string(), z.object({ country: z.string(), url: z.string() })),
  breadcrumbs: z.array(BreadcrumbSchema),
  metaTitle: z.string(),
  metaDescription: z.string(),
  canonical: z.string(),
});
export type GiftCardDetail = z.infer<typeof GiftCardDetailSchema>;

export const GiftCardCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  fullPath: z.string(),
  description: z.string(),
});
export type GiftCardCategory = z.infer<typeof GiftCardCategorySchema>;

export const GiftCardListSchema = z.object({
  results: z.array(GiftCardSummarySchema),
  page: PageInfoSchema,
  filters: z.object({
    categories: z.array(z.string()),
    occasions: z.array(z.string()),
    recipients: z.array(z.string()),
    regions: z.array(z.string()),
    wildcards: z.boolean().nullable(),
    query: z.string(),
  }),
});
export type GiftCardList = z.infer<typeof GiftCardListSchema>;
