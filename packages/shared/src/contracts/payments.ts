import { cardDigits, isCvc, parseCardExpiry, passesLuhn } from '../rules/payment-card.ts';
import { EmailSchema } from './auth.ts';
import { CustomerSchema, OrderRefSchema, OrderSchema } from './orders.ts';
import * as z from './zod.ts';

// Promo codes, the quote and payment (account-ordering.md §7 and docs/decisions/0011). Amounts are integer
// minor units; the browser sends none of them: the server prices the order and asks the provider to charge
// exactly that.

/**
 * An object that refuses keys it does not name, each as its own field error (`amount: ['validation.unknown']`):
 * a client that sends an amount, a currency or a price of its own is told so rather than ignored.
 */
export function closed<T extends z.ZodRawShape>(shape: T) {
  const known = new Set(Object.keys(shape));
  return z.looseObject(shape).superRefine((value, context) => {
    for (const key of Object.keys(value)) {
      if (!known.has(key)) context.addIssue({ code: 'custom', path: [key], message: 'validation.unknown' });
    }
  });
}

/** Longest promo code accepted (codes are compared case-insensitively). */
export const PROMO_CODE_MAX = 64;

/** `POST /api/payment/order/apply-promo`: a code for the order; the e-mail counts per-customer limits. */
export const ApplyPromoSchema = closed({
  order: OrderRefSchema,
  email: EmailSchema.optional(),
  code: z.string().trim().min(1).max(PROMO_CODE_MAX),
});

/** `POST /api/payment/order/remove-promo`. */
export const RemovePromoSchema = closed({ order: OrderRefSchema });

/** `POST /api/payment/order/quote`: the buyer's details are saved with it when given. */
export const QuoteSchema = closed({ order: OrderRefSchema, customer: CustomerSchema.optional() });

export const PaymentProviderNameSchema = z.enum(['test', 'stripe']);
export type PaymentProviderName = z.infer<typeof PaymentProviderNameSchema>;

/**
 * The order's totals in the visitor's region currency, for display only: a fixed rate table, marked as an
 * estimate. The charge is always in the order's currency.
 */
export const ConversionSchema = z.object({
  currency: z.string(),
  total: z.number().int(),
  shippingTotal: z.number().int(),
  tax: z.number().int(),
  items: z.array(z.object({ id: z.uuid(), total: z.number().int() })),
  /** Units of `currency` per unit of the order's currency. */
  rate: z.number(),
  estimate: z.literal(true),
});
export type Conversion = z.infer<typeof ConversionSchema>;

export const QuoteResultSchema = z.object({
  order: OrderSchema,
  payment: z.object({
    amount: z.number().int(),
    currency: z.string(),
    provider: PaymentProviderNameSchema,
    /** Stripe's publishable key for Stripe.js; null with the test gateway. */
    publishableKey: z.string().nullable(),
  }),
  conversion: ConversionSchema.nullable(),
  /** The order's code when it stopped applying and was taken off (the total changed), with the rule's key. */
  promoRemoved: z.object({ code: z.string(), error: z.string() }).nullable(),
});
export type QuoteResult = z.infer<typeof QuoteResultSchema>;

/**
 * `POST /api/payment/order/intent`. `saveCard`: a signed-in buyer keeps the card they pay with for later
 * payments (decision 0025).
 */
export const IntentSchema = closed({ order: OrderRefSchema, saveCard: z.boolean().optional() });

export const IntentResultSchema = z.object({
  /** Given to the provider's client (Stripe.js, or the test gateway's confirm call). */
  secret: z.string(),
  intentId: z.string(),
  provider: PaymentProviderNameSchema,
  amount: z.number().int(),
  currency: z.string(),
});
export type IntentResult = z.infer<typeof IntentResultSchema>;

/** `POST /api/payment/order/complete`: the browser is back from paying. */
export const CompleteSchema = closed({ order: OrderRefSchema, intentId: z.string().min(1).max(200) });

/** The card form of the test gateway. Whether the expiry is still in the future is checked by the server's clock. */
export const TestCardSchema = z.object({
  number: z
    .string()
    .max(32)
    .refine((value) => passesLuhn(cardDigits(value)), 'validation.card-number'),
  expiry: z
    .string()
    .max(10)
    .refine((value) => parseCardExpiry(value) !== null, 'validation.card-expiry'),
  cvc: z
    .string()
    .max(8)
    .refine((value) => isCvc(value), 'validation.card-cvc'),
  name: z.string().trim().min(1).max(180),
});

/** `POST /api/payment/test/confirm` (test gateway only). */
export const TestConfirmSchema = closed({ secret: z.string().min(1).max(200), card: TestCardSchema });

/** `POST /api/payment/test/challenge`: the buyer approves or fails the simulated 3-D Secure check. */
export const TestChallengeSchema = closed({ secret: z.string().min(1).max(200), approve: z.boolean() });

export const TestPaymentResultSchema = z.object({
  status: z.enum(['succeeded', 'requires_action', 'failed']),
  /** Why it failed, in words the buyer can act on ('Your card was declined.'). */
  message: z.string().optional(),
});
export type TestPaymentResult = z.infer<typeof TestPaymentResultSchema>;

/** `GET /api/payment/test/cards`: the documented test card numbers and what each does. */
export const TestCardsResultSchema = z.object({
  testMode: z.literal(true),
  cards: z.array(
    z.object({
      number: z.string(),
      outcome: z.enum(['succeeded', 'requires_action', 'declined', 'insufficient_funds']),
      description: z.string(),
    }),
  ),
});
export type TestCards = z.infer<typeof TestCardsResultSchema>;
