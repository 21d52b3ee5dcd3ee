import {
  CREDIT_PURCHASE_MAX,
  CREDIT_PURCHASE_MIN,
  GIFT_CREDIT_TOP_UP_MAX,
  GIFT_CREDIT_TOP_UP_MIN,
} from '../constants.ts';
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
  /**
   * Whose credits these are: the account's, or in organisation mode its organisation's (decision 0036),
   * and whether the caller may buy more (an organisation's are bought with the billing permission).
   */
  holder: z.enum(['account', 'organisation']),
  canBuy: z.boolean(),
  currency: z.string(),
  regionId: z.number().int(),
  tiers: z.array(CreditTierSchema),
  packs: z.array(z.number().int()),
  min: z.number().int(),
  max: z.number().int(),
});
export type CreditsOverview = z.infer<typeof CreditsOverviewSchema>;

export const CREDIT_PURCHASE_KINDS = ['credits', 'gift-credit'] as const;
export type CreditPurchaseKind = (typeof CREDIT_PURCHASE_KINDS)[number];

/**
 * A purchase of credits: `open` until its payment succeeded, then `paid` (the credits are added). A
 * purchase of gift credit (decision 0027) has `kind: 'gift-credit'` and its amount in minor units as
 * `quantity` and `subtotal` (no tax, no saving); `balance` is then the gift credit held in its currency.
 */
export const CreditPurchaseResultSchema = CreditQuoteSchema.extend({
  kind: z.enum(CREDIT_PURCHASE_KINDS),
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

// Gift credit (docs/decisions/0027-gift-credit.md): money an account holds per currency, which pays for
// the gift-card value of its orders. Top-ups are bought like credits, at face value.

/** A top-up of gift credit in whole major units of the region's currency (a form's text is a number). */
export const GiftCreditAmountSchema = z.coerce
  .number()
  .int()
  .min(GIFT_CREDIT_TOP_UP_MIN)
  .max(GIFT_CREDIT_TOP_UP_MAX);

/** `POST /api/account/gift-credit/purchase`, and the buying page's gift-credit form. */
export const GiftCreditPurchaseSchema = closed({ amount: GiftCreditAmountSchema });

/** The page `/account/credits/gift-credit/{amount}`. */
export const GiftCreditAmountParamsSchema = z.object({ amount: GiftCreditAmountSchema });

/** Gift credit held in one currency, in its minor units. */
export const GiftCreditBalanceSchema = z.object({ currency: z.string(), balance: MinorSchema });
export type GiftCreditBalance = z.infer<typeof GiftCreditBalanceSchema>;

/** `GET /api/account/gift-credit`: the balances held, and the top-ups of the visitor's region. */
export const GiftCreditOverviewSchema = z.object({
  balances: z.array(GiftCreditBalanceSchema),
  /** The region's currency: top-ups are in it. */
  currency: z.string(),
  /** Its decimals: a whole unit is 10^precision minor units. */
  precision: z.number().int(),
  regionId: z.number().int(),
  /** Whole major units. */
  presets: z.array(z.number().int()),
  min: z.number().int(),
  max: z.number().int(),
});
export type GiftCreditOverview = z.infer<typeof GiftCreditOverviewSchema>;

export const GIFT_CREDIT_ENTRY_KINDS = ['top-up', 'use', 'refund'] as const;
export type GiftCreditEntryKind = (typeof GIFT_CREDIT_ENTRY_KINDS)[number];

/** One row of the account's gift-credit ledger. */
export const GiftCreditEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(GIFT_CREDIT_ENTRY_KINDS),
  /** The change in minor units: positive for a top-up or a refund, negative for a use. */
  amount: MinorSchema,
  currency: z.string(),
  /** The gift credit held in this currency after this entry. */
  balanceAfter: MinorSchema,
  createdAt: z.string(),
  order: OrderRefSchema.nullable(),
  purchase: CreditPurchaseRefSchema.nullable(),
});
export type GiftCreditEntry = z.infer<typeof GiftCreditEntrySchema>;

/** `GET /api/account/credit-history`: the balance and every entry, newest first. */
export const CreditHistorySchema = z.object({
  balance: z.number().int(),
  entries: z.array(CreditEntrySchema),
  /** Gift credit: what is held per currency, and every top-up, use and refund, newest first. */
  giftCredit: z.object({
    balances: z.array(GiftCreditBalanceSchema),
    entries: z.array(GiftCreditEntrySchema),
  }),
});
export type CreditHistory = z.infer<typeof CreditHistorySchema>;

/**
 * `POST /api/payment/order/pay-with-credits`: an order its credits and gift credit pay for in full,
 * without a card.
 */
export const PayWithCreditsSchema = closed({ order: OrderRefSchema });
