import type { PageMessages } from './page-messages.ts';

// Namespace lists and message look-ups that browser code may import (page-messages.ts holds every
// message of every locale and is for loaders only).

/** What sign-in pages and dialogs translate with. */
export const AUTH_NAMESPACES = ['auth'];

/** What the payment, complete, resume and order pages translate with. */
export const CHECKOUT_NAMESPACES = ['checkout'];

/** What the credits pages translate with (their card form and totals share the checkout's wording). */
export const CREDITS_NAMESPACES = ['credits', 'checkout'];

/** What the gift card recipient's pages (/redeem …) translate with. */
export const REDEEM_NAMESPACES = ['redeem'];

/** What the card editor (/write) translates with. */
export const EDITOR_NAMESPACES = ['editor', 'compose'];

/** What the address book's pages translate with. */
export const ADDRESS_BOOK_NAMESPACES = ['address-book'];

/** What the business sign-up, the manage dashboard and invitations translate with. */
export const ORGANISATIONS_NAMESPACES = ['organisations'];

/** What the custom-artwork pages translate with (decision 0035). */
export const CUSTOM_ARTWORK_NAMESPACES = ['custom-artwork'];
/** What the artists' studio translates with (decision 0038). */
export const STUDIO_NAMESPACES = ['studio'];
/** What the QR landing page and the manage dashboard's scans translate with. */
export const QR_CODES_NAMESPACES = ['qr-codes'];
/** What the bulk-send pages and the campaign list translate with (the card form is the checkout's). */
export const CAMPAIGNS_NAMESPACES = ['campaigns', 'checkout', 'address-book'];

/** What the account area translates with (its forms share the sign-in pages' wording). */
export const ACCOUNT_NAMESPACES = ['account', 'auth'];

/**
 * A message from the sets the matched routes embedded (meta functions run outside the component tree,
 * so they look the wording up in the loaders' data).
 */
export function matchedMessage(
  matches: ReadonlyArray<{ loaderData?: unknown } | undefined>,
  key: string,
): string | undefined {
  for (const match of matches) {
    const set = (match?.loaderData as { messages?: PageMessages } | null | undefined)?.messages;
    const text = set?.namespaces ? set.messages[key] : undefined;
    if (text !== undefined) return text;
  }
  return undefined;
}
