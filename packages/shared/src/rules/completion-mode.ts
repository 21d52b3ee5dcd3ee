import type { OrderItem } from '../contracts/orders.ts';

// How the completion page reads (`/complete/{id}/{token}/{mode}`, account-ordering.md §1): a single card
// written and sent to someone, cards written for many recipients at once, or blank cards posted to the
// buyer. The payment page names the mode of what was bought; the page works it out when none is named.

export const COMPLETION_MODES = ['single', 'bulk', 'blank'] as const;
export type CompletionMode = (typeof COMPLETION_MODES)[number];

export function isCompletionMode(value: string | undefined): value is CompletionMode {
  return (COMPLETION_MODES as readonly string[]).includes(value ?? '');
}

/**
 * The mode of an order's items: blank when every line is blank cards, bulk when more than one written
 * card goes out, else single. Null for an order without items.
 */
export function completionModeOf(
  items: ReadonlyArray<Pick<OrderItem, 'blank' | 'quantity'>>,
): CompletionMode | null {
  if (items.length === 0) return null;
  const written = items.filter((item) => !item.blank).reduce((sum, item) => sum + item.quantity, 0);
  if (written === 0) return 'blank';
  return written > 1 ? 'bulk' : 'single';
}

/**
 * The mode the page reads in: the one its address names when that is true of the order (blank: it has
 * blank cards; single: one written card; bulk: several), else the order's own.
 */
export function shownCompletionMode(
  named: CompletionMode | null,
  items: ReadonlyArray<Pick<OrderItem, 'blank' | 'quantity'>>,
): CompletionMode | null {
  const written = items.filter((item) => !item.blank).reduce((sum, item) => sum + item.quantity, 0);
  const fits =
    named === 'blank'
      ? items.some((item) => item.blank)
      : named === 'single'
        ? written === 1
        : named === 'bulk' && written > 1;
  return fits ? named : completionModeOf(items);
}
