import { z } from 'zod';

/**
 * The card being composed, version 3 (editor version 3.0, spec §9).
 *
 * Units: every position and dimension is in millimetres, measured from the top-left corner of the
 * trimmed page. Negative values and values past the page edge reach into the bleed. Text sizes,
 * stroke sizes and line heights are editor units (spec §5); the editor draws `PX_BASIS` px per mm.
 */
export const DOCUMENT_VERSION = 3;

/** Pixels per millimetre the editor lays text out at (spec §9: pxBasis default 5). */
export const PX_BASIS = 5;

/** Editor limits (spec §5). */
export const TEXT_SIZE = { min: 15, max: 50 } as const;
export const STROKE_SIZE = { min: 15, max: 50 } as const;
export const LINE_HEIGHT = { min: 60, max: 150 } as const;
export const TEXT_MAX_LENGTH = 2000;
/** The longest web address a QR code object carries. */
export const QR_VALUE_MAX = 1000;

/** Error keys returned by validation (see validate.ts). */
export const ERR = {
  invalid: 'validation.invalid',
  pageCount: 'validation.page-count',
  font: 'validation.font',
  textOverflow: 'validation.text-overflow',
  outsideMargins: 'validation.outside-margins',
  outsideBleed: 'validation.outside-bleed',
  textSize: 'validation.text-size',
  lineHeight: 'validation.line-height',
  strokeSize: 'validation.stroke-size',
  color: 'validation.color',
  url: 'validation.url',
  /** Characters the chosen font cannot print (checked by the server, which holds the font files). */
  textGlyphs: 'validation.text-glyphs',
  /** An object the shop cannot print yet (images, until uploads exist). */
  unavailable: 'validation.unavailable',
} as const;

const Id = z.string().trim().min(1).max(100);
const Mm = z.number().finite();
const Length = z.number().finite().positive();

const Box = { id: Id, x: Mm, y: Mm, width: Length, height: Length };

export const HexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: ERR.color });
export const HAlignSchema = z.enum(['left', 'center', 'right']);
export const VAlignSchema = z.enum(['top', 'middle', 'bottom']);

export const TextObjectSchema = z.object({
  type: z.literal('text'),
  ...Box,
  text: z.string().max(TEXT_MAX_LENGTH, { error: ERR.textOverflow }),
  font: Id,
  // Above the maximum the text cannot be printed at the size chosen: reported as an overflow.
  size: z
    .number()
    .min(TEXT_SIZE.min, { error: ERR.textSize })
    .max(TEXT_SIZE.max, { error: ERR.textOverflow }),
  lineHeight: z
    .number()
    .min(LINE_HEIGHT.min, { error: ERR.lineHeight })
    .max(LINE_HEIGHT.max, { error: ERR.lineHeight }),
  color: HexColorSchema,
  hAlign: HAlignSchema,
  vAlign: VAlignSchema,
  strokeSize: z
    .number()
    .min(STROKE_SIZE.min, { error: ERR.strokeSize })
    .max(STROKE_SIZE.max, { error: ERR.strokeSize }),
  penStyle: Id,
});

export const ImageObjectSchema = z.object({
  type: z.literal('image'),
  ...Box,
  src: z.string().trim().min(1).max(2048),
});

export const DecalObjectSchema = z.object({
  type: z.literal('decal'),
  ...Box,
  decalId: Id,
  /** Degrees clockwise about the centre of the box. */
  rotation: z.number().finite(),
});

export const QrCodeObjectSchema = z.object({
  type: z.literal('qr-code'),
  id: Id,
  x: Mm,
  y: Mm,
  /** Side of the square, mm. */
  size: Length,
  // A QR code holds at most about 2,300 bytes; a web address well under that prints as a readable code.
  value: z.url({ protocol: /^https?$/, error: ERR.url }).max(QR_VALUE_MAX, { error: ERR.url }),
  style: Id,
});

/** Where a verification code goes; earlier editors kept yes/no flags here (read as no address). */
const VerificationContact = z.union([z.string().max(200), z.boolean(), z.null()]);

/**
 * The place of a gift card in the card, and which gift card it is: the buyer's choice (the gift card,
 * its amount in the gift card's currency, whether the recipient may change it, its region), which the
 * shop sells as a line of the order (docs/decisions/0023-gift-cards-in-cards.md), and how the recipient
 * proves it is theirs (set by the shop from the card's options). The choice is optional here, for
 * documents saved before it existed: the shop refuses to sell a gift-card object without one.
 */
export const GiftCardObjectSchema = z.object({
  type: z.literal('gift-card'),
  ...Box,
  giftCard: z.object({
    id: z.uuid().optional(),
    amount: z.number().int().positive().optional(),
    canChange: z.boolean().optional(),
    region: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .optional(),
    verification: z.object({ enable: z.boolean(), email: VerificationContact, phone: VerificationContact }),
  }),
});

export const CardObjectSchema = z.discriminatedUnion('type', [
  TextObjectSchema,
  ImageObjectSchema,
  DecalObjectSchema,
  QrCodeObjectSchema,
  GiftCardObjectSchema,
]);

export const PageSchema = z.object({ objects: z.array(CardObjectSchema).max(200) });

export const CardDocumentSchema = z.object({
  version: z.literal(DOCUMENT_VERSION),
  sizeId: Id,
  pages: z.array(PageSchema).min(1).max(4),
});

export type TextObject = z.infer<typeof TextObjectSchema>;
export type ImageObject = z.infer<typeof ImageObjectSchema>;
export type DecalObject = z.infer<typeof DecalObjectSchema>;
export type QrCodeObject = z.infer<typeof QrCodeObjectSchema>;
export type GiftCardObject = z.infer<typeof GiftCardObjectSchema>;
export type CardObject = z.infer<typeof CardObjectSchema>;
export type Page = z.infer<typeof PageSchema>;
export type CardDocument = z.infer<typeof CardDocumentSchema>;

/** The parts of a card size (spec §3 "Card size") that constrain a document; all in mm. */
export interface CardSizeSpec {
  /** One page (panel) as printed, before bleed. */
  dimensions: { width: number; height: number };
  bleed: { x: number; y: number };
  margins: { top: number; right: number; bottom: number; left: number };
  /** 1 letter; 2 notecard or postcard; 4 folded. */
  pages: 1 | 2 | 4;
}
