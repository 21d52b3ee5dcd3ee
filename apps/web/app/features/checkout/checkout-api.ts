import type { Order, OrderRef } from '@cardshop/shared/contracts/orders';
import type { IntentResult, QuoteResult, TestPaymentResult } from '@cardshop/shared/contracts/payments';
import type { SavedCardPayment, SavedCardResult } from '@cardshop/shared/contracts/saved-card';
import { api } from '../../lib/api.ts';
import type { CardValues } from '../../ui/payment-card/card-form.ts';
import type { CustomerValues } from './customer.ts';

// The checkout's calls (account-ordering.md §7), typed by the shared contracts. Only types are imported,
// so no zod reaches the page.

const post = <T>(path: string, json: unknown, signal?: AbortSignal) =>
  api<T>(path, { method: 'POST', json, ...(signal ? { signal } : {}) });

const orderPath = (ref: OrderRef) => `${encodeURIComponent(ref.id)}/${encodeURIComponent(ref.token)}`;

/** Applies a discount code; a refusal may carry the order as it is now (`data.order`). Abortable. */
export function applyPromo(order: OrderRef, code: string, email: string | null, signal?: AbortSignal) {
  return post<Order>('/api/payment/order/apply-promo', { order, code, ...(email ? { email } : {}) }, signal);
}

export function removePromo(order: OrderRef) {
  return post<Order>('/api/payment/order/remove-promo', { order });
}

/** Prices the order (and saves the buyer's details with it, when given). */
export function quoteOrder(order: OrderRef, customer: CustomerValues | null, signal?: AbortSignal) {
  return post<QuoteResult>('/api/payment/order/quote', { order, ...(customer ? { customer } : {}) }, signal);
}

/** An intent for the order; `saveCard` keeps the card for the signed-in account once it pays. */
export function createIntent(order: OrderRef, saveCard = false) {
  return post<IntentResult>('/api/payment/order/intent', { order, ...(saveCard ? { saveCard } : {}) });
}

/** The signed-in account's saved card; a signed-out visitor is not sent to log in. */
export function fetchSavedCard() {
  return api<SavedCardResult>('/api/account/saved-card', { ignoreAuthFailure: true });
}

/** Pays the order with the account's saved card in one step (the shop confirms it at the provider). */
export function paySavedCard(order: OrderRef, cardId: string) {
  return post<SavedCardPayment>('/api/payment/order/pay-saved-card', { order, cardId });
}

export function confirmTestPayment(secret: string, card: CardValues) {
  return post<TestPaymentResult>('/api/payment/test/confirm', { secret, card });
}

export function answerTestChallenge(secret: string, approve: boolean) {
  return post<TestPaymentResult>('/api/payment/test/challenge', { secret, approve });
}

/** Pays an order the account's credits cover in full, without a card (decision 0024). */
export function payWithCredits(order: OrderRef) {
  return post<Order>('/api/payment/order/pay-with-credits', { order });
}

/** Completes the paid order (idempotent on the server). */
export function completeOrder(order: OrderRef, intentId: string) {
  return post<Order>('/api/payment/order/complete', { order, intentId });
}

/** An order by its id and token; a 401 is not a reason to send the buyer to log in. */
export function fetchOrder(ref: OrderRef) {
  return api<Order>(`/api/order/get/${orderPath(ref)}`, { ignoreAuthFailure: true });
}
