import { describe, expect, it } from 'vitest';
import {
  bookTransform,
  coverTransform,
  type Fold,
  type PreviewAction,
  type PreviewState,
  pageLabelKey,
  pagesInView,
  previewLayout,
  previewPages,
  previewReducer,
  shownView,
  toggleView,
  viewForPage,
} from './card-preview.tsx';

const closed: PreviewState = { view: 'closed', hover: false, page: 'front' };
const run = (fold: Fold, ...actions: PreviewAction[]) =>
  actions.reduce((state, action) => previewReducer(fold, state, action), closed);

describe('clicking the card', () => {
  it('opens and closes a folded card (left like a book, top flipping up)', () => {
    for (const fold of ['left', 'top'] as const) {
      expect(run(fold, { type: 'click' }).view).toBe('open');
      expect(run(fold, { type: 'click' }, { type: 'click' }).view).toBe('closed');
    }
  });

  it('turns a flat card over to its back and back again', () => {
    expect(run('flip', { type: 'click' }).view).toBe('back');
    expect(run('flip', { type: 'click' }, { type: 'click' }).view).toBe('closed');
  });

  it('leaves a letter as it is', () => {
    expect(run('none', { type: 'click' }).view).toBe('closed');
    expect(toggleView('none', 'closed')).toBe('closed');
  });

  it('closes a folded card that is showing its back', () => {
    expect(toggleView('left', 'back')).toBe('closed');
  });
});

describe('hovering with a mouse', () => {
  it('opens the card while hovered and closes it when the mouse leaves', () => {
    const hovered = run('left', { type: 'enter' });
    expect(shownView('left', hovered)).toBe('open');
    expect(shownView('left', run('left', { type: 'enter' }, { type: 'leave' }))).toBe('closed');
    expect(shownView('flip', run('flip', { type: 'enter' }))).toBe('back');
  });

  it('a click on a hover-opened card closes it, and the hover does not reopen it until the mouse comes back', () => {
    const clicked = run('top', { type: 'enter' }, { type: 'click' });
    expect(shownView('top', clicked)).toBe('closed');
    expect(shownView('top', previewReducer('top', clicked, { type: 'enter' }))).toBe('open');
  });

  it('keeps a clicked-open card open when the mouse leaves', () => {
    const state = run('left', { type: 'click' }, { type: 'enter' }, { type: 'leave' });
    expect(shownView('left', state)).toBe('open');
  });

  it('does nothing for a letter', () => {
    expect(shownView('none', run('none', { type: 'enter' }))).toBe('closed');
  });
});

describe('thumbnails', () => {
  it('show the page they name: inside pages open the card, the back turns it over', () => {
    expect(viewForPage('left', 'front')).toBe('closed');
    expect(viewForPage('left', 'inside-left')).toBe('open');
    expect(viewForPage('top', 'inside-right')).toBe('open');
    expect(viewForPage('left', 'back')).toBe('back');
    expect(viewForPage('flip', 'back')).toBe('back');
    expect(viewForPage('flip', 'front')).toBe('closed');
    const letter = run('none', { type: 'show', page: 'inside-left' });
    expect(pagesInView('none', letter)).toEqual(['inside-left']);
  });

  it('mark the pages on show as current', () => {
    expect(pagesInView('left', closed)).toEqual(['front']);
    expect(pagesInView('left', run('left', { type: 'click' }))).toEqual(['inside-left', 'inside-right']);
    expect(pagesInView('top', run('top', { type: 'show', page: 'back' }))).toEqual(['back']);
    expect(pagesInView('flip', run('flip', { type: 'enter' }))).toEqual(['back']);
  });

  it('list every page of a folded card and only front and back of a flat one', () => {
    const imagery = (['front', 'inside-left', 'inside-right', 'back'] as const).map((type) => ({ type }));
    expect(previewPages('left', imagery).map((page) => page.type)).toEqual([
      'front',
      'inside-left',
      'inside-right',
      'back',
    ]);
    expect(previewPages('flip', imagery).map((page) => page.type)).toEqual(['front', 'back']);
    expect(previewPages('none', imagery.slice(0, 2))).toHaveLength(2);
  });
});

describe('previewLayout', () => {
  it('gives a folded card a square stage with room to open its spread', () => {
    const folded = previewLayout({ dimensions: { width: 127, height: 178 }, foldOn: 'left' });
    expect(folded).toMatchObject({ orientation: 'portrait', stageRatio: 1, bookHeight: 88 });
    // The open spread (two pages side by side, scaled) fits inside the stage.
    expect(2 * folded.bookWidth * folded.openScale).toBeLessThanOrEqual(96.01);
    expect(folded.openScale).toBeLessThan(1);

    const landscape = previewLayout({ dimensions: { width: 178, height: 127 }, foldOn: 'top' });
    expect(landscape).toMatchObject({ orientation: 'landscape', stageRatio: 1, bookWidth: 88 });
    expect(2 * landscape.bookHeight * landscape.openScale).toBeLessThanOrEqual(96.01);
  });

  it('gives a flat card a stage of its own shape by the wireframe rule', () => {
    expect(previewLayout({ dimensions: { width: 148, height: 105 }, foldOn: 'flip' })).toMatchObject({
      orientation: 'landscape',
      stageRatio: 1.45,
      openScale: 1,
    });
    expect(previewLayout({ dimensions: { width: 148, height: 210 }, foldOn: 'none' })).toMatchObject({
      orientation: 'portrait',
      stageRatio: 0.8,
      bookHeight: 88,
    });
    expect(previewLayout({ dimensions: { width: 100, height: 102 }, foldOn: 'flip' }).orientation).toBe(
      'square',
    );
  });

  it('keeps the card’s own proportions on the stage', () => {
    for (const [width, height, foldOn] of [
      [127, 178, 'left'],
      [178, 127, 'top'],
      [148, 105, 'flip'],
      [148, 210, 'none'],
    ] as const) {
      const layout = previewLayout({ dimensions: { width, height }, foldOn });
      const shown = (layout.bookWidth * layout.stageRatio) / layout.bookHeight;
      expect(shown).toBeCloseTo(width / height, 2);
      expect(layout.bookWidth).toBeLessThanOrEqual(88);
      expect(layout.bookHeight).toBeLessThanOrEqual(88);
    }
  });

  it('copes with a size missing its dimensions', () => {
    expect(previewLayout({ dimensions: { width: 0, height: 0 }, foldOn: 'flip' })).toMatchObject({
      orientation: 'square',
      stageRatio: 1,
    });
  });
});

describe('transforms', () => {
  it('centre the open spread on the hinge and turn the card over for the back', () => {
    expect(bookTransform('left', 'closed', 0.8)).toBe('none');
    expect(bookTransform('left', 'open', 0.8)).toBe('translateX(40%) scale(0.8)');
    expect(bookTransform('top', 'open', 0.75)).toBe('translateY(37.5%) scale(0.75)');
    expect(bookTransform('flip', 'back', 1)).toBe('rotateY(180deg)');
    expect(bookTransform('left', 'back', 0.8)).toBe('rotateY(180deg)');
    expect(bookTransform('none', 'back', 1)).toBe('none');
  });

  it('turn the cover on its left edge like a book, or up on its top edge', () => {
    expect(coverTransform('left', 'open')).toBe('rotateY(-180deg)');
    expect(coverTransform('top', 'open')).toBe('rotateX(180deg)');
    expect(coverTransform('left', 'closed')).toBe('none');
  });
});

describe('thumbnail captions', () => {
  it('name a letter’s second sheet side its back', () => {
    expect(pageLabelKey('none', 'inside-left')).toBe('catalogue.card.preview.page.back');
    expect(pageLabelKey('none', 'front')).toBe('catalogue.card.preview.page.front');
    expect(pageLabelKey('left', 'inside-left')).toBe('catalogue.card.preview.page.inside-left');
  });
});
