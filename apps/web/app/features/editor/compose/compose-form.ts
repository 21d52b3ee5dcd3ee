import { DEFAULT_SHIPPING_METHOD } from '@cardshop/shared/constants';
import type { User } from '@cardshop/shared/contracts/auth';
import {
  type CardDraft,
  type ComposedCard,
  ComposedCardSchema,
  type Recipient,
  type Sender,
  type ShippingType,
} from '@cardshop/shared/contracts/compose';
import { normalisePostcode } from '@cardshop/shared/rules/postcodes';
import { scheduleRange } from '@cardshop/shared/rules/schedule';
import { fieldErrorKey } from '../../../lib/form-errors.ts';
import { rulesOf } from '../../../lib/form-rules.ts';
import { type Destination, shippingPath } from '../../../lib/shipping-options.ts';
import { ADDRESS_FIELDS, type AddressField, type AddressFieldValues } from '../../../ui/address/fields.ts';

// The composing side of the card being written (account-ordering.md §3 "Card being composed"): the
// recipient, the sender, the schedule and shipping, checked by the shared contract the server parses
// `POST /api/order/add-card` with. Rules come back as field → rule names (no `validation.` prefix), like
// a 422's errors once the API client has them, and become one message key per field.

export type Rules = Record<string, string[]>;
export type Party = 'recipient' | 'sender';

export const DEFAULT_COMPOSE_SHIPPING: { method: string; type: ShippingType } = {
  method: DEFAULT_SHIPPING_METHOD,
  type: 'D',
};

const addressPaths = (party: Party) => ADDRESS_FIELDS.map((field) => `${party}.${field}`);

/** The panel's fields in the order they are shown: the first with an error is scrolled to. */
export const COMPOSE_FIELDS: readonly string[] = [
  'recipient.name',
  ...addressPaths('recipient'),
  'sender.firstName',
  'sender.lastName',
  'sender.email',
  ...addressPaths('sender'),
  'schedule.type',
  'schedule.date',
  'shipping.type',
  'shipping.method',
  'options.giftCardVerification.email',
  'options.giftCardVerification.phone',
];

/** Whether the card being written carries a gift card (a gift-card object in its layout). */
export function hasGiftCard(layout: unknown): boolean {
  const pages = (layout as { pages?: Array<{ objects?: Array<{ type?: string }> }> } | null)?.pages ?? [];
  return pages.some((page) => page.objects?.some((object) => object.type === 'gift-card'));
}

/** Who the card is posted to by the shipping type: the recipient for D, the sender for S. */
export function postedTo(type: ShippingType): Party {
  return type === 'D' ? 'recipient' : 'sender';
}

/** The draft's shipping, or posting direct by the standard method until one is chosen. */
export function shippingOf(draft: CardDraft): { method: string; type: ShippingType } {
  return draft.shipping ?? DEFAULT_COMPOSE_SHIPPING;
}

/** An address part as the form shows it: every line a string. */
export function addressValuesOf(source: Partial<Record<AddressField, string | null>> | undefined) {
  const values = {} as AddressFieldValues;
  for (const field of ADDRESS_FIELDS) values[field] = source?.[field] ?? '';
  return values;
}

/** Address lines left empty are left out (an optional line is absent, not ''). */
function withoutEmptyLines<T extends Record<string, unknown>>(source: T): T {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (
      typeof value === 'string' &&
      value.trim() === '' &&
      (ADDRESS_FIELDS as readonly string[]).includes(key)
    )
      continue;
    kept[key] = value;
  }
  return kept as T;
}

/**
 * The card as `POST /api/order/add-card` takes it (without order and item). The sender's address goes
 * only with a card posted to the sender; empty address lines are left out; the gift card's verification
 * goes only with a card that carries a gift card.
 */
export function composedOf(draft: CardDraft): ComposedCard {
  const shipping = shippingOf(draft);
  const sender: Partial<Sender> = { firstName: '', lastName: '', email: '', ...draft.sender };
  if (shipping.type === 'D') for (const field of ADDRESS_FIELDS) delete sender[field];
  const recipient: Partial<Recipient> = { type: 'person', name: '', ...draft.recipient };
  return {
    cardId: draft.cardId,
    layout: draft.layout,
    recipient: withoutEmptyLines(recipient) as Recipient,
    sender: withoutEmptyLines(sender) as Sender,
    schedule: draft.schedule ?? { type: 'now' },
    shipping,
    ...(draft.options && hasGiftCard(draft.layout) ? { options: draft.options } : {}),
  };
}

export interface ComposeCheck {
  /** Today in the region's calendar ('YYYY-MM-DD'). */
  today: string;
  /** Whether the country's addresses need a postcode (the country list's reqPostcode). */
  postcodeRequired: (country: string) => boolean;
}

/**
 * The panel's field errors as rule names: the shared contract (names, e-mail, the posting address with
 * the country rules), a later date from tomorrow to a year ahead, and the posting address's postcode
 * where its country needs one and in its country's format.
 */
export function validateDraft(draft: CardDraft, check: ComposeCheck): Rules {
  const composed = composedOf(draft);
  const rules = rulesOf(ComposedCardSchema.safeParse(composed));
  // The layout is the editor's to check (and the server's): not a field of this panel.
  for (const field of Object.keys(rules))
    if (field === 'layout' || field.startsWith('layout.')) delete rules[field];

  const schedule = draft.schedule;
  if (schedule?.type === 'later') {
    const { first, last } = scheduleRange(check.today);
    if (!schedule.date) rules['schedule.date'] = ['required'];
    else if (!rules['schedule.date'] && schedule.date < first)
      rules['schedule.date'] = ['editor.compose.schedule.too-soon'];
    else if (!rules['schedule.date'] && schedule.date > last)
      rules['schedule.date'] = ['editor.compose.schedule.too-late'];
  }

  const party = postedTo(composed.shipping.type);
  const address = composed[party] as Partial<Record<AddressField, string | null>>;
  const country = address.country?.trim() ?? '';
  const postcode = address.postcode?.trim() ?? '';
  const path = `${party}.postcode`;
  if (country && !rules[path]) {
    if (!postcode && check.postcodeRequired(country)) rules[path] = ['required'];
    else if (postcode && !normalisePostcode(country, postcode).valid) rules[path] = ['format'];
  }
  return rules;
}

/** Field → message key of the first rule it broke (a rule naming its own key is shown as it is). */
export function errorKeysOf(rules: Rules): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const [field, broken] of Object.entries(rules)) {
    const [first] = broken;
    if (first) keys[field] = fieldErrorKey(field.split('.').pop() ?? field, first);
  }
  return keys;
}

/** The first field of the panel with an error, in the order they are shown. */
export function firstInvalidField(errors: Record<string, unknown>): string | null {
  return COMPOSE_FIELDS.find((field) => errors[field]) ?? null;
}

/**
 * A 422 of add-card split between the editor and this panel: `layout` and `layout.*` (the card document:
 * an unknown font, text outside the page …) go to the editor as the server named them; the rest are the
 * panel's fields. Keys of neither (cardId, order, item) are `other`, said in an alert.
 */
export function splitServerErrors(errors: Rules): { layout: Rules; fields: Rules; other: Rules } {
  const split = { layout: {} as Rules, fields: {} as Rules, other: {} as Rules };
  for (const [field, rules] of Object.entries(errors)) {
    if (field === 'layout' || field.startsWith('layout.')) split.layout[field] = rules;
    else if (COMPOSE_FIELDS.includes(field)) split.fields[field] = rules;
    else if (field === 'recipient' || field === 'sender' || field === 'schedule' || field === 'shipping') {
      // A whole part refused (none given, say): shown at its first field.
      const first = COMPOSE_FIELDS.find((candidate) => candidate.startsWith(`${field}.`));
      if (first) split.fields[first] = rules;
    } else split.other[field] = rules;
  }
  return split;
}

/** The address the card is posted to, for its shipping options and delivery window; null without a country. */
export function destinationOf(draft: CardDraft): Destination | null {
  const party = postedTo(shippingOf(draft).type);
  const address = draft[party];
  const country = address?.country?.trim();
  if (!country) return null;
  return { country, adminAreaLevel1: address?.adminAreaLevel1 ?? null, postcode: address?.postcode ?? null };
}

/** `GET /api/delivery-window/{method}/{date}/{n}[/{a}[/{b}]]` for the destination; null without one. */
export function deliveryWindowPath(
  method: string,
  date: string,
  destination: Destination | null,
): string | null {
  const shipping = shippingPath(destination);
  if (!shipping || !method) return null;
  const place = shipping.slice('/api/shipping/'.length);
  return `/api/delivery-window/${encodeURIComponent(method)}/${encodeURIComponent(date)}/${place}`;
}

/**
 * What the draft lacks that the panel fills in once: the posting country of the region, the signed-in
 * sender's names, e-mail and address, sending now and posting direct. Null when nothing is missing.
 */
export function draftDefaults(
  draft: CardDraft,
  context: {
    user: Pick<User, 'firstName' | 'lastName' | 'email' | AddressField> | null;
    country: string;
    /** The sender of the last card this browser added, offered when no one is signed in. */
    remembered?: Partial<Sender> | null;
  },
): CardDraft | null {
  const next: CardDraft = { ...draft };
  let changed = false;
  if (!draft.recipient?.country && context.country) {
    next.recipient = { type: 'person', ...draft.recipient, country: context.country };
    changed = true;
  }
  const sender = draft.sender ?? {};
  const { user } = context;
  if (user && !sender.firstName && !sender.lastName && !sender.email) {
    const address = user.country ? addressOf(user) : {};
    next.sender = {
      ...sender,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      ...(sender.country ? {} : address),
    };
    changed = true;
  } else if (!user && context.remembered && !sender.firstName && !sender.lastName && !sender.email) {
    next.sender = { ...context.remembered, ...sender };
    if (!next.sender.country && context.country) next.sender.country = context.country;
    changed = true;
  } else if (!sender.country && context.country) {
    next.sender = { ...sender, country: context.country };
    changed = true;
  }
  if (!draft.schedule) {
    next.schedule = { type: 'now' };
    changed = true;
  }
  if (!draft.shipping) {
    next.shipping = { ...DEFAULT_COMPOSE_SHIPPING };
    changed = true;
  }
  return changed ? next : null;
}

function addressOf(source: Partial<Record<AddressField, string | null>>): Partial<Sender> {
  const address: Partial<Sender> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = source[field];
    if (value) address[field] = value;
  }
  return address;
}
