import { NAME_MAX, SINGLE_NAME_MAX } from '../constants.ts';
import { EmailSchema } from './auth.ts';
import { type GiftCardVerification, GiftCardVerificationSchema } from './gift-card-line.ts';
import {
  OrderRefSchema,
  PostalAddressFieldsSchema,
  refuseUnknownKeys,
  requireStateWhereNeeded,
} from './orders.ts';
import * as z from './zod.ts';

// The card being composed (account-ordering.md §3) and the call that puts it in the cart. The layout is
// the card document of @cardshop/document; the server migrates and validates it against the card's size
// and the fonts on offer, answering 422 with field errors under `layout.` (`layout.pages.0.objects.1.font`).

/** How far ahead a card can be scheduled. */
export const SCHEDULE_MAX_DAYS = 365;

/** D: posted direct to the recipient; S: posted to the sender (who then hands or posts it on). */
export const ShippingTypeSchema = z.enum(['D', 'S']);
export type ShippingType = z.infer<typeof ShippingTypeSchema>;

const line = (max = 128) => z.string().trim().max(max);

/** The person the card is written to, and (for D) where it is posted. */
export const RecipientSchema = z.object({
  type: z.enum(['person']).default('person'),
  name: line(SINGLE_NAME_MAX).min(1),
  ...PostalAddressFieldsSchema.partial().shape,
  /**
   * The contact of the signed-in sender's address book the card is addressed to (picked, or saved from
   * this form). The shop keeps it only when it is the sender's own contact; anyone else's is dropped.
   */
  contactId: z.uuid().optional(),
});
export type Recipient = z.infer<typeof RecipientSchema>;

/** Who the card is from; their address is needed only when the card is posted to them (S). */
export const SenderSchema = z.object({
  firstName: line(NAME_MAX).min(1),
  lastName: line(NAME_MAX).default(''),
  email: EmailSchema,
  ...PostalAddressFieldsSchema.partial().shape,
});
export type Sender = z.infer<typeof SenderSchema>;

export const ScheduleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('now') }),
  z.object({ type: z.literal('later'), date: z.iso.date() }),
]);
export type Schedule = z.infer<typeof ScheduleSchema>;

export const ComposeShippingSchema = z.object({
  method: z.string().min(1).max(40).default('standard'),
  type: ShippingTypeSchema,
});

/**
 * The address a card is posted to by its shipping type: the recipient's for D, the sender's for S. Each
 * missing line is a field error at its path (`recipient.address`), with the country rules (state
 * required for AU, CA, CN, MY, MX, US).
 */
function requirePostingAddress(
  value: { shipping: { type: ShippingType }; recipient: Recipient; sender: Sender },
  context: z.RefinementCtx,
) {
  const who = value.shipping.type === 'D' ? 'recipient' : 'sender';
  const address = value[who];
  for (const field of ['address', 'locality', 'country'] as const) {
    if (!address[field])
      context.addIssue({ code: 'custom', path: [who, field], message: 'validation.required' });
  }
  requireStateWhereNeeded(address, context, [who]);
}

const composedShape = {
  cardId: z.uuid(),
  /** The card document (any saved version; migrated by the server). */
  layout: z.unknown(),
  recipient: RecipientSchema,
  sender: SenderSchema,
  schedule: ScheduleSchema,
  shipping: ComposeShippingSchema,
  /** How the recipient proves a gift card in the card is theirs; the shop copies it onto its gift-card object. */
  options: z.object({ giftCardVerification: GiftCardVerificationSchema }).optional(),
};

/** The card being composed, as the editor keeps it (a draft need not be complete; see CardDraft). */
export const ComposedCardSchema = z.object(composedShape).superRefine(requirePostingAddress);
export type ComposedCard = z.input<typeof ComposedCardSchema>;

const addCardShape = {
  ...composedShape,
  /** The current order, when the browser has one; a new order is made otherwise. */
  order: OrderRefSchema.optional(),
  /** The item being edited (resume editing): it is replaced in place rather than added again. */
  item: OrderRefSchema.optional(),
};

/**
 * `POST /api/order/add-card`: one written card posted to one recipient, now or on `schedule.date`.
 * Unknown keys are refused (422), like add-blanks: the price and currency are the server's. Answers
 * `{ item, order }` (AddBlanksResultSchema's shape).
 */
export const AddCardSchema = z
  .looseObject(addCardShape)
  .superRefine(refuseUnknownKeys(addCardShape))
  .superRefine((value, context) => requirePostingAddress(value as never, context));
export type AddCardInput = z.input<typeof AddCardSchema>;

/**
 * What the editor keeps in local storage while writing ('cardshop.cardDraft'): the card being composed,
 * every part optional until it is added to the cart. `item` is the order item being edited, if any.
 */
export interface CardDraft {
  cardId: string;
  layout: unknown;
  recipient?: Partial<Recipient>;
  sender?: Partial<Sender>;
  schedule?: Schedule;
  shipping?: { method: string; type: ShippingType };
  options?: { giftCardVerification: GiftCardVerification };
  item?: { id: string; token: string };
  /** When the draft was last changed (ISO), to prefer the newer of two copies. */
  savedAt: string;
}

/** The user's editor settings (account-ordering.md §3): `GET` / `POST /api/account/editor-settings`. */
export const TIP_DISMISS_SECONDS = 604_800;
export const RECENT_COLORS_MAX = 8;
export const EditorSettingsSchema = z.object({
  /** The writing style last chosen and per-style tweaks, keyed by writing style id. */
  styles: z
    .record(
      z.string().max(60),
      z.object({
        textSize: z.number().int().min(15).max(50).optional(),
        lineHeight: z.number().int().min(60).max(150).optional(),
        color: z
          .string()
          .regex(/^#[0-9a-fA-F]{6}$/)
          .optional(),
      }),
    )
    .refine((styles) => Object.keys(styles).length <= 50, 'validation.max'),
  /** Tip id → when its dismissal ends (ISO); a tip is hidden for 7 days after dismissal. */
  tips: z
    .record(z.string().max(60), z.iso.datetime())
    .refine((tips) => Object.keys(tips).length <= 100, 'validation.max'),
  /** Most recent first, at most 8. */
  recentColors: z.array(z.string().regex(/^#[0-9a-fA-F]{6}$/)).max(RECENT_COLORS_MAX),
});
export type EditorSettings = z.infer<typeof EditorSettingsSchema>;
export const EMPTY_EDITOR_SETTINGS: EditorSettings = { styles: {}, tips: {}, recentColors: [] };

/** Previous sends shown on a card: 8 names (5 on a phone), then '+ N other recipient(s)'. */
export const PREVIOUS_SENDS_SHOWN = { desktop: 8, phone: 5 } as const;
