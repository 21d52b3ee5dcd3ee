import type { OrderItem } from '@cardshop/shared/contracts/orders';

/** What the order pages say about a paid item: a translation key and the day or moment it names. */
export type FulfilmentStatus =
  | { key: 'checkout.item.status-dispatched'; moment: string }
  | { key: 'checkout.item.status-printed' }
  | { key: 'checkout.item.status-scheduled-on'; day: string }
  | { key: 'checkout.item.status-scheduled' };

/** Where a paid item is: scheduled (for its day), printed, or posted at a moment. Null while unpaid. */
export function fulfilmentStatus(
  item: Pick<OrderItem, 'dispatch' | 'scheduledDate'>,
): FulfilmentStatus | null {
  const { status, dispatchedAt } = item.dispatch;
  if (status === 'pending') return null;
  if (status === 'dispatched' && dispatchedAt)
    return { key: 'checkout.item.status-dispatched', moment: dispatchedAt };
  // A card for a later day is printed soon after payment; its day is still what the buyer wants to see.
  if (item.scheduledDate) return { key: 'checkout.item.status-scheduled-on', day: item.scheduledDate };
  if (status === 'printed') return { key: 'checkout.item.status-printed' };
  return { key: 'checkout.item.status-scheduled' };
}
