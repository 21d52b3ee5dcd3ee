import { CREDIT_PURCHASE_MAX, CREDIT_PURCHASE_MIN } from '../constants.ts';
import { OrderRefSchema, refuseUnknownKeys } from './orders.ts';
import { PaymentProviderNameSchema, TestCardSchema } from './payments.ts';
import * as z from './zod.ts';

// Card credits (account-ordering.md §2, §7; docs/decisions/0024-credits.md): an account buys credits in
// packs at the region's business tiers, one credit pays for one written card with its standard postage,
// and every purchase, use and refund is a row of the account's ledger. Amounts are integer minor units,
// priced only by the server.

/** An object that refuses keys it does not name (`amount: ['validation.unknown']`). */
const closed = <T extends z.ZodRawShape>(shape: T) =>
  z.looseObject(shape).superRefine(refuseUnknownKeys(shape));

/** How many credits one purchase buys (a form's text or a path segment is read as a number). */
export const CreditQuantitySchema = z.coerce.number().int().min(CREDIT_PURCHASE_MIN).max(CREDIT_PURCHASE_MAX);

/** `POST /api/account/credits/purchase`, and the buying page's form. */
export const CreditPurchaseSchema = closed({ quantity: CreditQuantitySchema });

/** `GET /api/account/credits/quote/{quantity}` and the page `/account/credits/purchase/{qty}`. */
export const CreditQuantityParamsSchema = z.object({ quantity: CreditQuantitySchema });

/** A purchase as the account's links name it: its id and the owner's token (an HMAC, never stored). */
export const CreditPurchaseRefSchema = OrderRefSchema;
export type CreditPurchaseRef = z.infer<typeof CreditPurchaseRefSchema>;

/** `GET /api/account/credits/purchase/{id}/{token}`. */
export const CreditPurchaseParamsSchema = z.object({ id: z.uuid(), token: z.string().min(16).max(200) });

const MinorSchema = z.number().int();

/** One business tier in the region's currency: the price of one credit in its band. */
export const CreditTierSchema = z.object({
  fromUnits: z.number().int(),
  toUnits: z.number().int().nullable(),
  unitPrice: MinorSchema,
  savingPercent: z.number(),
});

/** What a pack of credits costs in the region (the tiers' price, with the region's tax). */
export const CreditQuoteSchema = z.object({
  quantity: z.number().int(),
  unitPrice: MinorSchema,
  savingPercent: z.number(),
  subtotal: MinorSchema,
  tax: MinorSchema,
  total: MinorSchema,
  currency: z.string(),
  regionId: z.number().int(),
});
export type CreditQuote = z.infer<typeof CreditQuoteSchema>;

/** `GET /api/account/credits`: the balance and the prices of the visitor's region. */
export const CreditsOverviewSchema = z.object({
  balance: z.number().int(),
  currency: z.string(),
  regionId: z.number().int(),
  tiers: z.array(CreditTierSchema),
  packs: z.array(z.number().int()),
  min: z.number().int(),
  max: z.number().int(),
});
export type CreditsOverview = z.infer<typeof CreditsOverviewSchema>;

/** A purchase of credits: `open` until its payment succeeded, then `paid` (the credits are added). */
export const CreditPurchaseResultSchema = CreditQuoteSchema.extend({
  id: z.uuid(),
  token: z.string(),
  status: z.enum(['open', 'paid']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The account's credits now. */
  balance: z.number().int(),
});
export type CreditPurchase = z.infer<typeof CreditPurchaseResultSchema>;

/** `POST /api/account/credits/purchase/intent`: a payment intent for exactly the purchase's total. */
export const CreditIntentSchema = closed({ purchase: CreditPurchaseRefSchema });

export const CreditIntentResultSchema = z.object({
  secret: z.string(),
  intentId: z.string(),
  provider: PaymentProviderNameSchema,
  amount: MinorSchema,
  currency: z.string(),
});

/** `POST /api/account/credits/purchase/complete`: the browser is back from paying (idempotent). */
export const CreditCompleteSchema = closed({
  purchase: CreditPurchaseRefSchema,
  intentId: z.string().min(1).max(200),
});

/**
 * The page `/account/credits/purchase/{qty}` posts the test gateway's card form (fields `card-number`,
 * `card-expiry`, `card-cvc`, `card-name`), and the purchase already made when an earlier card was declined.
 */
export const CreditPayFormSchema = z.object({
  card: TestCardSchema,
  purchaseId: z.uuid().optional(),
  purchaseToken: z.string().min(16).max(200).optional(),
});

export const CREDIT_ENTRY_KINDS = ['purchase', 'use', 'refund'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/** One row of the account's credit ledger. */
export const CreditEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  /** The change: positive for a purchase or a refund, negative for a use. */
  quantity: z.number().int(),
  /** The account's credits after this entry. */
  balanceAfter: z.number().int(),
  createdAt: z.string(),
  /** The order that used the credits or was refunded, with the owner's view token. */
  order: OrderRefSchema.nullable(),
  /** The purchase that bought them, with the owner's token. */
  purchase: CreditPurchaseRefSchema.nullable(),
});
export type CreditEntry = z.infer<typeof CreditEntrySchema>;

/** `GET /api/account/credit-history`: the balance and every entry, newest first. */
export const CreditHistorySchema = z.object({
  balance: z.number().int(),
  entries: z.array(CreditEntrySchema),
});
export type CreditHistory = z.infer<typeof CreditHistorySchema>;

/** `POST /api/payment/order/pay-with-credits`: an order its credits pay for in full, without a card. */
export const PayWithCreditsSchema = closed({ order: OrderRefSchema });
