import { HERO_DRAG_FACTOR } from '@cardshop/shared/constants';
import { describe, expect, it } from 'vitest';
import { isRendered } from './carousel-state.ts';
import {
  contrastRatio,
  heroReducer,
  initialHeroState,
  isLongTitle,
  slideBackground,
  slideTone,
} from './hero-state.ts';

describe('the hero slideshow state', () => {
  it('starts on the first slide with only that slide rendered (server HTML and first paint)', () => {
    const state = initialHeroState(5);
    expect(state.index).toBe(0);
    expect([0, 1, 2, 3, 4].map((index) => isRendered(state, index))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('follows a dragging finger at 0.4 of its travel and swipes to the next slide', () => {
    const dragged = heroReducer(initialHeroState(5), { type: 'drag', dx: -150, factor: HERO_DRAG_FACTOR });
    expect(dragged.dragOffset).toBeCloseTo(-60);
    const swiped = heroReducer(dragged, { type: 'release', direction: 'next' });
    expect(swiped).toMatchObject({ index: 1, dragOffset: 0, firstOnly: false });
  });

  it('wraps to the last slide when swiped back from the first', () => {
    expect(heroReducer(initialHeroState(5), { type: 'release', direction: 'previous' }).index).toBe(4);
  });
});

describe('isLongTitle', () => {
  it('counts a title of more than 12 characters as long', () => {
    expect(isLongTitle('Hello, you.')).toBe(false);
    expect(isLongTitle('Twelve chars')).toBe(false);
    expect(isLongTitle('Thirteen char')).toBe(true);
    expect(isLongTitle('Schedule a whole year of birthdays in one evening')).toBe(true);
  });

  it('counts what people see: an emoji is one character and outer spaces do not count', () => {
    expect(isLongTitle('Hello there 🎂')).toBe(true);
    expect(isLongTitle('Hello there🎂')).toBe(false);
    expect(isLongTitle('   Give thanks   ')).toBe(false);
  });
});

describe('slideBackground', () => {
  it('turns the hex without # into a CSS colour', () => {
    expect(slideBackground('f4f1de')).toBe('#f4f1de');
    expect(slideBackground('1B4332')).toBe('#1b4332');
  });

  it('accepts short hex and a stray #', () => {
    expect(slideBackground('abc')).toBe('#aabbcc');
    expect(slideBackground('#234e52')).toBe('#234e52');
  });

  it('falls back to sand for a malformed or missing colour rather than injecting it', () => {
    expect(slideBackground('red;background:url(x)')).toBe('#f4eee3');
    expect(slideBackground('12345')).toBe('#f4eee3');
    expect(slideBackground(null)).toBe('#f4eee3');
  });
});

describe('slideTone', () => {
  it('puts light text on the dark slides and ink on the light ones', () => {
    expect(slideTone('1b4332')).toBe('dark');
    expect(slideTone('234e52')).toBe('dark');
    expect(slideTone('f4f1de')).toBe('light');
    expect(slideTone('fbeee0')).toBe('light');
  });

  it('keeps the chosen text readable (at least 4.5:1) on every seeded background', () => {
    for (const bg of ['f4f1de', 'fbeee0', '1b4332', 'fdf6f4', 'fcf1e6', 'fbeef2', '234e52']) {
      const text = slideTone(bg) === 'dark' ? '#fffdf8' : '#1f2430';
      expect(contrastRatio(slideBackground(bg), text)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#a63d26', '#a63d26')).toBeCloseTo(1);
  });
});
