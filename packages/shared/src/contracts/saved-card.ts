import { OrderRefSchema } from './orders.ts';
import { closed, IntentResultSchema } from './payments.ts';
import * as z from './zod.ts';

// The saved card (issue 17, decision 0025): what `/account/saved-card` shows and removes, and paying with
// it in one step at checkout. The shop keeps the provider's reference and these display fields only.

/** A saved card as the signed-in owner sees it: never a number, only brand, last four and expiry. */
export const SavedCardSchema = z.object({
  id: z.uuid(),
  /** Lower-case, as the provider names it: `visa`, `mastercard` … */
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  /** Four digits. */
  expYear: z.number().int(),
  /** Past its expiry month by the server's clock: shown, but not offered at checkout. */
  expired: z.boolean(),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;

/**
 * `GET /api/account/saved-card` and the answer of removing it: the card the user may pay with, or null;
 * whose it is (the account's, or in organisation mode its organisation's: decision 0036); and whether
 * the user may save another or remove it (an organisation's: the billing permission).
 */
export const SavedCardResultSchema = z.object({
  card: SavedCardSchema.nullable(),
  holder: z.enum(['account', 'organisation']),
  canChange: z.boolean(),
});
export type SavedCardResult = z.infer<typeof SavedCardResultSchema>;

/** `POST /api/account/saved-card/remove/{id}`. */
export const SavedCardParamsSchema = z.object({ id: z.uuid() });

/** The remove form of `/account/saved-card` (posted to the page's action). */
export const RemoveSavedCardFormSchema = z.object({ cardId: z.uuid() });

/** `POST /api/payment/order/pay-saved-card`: pays the order with the signed-in buyer's saved card. */
export const PaySavedCardSchema = closed({ order: OrderRefSchema, cardId: z.uuid() });

/**
 * Where the payment stands after the shop confirmed it with the saved card: `succeeded` (the browser
 * completes the order as after a typed card), `requires_action` (the 3-D Secure check, answered with the
 * intent's secret), or `failed` with the provider's message.
 */
export const SavedCardPaymentSchema = IntentResultSchema.extend({
  status: z.enum(['succeeded', 'requires_action', 'failed']),
  message: z.string().optional(),
});
export type SavedCardPayment = z.infer<typeof SavedCardPaymentSchema>;
