import { decalShape } from '@cardshop/document/decals';
import type { CardDocument, TextObject } from '@cardshop/document/schema';
import { ERR, PX_BASIS } from '@cardshop/document/schema';
import type { DocumentErrors } from '@cardshop/document/validate';
import { isQrStyle } from '@cardshop/shared/rules/qr-geometry';
import fontkit from '@pdf-lib/fontkit';
import QRCode from 'qrcode';
import { printFontFile } from '../editor/service.ts';
import { wrapLines } from './render.ts';
import { woffToSfnt } from './woff.ts';

type FontkitFont = ReturnType<typeof fontkit.create>;

/**
 * What the print renderer can print of a card, checked when the card is added to the cart so a paid
 * card never fails at printing or prints other than written: every character has a glyph in its print
 * font, the text fits its box when wrapped with the font's real widths (the editor and validateDocument
 * estimate them), decals have shapes, a QR code's address fits a code in a style it draws, and no image objects (no uploads
 * yet). Errors are keyed like validateDocument's (`pages.0.objects.1.text`).
 */
export function createPrintCheck(
  fontFile: (id: string) => Promise<Buffer | null> = async (id) => {
    // Unwrapped from WOFF once: the check lays out every text of a bulk send with these fonts.
    const woff = await printFontFile(id);
    return woff ? woffToSfnt(woff) : null;
  },
) {
  const fonts = new Map<string, Promise<FontkitFont | null>>();
  const fontOf = (id: string) => {
    let font = fonts.get(id);
    if (!font) {
      font = fontFile(id).then((file) => (file ? fontkit.create(file) : null));
      fonts.set(id, font);
    }
    return font;
  };

  async function textErrors(text: TextObject): Promise<string[]> {
    const font = await fontOf(text.font);
    if (!font) return []; // An unknown font is validateDocument's error.
    for (const char of text.text.replace(/\n/g, '')) {
      const point = char.codePointAt(0) ?? 0;
      if (!font.hasGlyphForCodePoint(point)) return [ERR.textGlyphs];
    }
    // The renderer's own layout, in editor px: size px a line of lineHeight %, widths from the font.
    const scale = text.size / font.unitsPerEm;
    const widthOf = (line: string) => font.layout(line).advanceWidth * scale;
    const lines = wrapLines(text.text, text.width * PX_BASIS, widthOf).length;
    return lines * text.size * (text.lineHeight / 100) <= text.height * PX_BASIS + 1e-9
      ? []
      : [ERR.textOverflow];
  }

  return async function printErrors(document: CardDocument): Promise<DocumentErrors> {
    const errors: DocumentErrors = {};
    for (const [p, page] of document.pages.entries()) {
      for (const [o, object] of page.objects.entries()) {
        const at = `pages.${p}.objects.${o}`;
        if (object.type === 'image') errors[at] = [ERR.unavailable];
        if (object.type === 'decal' && !decalShape(object.decalId))
          errors[`${at}.decalId`] = ['validation.in'];
        if (object.type === 'text') {
          const found = await textErrors(object);
          if (found.length > 0) errors[`${at}.text`] = found;
        }
        if (object.type === 'qr-code') {
          // The styles the editor offers are the ones the renderer draws (rules/qr-geometry.ts).
          if (!isQrStyle(object.style)) errors[`${at}.style`] = ['validation.in'];
          try {
            QRCode.create(object.value, { errorCorrectionLevel: 'M' });
          } catch {
            errors[`${at}.value`] = [ERR.url];
          }
        }
      }
    }
    return errors;
  };
}

export type PrintCheck = ReturnType<typeof createPrintCheck>;
