import { describe, expect, it } from 'vitest';
import {
  clearSelection,
  GIFT_CARD_SELECTION_KEY,
  readSelection,
  saveSelection,
} from './gift-card-selection.ts';

describe('saveSelection / readSelection', () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      items,
      setItem: (key: string, value: string) => void items.set(key, value),
      getItem: (key: string) => items.get(key) ?? null,
      removeItem: (key: string) => void items.delete(key),
    };
  }
  const selection = {
    id: '19a2f934-4ffa-563a-8076-c73b8df712f7',
    amount: 5000,
    category: 'birthday',
    canChange: true,
    region: 'AU',
  };

  it('keeps the selection under cardshop.giftCardSelection and reads it back', () => {
    const storage = memoryStorage();
    expect(saveSelection(storage, selection)).toBe(true);
    expect(GIFT_CARD_SELECTION_KEY).toBe('cardshop.giftCardSelection');
    expect(JSON.parse(storage.items.get('cardshop.giftCardSelection') ?? '')).toEqual(selection);
    expect(readSelection(storage)).toEqual(selection);
  });

  it('survives storage that refuses to write', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveSelection(full, selection)).toBe(false);
    expect(saveSelection(undefined, selection)).toBe(false);
  });

  it('reads nothing from an empty, corrupt or foreign value', () => {
    const storage = memoryStorage();
    expect(readSelection(storage)).toBeNull();
    storage.items.set(GIFT_CARD_SELECTION_KEY, '{not json');
    expect(readSelection(storage)).toBeNull();
    storage.items.set(GIFT_CARD_SELECTION_KEY, JSON.stringify({ id: 1 }));
    expect(readSelection(storage)).toBeNull();
  });

  it('forgets the selection once it is in the cart, and shrugs off a storage that refuses', () => {
    const storage = memoryStorage();
    saveSelection(storage, selection);
    clearSelection(storage);
    expect(readSelection(storage)).toBeNull();
    expect(() =>
      clearSelection({
        removeItem: () => {
          throw new Error('blocked');
        },
      }),
    ).not.toThrow();
    expect(() => clearSelection(undefined)).not.toThrow();
  });
});
