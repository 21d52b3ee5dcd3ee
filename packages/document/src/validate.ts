import {
  type CardDocument,
  CardDocumentSchema,
  type CardObject,
  type CardSizeSpec,
  ERR,
  PX_BASIS,
  type TextObject,
} from './schema.ts';

export interface ValidateOptions {
  size: CardSizeSpec;
  /** Font ids the editor offers. */
  fonts: ReadonlySet<string>;
}

/** Field errors keyed by dotted path (`pages.0.objects.2.font`; the document itself is ``). */
export type DocumentErrors = Record<string, string[]>;

export type ValidationResult = { ok: true; document: CardDocument } | { ok: false; errors: DocumentErrors };

/** Average glyph width as a share of the text size: a deliberately generous estimate. */
const GLYPH_WIDTH_EM = 0.5;

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Checks a current-version document against the card size it is printed on and the fonts on offer.
 * Run `migrateDocument` first for documents saved by older editors.
 */
export function validateDocument(doc: unknown, options: ValidateOptions): ValidationResult {
  const errors: DocumentErrors = {};
  const add = (path: (string | number)[], key: string) => {
    const at = path.join('.');
    const list = errors[at] ?? [];
    if (!list.includes(key)) list.push(key);
    errors[at] = list;
  };

  const parsed = CardDocumentSchema.safeParse(doc);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.message.startsWith('validation.') ? issue.message : ERR.invalid;
      add(issue.path.map(String), key);
    }
    return { ok: false, errors };
  }

  const document = parsed.data;
  const { size, fonts } = options;
  if (document.pages.length !== size.pages) add(['pages'], ERR.pageCount);

  const { width, height } = size.dimensions;
  const bleed: Rect = {
    left: -size.bleed.x,
    top: -size.bleed.y,
    right: width + size.bleed.x,
    bottom: height + size.bleed.y,
  };
  const safe: Rect = {
    left: size.margins.left,
    top: size.margins.top,
    right: width - size.margins.right,
    bottom: height - size.margins.bottom,
  };

  document.pages.forEach((page, p) => {
    page.objects.forEach((object, o) => {
      const at = ['pages', p, 'objects', o];
      const mayBleed = object.type === 'image' || object.type === 'decal';
      if (!inside(bounds(object), mayBleed ? bleed : safe)) {
        add(at, mayBleed ? ERR.outsideBleed : ERR.outsideMargins);
      }
      if (object.type === 'text') {
        if (!fonts.has(object.font)) add([...at, 'font'], ERR.font);
        if (!textFits(object)) add([...at, 'text'], ERR.textOverflow);
      }
    });
  });

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, document };
}

/** The rectangle an object covers on the page; a rotated decal covers its rotated box's bounds. */
export function bounds(object: CardObject): Rect {
  if (object.type === 'qr-code') {
    return { left: object.x, top: object.y, right: object.x + object.size, bottom: object.y + object.size };
  }
  const { x, y, width, height } = object;
  if (object.type === 'decal' && object.rotation % 180 !== 0) {
    const rad = (object.rotation * Math.PI) / 180;
    const w = Math.abs(width * Math.cos(rad)) + Math.abs(height * Math.sin(rad));
    const h = Math.abs(width * Math.sin(rad)) + Math.abs(height * Math.cos(rad));
    const cx = x + width / 2;
    const cy = y + height / 2;
    return { left: cx - w / 2, top: cy - h / 2, right: cx + w / 2, bottom: cy + h / 2 };
  }
  return { left: x, top: y, right: x + width, bottom: y + height };
}

const EPSILON = 1e-9;

function inside(r: Rect, box: Rect): boolean {
  return (
    r.left >= box.left - EPSILON &&
    r.top >= box.top - EPSILON &&
    r.right <= box.right + EPSILON &&
    r.bottom <= box.bottom + EPSILON
  );
}

/**
 * Estimates whether the text fits its box. The box is laid out at `PX_BASIS` px per mm; text size is in
 * px, a glyph averages `GLYPH_WIDTH_EM` of it, and each line takes `size × lineHeight%` px. Every
 * paragraph (newline) takes at least one line.
 */
export function textFits(
  text: Pick<TextObject, 'text' | 'size' | 'lineHeight' | 'width' | 'height'>,
): boolean {
  return writtenHeight(text) <= text.height + EPSILON;
}

/** The height in mm the words of a text box take, by the estimate `textFits` uses. */
export function writtenHeight(text: Pick<TextObject, 'text' | 'size' | 'lineHeight' | 'width'>): number {
  const boxWidth = text.width * PX_BASIS;
  const charsPerLine = Math.max(1, Math.floor(boxWidth / (text.size * GLYPH_WIDTH_EM)));
  const lines = text.text
    .split('\n')
    .reduce((sum, paragraph) => sum + Math.max(1, Math.ceil(paragraph.length / charsPerLine)), 0);
  return (lines * text.size * (text.lineHeight / 100)) / PX_BASIS;
}
