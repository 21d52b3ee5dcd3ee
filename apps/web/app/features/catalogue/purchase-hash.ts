import type { PurchaseMode } from './purchase-options.tsx';

/** Modes a URL hash can open: `#details-{id}`, `#blank-{id}`, `#personalised-{id}`. */
export type HashMode = Extract<PurchaseMode, 'details' | 'blank' | 'personalised'>;

// The id is a lowercase UUID, 36 characters with its hyphens.
const PURCHASE_HASH =
  /^#?(details|blank|personalised)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The card and mode a URL hash asks the purchase-options modal for, or null for any other hash. */
export function parsePurchaseHash(hash: string): { mode: HashMode; id: string } | null {
  const match = PURCHASE_HASH.exec(hash);
  if (!match) return null;
  return { mode: match[1] as HashMode, id: match[2] as string };
}

/** The hash (without '#') the modal adds to the address in a mode; single and bulk add none. */
export function purchaseHash(mode: PurchaseMode, id: string): string | undefined {
  return mode === 'details' || mode === 'blank' || mode === 'personalised' ? `${mode}-${id}` : undefined;
}
