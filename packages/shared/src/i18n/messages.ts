import { ACCOUNT } from './en-AU/account.ts';
import { ADDRESS_BOOK } from './en-AU/address-book.ts';
import { ADDRESS_IMPORT } from './en-AU/address-import.ts';
import { ADDRESS_REQUESTS, ADDRESS_REQUESTS_MAIL } from './en-AU/address-requests.ts';
import { AUTH } from './en-AU/auth.ts';
import { CAMPAIGNS } from './en-AU/campaigns.ts';
import { CART } from './en-AU/cart.ts';
import { CATALOGUE } from './en-AU/catalogue.ts';
import { CHECKOUT } from './en-AU/checkout.ts';
import { COMPOSE } from './en-AU/compose.ts';
import { CONTENT } from './en-AU/content.ts';
import { CREDITS } from './en-AU/credits.ts';
import { CUSTOM_ARTWORK } from './en-AU/custom-artwork.ts';
import { EDITOR } from './en-AU/editor.ts';
import { GIFT_CARDS } from './en-AU/gift-cards.ts';
import { GLOBAL } from './en-AU/global.ts';
import { HOME } from './en-AU/home.ts';
import { MAIL } from './en-AU/mail.ts';
import { ORGANISATIONS, ORGANISATIONS_MAIL } from './en-AU/organisations.ts';
import { QR_CODES } from './en-AU/qr-codes.ts';
import { REDEEM } from './en-AU/redeem.ts';
import { SHELL } from './en-AU/shell.ts';
import { STUDIO } from './en-AU/studio.ts';

// Interface text by locale and namespace. en-AU is complete and the fallback; other locales hold only the
// keys whose wording differs. `GET /api/config/translations?which=global,catalogue` serves these, and the
// server-rendered page embeds the ones it needs. Keys are flat and start with their namespace.

export type Messages = Record<string, Record<string, string>>;

const EN_AU: Messages = {
  global: GLOBAL,
  shell: SHELL,
  home: HOME,
  catalogue: CATALOGUE,
  content: CONTENT,
  'gift-cards': GIFT_CARDS,
  auth: AUTH,
  account: ACCOUNT,
  'address-book': { ...ADDRESS_BOOK, ...ADDRESS_IMPORT },
  'address-requests': ADDRESS_REQUESTS,
  cart: CART,
  checkout: CHECKOUT,
  credits: CREDITS,
  redeem: REDEEM,
  organisations: ORGANISATIONS,
  'custom-artwork': CUSTOM_ARTWORK,
  'qr-codes': QR_CODES,
  campaigns: CAMPAIGNS,
  editor: EDITOR,
  // The card being composed: `editor.compose.*` keys, a namespace of their own beside 'editor'.
  compose: COMPOSE,
  // The artists' studio (decision 0038).
  studio: STUDIO,
};

const EN_US: Messages = {
  catalogue: { 'catalogue.card.colour': 'Color' },
  credits: {
    'credits.history.refund': 'Given back: order {{number}} canceled',
    'credits.history.gift-refund': 'Given back: order {{number}} canceled',
  },
};

export const MESSAGES: Record<string, Messages> = {
  'en-AU': EN_AU,
  'en-US': EN_US,
  'en-GB': {},
  'en-CA': {},
  'en-NZ': {},
};

export const MESSAGE_NAMESPACES = Object.keys(EN_AU);

/** The flat message map of a locale over the fallback: every key, in the locale's wording where it has one. */
export function messagesFor(locale: string, fallback = 'en-AU'): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const code of [fallback, locale]) {
    for (const namespace of Object.values(MESSAGES[code] ?? {})) Object.assign(merged, namespace);
  }
  return merged;
}

// Mail text is read only by the server, so it stays out of the maps pages embed. Locales other than
// en-AU add their wording here as they need it.
const MAIL_MESSAGES: Record<string, Record<string, string>> = {
  'en-AU': { ...MAIL, ...ADDRESS_REQUESTS_MAIL, ...ORGANISATIONS_MAIL },
};

// Merged once a locale: every mail (an order confirmation on each checkout) reads them.
const mailMaps = new Map<string, Readonly<Record<string, string>>>();

/** The messages a mail in this locale is written with: the page messages plus the `mail.*` keys. */
export function mailMessagesFor(locale: string, fallback = 'en-AU'): Readonly<Record<string, string>> {
  const key = `${locale} ${fallback}`;
  let merged = mailMaps.get(key);
  if (!merged) {
    merged = Object.freeze({
      ...messagesFor(locale, fallback),
      ...MAIL_MESSAGES[fallback],
      ...MAIL_MESSAGES[locale],
    });
    mailMaps.set(key, merged);
  }
  return merged;
}
