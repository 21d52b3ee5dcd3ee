import { EMAIL_MAX } from '../constants.ts';
import { isPhoneNumber, normalisePhoneNumber } from '../rules/gift-card-line.ts';
import * as z from './zod.ts';

// A gift card bought inside a card (issue 17, docs/decisions/0023-gift-cards-in-cards.md): how the
// recipient proves it is theirs (options.giftCardVerification, account-ordering.md §3), and the line of
// the order it becomes, related to the card it travels in (the order item's `related` items).

/** Earlier drafts kept `email` and `phone` as yes/no flags: a flag names no address, so it reads as none. */
const contactOrNone = (value: unknown) =>
  typeof value === 'boolean' || value === undefined || (typeof value === 'string' && value.trim() === '')
    ? null
    : value;

const ContactEmailSchema = z.string().trim().toLowerCase().pipe(z.email().max(EMAIL_MAX));

const ContactPhoneSchema = z
  .string()
  .trim()
  .max(32)
  .refine(isPhoneNumber, 'validation.phone')
  .transform(normalisePhoneNumber);

/**
 * Whether the recipient must confirm the gift card is theirs before spending it, and where the code is
 * sent: an e-mail address, a mobile number, or both (at least one when `enable`). Without `enable` no
 * address is kept: the shop keeps no contact it will not use.
 */
export const GiftCardVerificationSchema = z
  .object({
    enable: z.boolean(),
    email: z.preprocess(contactOrNone, ContactEmailSchema.nullable()),
    phone: z.preprocess(contactOrNone, ContactPhoneSchema.nullable()),
  })
  .superRefine((value, context) => {
    if (value.enable && value.email === null && value.phone === null) {
      context.addIssue({ code: 'custom', path: ['email'], message: 'validation.gift-card-contact' });
    }
  })
  .transform((value) => (value.enable ? value : { enable: false, email: null, phone: null }));
export type GiftCardVerification = z.output<typeof GiftCardVerificationSchema>;

/** No check asked for. */
export const NO_GIFT_CARD_VERIFICATION: GiftCardVerification = { enable: false, email: null, phone: null };

const MinorSchema = z.number().int();

/**
 * A gift card line (`OrderItem.related`): one gift card, of the amount chosen, in the card it travels in.
 * Its amount is in the gift card's currency, which is the order's (a gift card is bought only in its own
 * region). `id` is the line's own: the `{orderItemId}` of the redemption address `/redeem/{id}/{code}`.
 */
export const GiftCardLineSchema = z.object({
  id: z.uuid(),
  type: z.literal('gift-card'),
  label: z.string(),
  quantity: z.literal(1),
  unitTotal: MinorSchema,
  total: MinorSchema,
  pricing: z.object({
    unit: z.object({ grandTotal: MinorSchema }),
    line: z.object({ grandTotal: MinorSchema }),
  }),
  giftCard: z.object({
    id: z.uuid(),
    name: z.string(),
    fullPath: z.string(),
    imageSrc: z.string(),
    wildcard: z.boolean(),
    amount: MinorSchema,
    currency: z.string(),
    /** The recipient may swap it for another gift card of the same value. */
    canChange: z.boolean(),
    region: z.string(),
  }),
  options: z.object({
    giftCardVerification: z.object({
      enable: z.boolean(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
  }),
});
export type GiftCardLine = z.infer<typeof GiftCardLineSchema>;
