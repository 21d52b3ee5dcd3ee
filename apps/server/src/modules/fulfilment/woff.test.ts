import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { printFontFile } from '../editor/service.ts';
import { isWoff, woffToSfnt } from './woff.ts';

describe('woffToSfnt', () => {
  it('unwraps the editor’s WOFF fonts into the same font, glyph for glyph', async () => {
    for (const id of ['caveat', 'playfair-display']) {
      const woff = await printFontFile(id);
      if (!woff) throw new Error(`no font ${id}`);
      expect(isWoff(woff)).toBe(true);
      const sfnt = woffToSfnt(woff);
      expect(isWoff(sfnt)).toBe(false);
      const [before, after] = [fontkit.create(woff), fontkit.create(sfnt)];
      expect(after.postscriptName).toBe(before.postscriptName);
      expect(after.numGlyphs).toBe(before.numGlyphs);
      const text = 'Dear Mary, thank you!';
      expect(after.layout(text).advanceWidth).toBe(before.layout(text).advanceWidth);
    }
  });

  it('answers other bytes as they are', () => {
    const bytes = Buffer.from('not a font');
    expect(woffToSfnt(bytes)).toBe(bytes);
  });
});
