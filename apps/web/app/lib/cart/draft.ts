import type { CardDraft, Sender } from '@cardshop/shared/contracts/compose';
import { CARD_DRAFT_KEY, type KeyValueStorage, SENDER_KEY } from './current-order.ts';

// The card being written lives in this browser (localStorage 'cardshop.cardDraft') until it is added to
// the cart, so a reload or a later visit to /write resumes it.

/** How long after the last change the draft is written down. */
export const DRAFT_SAVE_DELAY_MS = 300;

/** The kept draft, or null when there is none or what is kept is not a draft. */
export function readDraft(storage: KeyValueStorage | null): CardDraft | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(CARD_DRAFT_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const draft = value as Partial<CardDraft>;
    if (typeof draft.cardId !== 'string' || draft.cardId === '') return null;
    return { ...draft, cardId: draft.cardId, layout: draft.layout, savedAt: String(draft.savedAt ?? '') };
  } catch {
    return null;
  }
}

export function writeDraft(storage: KeyValueStorage | null, draft: CardDraft): void {
  try {
    storage?.setItem(CARD_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage: the draft lasts for this page only.
  }
}

const SENDER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'address',
  'address2',
  'locality',
  'adminAreaLevel1',
  'postcode',
  'country',
] as const;

/** Remembers who sent the card just added (names, e-mail and address only), for the next card. */
export function rememberSender(storage: KeyValueStorage | null, sender: Partial<Sender> | undefined): void {
  if (!sender?.firstName || !sender.email) return;
  const kept = Object.fromEntries(
    SENDER_FIELDS.flatMap((field) => (typeof sender[field] === 'string' ? [[field, sender[field]]] : [])),
  );
  try {
    storage?.setItem(SENDER_KEY, JSON.stringify(kept));
  } catch {
    // A full or blocked storage: the next card asks again.
  }
}

/** The sender remembered from the last card added, or null. Only its string fields are read. */
export function readSender(storage: KeyValueStorage | null): Partial<Sender> | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(SENDER_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const record = value as Record<string, unknown>;
    const sender = Object.fromEntries(
      SENDER_FIELDS.flatMap((field) => (typeof record[field] === 'string' ? [[field, record[field]]] : [])),
    ) as Partial<Sender>;
    return sender.firstName && sender.email ? sender : null;
  } catch {
    return null;
  }
}

/** What /write opens, from its URL and the kept draft. */
export type EditorStart =
  | { kind: 'card'; cardId: string; draft: CardDraft | null }
  | { kind: 'item'; itemId: string; draft: CardDraft | null }
  | { kind: 'draft'; draft: CardDraft }
  | { kind: 'empty' };

/**
 * `?card=` opens that card (resuming the kept draft when it is of the same card and not an order item);
 * `?item=` opens an order item (resuming the kept draft when it is that item's); neither resumes the kept
 * draft, if any.
 */
export function chooseStart(url: URL, kept: CardDraft | null): EditorStart {
  const itemId = url.searchParams.get('item');
  if (itemId) return { kind: 'item', itemId, draft: kept?.item?.id === itemId ? kept : null };
  const cardId = url.searchParams.get('card');
  if (cardId) {
    return { kind: 'card', cardId, draft: kept && kept.cardId === cardId && !kept.item ? kept : null };
  }
  return kept ? { kind: 'draft', draft: kept } : { kind: 'empty' };
}
