import {
  BreadcrumbSchema,
  CardDetailSchema,
  CardSearchResultSchema,
  HreflangSchema,
  ImageSourcesSchema,
  PageInfoSchema,
} from './catalogue.ts';
import { ArticleSummarySchema } from './config.ts';
import { GiftCardCategorySchema, GiftCardDetailSchema, GiftCardListSchema } from './gift-cards.ts';
import * as z from './zod.ts';

export const CONTENT_TYPE_VALUES = [
  'artist',
  'card-art',
  'category',
  'content',
  'gift-card',
  'gift-card-category',
  'gift-card-region',
  'tag',
] as const;
export type ContentType = (typeof CONTENT_TYPE_VALUES)[number];

export const SectionSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    title: z.string().optional(),
    subtitle: z.string().optional(),
    content: z.string().optional(),
    cta: z.string().optional(),
    ctaLabel: z.string().optional(),
    quote: z.string().optional(),
    author: z.string().optional(),
    featureImageUrls: ImageSourcesSchema.optional(),
    items: z.array(z.record(z.string(), z.unknown())).optional(),
    cards: z.array(z.unknown()).optional(),
  })
  .loose();
export type Section = z.infer<typeof SectionSchema>;

export const ArtistSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  fullPath: z.string(),
  brandName: z.string(),
  artistName: z.string(),
  summary: z.string(),
  country: z.string(),
  countryName: z.string(),
  cardLogo: z.string(),
  cardLogoAlts: z.object({ full: z.string() }),
});
export type ArtistSummary = z.infer<typeof ArtistSummarySchema>;

export const ArtistDetailSchema = ArtistSummarySchema.extend({
  bio: z.string(),
  bioImageUrl: z.string(),
  bioImageAlts: z.object({ full: z.string() }),
  facebookUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
});

export const ArticleLinkSchema = z.object({ title: z.string(), path: z.string() });

export const TagPageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  path: z.string(),
  name: z.string(),
  heading: z.string(),
  adults: z.boolean(),
  kids: z.boolean(),
  giftCategory: z.boolean(),
  primary: z.boolean(),
});

/** What the content finder answers for any path: the common page fields plus those of its type. */
export const ContentSchema = z.object({
  contentType: z.enum(CONTENT_TYPE_VALUES),
  template: z.string(),
  id: z.string(),
  path: z.string(),
  title: z.string(),
  heading: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaSummary: z.string(),
  canonical: z.string(),
  hreflangs: z.array(HreflangSchema),
  breadcrumbs: z.array(BreadcrumbSchema),
  nav: z.enum(['primary', 'business']),
  filterMode: z.enum(['cards', 'giftCards', 'none']),
  content: z.string(),
  featureImage: ImageSourcesSchema.nullable(),
  sections: z.array(SectionSchema),
  publishedAt: z.string().nullable(),
  pagination: PageInfoSchema.extend({ enabled: z.boolean() }).nullable(),
  children: z.array(ArticleSummarySchema).optional(),
  prevArticle: ArticleLinkSchema.nullable().optional(),
  nextArticle: ArticleLinkSchema.nullable().optional(),
  artists: z.array(ArtistSummarySchema).optional(),
  artist: ArtistDetailSchema.optional(),
  cards: CardSearchResultSchema.optional(),
  card: CardDetailSchema.optional(),
  categoryType: z.enum(['occasion', 'recipient', 'category']).optional(),
  tag: TagPageSchema.optional(),
  tiles: z
    .array(z.object({ tag: TagPageSchema, image: ImageSourcesSchema.nullable(), count: z.number().int() }))
    .optional(),
  giftCard: GiftCardDetailSchema.optional(),
  giftCards: GiftCardListSchema.optional(),
  giftCardsConfig: z
    .object({
      categories: z.array(GiftCardCategorySchema),
      regions: z.array(z.object({ iso: z.string(), name: z.string(), path: z.string(), icon: z.string() })),
      /** The occasions and recipients the gift cards suit: the listing's filter options. */
      occasions: z.array(z.object({ slug: z.string(), name: z.string() })),
      recipients: z.array(z.object({ slug: z.string(), name: z.string() })),
    })
    .optional(),
  initialFilters: z.object({ categories: z.array(z.string()), query: z.string() }).optional(),
});
export type Content = z.infer<typeof ContentSchema>;

export const LatestArticlesSchema = z.array(ArticleSummarySchema);
