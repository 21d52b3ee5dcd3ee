// Business constants of the shop spec. Every magic number the apps use lives here so that web, server
// and tests agree on one value.

// Listings and paging

/** Cards shown per listing page. */
export const LISTING_PAGE_SIZE = 24;
/** Artists shown per artists page. */
export const ARTISTS_PAGE_SIZE = 24;
/** Results per page when a search request gives no maxResults. */
export const SEARCH_DEFAULT_PAGE_SIZE = 25;
/** Page used when a search request gives no page. */
export const SEARCH_DEFAULT_PAGE = 1;
/** Cards rendered up front on a listing (two full rows of 4); the rest wait for the client. */
export const FIRST_RENDER_CARDS = 8;
/** Articles shown in the latest-articles strip. */
export const LATEST_ARTICLES_COUNT = 3;
/** Most testimonials shown in the testimonial carousel. */
export const TESTIMONIALS_MAX = 6;

// Carousels and gestures

/** Time each hero slide stays before the next one. */
export const HERO_INTERVAL_MS = 6000;
/** Time the first hero slide is shown alone before the others load. */
export const HERO_FIRST_SLIDE_ONLY_MS = 6000;
/** Time each testimonial stays before the next one. */
export const TESTIMONIAL_INTERVAL_MS = 6000;
/** Base interval of card image carousels. */
export const CARD_CAROUSEL_INTERVAL_MS = 8000;
/** Random extra delay per card carousel so neighbouring cards do not flip in unison. */
export const CARD_CAROUSEL_JITTER_MS = 1500;
/** Fraction of the finger movement the hero follows while dragged. */
export const HERO_DRAG_FACTOR = 0.4;
/** Shortest finger travel that counts as a swipe. */
export const SWIPE_MIN_DISTANCE_PX = 50;
/** Fewest touch points a gesture needs to count as a swipe. */
export const SWIPE_MIN_POINTS = 3;
/** Longest gesture that still counts as a swipe. */
export const SWIPE_MAX_DURATION_MS = 750;
/** Minimum swipe velocity, in px per 16 ms frame (see rules/swipe.ts). */
export const SWIPE_MIN_VELOCITY = 1;
/** Finger travel under which a touch is a tap. */
export const TAP_TOLERANCE_PX = 20;
/** Time after a touch during which mouse emulation events are ignored. */
export const TOUCH_RESET_MS = 2500;

// Layout

/** Viewport width below which the mobile layout applies. */
export const BREAKPOINT_MOBILE = 768;
/** Viewport width below which the portrait-mobile layout applies. */
export const BREAKPOINT_PORTRAIT_MOBILE = 480;
/** Viewport width below which the small-tablet layout applies. */
export const BREAKPOINT_SMALL_TABLET = 1100;
/** Widths of the responsive image renditions. */
export const IMAGE_WIDTHS = [480, 1000] as const;
/** One of the responsive image rendition widths. */
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** Links per mega-menu column. */
export const MEGA_MENU_COLUMN_SIZE = 7;
/** Links per footer group column. */
export const FOOTER_GROUP_COLUMN_SIZE = 7;
/** Previous sends listed on desktop. */
export const PREVIOUS_SENDS_SHOWN = 8;
/** Previous sends listed on mobile. */
export const PREVIOUS_SENDS_SHOWN_MOBILE = 5;
/** Inches in one millimetre. */
export const INCH_PER_MM = 0.0393701;

// Network, caching and timing

/** Hours after which cached catalogue data counts as stale. */
export const CACHE_STALE_HOURS = 72;
/** Further tries of a failed cacheable read (after the first), unless the server answered with an error. */
export const RETRY_COUNT = 3;
/** Delay between request retries. */
export const RETRY_DELAY_MS = 3000;
/** Tries of a translations fetch before it fails with global.errors.translation-load-failed. */
export const TRANSLATION_RETRIES = 20;
/** Delay between translation polls. */
export const TRANSLATION_RETRY_MS = 1000;
/** Time the added-to-cart banner stays visible. */
export const CART_BANNER_MS = 4500;
/** Time a closing modal animates before it is removed. */
export const MODAL_REMOVAL_MS = 500;
/** Delay before an unauthenticated visitor is redirected to sign-in. */
export const UNAUTHENTICATED_REDIRECT_MS = 500;
/** Delay before infinite scroll loads the next page. */
export const INFINITE_LOAD_DELAY_MS = 1000;
/** Distance from the bottom at which infinite scroll starts loading. */
export const INFINITE_LOAD_MARGIN_PX = 600;
/** Delay before infinite scroll retries a blocked load. */
export const INFINITE_RETRY_MS = 50;
/** Delay before a product view is recorded, so bounces are not counted. */
export const PRODUCT_VIEW_DELAY_MS = 1000;
/** Time the favourite tooltip stays visible. */
export const FAVOURITE_TOOLTIP_MS = 1500;
/** Fade-out time of the favourite tooltip. */
export const FAVOURITE_TOOLTIP_FADE_MS = 300;
/** Delay before the navigation hides after a link click. */
export const NAV_HIDE_AFTER_CLICK_MS = 400;
/** Debounce of search-as-you-type. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Idle time after which search results open by themselves. */
export const SEARCH_AUTO_OPEN_MS = 2000;
/** Shortest time an alert stays visible. */
export const ALERT_MIN_MS = 5000;
/** Extra alert time per character, so long messages can be read. */
export const ALERT_MS_PER_CHAR = 50;
/** Fade-out time of an alert. */
export const ALERT_FADE_MS = 500;
/** Widest an alert grows. */
export const ALERT_MAX_WIDTH_PX = 700;
/** Debounce of missing-translation reports. */
export const I18N_REPORT_DEBOUNCE_MS = 3000;
/** Tries of an editor font before 'Unable to load font {id} - maximum attempts exceeded.'. */
export const FONT_LOAD_TRIES = 3;
/** Wait between two tries of a font. */
export const FONT_RETRY_MS = 250;
/** The longest a font may take, all its tries together. */
export const FONT_TIMEOUT_MS = 5000;
/** Tries of the support chat's show or hide while its panel is not there yet. */
export const CHAT_RETRIES = 60;
/** Wait between two tries of the support chat's show or hide. */
export const CHAT_RETRY_MS = 500;
/** Visitor idle time after which the cookie-consent banner's script loads. */
export const COOKIE_CONSENT_IDLE_MS = 5000;
/** Product impressions seen within this time go to the data layer as one event. */
export const IMPRESSION_BATCH_MS = 500;
/** Fade of the region switcher's flags. */
export const FLAG_FADE_MS = 350;
/** Delay before the account menu opens on hover while the search is hovered. */
export const ACCOUNT_MENU_HOVER_DELAY_MS = 750;
/** Lines of expandable content shown before 'Show more'. */
export const EXPANDABLE_LINES = 3;
/** Size of the card-dimensions drawing, in px (DIMENSION_VISUAL_SMALL_PX on small screens). */
export const DIMENSION_VISUAL_PX = 90;
export const DIMENSION_VISUAL_SMALL_PX = 66;

// Regions, locale and checkout

/** Region used when none is chosen or detected. */
export const DEFAULT_REGION_ID = 1;
/** Locale used when the visitor's locale has no translations. */
export const FALLBACK_LOCALE = 'en-AU';
/** Shipping method preselected at checkout. */
export const DEFAULT_SHIPPING_METHOD = 'standard';
/** Fewest blank cards in one order line. */
export const BLANK_QUANTITY_MIN = 1;
/** Most blank cards in one order line. */
export const BLANK_QUANTITY_MAX = 250;
/** Longest first or last name. */
export const NAME_MAX = 128;
/** Longest single-field full name. */
export const SINGLE_NAME_MAX = 180;
/** Longest email address. */
export const EMAIL_MAX = 180;
/** Digits in a multi-factor authentication code. */
export const MFA_CODE_LENGTH = 6;
/** Seconds before another MFA code may be requested. */
export const MFA_RESEND_WAIT_S = 60;

// Sessions (ASVS 4.0.3 V3.3.2 at level 2: 12 hours, or 30 minutes idle; decision record 21)

/** A signed-in session ends this long after its sign-in, however active (not sliding). */
export const SESSION_ABSOLUTE_MS = 12 * 3600 * 1000;
/** A signed-in session ends when unused this long. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** A signed-out visitor's CSRF cookie (and any signed-out session) ends when unused this long. */
export const SIGNED_OUT_IDLE_MS = 24 * 3600 * 1000;

// App version

/** Marketing version of the app. */
export const APP_VERSION = '3.0.0';
/** Build number of the app. */
export const APP_BUILD = 2039;

// Business accounts

/** Bands of yearly card sends offered on the business sign-up form. */
export const BUSINESS_SEND_BANDS = [
  '0-49',
  '50-99',
  '100-249',
  '250-499',
  '500-999',
  '1000-1999',
  '2000-4999',
  '5000+',
] as const;
/** One business yearly-sends band. */
export type BusinessSendBand = (typeof BUSINESS_SEND_BANDS)[number];

/** Organisation sizes offered on the business sign-up form. */
export const ORGANISATION_SIZES = ['1-5', '6-20', '21-100', '100-plus'] as const;
/** One organisation size. */
export type OrganisationSize = (typeof ORGANISATION_SIZES)[number];

/** Use cases offered on the business sign-up form (the spec's 11); their wording is `organisations.use-case.*`. */
export const BUSINESS_USE_CASES = [
  'automated-anniversary',
  'birthday',
  'crm-sends',
  'christmas',
  'customer-engagement',
  'customer-thanks',
  'employee-anniversaries',
  'employee-birthdays',
  'gifts-and-appreciation',
  'prospecting',
  'other',
] as const;
/** Slug of one business use case. */
export type BusinessUseCase = (typeof BUSINESS_USE_CASES)[number];

/** Industries offered on the business sign-up form (25); their wording is `organisations.industry.*`. */
export const BUSINESS_INDUSTRIES = [
  'accounting-finance',
  'agriculture',
  'automotive',
  'construction-trades',
  'consulting',
  'education',
  'energy-utilities',
  'government',
  'health',
  'hospitality-tourism',
  'insurance',
  'it-software',
  'legal',
  'manufacturing',
  'marketing-advertising',
  'media-entertainment',
  'not-for-profit',
  'real-estate',
  'recruitment-hr',
  'retail',
  'sport-fitness',
  'telecommunications',
  'transport-logistics',
  'wholesale-distribution',
  'other',
] as const;
/** Slug of one industry. */
export type BusinessIndustry = (typeof BUSINESS_INDUSTRIES)[number];

/**
 * Usage permissions of an organisation member: what they may spend or reuse (keys starting `use` are
 * usage permissions, rules/permissions.ts).
 */
export const USAGE_PERMISSIONS = ['useCredits', 'useGiftCredit', 'useSavedCard', 'useTemplates'] as const;
/**
 * Management permissions: holding any one makes a member a manager of the organisation. `members` invites,
 * changes and removes members; the others guard the organisation's billing, campaigns and settings.
 */
export const MANAGEMENT_PERMISSIONS = ['members', 'billing', 'campaigns', 'settings'] as const;
/** Every permission an organisation member can hold, management first. */
export const ORGANISATION_PERMISSIONS = [...MANAGEMENT_PERMISSIONS, ...USAGE_PERMISSIONS] as const;
/** One organisation permission. */
export type OrganisationPermission = (typeof ORGANISATION_PERMISSIONS)[number];

/** Longest organisation name. */
export const ORGANISATION_NAME_MAX = 180;
/** Days an invitation to join an organisation can be accepted in. */
export const INVITATION_LIFETIME_DAYS = 7;

// Card credits (docs/decisions/0024-credits.md)

/** Fewest card credits in one purchase. */
export const CREDIT_PURCHASE_MIN = 5;
/** Most card credits in one purchase. */
export const CREDIT_PURCHASE_MAX = 5000;
/** The packs the buying page offers with one press (any quantity in range can be typed). */
export const CREDIT_PACKS = [10, 20, 50, 100, 250, 500, 1000] as const;
/** Credit history entries shown (newest first). */
export const CREDIT_HISTORY_LIMIT = 500;

// Gift credit (docs/decisions/0027-gift-credit.md): money in the region's currency that pays for gift-card
// value. Amounts here are whole major units (dollars, pounds).

/** Least gift credit in one top-up. */
export const GIFT_CREDIT_TOP_UP_MIN = 20;
/** Most gift credit in one top-up. */
export const GIFT_CREDIT_TOP_UP_MAX = 10000;
/** The top-ups the buying page offers with one press (any whole amount in range can be typed). */
export const GIFT_CREDIT_PRESETS = [50, 100, 250, 500, 1000] as const;

// Addresses and people

/** Unit types offered for the second address line ('other' lets the customer type one). */
export const ADDRESS_LINE2_TYPES = ['APT', 'BLDG', 'DEPT', 'FL', 'RM', 'STE', 'UNIT', 'other'] as const;
/** One address line 2 type. */
export type AddressLine2Type = (typeof ADDRESS_LINE2_TYPES)[number];

/** Personal titles offered on name forms. */
export const TITLES = ['Mr', 'Mrs', 'Ms', 'Master', 'Miss', 'Dr', 'Hon'] as const;
/** One personal title. */
export type Title = (typeof TITLES)[number];

/** ISO codes of countries whose addresses need a state or province. */
export const STATE_REQUIRED_COUNTRIES = ['AU', 'CA', 'CN', 'MY', 'MX', 'US'] as const;
/** ISO code of a country whose addresses need a state. */
export type StateRequiredCountry = (typeof STATE_REQUIRED_COUNTRIES)[number];

// Content and catalogue

/** Page templates a content page can use. */
export const CONTENT_TEMPLATES = [
  'artists',
  'blog',
  'business',
  'businessFeature',
  'businessLanding',
  'businessSignup',
  'businessVertical',
  'cards',
  'changelog',
  'giftCards',
  'level2',
] as const;
/** One content page template. */
export type ContentTemplate = (typeof CONTENT_TEMPLATES)[number];
/** Template of a content page that names none. */
export const DEFAULT_CONTENT_TEMPLATE: ContentTemplate = 'level2';

/** Kinds of entity a URL slug can resolve to. */
export const CONTENT_TYPES = [
  'artist',
  'card-art',
  'category',
  'content',
  'gift-card',
  'gift-card-category',
  'gift-card-region',
  'tag',
] as const;
/** One kind of routable entity. */
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Orders a card listing can be sorted by. */
export const CARD_SORTS = ['freshness', 'price', 'popularity', 'name'] as const;
/** One card listing sort. */
export type CardSort = (typeof CARD_SORTS)[number];
/** Sort of a card listing that names none. */
export const DEFAULT_CARD_SORT: CardSort = 'freshness';

/** Directions a listing can be sorted in. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
/** One sort direction. */
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** Sort direction of a listing that names none (newest first). */
export const DEFAULT_SORT_DIRECTION: SortDirection = 'desc';

/** The direction each sort takes when none is given: newest and most popular first, cheapest and A–Z first. */
export const SORT_DEFAULT_DIRECTION: Record<CardSort, SortDirection> = {
  freshness: 'desc',
  price: 'asc',
  popularity: 'desc',
  name: 'asc',
};

// Server rendering

/**
 * A page route sets this response header (value 'public') when its HTML depends only on the URL and the
 * region, so the host may keep the rendered page for signed-out visitors. The host removes it before
 * answering.
 */
export const RENDER_CACHE_HEADER = 'x-render-cache';

// Redeeming a gift card (issue 17, docs/decisions/0026-redeeming-gift-cards.md)

/** Characters of a redemption code (Crockford base32: 60 random bits), printed in groups of four. */
export const REDEEM_CODE_LENGTH = 12;
/** Digits of the code that confirms the recipient (sent to the e-mail or phone the buyer gave). */
export const REDEEM_VERIFICATION_LENGTH = 6;
/** Minutes a verification code stays good. */
export const REDEEM_VERIFICATION_TTL_MIN = 15;
/** Wrong verification codes before the recipient must ask for a new one. */
export const REDEEM_VERIFICATION_ATTEMPTS = 5;
/** Seconds before another verification code may be sent for the same gift card. */
export const REDEEM_VERIFICATION_RESEND_S = 60;
/** Wrong redemption codes one address may try in REDEEM_FAILURE_WINDOW_MIN before it must wait. */
export const REDEEM_FAILURES_PER_IP = 10;
/** The window of REDEEM_FAILURES_PER_IP, in minutes. */
export const REDEEM_FAILURE_WINDOW_MIN = 15;
/** Times a buyer may resend the recipient's gift card e-mail in a day. */
export const GIFT_RESENDS_PER_DAY = 3;
