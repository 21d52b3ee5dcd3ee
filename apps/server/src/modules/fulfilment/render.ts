import { decalShape } from '@cardshop/document/decals';
import {
  type CardDocument,
  type CardSizeSpec,
  type DecalObject,
  type GiftCardObject,
  PX_BASIS,
  type QrCodeObject,
  type TextObject,
} from '@cardshop/document/schema';
import { qrDrawing, qrPathData } from '@cardshop/shared/rules/qr-geometry';
import fontkit from '@pdf-lib/fontkit';
import {
  concatTransformationMatrix,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { type CardArtSpec, renderCardPage } from '../../seed/artwork/card-art.ts';
import { printFontFile } from '../editor/service.ts';
import { woffToSfnt } from './woff.ts';

/** Points per millimetre (PDF user space is 1/72 in). */
export const PT_PER_MM = 72 / 25.4;
/** Print resolution of the artwork. */
const ARTWORK_DPI = 300;

export interface RenderSize extends CardSizeSpec {
  /** What each page carries: 'artwork' (the front), 'message', 'back'. */
  content: string[];
}

/**
 * What the gift-card slot tells the recipient (docs/decisions/0023-gift-cards-in-cards.md): the gift card,
 * where to redeem it and, once its code is issued, the code with a QR code to its redemption page; before
 * that, the reference the redemption step finds the gift card by. Never an empty box.
 */
export interface GiftCardPrint {
  /** 'Choose Any Gift Card · $50.00'; null when the card's gift card is not known (an older order). */
  title: string | null;
  /** PUBLIC_URL + /redeem. */
  redeemUrl: string;
  /** The gift-card line's id (the `{orderItemId}` of the redemption address). */
  reference: string;
  /** The code, once issued, and the address its QR code opens (PUBLIC_URL/redeem/{id}/{code}). */
  code: string | null;
  codeUrl: string | null;
}

/** The font of the gift-card slot: a plain serif, so the address and the code read unambiguously. */
export const GIFT_CARD_FONT = 'playfair-display';

export interface RenderInput {
  document: CardDocument;
  size: RenderSize;
  /**
   * The card's generated artwork (seed/artwork), drawn for each artwork page at the card's size; or an
   * uploaded front (a custom artwork, decision 0035): a JPEG of the bleed box, printed on the front only.
   */
  artwork: Pick<CardArtSpec, 'seed' | 'greeting' | 'artistName'> | { image: Buffer };
  /** The organisation's card logo, printed at the foot of the card's last page (its back). */
  cardLogo?: { format: 'jpeg' | 'png'; bytes: Buffer } | null;
  /** The font of printed labels (the gift card's place), so every font in the file is embedded. */
  labelFont: string;
  /** Stored in the PDF's metadata. */
  title?: string;
  /** What the card's gift-card slot says; without it the slot shows only that a gift card goes there. */
  giftCard?: GiftCardPrint | null;
}

// The print fonts unwrapped from WOFF once a process, so each print file embeds a plain font file.
const sfntFiles = new Map<string, Promise<Buffer | null>>();
function sfntFile(id: string): Promise<Buffer | null> {
  let file = sfntFiles.get(id);
  if (!file) {
    file = printFontFile(id).then((woff) => (woff ? woffToSfnt(woff) : null));
    file.catch(() => sfntFiles.delete(id));
    sfntFiles.set(id, file);
  }
  return file;
}

/**
 * Renders a written card to a print-ready PDF: one page per document page, each the panel plus the
 * bleed on every edge. Artwork pages carry the card's artwork over the whole bleed box; the objects are
 * drawn where the editor placed them (mm from the trimmed page's top-left), text in its own embedded
 * (subset) font.
 */
export async function renderCardPdf(input: RenderInput): Promise<{ pdf: Uint8Array; pageCount: number }> {
  const { document: card, size } = input;
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(input.title ?? 'Card');
  pdf.setProducer('cardshop');
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));

  const fonts = new Map<string, PDFFont>();
  const fontOf = async (id: string) => {
    let font = fonts.get(id);
    if (!font) {
      const file = await sfntFile(id);
      if (!file) throw new Error(`unknown font ${id}`);
      font = await pdf.embedFont(file, { subset: true });
      fonts.set(id, font);
    }
    return font;
  };

  const width = (size.dimensions.width + 2 * size.bleed.x) * PT_PER_MM;
  const height = (size.dimensions.height + 2 * size.bleed.y) * PT_PER_MM;
  // Positions are from the trimmed page's top-left; PDF's origin is the bottom-left of the bleed box.
  const frame: Frame = {
    height,
    x: (mm) => (mm + size.bleed.x) * PT_PER_MM,
    top: (mm) => height - (mm + size.bleed.y) * PT_PER_MM,
  };

  for (const [index, content] of card.pages.entries()) {
    const page = pdf.addPage([width, height]);
    const kind = size.content[index];
    const artwork = input.artwork;
    if ('image' in artwork) {
      // An uploaded front covers the bleed box; its back stays white paper.
      if (kind === 'artwork') {
        const image = await fitToBox(artwork.image, width, height);
        page.drawImage(await pdf.embedJpg(image), { x: 0, y: 0, width, height });
      }
    } else if (kind === 'artwork' || kind === 'back') {
      const spec = { ...artwork, widthMm: size.dimensions.width, heightMm: size.dimensions.height };
      const side = kind === 'artwork' ? 'front' : 'back';
      const image = await rasterise(
        JSON.stringify([spec, side]),
        () => renderCardPage(spec, side),
        width,
        height,
      );
      page.drawImage(await pdf.embedJpg(image), { x: 0, y: 0, width, height });
    }
    for (const object of content.objects) {
      if (object.type === 'text') drawText(page, frame, object, await fontOf(object.font));
      else if (object.type === 'decal') drawDecal(page, frame, object);
      else if (object.type === 'qr-code') drawQrCode(page, frame, object);
      else if (object.type === 'gift-card') {
        const font = await fontOf(input.giftCard ? GIFT_CARD_FONT : input.labelFont);
        drawGiftCard(page, frame, object, font, input.giftCard ?? null);
      }
      // Image objects (a photo placed on a page) are not printed yet: the editor offers no such upload.
    }
    if (input.cardLogo && index === card.pages.length - 1) {
      await drawCardLogo(pdf, page, frame, size, input.cardLogo);
    }
  }

  return { pdf: await pdf.save(), pageCount: card.pages.length };
}

interface Frame {
  height: number;
  /** PDF x of a trim-relative x in mm. */
  x(mm: number): number;
  /** PDF y of a trim-relative y in mm (PDF y grows upwards). */
  top(mm: number): number;
}

// The last few artworks rasterised, by what they draw (the card's artwork spec and side) and size: a bulk send prints one card a thousand
// times, and rasterising its artwork at print resolution is most of a print file's cost (decision 0033).
const RASTER_CACHE_SIZE = 8;
const rasterCache = new Map<string, Promise<Buffer>>();

/** The artwork as a JPEG at print resolution, stretched to the bleed box (its proportions are the trim's). */
function rasterise(drawing: string, draw: () => string, widthPt: number, heightPt: number): Promise<Buffer> {
  const key = `${widthPt}x${heightPt}:${drawing}`;
  const cached = rasterCache.get(key);
  if (cached) {
    rasterCache.delete(key);
    rasterCache.set(key, cached);
    return cached;
  }
  const made = Promise.resolve().then(() => rasteriseNow(draw(), widthPt, heightPt));
  rasterCache.set(key, made);
  made.catch(() => rasterCache.delete(key));
  if (rasterCache.size > RASTER_CACHE_SIZE) rasterCache.delete(rasterCache.keys().next().value as string);
  return made;
}

async function rasteriseNow(svg: string, widthPt: number, heightPt: number): Promise<Buffer> {
  const pixels = (pt: number) => Math.round((pt / 72) * ARTWORK_DPI);
  // The SVG is drawn 10 px per mm: density 86 (of 72) gives about 300 dpi before the resize.
  return sharp(Buffer.from(svg), { density: 86 })
    .resize(pixels(widthPt), pixels(heightPt), { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** An uploaded front (a JPEG of the bleed box's proportions) at print resolution over the bleed box. */
async function fitToBox(image: Buffer, widthPt: number, heightPt: number): Promise<Buffer> {
  const pixels = (pt: number) => Math.round((pt / 72) * ARTWORK_DPI);
  return sharp(image)
    .resize(pixels(widthPt), pixels(heightPt), { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The largest box the card logo takes, in mm, and how far its foot sits above the trimmed edge. */
export const CARD_LOGO_BOX_MM = { width: 35, height: 15, bottom: 10 };

/**
 * The organisation's card logo at the foot of the back page, centred, as large as fits its box with its
 * proportions kept (decision 0035).
 */
async function drawCardLogo(
  pdf: PDFDocument,
  page: PDFPage,
  frame: Frame,
  size: RenderSize,
  logo: { format: 'jpeg' | 'png'; bytes: Buffer },
) {
  const image = logo.format === 'png' ? await pdf.embedPng(logo.bytes) : await pdf.embedJpg(logo.bytes);
  const box = CARD_LOGO_BOX_MM;
  const scale = Math.min((box.width * PT_PER_MM) / image.width, (box.height * PT_PER_MM) / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const bottomMm = size.dimensions.height - box.bottom;
  page.drawImage(image, {
    x: frame.x(size.dimensions.width / 2) - width / 2,
    y: frame.top(bottomMm),
    width,
    height,
  });
}

function colorOf(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** Breaks text into lines no wider than `maxWidth` (words first, a word too long by characters). */
export function wrapLines(text: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const char of word) {
        if (line && widthOf(line + char) > maxWidth) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    lines.push(line);
  }
  return lines;
}

function drawText(page: PDFPage, frame: Frame, text: TextObject, font: PDFFont) {
  // Editor sizes are px at PX_BASIS px per mm.
  const size = (text.size / PX_BASIS) * PT_PER_MM;
  const lineHeight = size * (text.lineHeight / 100);
  const boxWidth = text.width * PT_PER_MM;
  const boxHeight = text.height * PT_PER_MM;
  const lines = wrapLines(text.text, boxWidth, (line) => font.widthOfTextAtSize(line, size));
  const used = lines.length * lineHeight;
  const offset =
    text.vAlign === 'top' ? 0 : text.vAlign === 'bottom' ? boxHeight - used : (boxHeight - used) / 2;
  // As in CSS, the glyphs sit in the middle of each line box: half the leading above them.
  const ascent = font.heightAtSize(size, { descender: false });
  const halfLeading = (lineHeight - font.heightAtSize(size)) / 2;
  const top = frame.top(text.y);
  const left = frame.x(text.x);
  const color = colorOf(text.color);
  lines.forEach((line, index) => {
    if (!line) return;
    const lineWidth = font.widthOfTextAtSize(line, size);
    const x =
      text.hAlign === 'left'
        ? left
        : text.hAlign === 'right'
          ? left + boxWidth - lineWidth
          : left + (boxWidth - lineWidth) / 2;
    const baseline = top - (offset + index * lineHeight + halfLeading + ascent);
    page.drawText(line, { x, y: baseline, size, font, color });
  });
}

/** A decal's path (drawn in a 100 × 100 box) scaled into its box and turned about the box's centre. */
function drawDecal(page: PDFPage, frame: Frame, decal: DecalObject) {
  const shape = decalShape(decal.decalId);
  if (!shape) return;
  const sx = (decal.width * PT_PER_MM) / 100;
  const sy = (decal.height * PT_PER_MM) / 100;
  const cx = frame.x(decal.x + decal.width / 2);
  const cy = frame.top(decal.y + decal.height / 2);
  const angle = (decal.rotation * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // drawSvgPath at the origin draws path point (px, py) at (px, -py); this matrix maps that to the box,
  // scaled, rotated clockwise (as on screen) about its centre.
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(
      sx * cos,
      -sx * sin,
      sy * sin,
      sy * cos,
      cx - 50 * sx * cos + 50 * sy * sin,
      cy + 50 * sx * sin + 50 * sy * cos,
    ),
  );
  page.drawSvgPath(shape.path, { x: 0, y: 0, color: colorOf(shape.color) });
  page.pushOperators(popGraphicsState());
}

/**
 * The QR code in its style on white, drawn by the shared rule (rules/qr-geometry.ts) the editor and
 * /qr-preview draw with, as one path filled non-zero: the box is the code plus its quiet zone.
 */
function drawQrCode(page: PDFPage, frame: Frame, qr: QrCodeObject) {
  const { modules } = QRCode.create(qr.value, { errorCorrectionLevel: 'M' });
  const drawing = qrDrawing(modules, qr.style);
  const side = qr.size * PT_PER_MM;
  const left = frame.x(qr.x);
  const top = frame.top(qr.y);
  page.drawRectangle({ x: left, y: top - side, width: side, height: side, color: rgb(1, 1, 1) });
  // drawSvgPath puts the path's origin at (x, y) with its y axis downwards, as in the drawing.
  page.drawSvgPath(qrPathData(drawing), { x: left, y: top, scale: side / drawing.side, color: rgb(0, 0, 0) });
}

/** The lines of the gift-card slot, top to bottom. */
export function giftCardSlotLines(print: GiftCardPrint | null): string[] {
  if (!print) return ['Gift card'];
  return [
    print.title ?? 'Your gift card',
    'Redeem it at',
    print.redeemUrl,
    print.code ? `Code: ${print.code}` : `Reference: ${print.reference}`,
  ];
}

/**
 * The gift-card slot: a framed panel with the gift card's name and amount, the redemption address and the
 * code (with its QR code on the right) or, before the code is issued, the reference. Each line is as large
 * as the panel allows, at most 9 pt.
 */
function drawGiftCard(
  page: PDFPage,
  frame: Frame,
  gift: GiftCardObject,
  font: PDFFont,
  print: GiftCardPrint | null,
) {
  const width = gift.width * PT_PER_MM;
  const height = gift.height * PT_PER_MM;
  const left = frame.x(gift.x);
  const top = frame.top(gift.y);
  const grey = rgb(0.3, 0.3, 0.3);
  page.drawRectangle({
    x: left,
    y: top - height,
    width,
    height,
    borderColor: grey,
    borderWidth: 0.75,
    ...(print ? {} : { borderDashArray: [4, 3] }),
  });
  const pad = Math.min(2.5 * PT_PER_MM, height / 8);
  let textWidth = width - 2 * pad;
  if (print?.codeUrl) {
    const side = Math.min(height - 2 * pad, width / 2.5);
    drawQrCode(page, frame, {
      type: 'qr-code',
      id: `${gift.id}-code`,
      x: gift.x + gift.width - (pad + side) / PT_PER_MM,
      y: gift.y + (height - side) / 2 / PT_PER_MM,
      size: side / PT_PER_MM,
      value: print.codeUrl,
      style: 'square',
    });
    textWidth -= side + pad;
  }
  const lines = giftCardSlotLines(print);
  const lineBox = (height - 2 * pad) / lines.length;
  lines.forEach((line, index) => {
    const fit = textWidth / Math.max(1, font.widthOfTextAtSize(line, 1));
    const size = Math.max(3, Math.min(9, lineBox * 0.8, fit));
    const lineWidth = font.widthOfTextAtSize(line, size);
    const x = print ? left + pad : left + (width - lineWidth) / 2;
    const y = print ? top - pad - lineBox * index - (lineBox + size * 0.7) / 2 : top - height / 2 - size / 3;
    page.drawText(line, { x, y, size, font, color: grey });
  });
}
