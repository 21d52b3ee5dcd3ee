import { describe, expect, it } from 'vitest';
import { giftCategoryOptions } from './gift-categories.ts';

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

const options = giftCategoryOptions(shellTags);

describe('giftCategoryOptions', () => {
  it('offers the gift-flagged tags once each, then Other occasions leading to /occasion', () => {
    expect(options).toEqual([
      { value: 'birthday', path: '/occasion/birthday', name: 'Birthday' },
      { value: 'love', path: '/occasion/love', name: 'Love' },
      { value: 'occasions', path: '/occasion', name: null },
    ]);
  });

  it('never offers sympathy, even if it were flagged as a gift category', () => {
    const flagged = giftCategoryOptions([{ tags: [tag('sympathy', true)] }]);
    expect(flagged.map((option) => option.value)).toEqual(['occasions']);
  });
});
