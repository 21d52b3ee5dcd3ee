import { describe, expect, it } from 'vitest';
import { contentPageApi, firstParagraph, neighbourLinks, pageLinks } from './listing.ts';

describe('pageLinks', () => {
  it('links page 1 to the bare path and later pages to /page-n', () => {
    expect(pageLinks('/artists', 2, 3)).toEqual([
      { page: 1, href: '/artists', current: false },
      { page: 2, href: '/artists/page-2', current: true },
      { page: 3, href: '/artists/page-3', current: false },
    ]);
  });

  it('always offers at least the first page', () => {
    expect(pageLinks('/articles', 1, 0)).toEqual([{ page: 1, href: '/articles', current: true }]);
  });
});

describe('neighbourLinks', () => {
  it('points previous and next at the pages around the one shown', () => {
    expect(neighbourLinks('/articles', 2, 2, 3)).toEqual({ prev: '/articles', next: '/articles/page-3' });
  });

  it('moves next past pages added by infinite load, and drops it at the end', () => {
    expect(neighbourLinks('/artists', 1, 2, 3)).toEqual({ prev: null, next: '/artists/page-3' });
    expect(neighbourLinks('/artists', 1, 3, 3)).toEqual({ prev: null, next: null });
  });
});

describe('contentPageApi', () => {
  it('asks the content API for a listing page', () => {
    expect(contentPageApi('/artists', 2)).toBe('/api/content/artists/page-2');
    expect(contentPageApi('/articles/page-2', 3)).toBe('/api/content/articles/page-3');
  });
});

describe('firstParagraph', () => {
  it('keeps only the first paragraph of plain text', () => {
    expect(firstParagraph('Paints birds.\n\nLives by the sea.')).toBe('Paints birds.');
  });

  it('reads the first paragraph of HTML as plain text', () => {
    expect(firstParagraph('<p>Paints <em>birds</em> &amp; boats.</p><p>Second.</p>')).toBe(
      'Paints birds & boats.',
    );
  });

  it('gives a one-paragraph text as it is', () => {
    expect(firstParagraph('  One line only. ')).toBe('One line only.');
  });
});
