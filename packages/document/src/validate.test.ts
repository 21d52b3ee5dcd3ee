import { describe, expect, it } from 'vitest';
import type { CardDocument, CardSizeSpec, TextObject } from './schema.ts';
import { textFits, validateDocument } from './validate.ts';

const notecard: CardSizeSpec = {
  dimensions: { width: 127, height: 178 },
  bleed: { x: 3, y: 3 },
  margins: { top: 6, right: 6, bottom: 6, left: 6 },
  pages: 2,
};
const fonts = new Set(['caveat', 'kalam']);
const options = { size: notecard, fonts };

const text = (over: Partial<TextObject> = {}): TextObject => ({
  type: 'text',
  id: 't1',
  x: 10,
  y: 10,
  width: 100,
  height: 50,
  text: 'Happy birthday!',
  font: 'caveat',
  size: 20,
  lineHeight: 100,
  color: '#112233',
  hAlign: 'center',
  vAlign: 'middle',
  strokeSize: 20,
  penStyle: 'ballpoint',
  ...over,
});

const doc = (frontObjects: CardDocument['pages'][number]['objects'] = [text()]): CardDocument => ({
  version: 3,
  sizeId: 'notecard-5x7',
  pages: [
    { objects: frontObjects },
    {
      objects: [
        { type: 'image', id: 'i1', x: -3, y: -3, width: 133, height: 184, src: 'https://cdn.example/a.jpg' },
        { type: 'decal', id: 'd1', decalId: 'heart', x: 100, y: 150, width: 20, height: 20, rotation: 45 },
        {
          type: 'qr-code',
          id: 'q1',
          x: 90,
          y: 140,
          size: 25,
          value: 'https://cardshop.example/v/1',
          style: 'dots',
        },
        {
          type: 'gift-card',
          id: 'g1',
          x: 10,
          y: 100,
          width: 60,
          height: 40,
          giftCard: { verification: { enable: true, email: true, phone: false } },
        },
      ],
    },
  ],
});

const errorsOf = (input: unknown) => {
  const result = validateDocument(input, options);
  if (result.ok) throw new Error('expected the document to be rejected');
  return result.errors;
};

describe('validateDocument', () => {
  it('accepts a valid document with every kind of object', () => {
    const result = validateDocument(doc(), options);
    expect(result).toEqual({ ok: true, document: doc() });
  });

  it('rejects a page count that does not match the card size', () => {
    const three = { ...doc(), pages: [...doc().pages, { objects: [] }] };
    expect(errorsOf(three)).toEqual({ pages: ['validation.page-count'] });
    expect(validateDocument(doc(), { ...options, size: { ...notecard, pages: 4 } })).toEqual({
      ok: false,
      errors: { pages: ['validation.page-count'] },
    });
  });

  it('rejects a font the editor does not offer', () => {
    expect(errorsOf(doc([text({ font: 'comic-sans' })]))).toEqual({
      'pages.0.objects.0.font': ['validation.font'],
    });
  });

  it('keeps text within the margins', () => {
    expect(errorsOf(doc([text({ x: 5 })]))).toEqual({ 'pages.0.objects.0': ['validation.outside-margins'] });
    expect(errorsOf(doc([text({ y: 130 })]))).toEqual({
      'pages.0.objects.0': ['validation.outside-margins'],
    });
    // Exactly on the margin is inside.
    expect(validateDocument(doc([text({ x: 6, width: 115 })]), options).ok).toBe(true);
  });

  it('keeps QR codes and gift cards within the margins', () => {
    const qr = {
      type: 'qr-code',
      id: 'q',
      x: 110,
      y: 10,
      size: 20,
      value: 'https://x.example',
      style: 'dots',
    };
    expect(errorsOf(doc([qr as never]))).toEqual({ 'pages.0.objects.0': ['validation.outside-margins'] });
    const giftCard = {
      type: 'gift-card',
      id: 'g',
      x: 10,
      y: 140,
      width: 60,
      height: 35,
      giftCard: { verification: { enable: false, email: false, phone: false } },
    } as const;
    expect(errorsOf(doc([giftCard]))).toEqual({ 'pages.0.objects.0': ['validation.outside-margins'] });
  });

  it('lets images and decals reach the bleed but not beyond', () => {
    const image = { type: 'image', id: 'i', x: -3, y: -3, width: 133, height: 184, src: 'a.jpg' } as const;
    expect(validateDocument(doc([image]), options).ok).toBe(true);
    expect(errorsOf(doc([{ ...image, x: -4 }]))).toEqual({
      'pages.0.objects.0': ['validation.outside-bleed'],
    });
    // A 20 mm square turned 45° covers about 28.3 mm: at x 108 its right edge (132.1) passes 130.
    const decal = { type: 'decal', id: 'd', decalId: 'star', x: 108, y: 50, width: 20, height: 20 } as const;
    expect(validateDocument(doc([{ ...decal, rotation: 0 }]), options).ok).toBe(true);
    expect(errorsOf(doc([{ ...decal, rotation: 45 }]))).toEqual({
      'pages.0.objects.0': ['validation.outside-bleed'],
    });
  });

  it('reports text larger than the editor maximum as an overflow', () => {
    expect(errorsOf(doc([text({ size: 51 })]))).toEqual({
      'pages.0.objects.0.size': ['validation.text-overflow'],
    });
  });

  it('reports text that cannot fit its box as an overflow', () => {
    // 100 × 50 mm is 500 × 250 px; at size 50 and 100 % that is 5 lines of 20 characters.
    const long = 'x'.repeat(20 * 6);
    expect(errorsOf(doc([text({ text: long, size: 50 })]))).toEqual({
      'pages.0.objects.0.text': ['validation.text-overflow'],
    });
    expect(validateDocument(doc([text({ text: 'x'.repeat(20 * 5), size: 50 })]), options).ok).toBe(true);
    expect(errorsOf(doc([text({ text: 'x'.repeat(2001) })]))).toEqual({
      'pages.0.objects.0.text': ['validation.text-overflow'],
    });
  });

  it('reports schema errors at their path', () => {
    expect(errorsOf(doc([text({ lineHeight: 200, color: 'black' })]))).toEqual({
      'pages.0.objects.0.lineHeight': ['validation.line-height'],
      'pages.0.objects.0.color': ['validation.color'],
    });
    expect(errorsOf({ ...doc(), version: 2 })).toEqual({ version: ['validation.invalid'] });
  });
});

describe('textFits', () => {
  const box = { width: 100, height: 50, size: 50, lineHeight: 100 };

  it('counts every paragraph as at least one line', () => {
    expect(textFits({ ...box, text: 'a\nb\nc\nd\ne' })).toBe(true);
    expect(textFits({ ...box, text: 'a\nb\nc\nd\ne\nf' })).toBe(false);
  });

  it('grows the lines with the line height', () => {
    expect(textFits({ ...box, text: 'a\nb\nc\nd', lineHeight: 125 })).toBe(true);
    expect(textFits({ ...box, text: 'a\nb\nc\nd', lineHeight: 150 })).toBe(false);
  });
});
