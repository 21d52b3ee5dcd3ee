import {
  BLANK_QUANTITY_MAX,
  BLANK_QUANTITY_MIN,
  EMAIL_MAX,
  NAME_MAX,
  SINGLE_NAME_MAX,
} from '../constants.ts';
import { requiresState } from '../rules/address.ts';
import { EmailSchema } from './auth.ts';
import { GiftCardLineSchema } from './gift-card-line.ts';
import { DeliveryWindowSchema } from './shipping.ts';
import * as z from './zod.ts';

// Orders, their items and the cart calls (account-ordering.md §3, §7). Prices are integer minor units of
// the order's currency and are computed only by the server: no payload below carries a price.

/** An order or item reference as the browser keeps it: the id and the secret token from its links. */
export const OrderRefSchema = z.object({ id: z.uuid(), token: z.string().min(16).max(200) });
export type OrderRef = z.infer<typeof OrderRefSchema>;

const line = (max = 128) => z.string().trim().max(max);
const optionalLine = (max = 128) =>
  line(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** The fields of a postal address, without the country rules (for composing into other payloads). */
export const PostalAddressFieldsSchema = z.object({
  address: line().min(1),
  address2: optionalLine(),
  locality: line().min(1),
  adminAreaLevel1: optionalLine(),
  postcode: optionalLine(16),
  country: z.string().trim().toUpperCase().length(2),
});

/** The state is required where the country needs one; `at` prefixes the field's path (`recipient`). */
export function requireStateWhereNeeded(
  address: { country?: string | null; adminAreaLevel1?: string | null },
  context: z.RefinementCtx,
  at: string[] = [],
) {
  if (address.country && requiresState(address.country) && !address.adminAreaLevel1) {
    context.addIssue({ code: 'custom', path: [...at, 'adminAreaLevel1'], message: 'validation.required' });
  }
}

/** A postal address with the country's rules (state required for AU, CA, CN, MY, MX, US). */
export const PostalAddressSchema = PostalAddressFieldsSchema.superRefine((address, context) =>
  requireStateWhereNeeded(address, context),
);
export type PostalAddress = z.infer<typeof PostalAddressSchema>;

/**
 * Refuses keys the shape does not name, each as its own field error (`price: ['validation.unknown']`):
 * a client that sends its own price, currency or anything else the server decides is told so.
 */
export function refuseUnknownKeys(shape: Record<string, unknown>) {
  const known = new Set(Object.keys(shape));
  return (value: Record<string, unknown>, context: z.RefinementCtx) => {
    for (const key of Object.keys(value)) {
      if (!known.has(key)) context.addIssue({ code: 'custom', path: [key], message: 'validation.unknown' });
    }
  };
}

/** The buyer of a blank purchase: e-mail and names (a single name when the organisation requires sign-in). */
export const CustomerSchema = z.object({
  email: EmailSchema.pipe(z.string().max(EMAIL_MAX)),
  firstName: z.string().trim().min(1).max(SINGLE_NAME_MAX),
  lastName: z.string().trim().max(NAME_MAX).default(''),
});

const shippingChoiceShape = { method: z.string().min(1).max(40) };

const addBlanksShape = {
  cardId: z.uuid(),
  cardSize: z.string().min(1).max(40),
  quantity: z.coerce.number().int().min(BLANK_QUANTITY_MIN).max(BLANK_QUANTITY_MAX),
  firstName: z.string().trim().min(1).max(SINGLE_NAME_MAX),
  lastName: z.string().trim().max(NAME_MAX).default(''),
  email: EmailSchema,
  shipping: z.looseObject(shippingChoiceShape).superRefine(refuseUnknownKeys(shippingChoiceShape)),
  /** The current order, when the browser has one; a new order is made otherwise. */
  order: OrderRefSchema.optional(),
  coupon: z.string().trim().max(64).optional(),
  ...PostalAddressFieldsSchema.shape,
};

/**
 * `POST /api/order/add-blanks`: blanks of one card posted to the buyer. Unknown keys are refused (422),
 * so a client cannot slip in a price, currency or unit price; the region and currency come from the
 * request's region and every amount from the server.
 */
export const AddBlanksSchema = z
  .looseObject(addBlanksShape)
  .superRefine(refuseUnknownKeys(addBlanksShape))
  .superRefine((address, context) => requireStateWhereNeeded(address, context));
export type AddBlanksInput = z.input<typeof AddBlanksSchema>;

const itemActionShape = { order: OrderRefSchema, item: OrderRefSchema };

/** `POST /api/order/reload-item` and `/remove-item`. */
export const ItemActionSchema = z
  .looseObject(itemActionShape)
  .superRefine(refuseUnknownKeys(itemActionShape));

const editItemShape = {
  ...itemActionShape,
  quantity: z.coerce.number().int().min(BLANK_QUANTITY_MIN).max(BLANK_QUANTITY_MAX),
};

/** `POST /api/order/edit-item`: a new quantity (the same limits as adding); unknown keys are refused. */
export const EditItemSchema = z.looseObject(editItemShape).superRefine(refuseUnknownKeys(editItemShape));

/** `GET /api/order/get/{orderId}/{token}`. */
export const OrderGetParamsSchema = z.object({ orderId: z.uuid(), token: z.string().min(16).max(200) });

const MinorSchema = z.number().int();

export const DISPATCH_STATUSES = ['pending', 'scheduled', 'printed', 'dispatched'] as const;
export type DispatchStatus = (typeof DISPATCH_STATUSES)[number];

export const OrderItemSchema = z.object({
  id: z.uuid(),
  /** The item's own token, for item calls. */
  token: z.string(),
  label: z.string(),
  type: z.literal('card'),
  blank: z.boolean(),
  quantity: z.number().int(),
  unitTotal: MinorSchema,
  total: MinorSchema,
  pricing: z.object({
    unit: z.object({ grandTotal: MinorSchema }),
    line: z.object({ grandTotal: MinorSchema }),
  }),
  card: z.object({
    art: z.object({ id: z.uuid(), name: z.string(), fullPath: z.string(), imageSrc: z.string() }),
    size: z.string(),
    layout: z.unknown().optional(),
    sender: z.unknown().optional(),
    recipient: z.unknown().optional(),
    options: z.unknown().optional(),
  }),
  shippingMethod: z.string(),
  shipTo: z.enum(['direct', 'sender']),
  scheduledDate: z.string().nullable(),
  /**
   * When it is posted (`dispatchDate`) and may arrive, to its own address, from its scheduled day or the
   * payment (now for a cart): rules/arrival.ts. Null when its method no longer goes there.
   */
  arrival: DeliveryWindowSchema.nullable(),
  /**
   * Fulfilment: pending until the order is paid, then scheduled (waiting for its date), printed (its
   * print file is made) and dispatched (handed to the post at `dispatchedAt`).
   */
  dispatch: z.object({
    status: z.enum(DISPATCH_STATUSES),
    dispatchedAt: z.string().nullable(),
  }),
  /** Where the buyer downloads the print proof (PDF) of a written card, once it is rendered. */
  proofUrl: z.string().nullable(),
  product: z.object({ id: z.uuid(), name: z.string(), brand: z.string() }),
  /** Lines that travel in this card: the gift card bought inside it (none, or one). */
  related: z.array(GiftCardLineSchema),
  /**
   * The contact of the owner's address book the card was addressed to, named as the book names them now:
   * only in the owner's account view, and only while the contact is still in the book.
   */
  contact: z.object({ id: z.uuid(), name: z.string() }).optional(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/**
 * A payment of the order that the shop gave back (decision 0020): it succeeded without paying the order
 * (a newer payment replaced it, the cart changed or was paid already, or its code ran out meanwhile).
 * `status` is `due` until the provider accepted the refund.
 */
export const OrderRefundSchema = z.object({
  amount: MinorSchema,
  currency: z.string(),
  reason: z.enum([
    'superseded',
    'amount-mismatch',
    'order-paid-by-another-payment',
    'order-not-paying',
    'promo-used-up',
    'credits-used-up',
    'order-cancelled',
  ]),
  status: z.enum(['due', 'pending', 'succeeded', 'failed']),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

export const OrderSchema = z.object({
  id: z.uuid(),
  /** Present only in answers to calls that created the order (the browser stores it). */
  token: z.string().optional(),
  status: z.enum(['open', 'paying', 'paid', 'cancelled']),
  purchasable: z.boolean(),
  /**
   * The buyer gives a single name: the order is for an organisation that requires its members to sign in
   * (account-ordering.md §5, customer step). Absent otherwise.
   */
  singleName: z.literal(true).optional(),
  currency: z.string(),
  regionId: z.number().int(),
  items: z.array(OrderItemSchema),
  couponCode: z.string().nullable(),
  customer: z
    .object({
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      address: z.string().nullable().optional(),
      locality: z.string().nullable().optional(),
      adminAreaLevel1: z.string().nullable().optional(),
      postcode: z.string().nullable().optional(),
      country: z.string().nullable().optional(),
    })
    .nullable(),
  totals: z.object({
    /** The cards (unit price × quantity), before the discount. */
    subtotal: MinorSchema,
    discount: MinorSchema,
    shipping: MinorSchema,
    tax: MinorSchema,
    /** Gift cards inside the cards, at their face value: no discount, no tax (decision 0022). */
    giftCards: MinorSchema,
    /** What is charged: the cards and postage less the discount, tax where added, and the gift cards. */
    total: MinorSchema,
  }),
  /**
   * What the account's credits pay for (docs/decisions/0024-credits.md): `credits` cards, worth
   * `creditsAmount` of the subtotal, already taken off `totals.total`. Zero for guests and accounts
   * without credits. `giftCredit` is the gift-card value the account's gift credit pays for
   * (docs/decisions/0027-gift-credit.md), also already off `totals.total`.
   */
  pricing: z.object({ credits: z.number().int(), creditsAmount: MinorSchema, giftCredit: MinorSchema }),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  /** How many items the order has in all, when `items` is one page of them (the account's order view). */
  itemsTotal: z.number().int().optional(),
  /**
   * Payments of this order the shop refunded (or will), oldest first; empty for an order paid once. The
   * order pages show them (decision record 20); the totals above stay what the order costs.
   */
  refunds: z.array(OrderRefundSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** `POST /api/order/add-blanks` answers the new item and the whole order (with its token). */
export const AddBlanksResultSchema = z.object({ item: OrderItemSchema, order: OrderSchema });

/** `POST /api/order/reload-item` answers the item, to restore the draft it came from. */
export const ReloadItemResultSchema = OrderItemSchema;

/**
 * One order in the account's history. `token` is a view token for `/account/orders/view/{id}/{token}`:
 * an HMAC of the order and its owner, accepted only from that signed-in owner (order tokens are kept
 * hashed, so the original cannot be shown again).
 */
export const OrderSummarySchema = z.object({
  id: z.uuid(),
  token: z.string(),
  status: z.enum(['open', 'paying', 'paid', 'cancelled']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  total: MinorSchema,
  currency: z.string(),
  itemCount: z.number().int(),
  /** Cards bought, all items together. */
  quantity: z.number().int(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** `GET /api/account/orders`: the signed-in user's paid orders, newest first. */
export const AccountOrdersSchema = z.object({ orders: z.array(OrderSummarySchema) });

/** `GET /api/account/orders/{id}/{token}`. */
export const AccountOrderParamsSchema = z.object({ id: z.uuid(), token: z.string().min(16).max(200) });

/** Items a page in the account's order view (account-ordering.md §9). */
export const ACCOUNT_ORDER_ITEMS_PER_PAGE = 25;

/** Paging of an account order's items: 25 a page by default (account-ordering.md §9). */
export const AccountOrderQuerySchema = z.object({
  itemsMax: z.coerce.number().int().min(1).max(100).default(ACCOUNT_ORDER_ITEMS_PER_PAGE),
  itemPage: z.coerce.number().int().min(1).max(100_000).default(1),
});
