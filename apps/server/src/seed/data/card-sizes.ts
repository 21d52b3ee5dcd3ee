import type { CardSizeSeed } from '../types.ts';

// Printable card formats. Dimensions are one finished face in mm (portrait unless noted); bleed is
// added on each edge for print, and margins keep text clear of the trim. `content` lists what each
// page carries, in print order.
export const CARD_SIZES: CardSizeSeed[] = [
  {
    id: 'letter',
    name: 'Letter',
    pages: 1,
    foldOn: 'none',
    dimensions: { width: 148, height: 210 }, // A5
    bleed: { x: 3, y: 3 },
    margins: { top: 18, right: 15, bottom: 18, left: 15 },
    content: ['message'],
    giftCards: false,
  },
  {
    id: 'notecard',
    name: 'Notecard',
    pages: 2,
    foldOn: 'flip',
    dimensions: { width: 127, height: 178 }, // 5 × 7 in flat card
    bleed: { x: 3, y: 3 },
    margins: { top: 10, right: 10, bottom: 10, left: 10 },
    content: ['artwork', 'message'],
    giftCards: false,
  },
  {
    id: 'postcard',
    name: 'Postcard',
    pages: 2,
    foldOn: 'flip',
    dimensions: { width: 148, height: 105 }, // A6 landscape
    bleed: { x: 3, y: 3 },
    margins: { top: 8, right: 8, bottom: 8, left: 8 },
    content: ['artwork', 'message'],
    giftCards: false,
  },
  {
    id: 'folded',
    name: 'Folded card',
    pages: 4,
    foldOn: 'left',
    dimensions: { width: 127, height: 178 }, // 5 × 7 in portrait, folded on the left edge
    bleed: { x: 3, y: 3 },
    margins: { top: 12, right: 10, bottom: 12, left: 10 },
    content: ['artwork', 'message', 'message', 'back'],
    giftCards: true,
  },
  {
    id: 'folded-landscape',
    name: 'Folded card (landscape)',
    pages: 4,
    foldOn: 'top',
    dimensions: { width: 178, height: 127 }, // 7 × 5 in landscape, folded on the top edge
    bleed: { x: 3, y: 3 },
    margins: { top: 10, right: 12, bottom: 10, left: 12 },
    content: ['artwork', 'message', 'message', 'back'],
    giftCards: true,
  },
];
