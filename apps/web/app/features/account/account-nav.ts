// The account secondary navigation (account-ordering.md §2): every account page that exists, in the order
// shown. A page joins the list when it is built; until then its path is not found.

export type AccountSectionId =
  | 'dashboard'
  | 'profile'
  | 'change-password'
  | 'security'
  | 'orders'
  | 'gifts'
  | 'addresses'
  | 'credits'
  | 'credit-history'
  | 'saved-card'
  | 'organisations'
  | 'templates'
  | 'reminders'
  | 'favourites';

export interface AccountSection {
  id: AccountSectionId;
  /** Translation key of the label (`account.nav.<id>`). */
  labelKey: string;
  url: string;
  /** Whom the navigation offers it to (everyone without it); its page answers others itself. */
  shownTo?: (user: NavUser) => boolean;
}

/** What the navigation reads of the signed-in user. */
export interface NavUser {
  permissions: Record<string, boolean>;
  access: { organisations: readonly string[] };
}

const section = (
  id: AccountSectionId,
  url: string,
  shownTo?: (user: NavUser) => boolean,
): AccountSection => ({ id, labelKey: `account.nav.${id}`, url, ...(shownTo ? { shownTo } : {}) });

export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  section('dashboard', '/account'),
  section('profile', '/account/profile'),
  section('change-password', '/account/change-password'),
  section('security', '/account/security'),
  section('orders', '/account/orders'),
  // The gift cards sent inside cards, and each one's page.
  section('gifts', '/account/gifts'),
  // The address book: its contacts' and groups' pages live under it.
  section('addresses', '/account/addresses'),
  // Buying credits: its pack pages and the purchase's page live under it.
  section('credits', '/account/credits/purchase'),
  section('credit-history', '/account/credit-history'),
  section('saved-card', '/account/saved-card'),
  // The organisations the account belongs to, and switching between them (decision 0036).
  section('organisations', '/account/organisations', (user) => user.access.organisations.length > 0),
  // The organisation's templates, for members who may use them.
  section('templates', '/account/templates', (user) => user.permissions.useTemplates === true),
  // The dates to remember (decision record 37).
  section('reminders', '/account/reminders'),
  section('favourites', '/favourites'),
];

/** The sections the navigation offers this user. */
export function sectionsFor(user: NavUser | null): AccountSection[] {
  return ACCOUNT_SECTIONS.filter((entry) => !entry.shownTo || (user !== null && entry.shownTo(user)));
}

const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The section a path belongs to: the longest matching section URL (so /account/orders/view/… is orders).
 * The dashboard matches /account alone. Null for a path of no section.
 */
export function accountSectionOf(pathname: string): AccountSection | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: AccountSection | null = null;
  for (const candidate of ACCOUNT_SECTIONS) {
    const matches = candidate.id === 'dashboard' ? path === candidate.url : within(path, candidate.url);
    if (matches && (!best || candidate.url.length > best.url.length)) best = candidate;
  }
  return best;
}
