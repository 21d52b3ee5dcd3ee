import type { OrderItem } from '@cardshop/shared/contracts/orders';
import { formatShortDay } from '@cardshop/shared/rules/dates';

// What a cart line says of a written card: who it is for and when it is sent (account-ordering.md §3
// "Order item": card.recipient, scheduledDate).

export interface WrittenLine {
  /** The recipient's name, or null when the card carries none. */
  recipient: string | null;
  /** The owner's address-book contact the card went to, named as the book names them now (account view). */
  contact: { id: string; name: string } | null;
  /** The day it is sent ('Apr 2nd 2026'), or null for a card sent straight away once paid. */
  sendsOn: string | null;
}

/** The recipient and send day of a written card's line; null for blanks. */
export function writtenLineOf(
  item: Pick<OrderItem, 'blank' | 'card' | 'scheduledDate' | 'contact'>,
): WrittenLine | null {
  if (item.blank) return null;
  const recipient = item.card.recipient as { name?: unknown } | null | undefined;
  const name = typeof recipient?.name === 'string' && recipient.name.trim() ? recipient.name.trim() : null;
  return {
    recipient: item.contact?.name ?? name,
    contact: item.contact ?? null,
    sendsOn: item.scheduledDate ? formatShortDay(item.scheduledDate) : null,
  };
}
