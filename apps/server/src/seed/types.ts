// The shapes of the demo catalogue's source data. The data files under seed/data and seed/content
// produce these; seed/generate.ts turns them into rows.

export interface CurrencySeed {
  code: string; // ISO 4217, e.g. 'AUD'
  symbol: string; // '$', '£'
  symbolLeads: boolean; // true: '$5.00'; false: '5,00 kr'
  precision: number; // minor-unit digits, usually 2
  decimalMark: string;
  thousandsSeparator: string;
}

export interface RegionSeed {
  id: number; // AU is 1, the default
  iso: string; // 'AU'
  name: string; // 'Australia'
  currency: string; // currency code
  locale: string; // 'en-AU'
  dateFormat: string; // PHP-style, e.g. 'd/m/Y'
  datetimeFormat: string; // e.g. 'd/m/Y g:ia'
  timeZone: string; // IANA, e.g. 'Australia/Sydney'
  countries: string[]; // ISO codes this region serves; its own first
  displayAddress: string[] | null; // lines of the office address, null for none
}

export interface CountrySeed {
  iso: string; // ISO 3166-1 alpha-2
  name: string;
  reqState: boolean;
  reqPostcode: boolean;
}

export interface StateSeed {
  country: string; // 'AU' | 'CA' | 'US'
  code: string; // 'NSW'
  name: string;
}

export interface CardSizeSeed {
  id: string; // 'letter' | 'notecard' | 'postcard' | 'folded'
  name: string;
  pages: 1 | 2 | 4;
  foldOn: 'none' | 'flip' | 'left' | 'top';
  dimensions: { width: number; height: number }; // mm, of one face
  bleed: { x: number; y: number }; // mm
  margins: { top: number; right: number; bottom: number; left: number }; // mm
  content: string[]; // per-page content type, e.g. ['artwork', 'message', 'message', 'back']
  giftCards: boolean; // can carry a gift card
}

export type CategoryType = 'occasion' | 'recipient' | 'category';

export interface TagSeed {
  slug: string; // 'birthday'
  name: string;
  heading?: string; // overrides '<name> Cards'
  description: string; // short HTML paragraph(s)
  adults?: boolean; // an adult-themed tag: its cards are hidden by the adult filter
  kids?: boolean;
  giftCategory?: boolean; // offered as a gift-card category
  primary?: boolean; // shown in navigation and the category page
  children?: TagSeed[]; // child tags, paths nest under the parent
}

export interface CategorySeed {
  slug: string; // 'occasion' → path /occasion
  type: CategoryType;
  name: string; // 'Occasions'
  description: string;
  filterable: boolean; // a filter list of its own in card listings
  tags: TagSeed[];
}

export interface ArtistWords {
  brandNames: string[]; // at least 30
  firstNames: string[];
  lastNames: string[];
  bioSentences: string[]; // pieces combined into bios
  countries: string[]; // ISO codes artists live in
}

export interface CardWords {
  // Greeting lines per tag slug (e.g. 'birthday': ['Happy Birthday', ...]); 'generic' for any.
  greetings: Record<string, string[]>;
  descriptionSentences: string[];
}

export interface GiftCardSeed {
  slug: string;
  name: string;
  wildcard: boolean; // a choose-anything card shown with a wildcard label
  currency: string;
  valueMin: number; // minor units
  valueMax: number; // minor units
  availableAmounts: number[]; // minor units offered in the quick-add form
  validityPeriod: string; // '3 years', '12 months', 'no expiry'
  regions: string[]; // region ISO codes where usable; first is its home region
  categories: string[]; // gift-card category slugs
  description: string; // HTML
  redemption: string; // HTML
  terms: string | null; // HTML; null uses the default terms text
  termsUrl: string | null;
  palette: [string, string]; // two hex colours for its generated image
}

export interface GiftCardCategorySeed {
  slug: string;
  name: string;
  icon: string; // svg-icon name
  description: string;
  occasions: string[]; // occasion tag slugs its gift cards suit (the listing's occasion filter)
  recipients: string[]; // recipient tag slugs its gift cards suit (the listing's recipient filter)
}

export interface SectionSeed {
  type:
    | 'cards'
    | 'companies'
    | 'comparison'
    | 'discount'
    | 'faq'
    | 'general'
    | 'hero'
    | 'icons'
    | 'image'
    | 'inline-image'
    | 'quote'
    | 'pricing'
    | 'shipping'
    | 'signup'
    | 'testimonials';
  title?: string;
  subtitle?: string;
  content?: string; // HTML
  cta?: string; // a URL
  ctaLabel?: string;
  quote?: string;
  author?: string;
  items?: Array<Record<string, unknown>>; // faq: {title, content}; icons: {icon, title, content}; comparison rows …
}

export type ContentTemplate =
  | 'artists'
  | 'blog'
  | 'business'
  | 'businessFeature'
  | 'businessLanding'
  | 'businessSignup'
  | 'businessVertical'
  | 'cards'
  | 'changelog'
  | 'giftCards'
  | 'level2'
  | 'article'
  | 'faq';

export interface ContentSeed {
  path: string; // '/articles/how-to-write-a-sympathy-card'
  template: ContentTemplate;
  title: string;
  metaDescription: string;
  summary: string; // one or two sentences for listings
  body: string; // HTML; may be '' when sections carry the page
  nav?: 'primary' | 'business'; // which primary navigation the page shows
  publishedAt: string; // ISO date 'YYYY-MM-DD'
  featureImage?: { palette: [string, string]; motif: string }; // generated image
  sections?: SectionSeed[];
  children?: ContentSeed[]; // changelog updates, articles under /articles …
}

export interface HeroSlideSeed {
  title: string;
  subtitle: string;
  content: string;
  ctaLabel: string;
  ctaLink: string;
  className?: string;
  bgColor: string; // hex without '#'
  regions: string[] | { include?: string[]; exclude?: string[] } | null; // region ISO codes
  palette: [string, string];
}

export interface TestimonialSeed {
  title: string;
  content: string; // HTML
  attribution: string;
  attributionExtra: number; // star rating 1..5
}

export interface NavItemSeed {
  label: string;
  url: string;
  icon?: string;
  children?: NavItemSeed[];
  groups?: Array<{ label: string; links: NavItemSeed[]; allLink?: NavItemSeed }>;
  allLink?: NavItemSeed;
}

export interface NavigationSeed {
  primary: NavItemSeed[];
  secondary: NavItemSeed[];
  footer: Array<{ label: string; links: NavItemSeed[] }>;
  business: NavItemSeed[];
}

export interface SiteSettingsSeed {
  brand: { name: string; tagline: string; email: string; phone: string; defaultAddress: string[] };
  socials: { facebook: string; twitter: string; instagram: string; linkedin: string };
}

export interface BusinessTierSeed {
  fromUnits: number;
  toUnits: number | null; // null: open-ended
  unitCharge: number; // minor units, including postage
  savingPercent: number;
}

export interface BusinessPricingSeed {
  region: string; // region ISO
  currency: string;
  postage: number; // minor units per card
  tiers: BusinessTierSeed[];
}
