import type { CardDocument, TextObject } from '@cardshop/document/schema';
import { textFits } from '@cardshop/document/validate';
import { describe, expect, it } from 'vitest';
import { createPrintCheck } from './printability.ts';

// The checks that keep a paid card printable exactly as written, with the shop's real font files.

const printErrors = createPrintCheck();

const text = (overrides: Partial<TextObject>): TextObject => ({
  type: 'text',
  id: 'message',
  x: 10,
  y: 10,
  width: 80,
  height: 40,
  text: 'Happy birthday',
  font: 'caveat',
  size: 28,
  lineHeight: 100,
  color: '#1f2a44',
  hAlign: 'center',
  vAlign: 'middle',
  strokeSize: 20,
  penStyle: 'ballpoint',
  ...overrides,
});

const card = (...objects: CardDocument['pages'][number]['objects']): CardDocument => ({
  version: 3,
  sizeId: 'postcard',
  pages: [{ objects: [] }, { objects }],
});

describe('what the print renderer can print', () => {
  it('passes a message its font can draw and that fits its box', async () => {
    expect(await printErrors(card(text({ text: 'Happy birthday, Sam!\nLove from Alex' })))).toEqual({});
  });

  it('refuses characters the print font has no glyph for, such as emoji', async () => {
    expect(await printErrors(card(text({ text: 'Happy birthday 🎂' })))).toEqual({
      'pages.1.objects.0.text': ['validation.text-glyphs'],
    });
  });

  it('refuses text that the estimate lets through but the font’s real widths wrap past its box', async () => {
    // 20 capital Ws in a wide display face: the estimate (half an em a glyph) fits them on one line.
    const wide = text({ text: 'W'.repeat(20), font: 'abril-fatface', size: 20, width: 40, height: 4 });
    expect(textFits(wide)).toBe(true);
    expect(await printErrors(card(wide))).toEqual({ 'pages.1.objects.0.text': ['validation.text-overflow'] });
    expect(await printErrors(card({ ...wide, text: 'W'.repeat(8) }))).toEqual({});
  });

  it('refuses images (no uploads yet) and decals without a shape', async () => {
    const errors = await printErrors(
      card(
        { type: 'image', id: 'photo', x: 0, y: 0, width: 20, height: 20, src: 'file:///etc/passwd' },
        { type: 'decal', id: 'd', x: 10, y: 10, width: 20, height: 20, decalId: 'unicorn', rotation: 0 },
        { type: 'decal', id: 'h', x: 40, y: 10, width: 20, height: 20, decalId: 'heart', rotation: 0 },
      ),
    );
    expect(errors).toEqual({
      'pages.1.objects.0': ['validation.unavailable'],
      'pages.1.objects.1.decalId': ['validation.in'],
    });
  });

  it('passes a QR code with a web address', async () => {
    const qr = {
      type: 'qr-code' as const,
      id: 'qr',
      x: 10,
      y: 10,
      size: 20,
      value: 'https://example.com/our-video',
      style: 'square',
    };
    expect(await printErrors(card(qr))).toEqual({});
  });

  it('passes a QR code in each style the editor offers, and refuses a style the renderer does not draw', async () => {
    const qr = (style: string) => ({
      type: 'qr-code' as const,
      id: 'qr',
      x: 10,
      y: 10,
      size: 20,
      value: 'https://example.com/our-video',
      style,
    });
    for (const style of ['square', 'rounded', 'dots']) expect(await printErrors(card(qr(style)))).toEqual({});
    expect(await printErrors(card(qr('hearts')))).toEqual({ 'pages.1.objects.0.style': ['validation.in'] });
  });
});
