import { describe, expect, it } from 'vitest';
import {
  CARD_DRAFT_KEY,
  EDITOR_STATE_KEY,
  forgetDraftOfItems,
  forgetOrderRef,
  hasCardDraft,
  ORDER_KEY,
  readOrderRef,
  storeOrderRef,
} from './current-order.ts';
import { memoryStorage } from './test-orders.ts';

const REF = { id: '00000000-0000-4000-8000-000000000001', token: 'token-0123456789abcdef' };

describe('the remembered order', () => {
  it('uses the keys the rest of the shop reads', () => {
    expect([ORDER_KEY, CARD_DRAFT_KEY, EDITOR_STATE_KEY]).toEqual([
      'cardshop.order',
      'cardshop.cardDraft',
      'cardshop.editorState',
    ]);
  });

  it('keeps only the id and the token, and reads them back', () => {
    const storage = memoryStorage();
    storeOrderRef(storage, { ...REF, extra: 'x' } as typeof REF);
    expect(JSON.parse(storage.items.get(ORDER_KEY) ?? '')).toEqual(REF);
    expect(readOrderRef(storage)).toEqual(REF);
  });

  it('reads nothing from missing, broken or partial values, or without storage', () => {
    expect(readOrderRef(memoryStorage())).toBeNull();
    expect(readOrderRef(memoryStorage({ [ORDER_KEY]: '{not json' }))).toBeNull();
    expect(readOrderRef(memoryStorage({ [ORDER_KEY]: '{"id":"x"}' }))).toBeNull();
    expect(readOrderRef(null)).toBeNull();
  });

  it('forgets the order alone, or with the card draft and editor state', () => {
    const stored = { [ORDER_KEY]: JSON.stringify(REF), [CARD_DRAFT_KEY]: '{}', [EDITOR_STATE_KEY]: '{}' };
    const alone = memoryStorage(stored);
    forgetOrderRef(alone);
    expect([...alone.items.keys()]).toEqual([CARD_DRAFT_KEY, EDITOR_STATE_KEY]);
    const all = memoryStorage(stored);
    forgetOrderRef(all, true);
    expect(all.items.size).toBe(0);
  });

  it('tells whether a card draft is kept', () => {
    expect(hasCardDraft(memoryStorage({ [CARD_DRAFT_KEY]: '{"id":1}' }))).toBe(true);
    expect(hasCardDraft(memoryStorage())).toBe(false);
    expect(hasCardDraft(null)).toBe(false);
  });

  it('survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readOrderRef(throwing)).toBeNull();
    expect(() => storeOrderRef(throwing, REF)).not.toThrow();
    expect(() => forgetOrderRef(throwing, true)).not.toThrow();
    expect(hasCardDraft(throwing)).toBe(false);
  });

  it('forgets the card being written once the line it stands for is paid, and only then', () => {
    const draft = JSON.stringify({ cardId: 'c', layout: {}, item: { id: 'line-1', token: 't' } });
    const paid = memoryStorage({ [CARD_DRAFT_KEY]: draft, [EDITOR_STATE_KEY]: '{}' });
    forgetDraftOfItems(paid, ['line-0', 'line-1']);
    expect(paid.items.has(CARD_DRAFT_KEY)).toBe(false);
    expect(paid.items.has(EDITOR_STATE_KEY)).toBe(false);

    const other = memoryStorage({ [CARD_DRAFT_KEY]: draft });
    forgetDraftOfItems(other, ['line-2']);
    expect(other.items.get(CARD_DRAFT_KEY)).toBe(draft);

    const notAdded = JSON.stringify({ cardId: 'c', layout: {} });
    const unsent = memoryStorage({ [CARD_DRAFT_KEY]: notAdded });
    forgetDraftOfItems(unsent, ['line-1']);
    expect(unsent.items.get(CARD_DRAFT_KEY)).toBe(notAdded);
  });
});
