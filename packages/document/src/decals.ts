/**
 * The decals the editor offers (editor config `decals.objects`), as SVG path data in a 100 × 100 box.
 * The editor draws them in the browser and the print renderer draws the same paths into the PDF, so a
 * decal prints exactly as it was placed.
 */
export interface DecalShape {
  id: string;
  /** Path data in a 100 × 100 view box. */
  path: string;
  color: string;
}

export const DECALS: Record<string, DecalShape> = {
  heart: {
    id: 'heart',
    path: 'M50 88 L14 52 C2 40 4 20 20 14 C32 10 44 16 50 28 C56 16 68 10 80 14 C96 20 98 40 86 52 Z',
    color: '#c0392b',
  },
  star: {
    id: 'star',
    path: 'M50 5 L61 38 L96 38 L68 59 L79 93 L50 72 L21 93 L32 59 L4 38 L39 38 Z',
    color: '#e0a800',
  },
  balloon: {
    id: 'balloon',
    path: 'M50 6 C72 6 84 24 84 42 C84 62 66 76 54 78 L58 86 L42 86 L46 78 C34 76 16 62 16 42 C16 24 28 6 50 6 Z M49 86 L51 86 L51 98 L49 98 Z',
    color: '#2b5797',
  },
  flower: {
    id: 'flower',
    path: 'M50 10 C62 10 62 34 50 40 C38 34 38 10 50 10 Z M90 50 C90 62 66 62 60 50 C66 38 90 38 90 50 Z M50 90 C38 90 38 66 50 60 C62 66 62 90 50 90 Z M10 50 C10 38 34 38 40 50 C34 62 10 62 10 50 Z M50 42 A8 8 0 1 1 49.9 42 Z',
    color: '#b05aa0',
  },
};

export function decalShape(id: string): DecalShape | undefined {
  return DECALS[id];
}
