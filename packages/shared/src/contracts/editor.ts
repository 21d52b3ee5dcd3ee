import { listParam, PageInfoSchema } from './catalogue.ts';
import * as z from './zod.ts';

/** Editor limits and defaults (spec §9). */
export const EDITOR_VERSION = '3.0';
export const EDITOR_PX_BASIS = 5;
export const LINE_HEIGHT_LIMITS = { min: 60, max: 150 } as const;
export const TEXT_SIZE_LIMITS = { min: 15, max: 50 } as const;
export const STROKE_SIZE_LIMITS = { min: 15, max: 50 } as const;

export const FONT_CATEGORIES = ['handwriting', 'display'] as const;
export type FontCategory = (typeof FONT_CATEGORIES)[number];

const HexColor = z.string().regex(/^#[0-9a-f]{6}$/i);
const Range = z.object({ min: z.number().int(), max: z.number().int() });
const Option = z.object({ id: z.string(), label: z.string() });

export const FontSchema = z.object({
  id: z.string(),
  familyName: z.string(),
  /** The weights on offer, e.g. `['400', '700']`. */
  familyVariants: z.array(z.string()),
  /** `@font-face` rules whose sources are served by this server under `/fonts/{id}/`. */
  css: z.string(),
  category: z.enum(FONT_CATEGORIES),
});
export type Font = z.infer<typeof FontSchema>;

/** A whole number of at least 1; anything else is a field error (not floored, unlike catalogue paging). */
const PositiveIntParam = z
  .string()
  .regex(/^\d{1,9}$/, 'validation.integer')
  .transform(Number)
  .refine((value) => value >= 1, 'validation.min');

export const FontQuerySchema = z.strictObject({
  page: PositiveIntParam.optional(),
  maxResults: PositiveIntParam.optional(),
  filters: listParam(z.enum(FONT_CATEGORIES, 'validation.font-category')).optional(),
});
export type FontQuery = z.infer<typeof FontQuerySchema>;

export const FontListSchema = z.object({
  results: z.array(FontSchema),
  page: PageInfoSchema,
  filters: z.object({ categories: z.array(z.enum(FONT_CATEGORIES)) }),
});
export type FontList = z.infer<typeof FontListSchema>;

export const FontIdParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,60}$/) });

/** A writing style: a font with a pen style and a default size. */
export const WritingStyleSchema = z.object({
  id: z.string(),
  name: z.string(),
  font: FontSchema,
  penStyle: z.string(),
  textSize: z.number().int(),
  strokeSize: z.number().int(),
  lineHeight: z.number().int(),
});
export type WritingStyle = z.infer<typeof WritingStyleSchema>;

export const EditorConfigSchema = z.object({
  defaults: z.object({
    color: HexColor,
    font: z.string(),
    hAlignment: z.string(),
    lineHeight: z.number().int(),
    penStyle: z.string(),
    strokeSize: z.number().int(),
    textSize: z.number().int(),
    writing: z.string(),
    vAlignment: z.string(),
  }),
  pxBasis: z.number().int(),
  version: z.string(),
  categories: z.array(Option),
  colors: z.array(HexColor),
  popularColors: z.array(HexColor),
  decals: z.object({
    objects: z.array(Option),
    occasion: z.array(Option),
    style: z.array(Option),
  }),
  hAlignments: z.array(z.string()),
  vAlignments: z.array(z.string()),
  languages: z.array(z.object({ code: z.string(), label: z.string() })),
  lineHeight: Range,
  textSize: Range,
  strokeSize: Range,
  qrCodes: z.object({ styles: z.array(Option) }),
  penStyles: z.array(Option),
  writingStyles: z.array(z.object({ id: z.string(), name: z.string(), font: z.string() })),
  defaultFont: z.string(),
  defaultWriting: z.string(),
  composer: z.object({
    connections: z.array(Option),
    lengths: z.array(Option),
    tones: z.array(Option),
    rewrites: z.array(Option),
  }),
});
export type EditorConfig = z.infer<typeof EditorConfigSchema>;
