import { ImageSourcesSchema } from './catalogue.ts';
import * as z from './zod.ts';

export const CurrencySchema = z.object({
  code: z.string(),
  symbol: z.string(),
  symbolLeads: z.boolean(),
  precision: z.number().int(),
  decimalMark: z.string(),
  thousandsSeparator: z.string(),
});
export type Currency = z.infer<typeof CurrencySchema>;

/** Currencies keyed by code. */
export const CurrencyMapSchema = z.record(z.string(), CurrencySchema);

export const RegionSchema = z.object({
  id: z.number().int(),
  iso: z.string(),
  name: z.string(),
  currency: z.string(),
  locale: z.string(),
  dateFormat: z.string(),
  datetimeFormat: z.string(),
  timeZone: z.string(),
  countries: z.array(z.string()),
  icon: z.string(),
  displayAddress: z.array(z.string()).nullable(),
});
export type Region = z.infer<typeof RegionSchema>;

export const CountrySchema = z.object({
  iso: z.string(),
  name: z.string(),
  reqState: z.boolean(),
  reqPostcode: z.boolean(),
});
export const StateSchema = z.object({ code: z.string(), name: z.string() });

export const CountriesSchema = z.object({
  countries: z.array(CountrySchema),
  /** States by country ISO (AU, CA, US). */
  states: z.record(z.string(), z.array(StateSchema)),
});
export type Countries = z.infer<typeof CountriesSchema>;

export const BusinessTierSchema = z.object({
  fromUnits: z.number().int(),
  toUnits: z.number().int().nullable(),
  unitCharge: z.number().int(),
  savingPercent: z.number(),
});
export const BusinessPricingSchema = z.object({
  regionId: z.number().int(),
  currency: z.string(),
  postage: z.number().int(),
  tiers: z.array(BusinessTierSchema),
});
export type BusinessPricing = z.infer<typeof BusinessPricingSchema>;
/** Business pricing keyed by region id. */
export const BusinessPricingMapSchema = z.record(z.string(), BusinessPricingSchema);

export const TranslationsQuerySchema = z.object({
  which: z
    .string()
    .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, 'validation.format')
    .optional(),
  locale: z
    .string()
    .regex(/^[a-z]{2}-[A-Z]{2}$/, 'validation.format')
    .optional(),
});
/** Locale → flat message map ('global.errors.not-found' → text). */
export const TranslationsSchema = z.record(z.string(), z.record(z.string(), z.string()));

export const I18nReportSchema = z.object({
  reports: z
    .array(
      z.object({
        type: z.literal('missing'),
        locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'validation.format'),
        key: z.string().min(1).max(200),
        uri: z.string().max(500),
        time: z.number().int().nonnegative(),
      }),
    )
    .min(1)
    .max(200),
});

export const NavItemSchema: z.ZodType<NavItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    label: z.string(),
    url: z.string(),
    icon: z.string().optional(),
    children: z.array(NavItemSchema).optional(),
    groups: z
      .array(
        z.object({ label: z.string(), links: z.array(NavItemSchema), allLink: NavItemSchema.optional() }),
      )
      .optional(),
    allLink: NavItemSchema.optional(),
  }),
);
export interface NavItem {
  id: string;
  label: string;
  url: string;
  icon?: string;
  children?: NavItem[];
  groups?: Array<{ label: string; links: NavItem[]; allLink?: NavItem }>;
  allLink?: NavItem;
}

export const TestimonialSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  attribution: z.string(),
  attributionExtra: z.number(),
});

export const ArticleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
  image: ImageSourcesSchema.nullable(),
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

export const TagNodeSchema = z.object({
  id: z.string(),
  slug: z.string(),
  path: z.string(),
  name: z.string(),
  heading: z.string(),
  parentId: z.string().nullable(),
  primary: z.boolean(),
  adults: z.boolean(),
  kids: z.boolean(),
  giftCategory: z.boolean(),
});
export const TagCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  path: z.string(),
  type: z.string(),
  name: z.string(),
  filterable: z.boolean(),
  tags: z.array(TagNodeSchema),
});

/** What the page shell needs at start-up, in one answer. */
export const BootstrapSchema = z.object({
  version: z.string(),
  region: RegionSchema,
  regions: z.array(RegionSchema),
  currencies: CurrencyMapSchema,
  countries: z.array(CountrySchema),
  states: z.record(z.string(), z.array(StateSchema)),
  tags: z.array(TagCategorySchema),
  envelopeCosts: z.record(z.string(), z.number()),
  globalFeatures: z.record(z.string(), z.boolean()),
  testimonials: z.array(TestimonialSchema),
  articles: z.array(ArticleSummarySchema),
  brand: z.object({
    name: z.string(),
    tagline: z.string(),
    email: z.string(),
    phone: z.string(),
    defaultAddress: z.array(z.string()),
  }),
  socials: z.record(z.string(), z.string()),
  navigation: z.object({
    primary: z.array(NavItemSchema),
    secondary: z.array(NavItemSchema),
    footer: z.array(z.object({ label: z.string(), links: z.array(NavItemSchema) })),
    business: z.array(NavItemSchema),
  }),
  businessConversions: z.record(z.string(), z.record(z.string(), z.number())),
  mapsKey: z.string().nullable(),
  paymentKey: z.string().nullable(),
  domains: z.record(z.string(), z.string()),
  /** True while the built-in test gateway takes payments (no money moves): every page says so. */
  testMode: z.boolean(),
});
export type Bootstrap = z.infer<typeof BootstrapSchema>;
