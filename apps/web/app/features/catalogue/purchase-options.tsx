import type { CardSummary } from '@cardshop/shared/contracts/catalogue';

export type PurchaseMode = 'details' | 'single' | 'bulk' | 'blank' | 'personalised';

/** Opens the purchase-options modal for a card in a mode (stub until the card page work lands). */
export function usePurchaseOptions(): (card: Pick<CardSummary, 'id'>, mode: PurchaseMode) => void {
  return () => undefined;
}
