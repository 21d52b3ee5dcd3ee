// The account secondary navigation (account-ordering.md §2): every account page, in the order shown.
// Pages whose content comes with later work are listed now and open the 'coming soon' page.

export type AccountSectionId =
  | 'dashboard'
  | 'profile'
  | 'change-password'
  | 'security'
  | 'saved-card'
  | 'addresses'
  | 'address-groups'
  | 'credit-history'
  | 'gifts'
  | 'orders'
  | 'reminders'
  | 'favourites';

export interface AccountSection {
  id: AccountSectionId;
  /** Translation key of the label (`account.nav.<id>`). */
  labelKey: string;
  url: string;
  /** The page has content now; otherwise its URL opens the 'coming soon' page. */
  ready: boolean;
}

const section = (id: AccountSectionId, url: string, ready: boolean): AccountSection => ({
  id,
  labelKey: `account.nav.${id}`,
  url,
  ready,
});

export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  section('dashboard', '/account', true),
  section('profile', '/account/profile', true),
  section('change-password', '/account/change-password', true),
  section('security', '/account/security', true),
  section('saved-card', '/account/saved-card', false),
  section('addresses', '/account/addresses', false),
  section('address-groups', '/account/addresses/groups', false),
  section('credit-history', '/account/credit-history', false),
  section('gifts', '/account/gifts', false),
  section('orders', '/account/orders', true),
  section('reminders', '/account/reminders', false),
  section('favourites', '/favourites', true),
];

// Pages under a section that the spec names by another path (buying credits belongs to credit history).
const ALIASES: ReadonlyArray<{ prefix: string; id: AccountSectionId }> = [
  { prefix: '/account/credits', id: 'credit-history' },
];

const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The section a path belongs to: the longest matching section URL (so /account/addresses/groups/add is
 * address groups, not addresses). The dashboard matches /account alone. Null for a path of no section.
 */
export function accountSectionOf(pathname: string): AccountSection | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: AccountSection | null = null;
  for (const candidate of ACCOUNT_SECTIONS) {
    const matches = candidate.id === 'dashboard' ? path === candidate.url : within(path, candidate.url);
    if (matches && (!best || candidate.url.length > best.url.length)) best = candidate;
  }
  if (best) return best;
  const alias = ALIASES.find((entry) => within(path, entry.prefix));
  return alias ? (ACCOUNT_SECTIONS.find((candidate) => candidate.id === alias.id) ?? null) : null;
}

/** The section a 'coming soon' path names, or null when nothing in the account area lives there. */
export function comingSoonSection(pathname: string): AccountSection | null {
  const found = accountSectionOf(pathname);
  return found && !found.ready ? found : null;
}
