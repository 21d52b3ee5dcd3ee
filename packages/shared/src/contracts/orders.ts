import { z } from 'zod';
import {
  BLANK_QUANTITY_MAX,
  BLANK_QUANTITY_MIN,
  EMAIL_MAX,
  NAME_MAX,
  SINGLE_NAME_MAX,
} from '../constants.ts';
import { requiresState } from '../rules/address.ts';
import { EmailSchema } from './auth.ts';

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

/** A postal address with the country's rules (state required for AU, CA, CN, MY, MX, US). */
export const PostalAddressSchema = z
  .object({
    address: line().min(1),
    address2: optionalLine(),
    locality: line().min(1),
    adminAreaLevel1: optionalLine(),
    postcode: optionalLine(16),
    country: z.string().trim().toUpperCase().length(2),
  })
  .superRefine((address, context) => {
    if (requiresState(address.country) && !address.adminAreaLevel1) {
      context.addIssue({ code: 'custom', path: ['adminAreaLevel1'], message: 'validation.required' });
    }
  });
export type PostalAddress = z.infer<typeof PostalAddressSchema>;

/** The buyer of a blank purchase: e-mail and names (a single name when the organisation requires sign-in). */
export const CustomerSchema = z.object({
  email: EmailSchema.pipe(z.string().max(EMAIL_MAX)),
  firstName: z.string().trim().min(1).max(SINGLE_NAME_MAX),
  lastName: z.string().trim().max(NAME_MAX).default(''),
});

/** `POST /api/order/add-blanks`: blanks of one card posted to the buyer. */
export const AddBlanksSchema = z
  .object({
    cardId: z.uuid(),
    cardSize: z.string().min(1).max(40),
    quantity: z.coerce.number().int().min(BLANK_QUANTITY_MIN).max(BLANK_QUANTITY_MAX),
    firstName: z.string().trim().min(1).max(SINGLE_NAME_MAX),
    lastName: z.string().trim().max(NAME_MAX).default(''),
    email: EmailSchema,
    shipping: z.object({ method: z.string().min(1).max(40) }),
    /** The current order, when the browser has one; a new order is made otherwise. */
    order: OrderRefSchema.optional(),
    coupon: z.string().trim().max(64).optional(),
  })
  .and(PostalAddressSchema);
export type AddBlanksInput = z.input<typeof AddBlanksSchema>;

/** `POST /api/order/reload-item` and `/remove-item`. */
export const ItemActionSchema = z.object({ order: OrderRefSchema, item: OrderRefSchema });

/** `POST /api/order/edit-item`: a new quantity (the same limits as adding). */
export const EditItemSchema = ItemActionSchema.extend({
  quantity: z.coerce.number().int().min(BLANK_QUANTITY_MIN).max(BLANK_QUANTITY_MAX),
});

const MinorSchema = z.number().int();

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
  }),
  shippingMethod: z.string(),
  shipTo: z.enum(['direct', 'sender']),
  scheduledDate: z.string().nullable(),
  product: z.object({ id: z.uuid(), name: z.string(), brand: z.string() }),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSchema = z.object({
  id: z.uuid(),
  /** Present only in answers to calls that created the order (the browser stores it). */
  token: z.string().optional(),
  status: z.enum(['open', 'paying', 'paid', 'cancelled']),
  purchasable: z.boolean(),
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
    subtotal: MinorSchema,
    discount: MinorSchema,
    shipping: MinorSchema,
    tax: MinorSchema,
    total: MinorSchema,
  }),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

/** `POST /api/order/add-blanks` answers the new item and the whole order (with its token). */
export const AddBlanksResultSchema = z.object({ item: OrderItemSchema, order: OrderSchema });
