import type { CardDraft, Recipient, Sender } from '@cardshop/shared/contracts/compose';
import type { OrderItem } from '@cardshop/shared/contracts/orders';
import { splitName } from '@cardshop/shared/rules/names';
import { ADDRESS_FIELDS } from '../../ui/address/fields.ts';
import { api } from '../api.ts';
import { browserStorage, readOrderRef } from './current-order.ts';

// Back from an order item to the card being written (account-ordering.md §4 "Reloading an order item"):
// resume editing restores the whole draft, marked with the item it replaces; copying an item starts a
// new card with the same art, layout and sender only (without the gift card, which was the first
// recipient's).

type Loose = Record<string, unknown>;

function record(value: unknown): Loose {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};
}

/** The string fields of `source` named by `keys` (empty and missing ones left out). */
function strings<K extends string>(source: Loose, keys: readonly K[]): Partial<Record<K, string>> {
  const picked: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' && value !== '') picked[key] = value;
  }
  return picked;
}

/** The item's sender as the form has it: a single `name` is split into first and last name. */
export function senderOf(value: unknown): Partial<Sender> {
  const source = record(value);
  const sender: Partial<Sender> = strings(source, ['firstName', 'lastName', 'email', ...ADDRESS_FIELDS]);
  if (!sender.firstName && typeof source.name === 'string' && source.name.trim()) {
    Object.assign(sender, splitName(source.name));
  }
  return sender;
}

function recipientOf(value: unknown): Partial<Recipient> {
  const source = record(value);
  return { type: 'person', ...strings(source, ['name', ...ADDRESS_FIELDS]) };
}

const contactOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function giftCardVerificationOf(value: unknown): CardDraft['options'] {
  const verification = record(record(value).giftCardVerification);
  if (typeof verification.enable !== 'boolean') return undefined;
  return {
    giftCardVerification: {
      enable: verification.enable,
      email: contactOf(verification.email),
      phone: contactOf(verification.phone),
    },
  };
}

/**
 * The layout without its gift-card objects: a copy goes to someone else, who gets a gift card of their
 * own choosing (and not the first recipient's verification address).
 */
function withoutGiftCards(layout: unknown): unknown {
  const document = record(layout);
  if (!Array.isArray(document.pages)) return layout;
  return {
    ...document,
    pages: document.pages.map((page) => {
      const objects = record(page).objects;
      return Array.isArray(objects)
        ? { ...record(page), objects: objects.filter((object) => record(object).type !== 'gift-card') }
        : page;
    }),
  };
}

/**
 * The draft an order item was made from. Reloading (resume editing) restores recipient, sender, the
 * schedule ('later' on its scheduledDate, else 'now') and shipping (shipTo 'direct' is D, else S), and
 * marks the draft with the item so adding it again replaces that line. `copy` keeps only the art, the
 * layout and the sender.
 */
export function draftFromItem(item: OrderItem, options: { copy?: boolean; now?: Date } = {}): CardDraft {
  const savedAt = (options.now ?? new Date()).toISOString();
  const base = {
    cardId: item.card.art.id,
    layout: item.card.layout ?? null,
    sender: senderOf(item.card.sender),
  };
  if (options.copy) return { ...base, layout: withoutGiftCards(base.layout), savedAt };
  const giftCards = giftCardVerificationOf(item.card.options);
  return {
    ...base,
    recipient: recipientOf(item.card.recipient),
    schedule: item.scheduledDate ? { type: 'later', date: item.scheduledDate.slice(0, 10) } : { type: 'now' },
    shipping: { method: item.shippingMethod, type: item.shipTo === 'direct' ? 'D' : 'S' },
    ...(giftCards ? { options: giftCards } : {}),
    item: { id: item.id, token: item.token },
    savedAt,
  };
}

/** Error thrown when there is no current order to reload an item from. */
export class NoCurrentOrderError extends Error {
  constructor() {
    super('no current order');
  }
}

/**
 * Resume editing: asks the server for an item of the current order (`POST /api/order/reload-item`) and
 * gives the draft it came from. Rejects with NoCurrentOrderError without a current order, or with the
 * API's error (404 when the item is no longer in the order).
 */
export async function loadItemDraft(item: { id: string; token: string }): Promise<CardDraft> {
  const order = readOrderRef(browserStorage());
  if (!order) throw new NoCurrentOrderError();
  const answer = await api<OrderItem>('/api/order/reload-item', {
    method: 'POST',
    json: { order, item: { id: item.id, token: item.token } },
  });
  return draftFromItem(answer);
}
