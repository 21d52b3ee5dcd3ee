import { newDocument } from '@cardshop/document/create';
import type { CardDocument, DecalObject, TextObject } from '@cardshop/document/schema';
import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  type EditorAction,
  type EditorState,
  editorReducer,
  HISTORY_LIMIT,
  initialEditorState,
  textOfPage,
} from './editor-state.ts';

const size = {
  id: 'folded',
  pages: 4 as const,
  dimensions: { width: 127, height: 178 },
  bleed: { x: 3, y: 3 },
  margins: { top: 12, right: 10, bottom: 12, left: 10 },
  content: ['artwork', 'message', 'message', 'back'],
};
const defaults = {
  font: 'caveat',
  textSize: 28,
  lineHeight: 100,
  color: '#1f2a44',
  hAlignment: 'center',
  vAlignment: 'middle',
  strokeSize: 20,
  penStyle: 'ballpoint',
};
const TEXT_ID = 'page-2-text';

const start = () => initialEditorState(newDocument(size, defaults));
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const inside = (doc: CardDocument) => textOfPage(doc, 1) as TextObject;
const style = (over: Partial<TextObject>, merge?: string): EditorAction => ({
  type: 'style-text',
  page: 1,
  id: TEXT_ID,
  style: over,
  merge,
});

describe('editorReducer', () => {
  it('writes text on a page and undo takes a burst of typing back in one step', () => {
    const state = run(
      start(),
      { type: 'edit-text', page: 1, id: TEXT_ID, text: 'H' },
      { type: 'edit-text', page: 1, id: TEXT_ID, text: 'Hi' },
      { type: 'edit-text', page: 1, id: TEXT_ID, text: 'Hi Jo' },
    );
    expect(inside(state.present).text).toBe('Hi Jo');
    expect(state.past).toHaveLength(1);
    expect(inside(run(state, { type: 'undo' }).present).text).toBe('');
  });

  it('changes the font and the colour (stored lower-case)', () => {
    const state = run(start(), style({ font: 'kalam' }), style({ color: '#B91D47' }));
    expect(inside(state.present)).toMatchObject({ font: 'kalam', color: '#b91d47' });
    expect(state.past).toHaveLength(2);
  });

  it('keeps the text size between 15 and 50', () => {
    expect(inside(run(start(), style({ size: 80 })).present).size).toBe(50);
    expect(inside(run(start(), style({ size: 3 })).present).size).toBe(15);
    expect(inside(run(start(), style({ size: 33 })).present).size).toBe(33);
  });

  it('keeps the line height between 60 and 150', () => {
    expect(inside(run(start(), style({ lineHeight: 200 })).present).lineHeight).toBe(150);
    expect(inside(run(start(), style({ lineHeight: 10 })).present).lineHeight).toBe(60);
  });

  it('undoes and redoes each change in order, and a new change drops what could be redone', () => {
    let state = run(start(), style({ font: 'kalam' }), style({ size: 40 }), style({ color: '#000000' }));
    state = run(state, { type: 'undo' });
    expect(inside(state.present)).toMatchObject({ size: 40, color: '#1f2a44' });
    state = run(state, { type: 'undo' });
    expect(inside(state.present)).toMatchObject({ font: 'kalam', size: 28 });
    expect(canRedo(state)).toBe(true);
    state = run(state, { type: 'redo' });
    expect(inside(state.present).size).toBe(40);
    state = run(state, style({ hAlign: 'left' }));
    expect(canRedo(state)).toBe(false);
    expect(inside(state.present)).toMatchObject({ size: 40, hAlign: 'left', color: '#1f2a44' });
  });

  it('ignores undo and redo with nothing to take back, and changes that change nothing', () => {
    const state = start();
    expect(canUndo(state)).toBe(false);
    expect(run(state, { type: 'undo' }, { type: 'redo' })).toBe(state);
    expect(run(state, style({ font: 'caveat' }))).toBe(state);
  });

  it('merges a slider drag into one step', () => {
    const state = run(
      start(),
      style({ size: 30 }, 'size'),
      style({ size: 32 }, 'size'),
      style({ size: 34 }, 'size'),
    );
    expect(state.past).toHaveLength(1);
    expect(inside(run(state, { type: 'undo' }).present).size).toBe(28);
  });

  it('adds, moves and removes a decal', () => {
    const decal: DecalObject = {
      type: 'decal',
      id: 'd1',
      decalId: 'heart',
      x: 40,
      y: 60,
      width: 30,
      height: 30,
      rotation: 0,
    };
    let state = run(start(), { type: 'add-object', page: 1, object: decal });
    state = run(state, { type: 'move-object', page: 1, id: 'd1', dx: 5, dy: -2 });
    expect(state.present.pages[1]?.objects[1]).toMatchObject({ x: 45, y: 58 });
    state = run(state, { type: 'remove-object', page: 1, id: 'd1' });
    expect(state.present.pages[1]?.objects).toHaveLength(1);
    expect(run(state, { type: 'undo' }).present.pages[1]?.objects).toHaveLength(2);
  });

  it('remembers at most the history limit', () => {
    let state = start();
    for (let index = 0; index < HISTORY_LIMIT + 10; index += 1) {
      state = run(state, style({ size: 15 + (index % 30) }));
    }
    expect(state.past.length).toBeLessThanOrEqual(HISTORY_LIMIT);
  });
});
