import { describe, expect, it } from 'vitest';
import { tagHeading } from './tag-heading.ts';

describe('tagHeading', () => {
  it('uses an explicit heading unchanged', () => {
    expect(tagHeading({ heading: 'Happy Birthday!', title: 'Birthday', slug: '/birthday' })).toBe(
      'Happy Birthday!',
    );
  });

  it('appends Cards to the title when there is no heading', () => {
    expect(tagHeading({ title: 'Birthday', slug: '/birthday' })).toBe('Birthday Cards');
    expect(tagHeading({ heading: null, title: 'Thank You', slug: '/thank-you' })).toBe('Thank You Cards');
  });

  it('falls back to the name when the title is missing or blank', () => {
    expect(tagHeading({ name: 'Wedding', slug: '/wedding' })).toBe('Wedding Cards');
    expect(tagHeading({ heading: '  ', title: '', name: 'Wedding', slug: '/wedding' })).toBe('Wedding Cards');
  });

  it('does not append Cards for the all tag, with or without a leading slash', () => {
    expect(tagHeading({ title: 'All Cards', slug: '/all' })).toBe('All Cards');
    expect(tagHeading({ title: 'Everything', slug: 'all' })).toBe('Everything');
    expect(tagHeading({ title: 'All', slug: '/all-occasions' })).toBe('All Cards');
  });

  it('gives an empty heading rather than a lone suffix when nothing is set', () => {
    expect(tagHeading({ slug: '/mystery' })).toBe('');
  });
});
