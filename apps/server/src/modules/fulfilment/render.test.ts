import { inflateSync } from 'node:zlib';
import type { CardDocument } from '@cardshop/document/schema';
import { QR_STYLES, qrDrawing, qrPathData } from '@cardshop/shared/rules/qr-geometry';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CARD_SIZES } from '../../seed/data/card-sizes.ts';
import { type GiftCardPrint, PT_PER_MM, type RenderSize, renderCardPdf, wrapLines } from './render.ts';
import { readPdf } from './test-helpers.ts';

// The print file of a written card, read back the way a printer would: pages, their size in points,
// the fonts embedded, the text where it was written, the artwork on the artwork pages.

function sizeOf(id: string): RenderSize {
  const size = CARD_SIZES.find((entry) => entry.id === id);
  if (!size) throw new Error(`no size ${id}`);
  return { ...size, pages: size.pages as 1 | 2 | 4 };
}

const text = (
  overrides: Partial<Extract<CardDocument['pages'][number]['objects'][number], { type: 'text' }>>,
) => ({
  type: 'text' as const,
  id: 't',
  x: 10,
  y: 20,
  width: 100,
  height: 60,
  text: '',
  font: 'caveat',
  size: 28,
  lineHeight: 100,
  color: '#1f2a44',
  hAlign: 'center' as const,
  vAlign: 'top' as const,
  strokeSize: 20,
  penStyle: 'ballpoint',
  ...overrides,
});

const LONG =
  'Dear Grandma, thank you for the lovely jumper and for the stories by the fire. We miss you and cannot wait to visit in the spring.';

const FOLDED: CardDocument = {
  version: 3,
  sizeId: 'folded',
  pages: [
    { objects: [] },
    {
      objects: [
        text({ id: 'greeting', text: 'Happy birthday, Grandma!', vAlign: 'middle' }),
        text({ id: 'letter', y: 90, width: 60, height: 70, text: LONG, hAlign: 'left', size: 22 }),
        { type: 'decal', id: 'd', x: 50, y: 150, width: 20, height: 20, decalId: 'heart', rotation: 15 },
      ],
    },
    {
      objects: [
        text({ id: 'sign', text: 'With love from Sam', font: 'playfair-display', hAlign: 'right' }),
        {
          type: 'qr-code',
          id: 'q',
          x: 40,
          y: 100,
          size: 30,
          value: 'https://example.com/video',
          style: 'square',
        },
        {
          type: 'gift-card',
          id: 'g',
          x: 20,
          y: 140,
          width: 85,
          height: 25,
          giftCard: { verification: { enable: false, email: false, phone: false } },
        },
      ],
    },
    { objects: [] },
  ],
};

async function render(document: CardDocument, sizeId: string, giftCard?: GiftCardPrint) {
  const size = sizeOf(sizeId);
  const { pdf, pageCount } = await renderCardPdf({
    document,
    size,
    labelFont: 'caveat',
    artwork: { seed: 7, greeting: 'Happy birthday', artistName: 'Test Studio' },
    giftCard,
  });
  return { pdf, pageCount, pages: await readPdf(pdf), size };
}

describe('renderCardPdf', () => {
  let folded: Awaited<ReturnType<typeof render>>;
  beforeAll(async () => {
    folded = await render(FOLDED, 'folded');
  });

  it('prints one page per panel, each the panel plus bleed on every edge, in points', async () => {
    const { pages, pageCount } = folded;
    expect(pageCount).toBe(4);
    expect(pages).toHaveLength(4);
    // 127 × 178 mm plus 3 mm each side: 133 × 184 mm.
    for (const page of pages) {
      expect(page.width).toBeCloseTo((133 * 72) / 25.4, 2);
      expect(page.height).toBeCloseTo((184 * 72) / 25.4, 2);
    }
  });

  it('carries the artwork on the front and the back only', async () => {
    const { pages } = folded;
    expect(pages.map((page) => page.images)).toEqual([1, 0, 0, 1]);
  });

  it('prints an uploaded front over the bleed box, and the card logo at the foot of the back', async () => {
    const front = await sharp({ create: { width: 1571, height: 2174, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: '#cc2200ff' } })
      .png()
      .toBuffer();
    const { pdf } = await renderCardPdf({
      document: FOLDED,
      size: sizeOf('folded'),
      labelFont: 'caveat',
      artwork: { image: front },
      cardLogo: { format: 'png', bytes: logo },
    });
    const pages = await readPdf(pdf);
    // The front is the upload; the back carries the logo alone (no generated artwork).
    expect(pages.map((page) => page.images)).toEqual([1, 0, 0, 1]);
    const withoutLogo = await renderCardPdf({
      document: FOLDED,
      size: sizeOf('folded'),
      labelFont: 'caveat',
      artwork: { image: front },
    });
    expect((await readPdf(withoutLogo.pdf)).map((page) => page.images)).toEqual([1, 0, 0, 0]);
    // With the catalogue's artwork, the back has both the artwork and the logo.
    const generated = await renderCardPdf({
      document: FOLDED,
      size: sizeOf('folded'),
      labelFont: 'caveat',
      artwork: { seed: 7, greeting: 'Happy birthday', artistName: 'Test Studio' },
      cardLogo: { format: 'png', bytes: logo },
    });
    expect((await readPdf(generated.pdf)).map((page) => page.images)).toEqual([1, 0, 0, 2]);
    // The logo sits centred at the foot of the back, 35 × 15 mm at most (3:1 here: 35 × 11.7 mm), its
    // foot 10 mm above the trimmed edge.
    const [logoBox] = await imageBoxesOn(pdf, 4);
    const mm = (pt: number) => pt / PT_PER_MM;
    expect(mm(logoBox?.width ?? 0)).toBeCloseTo(35, 1);
    expect(mm(logoBox?.height ?? 0)).toBeCloseTo(35 / 3, 1);
    expect(mm(logoBox?.x ?? 0) - 3 + 35 / 2).toBeCloseTo(127 / 2, 1);
    expect(mm(logoBox?.y ?? 0) - 3).toBeCloseTo(10, 1);
  });

  it('embeds each font written with, and the text is there to read', async () => {
    const { pages } = folded;
    const [, inside, right] = pages;
    expect(inside?.fonts).toEqual(['Caveat-Regular']);
    expect(inside?.fontsEmbedded).toBe(true);
    // The gift card's label is in the label font (Caveat): every font in the file is embedded.
    expect(right?.fonts).toEqual(['PlayfairDisplay-Regular', 'Caveat-Regular']);
    expect(right?.fontsEmbedded).toBe(true);
    expect(inside?.text).toContain('Happy birthday, Grandma!');
    expect(inside?.text.replace(/\s+/g, ' ')).toContain('stories by the fire');
    expect(right?.text).toContain('With love from Sam');
    expect(right?.text).toContain('Gift card');
  });

  it('wraps long text inside its box, at its place on the trimmed page', async () => {
    const { pages, size } = folded;
    const inside = pages[1];
    if (!inside) throw new Error('no inside page');
    const letter = inside.runs.filter((run) => !run.text.includes('Happy birthday'));
    expect(letter.length).toBeGreaterThan(2);
    const left = (10 + size.bleed.x) * PT_PER_MM;
    const right = (70 + size.bleed.x) * PT_PER_MM;
    for (const run of letter) {
      expect(run.left).toBeCloseTo(left, 0);
      expect(run.right).toBeLessThanOrEqual(right + 0.5);
    }
    // Lines go down the page, one line height apart (22 px at 5 px/mm, line height 100%).
    const baselines = letter.map((run) => run.baseline);
    const gap = (22 / 5) * PT_PER_MM;
    for (let i = 1; i < baselines.length; i += 1) {
      expect((baselines[i - 1] ?? 0) - (baselines[i] ?? 0)).toBeCloseTo(gap, 1);
    }
  });

  it('right-aligns and centres lines in their box', async () => {
    const { pages, size } = folded;
    const [sign] = pages[2]?.runs ?? [];
    expect(sign?.right).toBeCloseTo((110 + size.bleed.x) * PT_PER_MM, 0);
    const greeting = pages[1]?.runs.find((run) => run.text.includes('Happy birthday'));
    const centre = (60 + size.bleed.x) * PT_PER_MM;
    expect(((greeting?.left ?? 0) + (greeting?.right ?? 0)) / 2).toBeCloseTo(centre, 0);
  });

  it('prints a one-page letter without artwork', async () => {
    const letter: CardDocument = {
      version: 3,
      sizeId: 'letter',
      pages: [{ objects: [text({ text: 'Dear Ada,', font: 'great-vibes' })] }],
    };
    const { pages } = await render(letter, 'letter');
    expect(pages).toHaveLength(1);
    expect(pages[0]?.width).toBeCloseTo(154 * PT_PER_MM, 2);
    expect(pages[0]?.images).toBe(0);
    expect(pages[0]?.fonts).toEqual(['GreatVibes-Regular']);
    expect(pages[0]?.text).toContain('Dear Ada,');
  });
});

/** Where each image of a page is drawn: its box in points from the page's bottom-left. */
async function imageBoxesOn(pdf: Uint8Array, pageNumber: number) {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const document = await task.promise;
  const operators = await (await document.getPage(pageNumber)).getOperatorList();
  await task.destroy();
  const boxes: { x: number; y: number; width: number; height: number }[] = [];
  // The current transformation matrix, as `cm` operators concatenate it (M × CTM), saved and restored.
  let ctm = [1, 0, 0, 1, 0, 0];
  const saved: number[][] = [];
  operators.fnArray.forEach((fn, index) => {
    if (fn === OPS.save) saved.push(ctm);
    if (fn === OPS.restore) ctm = saved.pop() ?? [1, 0, 0, 1, 0, 0];
    if (fn === OPS.transform) {
      const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = operators.argsArray[index] as number[];
      const [A = 1, B = 0, C = 0, D = 1, E = 0, F = 0] = ctm;
      ctm = [
        a * A + b * C,
        a * B + b * D,
        c * A + d * C,
        c * B + d * D,
        e * A + f * C + E,
        e * B + f * D + F,
      ];
    }
    if (fn === OPS.paintImageXObject) {
      const [width = 0, , , height = 0, x = 0, y = 0] = ctm;
      boxes.push({ x, y, width, height });
    }
  });
  return boxes;
}

/** A page's path-building operators, counted, read from its content streams as a printer reads them. */
async function pathOperators(pdf: Uint8Array, pageIndex: number): Promise<Record<'m' | 'l' | 'c', number>> {
  const document = await PDFDocument.load(pdf);
  const contents = document.getPage(pageIndex).node.Contents();
  const streams = (
    contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents]
  ).filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream);
  const counts = { m: 0, l: 0, c: 0 };
  for (const stream of streams) {
    const flate = String(stream.dict.get(PDFName.of('Filter'))) === '/FlateDecode';
    const text = Buffer.from(flate ? inflateSync(stream.contents) : stream.contents).toString('latin1');
    for (const token of text.split(/\s+/)) {
      if (token === 'm' || token === 'l' || token === 'c') counts[token] += 1;
    }
  }
  return counts;
}

const commands = (path: string, letter: string) => path.split(letter).length - 1;

describe('the QR code', () => {
  const value = 'https://example.com/video';
  const withQr = (style: string): CardDocument => ({
    version: 3,
    sizeId: 'folded',
    pages: [
      { objects: [] },
      { objects: [{ type: 'qr-code', id: 'q', x: 40, y: 100, size: 30, value, style }] },
      { objects: [] },
      { objects: [] },
    ],
  });

  it('is drawn in the style chosen, by the rule the editor and /qr-preview draw with', async () => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const drawn: Record<string, Record<'m' | 'l' | 'c', number>> = {};
    // guarded-expect: QR_STYLES is the constant list of the three styles (asserted above).
    for (const style of QR_STYLES) {
      const { pdf } = await render(withQr(style), 'folded');
      const operators = await pathOperators(pdf, 1);
      const path = qrPathData(qrDrawing(modules, style));
      // Every contour and segment of the rule's path, plus the white square under the code.
      expect(operators, style).toEqual({
        m: commands(path, 'M') + 1,
        l: commands(path, 'L') + 3,
        c: commands(path, 'C'),
      });
      drawn[style] = operators;
    }
    // Squares are straight; rounded modules and dots are curves, a dot's four to a module.
    expect(drawn.square?.c).toBe(0);
    expect(drawn.rounded?.c).toBeGreaterThan(0);
    expect(drawn.dots?.c).toBeGreaterThan(drawn.rounded?.c ?? 0);
  });
});

describe('the gift-card slot', () => {
  const reference = '3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a7b';
  const waiting: GiftCardPrint = {
    title: 'Choose Any Gift Card · $50.00',
    redeemUrl: 'https://shop.example/redeem',
    reference,
    code: null,
    codeUrl: null,
  };

  it('says which gift card, where to redeem it and its reference before a code is issued', async () => {
    const { pages } = await render(FOLDED, 'folded', waiting);
    const right = pages[2];
    expect(right?.text).toContain('Choose Any Gift Card · $50.00');
    expect(right?.text).toContain('Redeem it at');
    expect(right?.text).toContain('https://shop.example/redeem');
    expect(right?.text).toContain(`Reference: ${reference}`);
    // In a plain serif, embedded like every font of the file.
    expect(right?.fonts).toEqual(['PlayfairDisplay-Regular']);
    expect(right?.fontsEmbedded).toBe(true);
    // Every line inside the slot (20 mm from the left, 85 mm wide).
    const slot = right?.runs.filter((run) => !run.text.includes('With love')) ?? [];
    expect(slot).toHaveLength(4);
    for (const run of slot) {
      expect(run.left).toBeGreaterThanOrEqual((20 + 3) * PT_PER_MM);
      expect(run.right).toBeLessThanOrEqual((20 + 85 + 3) * PT_PER_MM);
    }
  });

  it('prints the code with a QR code to its redemption page once issued', async () => {
    const issued: GiftCardPrint = {
      ...waiting,
      code: 'GC-7Q4M-2XKD',
      codeUrl: `https://shop.example/redeem/${reference}/GC-7Q4M-2XKD`,
    };
    const [withCode, withoutCode] = await Promise.all([
      render(FOLDED, 'folded', issued),
      render(FOLDED, 'folded', waiting),
    ]);
    const right = withCode.pages[2];
    expect(right?.text).toContain('Code: GC-7Q4M-2XKD');
    expect(right?.text).not.toContain('Reference:');
    // The page's own QR code is there either way; the code's adds its modules.
    const contoursOf = async (pdf: Uint8Array) => (await pathOperators(pdf, 2)).m;
    expect(await contoursOf(withCode.pdf)).toBeGreaterThan((await contoursOf(withoutCode.pdf)) + 20);
  });
});

describe('wrapLines', () => {
  const width = (text: string) => text.length;
  it('breaks at spaces, keeps paragraphs, and splits a word longer than the line', () => {
    expect(wrapLines('one two three\nfour', 7, width)).toEqual(['one two', 'three', 'four']);
    expect(wrapLines('abcdefghij', 4, width)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapLines('a\n\nb', 4, width)).toEqual(['a', '', 'b']);
  });
});
