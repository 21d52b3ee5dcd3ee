import { EMAIL_MAX, REDEEM_VERIFICATION_LENGTH } from '../constants.ts';
import { isRedeemCode, normaliseRedeemCode } from '../rules/redeem-code.ts';
import { refuseUnknownKeys } from './orders.ts';
import * as z from './zod.ts';

// Redeeming a gift card sent inside a card, and the buyer's view of the gift cards they sent (issue 17;
// account-ordering.md §2–4, §7; docs/decisions/0026-redeeming-gift-cards.md).
//
// A paid gift card's line gets a redemption code when its card's print file is made (the card cannot be
// posted without it): random, kept only as a hash, printed inside the card with the address
// /redeem/{orderItemId}/{code} and a QR code to it. `orderItemId` is the gift card line's id. The recipient
// checks the code, confirms with a verification code sent to the e-mail or phone the buyer gave (when the
// buyer asked for it), and receives the voucher from the gift-card supplier on the page and by e-mail.
//
// Error keys (422 field errors unless said):
// - `code: ['validation.redeem-code']`: the code is wrong, unknown, or of another order item: one answer
//   for all three, so nothing says which codes exist.
// - `verificationCode: ['validation.verification-code']`: a wrong verification code;
//   `verificationCode: ['validation.verification-expired']`: none sent, expired, or out of attempts.
// - `channel: ['validation.in']`: the buyer gave no address of that kind.
// - 409 `redeem.redeemed`, `redeem.expired`: the gift card was redeemed already, or is past its validity.
// - 429 `global.errors.too-many-requests` with `retryAfter` seconds (and Retry-After), as every limited
//   call answers: too many wrong codes from one address, or a verification code asked for again too soon.
// - `verificationCode: ['validation.required']`: none typed for a gift card that asks for one.
// - 503 `redeem.supplier-unavailable`: the supplier could not issue the voucher; nothing was spent and
//   the recipient may try again.

/** An object that refuses keys it does not name (`x: ['validation.unknown']`). */
const closed = <T extends z.ZodRawShape>(shape: T) =>
  z.looseObject(shape).superRefine(refuseUnknownKeys(shape));

/** A redemption code as typed or taken from the address: read forgivingly, then checked for its shape. */
export const RedeemCodeSchema = z
  .string()
  .max(64)
  .transform(normaliseRedeemCode)
  .refine(isRedeemCode, 'validation.redeem-code');

/** The page addresses `/redeem/{orderItemId}/{code}` and `/redeem/confirm-recipient/{orderItemId}/{code}`. */
export const RedeemParamsSchema = z.object({ orderItemId: z.uuid(), code: RedeemCodeSchema });
export type RedeemParams = z.output<typeof RedeemParamsSchema>;

/** `POST /api/redeem/check`: whether a code is good and what the recipient does next. */
export const RedeemCheckSchema = closed({ orderItemId: z.uuid(), code: RedeemCodeSchema });

/** The form of `/redeem`: the code printed in the card, alone (the shop finds its gift card by it). */
export const RedeemLookupSchema = closed({ code: RedeemCodeSchema });

export const VerificationChannelSchema = z.enum(['email', 'phone']);
export type VerificationChannel = z.infer<typeof VerificationChannelSchema>;

/** `POST /api/redeem/verification`: send the recipient a verification code by e-mail or text message. */
export const RedeemVerificationRequestSchema = closed({
  orderItemId: z.uuid(),
  code: RedeemCodeSchema,
  channel: VerificationChannelSchema,
});

/** `POST /api/redeem/confirm`: redeem the gift card and receive the voucher. */
export const RedeemConfirmSchema = closed({
  orderItemId: z.uuid(),
  code: RedeemCodeSchema,
  /** Required when the gift card asks for verification; ignored when it does not. */
  verificationCode: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${REDEEM_VERIFICATION_LENGTH}}$`), 'validation.verification-code')
    .optional(),
  /** Where the voucher is e-mailed. */
  email: z.string().trim().min(1).toLowerCase().pipe(z.email().max(EMAIL_MAX)),
});

const MinorSchema = z.number().int();

/**
 * What comes next for a good code: `ready` (confirm with an e-mail), `verify` (ask for a verification
 * code first), `redeemed` (it was; `redeemedAt` and the masked address the voucher went to say when and
 * where) or `expired` (past `validUntil`).
 */
export const RedeemStateSchema = z.enum(['ready', 'verify', 'redeemed', 'expired']);
export type RedeemState = z.infer<typeof RedeemStateSchema>;

/** A gift card as its recipient sees it: never the buyer's name, addresses or the order. */
export const RedeemGiftSchema = z.object({
  orderItemId: z.uuid(),
  state: RedeemStateSchema,
  giftCard: z.object({
    id: z.uuid(),
    name: z.string(),
    imageSrc: z.string(),
    wildcard: z.boolean(),
    /** The buyer let the recipient choose another gift card of the same value. */
    canChange: z.boolean(),
  }),
  amount: MinorSchema,
  currency: z.string(),
  /** The gift card's validity as the catalogue words it ('3 years', 'no expiry'), for its terms. */
  validityPeriod: z.string().nullable(),
  /** The last day it can be redeemed (YYYY-MM-DD), null without expiry. */
  validUntil: z.string().nullable(),
  /** Where a verification code can go, masked (`j•••@example.com`, `•••• 678`); null without verification. */
  verification: z.object({ email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  redeemedAt: z.string().nullable(),
  /** The masked address the voucher was sent to, once redeemed. */
  sentTo: z.string().nullable(),
});
export type RedeemGift = z.infer<typeof RedeemGiftSchema>;

/** `POST /api/redeem/verification`'s answer. */
export const VerificationSentSchema = z.object({
  channel: VerificationChannelSchema,
  /** Masked. */
  sentTo: z.string(),
  expiresAt: z.string(),
  /** Seconds before another code may be asked for. */
  resendAfter: z.number().int(),
});
export type VerificationSent = z.infer<typeof VerificationSentSchema>;

/** The voucher the supplier issued: what the recipient spends. `test` marks the built-in test supplier's. */
export const VoucherSchema = z.object({
  supplier: z.string(),
  code: z.string(),
  pin: z.string().nullable(),
  amount: MinorSchema,
  currency: z.string(),
  /** YYYY-MM-DD, or null without expiry. */
  expiresOn: z.string().nullable(),
  /** Where it is spent, if the supplier says. */
  url: z.string().nullable(),
  test: z.boolean(),
});
export type Voucher = z.infer<typeof VoucherSchema>;

/** `POST /api/redeem/confirm`'s answer: the gift card, now redeemed, and its voucher. */
export const RedeemResultSchema = z.object({ gift: RedeemGiftSchema, voucher: VoucherSchema });
export type RedeemResult = z.infer<typeof RedeemResultSchema>;

/** A sent gift card's progress, as its buyer sees it. */
export const GiftStateSchema = z.enum(['paid', 'printed', 'posted', 'redeemed', 'expired']);
export type GiftState = z.infer<typeof GiftStateSchema>;

/** A gift card the account sent (`GET /api/account/gifts`, `/api/account/gifts/{id}`): its line's id. */
export const AccountGiftSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  /** The card it travels in. */
  card: z.object({ itemId: z.uuid(), name: z.string(), imageSrc: z.string() }),
  recipientName: z.string().nullable(),
  giftCard: z.object({ id: z.uuid(), name: z.string(), imageSrc: z.string() }),
  amount: MinorSchema,
  currency: z.string(),
  state: GiftStateSchema,
  paidAt: z.string(),
  printedAt: z.string().nullable(),
  postedAt: z.string().nullable(),
  redeemedAt: z.string().nullable(),
  /** YYYY-MM-DD once a code is issued and the gift card has a validity; null otherwise. */
  validUntil: z.string().nullable(),
  verification: z.object({ enable: z.boolean(), email: z.string().nullable(), phone: z.string().nullable() }),
  /** The buyer may resend the recipient's e-mail (redeemed, and under the day's limit). */
  canResend: z.boolean(),
});
export type AccountGift = z.infer<typeof AccountGiftSchema>;

/** `GET /api/account/gifts`: newest first. */
export const AccountGiftsSchema = z.object({ items: z.array(AccountGiftSchema) });
export type AccountGifts = z.infer<typeof AccountGiftsSchema>;

/** `GET /api/account/gifts/{id}` and `POST /api/account/gifts/{id}/resend`. */
export const AccountGiftParamsSchema = z.object({ id: z.uuid() });

/** `?refresh=true`: ask the supplier for the voucher's state before answering. */
export const AccountGiftQuerySchema = z.object({
  refresh: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});
