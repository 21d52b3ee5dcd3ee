import { describe, expect, it } from 'vitest';
import { type CreatableSize, newCaptionBox, newDocument, type TextDefaults } from './create.ts';
import { validateDocument } from './validate.ts';

const defaults: TextDefaults = {
  font: 'caveat',
  textSize: 28,
  lineHeight: 100,
  color: '#1F2A44',
  hAlignment: 'center',
  vAlignment: 'middle',
  strokeSize: 20,
  penStyle: 'ballpoint',
};

const base = { bleed: { x: 3, y: 3 }, margins: { top: 12, right: 10, bottom: 12, left: 10 } };
const SIZES: CreatableSize[] = [
  { ...base, id: 'letter', pages: 1, dimensions: { width: 148, height: 210 }, content: ['message'] },
  {
    ...base,
    id: 'postcard',
    pages: 2,
    dimensions: { width: 148, height: 105 },
    content: ['artwork', 'message'],
  },
  {
    ...base,
    id: 'folded',
    pages: 4,
    dimensions: { width: 127, height: 178 },
    content: ['artwork', 'message', 'message', 'back'],
  },
];

describe('newDocument', () => {
  it.each(SIZES)('gives a $id card one page per printed page and a text box on each message page', (size) => {
    const doc = newDocument(size, defaults);
    expect(doc.version).toBe(3);
    expect(doc.sizeId).toBe(size.id);
    expect(doc.pages).toHaveLength(size.pages);
    doc.pages.forEach((page, index) => {
      const isMessage = size.content[index] === 'message';
      expect(page.objects).toHaveLength(isMessage ? 1 : 0);
    });
  });

  it('fills the safe area of a message page with the default styling', () => {
    const size = SIZES[2] as CreatableSize;
    const [text] = newDocument(size, defaults).pages[1]?.objects ?? [];
    expect(text).toMatchObject({
      type: 'text',
      x: 10,
      y: 12,
      width: 107,
      height: 154,
      text: '',
      font: 'caveat',
      size: 28,
      lineHeight: 100,
      color: '#1f2a44',
      hAlign: 'center',
      vAlign: 'middle',
    });
  });

  it.each(SIZES)('makes a $id document the server accepts', (size) => {
    const result = validateDocument(newDocument(size, defaults), { size, fonts: new Set(['caveat']) });
    expect(result.ok).toBe(true);
  });

  it('keeps default sizes inside the editor limits', () => {
    const doc = newDocument(SIZES[0] as CreatableSize, { ...defaults, textSize: 80, lineHeight: 10 });
    expect(doc.pages[0]?.objects[0]).toMatchObject({ size: 50, lineHeight: 60 });
  });
});

describe('newCaptionBox', () => {
  it.each(SIZES)(
    'puts words over the $id artwork in the bottom quarter of the safe area, printable as they are',
    (size) => {
      const doc = newDocument(size, defaults);
      const caption = newCaptionBox(size, defaults, 'front-words');
      const bottom = size.dimensions.height - size.margins.bottom;
      expect(caption.y + caption.height).toBeCloseTo(bottom);
      expect(caption.height).toBeCloseTo((bottom - size.margins.top) / 4);
      expect(caption).toMatchObject({ hAlign: 'center', vAlign: 'bottom' });
      doc.pages[0]?.objects.push({ ...caption, text: 'For you' });
      const checked = validateDocument(doc, { size, fonts: new Set(['caveat']) });
      expect(checked).toMatchObject({ ok: true });
    },
  );
});
