import { readFileSync } from 'node:fs';
import { BREAKPOINT_PORTRAIT_MOBILE } from '@cardshop/shared/constants';
import { describe, expect, it } from 'vitest';

// Tailwind's variants are written in the stylesheet, where the shared constants cannot be read: the
// breakpoints the stylesheet names must stay the spec's.

describe("the stylesheet's breakpoints", () => {
  it('puts the portrait-phone variant (xs:) at BREAKPOINT_PORTRAIT_MOBILE', () => {
    const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8');
    expect(css).toMatch(new RegExp(`--breakpoint-xs:\\s*${BREAKPOINT_PORTRAIT_MOBILE}px;`));
  });
});
