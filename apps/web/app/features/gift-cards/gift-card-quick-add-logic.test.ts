import { describe, expect, it } from 'vitest';
import { type CategoryOption, giftCategoryOptions } from '../../lib/gift-categories.ts';
import {
  amountOptions,
  buildSelection,
  categoryUrl,
  initialQuickAddValues,
  isGiftCardDisabled,
  isValid,
  promptFor,
  validateQuickAdd,
} from './gift-card-quick-add-logic.ts';

const card = {
  id: '19a2f934-4ffa-563a-8076-c73b8df712f7',
  wildcard: false,
  regions: ['AU', 'NZ'],
  value: { min: 5000, max: 30000, currency: 'AUD' },
  availableAmounts: { '10000': '$100.00', '5000': '$50.00', '20000': '$200.00' },
};

const tag = (slug: string, giftCategory: boolean) => ({
  slug,
  path: `/occasion/${slug}`,
  name: slug[0]?.toUpperCase() + slug.slice(1),
  giftCategory,
});

const shellTags = [
  { tags: [tag('birthday', true), tag('sympathy', false), tag('love', true), tag('get-well', false)] },
  { tags: [tag('for-her', false), tag('birthday', true)] },
];

const options: CategoryOption[] = giftCategoryOptions(shellTags);

describe('amountOptions', () => {
  it('lists the amounts smallest first with their labels', () => {
    expect(amountOptions(card)).toEqual([
      { value: '5000', label: '$50.00' },
      { value: '10000', label: '$100.00' },
      { value: '20000', label: '$200.00' },
    ]);
  });
});

describe('initialQuickAddValues', () => {
  it('presets the region from the card’s first region and lets the recipient change the card', () => {
    expect(initialQuickAddValues(card)).toEqual({
      amount: '',
      category: '',
      canChange: true,
      region: 'AU',
    });
  });

  it('leaves the region empty for a card without regions', () => {
    expect(initialQuickAddValues({ regions: [] }).region).toBe('');
  });
});

describe('validateQuickAdd', () => {
  const valid = { amount: '5000', category: 'birthday', canChange: true, region: 'AU' };

  it('accepts a complete choice', () => {
    const errors = validateQuickAdd(valid, card, options);
    expect(errors).toEqual({});
    expect(isValid(errors)).toBe(true);
  });

  it('requires amount, category and region, each with its own message', () => {
    const errors = validateQuickAdd({ amount: '', category: '', canChange: true, region: '' }, card, options);
    expect(errors).toEqual({
      amount: 'gift-cards.quick-add.errors.amount-required',
      category: 'gift-cards.quick-add.errors.category-required',
      region: 'gift-cards.quick-add.errors.region-required',
    });
    expect(isValid(errors)).toBe(false);
  });

  it('rejects an amount the card does not offer', () => {
    expect(validateQuickAdd({ ...valid, amount: '7500' }, card, options)).toEqual({
      amount: 'gift-cards.quick-add.errors.amount-invalid',
    });
  });

  it('rejects a category that is not offered (such as sympathy)', () => {
    expect(validateQuickAdd({ ...valid, category: 'sympathy' }, card, options)).toEqual({
      category: 'gift-cards.quick-add.errors.category-invalid',
    });
  });

  it('accepts Other occasions', () => {
    expect(validateQuickAdd({ ...valid, category: 'occasions' }, card, options)).toEqual({});
  });

  it('rejects a region the card cannot be used in', () => {
    expect(validateQuickAdd({ ...valid, region: 'US' }, card, options)).toEqual({
      region: 'gift-cards.quick-add.errors.region-invalid',
    });
  });
});

describe('buildSelection', () => {
  it('keeps id, amount in minor units, category, canChange and region', () => {
    expect(
      buildSelection(card, { amount: '10000', category: 'love', canChange: false, region: 'NZ' }),
    ).toEqual({ id: card.id, amount: 10000, category: 'love', canChange: false, region: 'NZ' });
  });

  it('keeps a wildcard card changeable (its checkbox is hidden)', () => {
    const wildcard = { ...card, wildcard: true };
    expect(
      buildSelection(wildcard, { amount: '5000', category: 'love', canChange: false, region: 'AU' })
        .canChange,
    ).toBe(true);
  });
});

describe('promptFor', () => {
  it('prompts for an occasion after Other occasions', () => {
    expect(promptFor('occasions')).toBe('occasion');
  });

  it('prompts for artwork after a gift category', () => {
    expect(promptFor('birthday')).toBe('artwork');
    expect(promptFor('love')).toBe('artwork');
  });

  it('shows no gift-card prompt for sympathy', () => {
    expect(promptFor('sympathy')).toBeNull();
  });
});

describe('categoryUrl', () => {
  it('goes to the chosen tag’s page', () => {
    expect(categoryUrl('love', options)).toBe('/occasion/love');
  });

  it('goes to every occasion for Other occasions or an unknown category', () => {
    expect(categoryUrl('occasions', options)).toBe('/occasion');
    expect(categoryUrl('nope', options)).toBe('/occasion');
  });
});

describe('isGiftCardDisabled', () => {
  it('is enabled when no limit is set', () => {
    expect(isGiftCardDisabled(card, undefined)).toBe(false);
    expect(isGiftCardDisabled(card, null)).toBe(false);
  });

  it('is disabled when the limit is below the card’s minimum value', () => {
    expect(isGiftCardDisabled(card, 4999)).toBe(true);
    expect(isGiftCardDisabled(card, 0)).toBe(true);
  });

  it('is enabled when the limit reaches the minimum value', () => {
    expect(isGiftCardDisabled(card, 5000)).toBe(false);
    expect(isGiftCardDisabled(card, 100000)).toBe(false);
  });
});
