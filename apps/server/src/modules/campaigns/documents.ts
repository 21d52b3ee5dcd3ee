import { newDocument, newTextBox } from '@cardshop/document/create';
import { type CardDocument, ERR } from '@cardshop/document/schema';
import type { CardSize } from '@cardshop/shared/contracts/catalogue';
import type { EditorConfig } from '@cardshop/shared/contracts/editor';
import type { PrintCheck } from '../fulfilment/printability.ts';

// A recipient's card as a document (decision 0033): the card size's new document, as the editor starts
// one, with the recipient's text in the message page's box in the campaign's font. The same document is
// checked for printing (the fit and glyph check cards added to a cart get) and stored on the order item.

/** A layout's message box: its longest text (the one a template's message is read from), or null. */
export function messageBoxOf(layout: unknown): { text: string; font?: unknown } | null {
  const pages =
    (layout as { pages?: Array<{ objects?: Array<Record<string, unknown>> }> } | null)?.pages ?? [];
  let best: { text: string; font?: unknown } | null = null;
  for (const page of pages) {
    for (const object of page.objects ?? []) {
      if (object.type !== 'text' || typeof object.text !== 'string') continue;
      if (!best || object.text.length > best.text.length) best = object as { text: string; font?: unknown };
    }
  }
  return best;
}

/**
 * The card document that carries `text` in `font`: the campaign's design (a template's) with the text in
 * its message box, or the size's new document.
 */
export function recipientDocument(
  size: CardSize,
  defaults: EditorConfig['defaults'],
  font: string,
  text: string,
  design?: unknown,
): CardDocument {
  if (design) {
    const document = structuredClone(design) as CardDocument;
    const box = messageBoxOf(document);
    if (box) {
      box.text = text;
      box.font = font;
      return document;
    }
  }
  const spec = { ...size, pages: size.pages as 1 | 2 | 4 };
  const document = newDocument(spec, { ...defaults, font });
  let box = document.pages.flatMap((page) => page.objects).find((object) => object.type === 'text');
  if (!box) {
    // A size without a message page: the text goes on its last page.
    box = newTextBox(spec, { ...defaults, font }, 'bulk-text');
    document.pages.at(-1)?.objects.push(box);
  }
  if (box.type === 'text') box.text = text;
  return document;
}

/**
 * What the print check finds in a recipient's card, as review problems: `fit` when the text does not fit
 * the page in the font, `glyphs` when the font cannot write a character. Texts seen before are answered
 * from `seen` (a message without merge fields is checked once for every recipient).
 */
export async function printProblems(
  check: PrintCheck,
  document: CardDocument,
  text: string,
  seen: Map<string, string[]>,
): Promise<string[]> {
  const known = seen.get(text);
  if (known) return known;
  const errors = Object.values(await check(document)).flat();
  const problems = [
    ...(errors.includes(ERR.textOverflow) ? ['fit'] : []),
    ...(errors.includes(ERR.textGlyphs) ? ['glyphs'] : []),
  ];
  seen.set(text, problems);
  return problems;
}
