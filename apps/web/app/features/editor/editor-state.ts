import {
  type CardDocument,
  type CardObject,
  LINE_HEIGHT,
  TEXT_SIZE,
  type TextObject,
} from '@cardshop/document/schema';

// The editor's engine: the document being written and its undo history, changed only through
// `editorReducer`. Pure, so the React panels stay thin and the rules are tested without a browser.

/** How many steps back undo reaches. */
export const HISTORY_LIMIT = 100;

export interface EditorState {
  past: CardDocument[];
  present: CardDocument;
  future: CardDocument[];
  /**
   * The merge key of the last change: a change with the same key (typing in one text box, dragging one
   * decal) replaces the last step instead of adding one, so undo takes back the whole burst.
   */
  mergeKey: string | null;
}

export type TextStyle = Pick<
  TextObject,
  'font' | 'size' | 'lineHeight' | 'color' | 'hAlign' | 'vAlign' | 'penStyle' | 'strokeSize'
>;

export type EditorAction =
  | { type: 'load'; document: CardDocument }
  | { type: 'edit-text'; page: number; id: string; text: string }
  | { type: 'style-text'; page: number; id: string; style: Partial<TextStyle>; merge?: string }
  | { type: 'add-object'; page: number; object: CardObject }
  | { type: 'move-object'; page: number; id: string; dx: number; dy: number; merge?: string }
  | { type: 'update-object'; page: number; id: string; patch: Partial<CardObject> }
  | { type: 'remove-object'; page: number; id: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'end-merge' };

export function initialEditorState(document: CardDocument): EditorState {
  return { past: [], present: document, future: [], mergeKey: null };
}

const clamp = (value: number, range: { min: number; max: number }) =>
  Math.min(range.max, Math.max(range.min, Math.round(value)));

/** Keeps a style change inside the editor limits: size 15 to 50, line height 60 to 150, lower-case hex. */
export function clampStyle(style: Partial<TextStyle>): Partial<TextStyle> {
  const next = { ...style };
  if (next.size !== undefined) next.size = clamp(next.size, TEXT_SIZE);
  if (next.lineHeight !== undefined) next.lineHeight = clamp(next.lineHeight, LINE_HEIGHT);
  if (next.color !== undefined) next.color = next.color.toLowerCase();
  return next;
}

function mapObjects(
  document: CardDocument,
  page: number,
  change: (objects: CardObject[]) => CardObject[],
): CardDocument {
  const target = document.pages[page];
  if (!target) return document;
  const objects = change(target.objects);
  if (objects === target.objects) return document;
  const pages = document.pages.map((each, index) => (index === page ? { ...each, objects } : each));
  return { ...document, pages };
}

function mapObject(
  document: CardDocument,
  page: number,
  id: string,
  change: (object: CardObject) => CardObject,
): CardDocument {
  return mapObjects(document, page, (objects) => {
    const index = objects.findIndex((object) => object.id === id);
    const found = objects[index];
    if (!found) return objects;
    const changed = change(found);
    if (changed === found) return objects;
    return objects.map((object, at) => (at === index ? changed : object));
  });
}

/** The next document for a change, or the same document when it changes nothing. */
function apply(document: CardDocument, action: EditorAction): CardDocument {
  switch (action.type) {
    case 'edit-text':
      return mapObject(document, action.page, action.id, (object) =>
        object.type === 'text' && object.text !== action.text ? { ...object, text: action.text } : object,
      );
    case 'style-text': {
      const style = clampStyle(action.style);
      return mapObject(document, action.page, action.id, (object) => {
        if (object.type !== 'text') return object;
        const changes = Object.entries(style).some(
          ([key, value]) => object[key as keyof TextStyle] !== value,
        );
        return changes ? { ...object, ...style } : object;
      });
    }
    case 'add-object':
      return mapObjects(document, action.page, (objects) => [...objects, action.object]);
    case 'move-object':
      return mapObject(document, action.page, action.id, (object) =>
        action.dx === 0 && action.dy === 0
          ? object
          : { ...object, x: round(object.x + action.dx), y: round(object.y + action.dy) },
      );
    case 'update-object':
      return mapObject(
        document,
        action.page,
        action.id,
        (object) => ({ ...object, ...action.patch, type: object.type, id: object.id }) as CardObject,
      );
    case 'remove-object':
      return mapObjects(document, action.page, (objects) => {
        const rest = objects.filter((object) => object.id !== action.id);
        return rest.length === objects.length ? objects : rest;
      });
    default:
      return document;
  }
}

const round = (mm: number) => Math.round(mm * 100) / 100;

function mergeKeyOf(action: EditorAction): string | null {
  switch (action.type) {
    case 'edit-text':
      return `text:${action.page}:${action.id}`;
    case 'style-text':
    case 'move-object':
      return action.merge ?? null;
    default:
      return null;
  }
}

/** Applies one change; every change is a step undo can take back (bursts of one kind are one step). */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return initialEditorState(action.document);
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        mergeKey: null,
      };
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (!next) return state;
      return { past: [...state.past, state.present], present: next, future, mergeKey: null };
    }
    case 'end-merge':
      return state.mergeKey === null ? state : { ...state, mergeKey: null };
    default: {
      const next = apply(state.present, action);
      if (next === state.present) return state;
      const mergeKey = mergeKeyOf(action);
      if (mergeKey !== null && mergeKey === state.mergeKey) {
        return { ...state, present: next, future: [] };
      }
      const past = [...state.past, state.present].slice(-HISTORY_LIMIT);
      return { past, present: next, future: [], mergeKey };
    }
  }
}

export const canUndo = (state: EditorState) => state.past.length > 0;
export const canRedo = (state: EditorState) => state.future.length > 0;

/** The object with this id on a page, if any. */
export function findObject(document: CardDocument, page: number, id: string): CardObject | undefined {
  return document.pages[page]?.objects.find((object) => object.id === id);
}

/** The first text box of a page, if any. */
export function textOfPage(document: CardDocument, page: number): TextObject | undefined {
  return document.pages[page]?.objects.find((object): object is TextObject => object.type === 'text');
}
