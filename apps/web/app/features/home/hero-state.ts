import { type CarouselState, carouselReducer, initialCarouselState } from './carousel-state.ts';

// The hero slideshow's own rules on top of the shared carousel state machine.

/** A hero title longer than this many characters is set smaller (spec §5). */
export const HERO_LONG_TITLE_CHARS = 12;

const FALLBACK_BACKGROUND = '#f4eee3';
const HEX = /^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

// The shop's text colours; a slide's text uses whichever reads better on its background.
const INK = '#1f2430';
const PAPER = '#fffdf8';

/** The hero starts with only its first slide rendered, so the server HTML and first paint carry one. */
export function initialHeroState(count: number): CarouselState {
  return initialCarouselState(count, { firstOnly: true });
}

export const heroReducer = carouselReducer;

/** Tells whether a slide title counts as long (more than 12 characters) and gets the smaller type. */
export function isLongTitle(title: string): boolean {
  // Count characters as people see them, not UTF-16 units: an emoji is one character.
  return Array.from(title.trim()).length > HERO_LONG_TITLE_CHARS;
}

/** The CSS colour of a slide's `bgColor` (hex without '#'); a malformed value gets the sand colour. */
export function slideBackground(bgColor: string | null | undefined): string {
  const hex = (bgColor ?? '').trim().replace(/^#/, '');
  if (!HEX.test(hex)) return FALLBACK_BACKGROUND;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return `#${full.toLowerCase()}`;
}

function channels(colour: string): [number, number, number] {
  const hex = colour.slice(1);
  return [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

// WCAG 2 relative luminance.
function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two '#rrggbb' colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Whether a slide's background is dark (light text on it) or light (ink text on it): whichever text colour
 * has the higher contrast, so editors can choose any background without making the text unreadable.
 */
export function slideTone(bgColor: string | null | undefined): 'light' | 'dark' {
  const background = slideBackground(bgColor);
  return contrastRatio(background, PAPER) > contrastRatio(background, INK) ? 'dark' : 'light';
}
