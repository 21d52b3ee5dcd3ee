import type { CreditEntry, GiftCreditEntry } from '@cardshop/shared/contracts/credits';

// Pure rules of the credits pages (docs/decisions/0024-credits.md): their addresses, how a tier and a
// ledger entry are worded, and a change shown with its sign.

type Ref = { id: string; token: string };

/** The buying page of the region's tiers and packs. */
export const CREDITS_BUY_URL = '/account/credits/purchase';

/** The account's credit history. */
export const CREDIT_HISTORY_URL = '/account/credit-history';

/** The page that pays for a pack of `quantity` credits. */
export const payUrl = (quantity: number) => `${CREDITS_BUY_URL}/${quantity}`;

/** The page that pays for a top-up of `amount` whole units of gift credit (decision 0027). */
export const giftPayUrl = (amount: number) => `/account/credits/gift-credit/${amount}`;

/**
 * The page that pays for a purchase of its kind again: its pack, or its top-up in whole units of a
 * currency of `precision` decimals.
 */
export const purchasePayUrl = (
  purchase: { kind: 'credits' | 'gift-credit'; quantity: number; subtotal: number },
  precision = 2,
) =>
  purchase.kind === 'gift-credit'
    ? giftPayUrl(Math.round(purchase.subtotal / 10 ** precision))
    : payUrl(purchase.quantity);

/** The page that shows a purchase once paid. */
export const completeUrl = (ref: Ref) =>
  `${CREDITS_BUY_URL}/complete/${encodeURIComponent(ref.id)}/${encodeURIComponent(ref.token)}`;

/** An order's page in the account, by the owner's view token. */
export const orderViewUrl = (ref: Ref) =>
  `/account/orders/view/${encodeURIComponent(ref.id)}/${encodeURIComponent(ref.token)}`;

/** The short reference a buyer quotes to the shop: the order id's first eight characters. */
export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

/** A tier's band as words: '50 to 99', or '1000 or more' for the open last band. */
export function tierBand(tier: { fromUnits: number; toUnits: number | null }) {
  return tier.toUnits === null
    ? { key: 'credits.buy.tier-from', values: { from: tier.fromUnits } }
    : { key: 'credits.buy.tier-range', values: { from: tier.fromUnits, to: tier.toUnits } };
}

/** What a ledger entry was: bought, used for an order, or given back when an order was cancelled. */
export function entryWording(entry: Pick<CreditEntry, 'kind' | 'order'>) {
  const number = entry.order ? orderNumber(entry.order.id) : '';
  switch (entry.kind) {
    case 'purchase':
      return { key: 'credits.history.purchase', values: {} };
    case 'use':
      return { key: 'credits.history.use', values: { number } };
    default:
      return { key: 'credits.history.refund', values: { number } };
  }
}

/** What a gift-credit ledger entry was: a top-up, a use by an order, or a cancelled order's refund. */
export function giftEntryWording(entry: Pick<GiftCreditEntry, 'kind' | 'order'>) {
  const number = entry.order ? orderNumber(entry.order.id) : '';
  switch (entry.kind) {
    case 'top-up':
      return { key: 'credits.history.gift-top-up', values: {} };
    case 'use':
      return { key: 'credits.history.gift-use', values: { number } };
    default:
      return { key: 'credits.history.gift-refund', values: { number } };
  }
}

/** A change of credits with its sign: '+20', '−2' (a minus sign, not a hyphen). */
export function signedChange(quantity: number): string {
  return quantity > 0 ? `+${quantity}` : `−${Math.abs(quantity)}`;
}
