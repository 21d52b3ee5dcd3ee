import {
  type CardDocument,
  type CardSizeSpec,
  DOCUMENT_VERSION,
  type HAlignSchema,
  LINE_HEIGHT,
  TEXT_SIZE,
  type TextObject,
  type VAlignSchema,
} from './schema.ts';

type HAlign = (typeof HAlignSchema)['options'][number];
type VAlign = (typeof VAlignSchema)['options'][number];

/** What a page carries (card size `content`): the artwork, a message to write, or the back. */
export type PageContent = 'artwork' | 'message' | 'back' | (string & {});

/** A card size as the editor needs it: its document constraints plus what each page carries. */
export interface CreatableSize extends CardSizeSpec {
  id: string;
  content: readonly PageContent[];
}

/** The text styling a new text box starts with (the editor config's `defaults`). */
export interface TextDefaults {
  font: string;
  textSize: number;
  lineHeight: number;
  color: string;
  hAlignment: string;
  vAlignment: string;
  strokeSize: number;
  penStyle: string;
}

const H_ALIGNS: readonly HAlign[] = ['left', 'center', 'right'];
const V_ALIGNS: readonly VAlign[] = ['top', 'middle', 'bottom'];

const clamp = (value: number, range: { min: number; max: number }) =>
  Math.min(range.max, Math.max(range.min, Math.round(value)));

/** An empty text box filling the safe area (inside the margins) of one page, styled by the defaults. */
export function newTextBox(size: CardSizeSpec, defaults: TextDefaults, id: string): TextObject {
  const { dimensions, margins } = size;
  return {
    type: 'text',
    id,
    x: margins.left,
    y: margins.top,
    width: dimensions.width - margins.left - margins.right,
    height: dimensions.height - margins.top - margins.bottom,
    text: '',
    font: defaults.font,
    size: clamp(defaults.textSize, TEXT_SIZE),
    lineHeight: clamp(defaults.lineHeight, LINE_HEIGHT),
    color: defaults.color.toLowerCase(),
    hAlign: H_ALIGNS.find((align) => align === defaults.hAlignment) ?? 'center',
    vAlign: V_ALIGNS.find((align) => align === defaults.vAlignment) ?? 'top',
    strokeSize: defaults.strokeSize,
    penStyle: defaults.penStyle,
  };
}

/**
 * Words written over the artwork (a front page's caption): a band across the bottom quarter of the
 * safe area, centred, so most of the artwork stays clear.
 */
export function newCaptionBox(size: CardSizeSpec, defaults: TextDefaults, id: string): TextObject {
  const box = newTextBox(size, defaults, id);
  const height = box.height / 4;
  return { ...box, y: box.y + box.height - height, height, hAlign: 'center', vAlign: 'bottom' };
}

/**
 * A new, unwritten document for a card size: one page per printed page, and an empty text box filling
 * the safe area of every page that carries a message. Artwork and back pages start empty.
 */
export function newDocument(size: CreatableSize, defaults: TextDefaults): CardDocument {
  const pages = Array.from({ length: size.pages }, (_, index) => {
    const content = size.content[index] ?? (size.pages === 1 ? 'message' : 'artwork');
    return {
      objects: content === 'message' ? [newTextBox(size, defaults, `page-${index + 1}-text`)] : [],
    };
  });
  return { version: DOCUMENT_VERSION, sizeId: size.id, pages };
}
