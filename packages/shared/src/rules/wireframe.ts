/** Shape of a card wireframe placeholder. */
export type WireframeOrientation = 'portrait' | 'landscape' | 'square';

// Within 5% of 1:1 a card looks square, so near-square art gets the square placeholder.
const PORTRAIT_BELOW = 0.95;
const LANDSCAPE_ABOVE = 1.05;

/** Picks the wireframe placeholder shape for artwork of the given size. */
export function wireframeOrientation(width: number, height: number): WireframeOrientation {
  // Unknown sizes (missing metadata arrives as 0) get the neutral shape rather than an extreme one.
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) return 'square';
  const ratio = width / height;
  if (ratio < PORTRAIT_BELOW) return 'portrait';
  if (ratio > LANDSCAPE_ABOVE) return 'landscape';
  return 'square';
}
