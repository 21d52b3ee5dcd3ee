import type { CardDetail } from '@cardshop/shared/contracts/catalogue';
import { CATALOGUE } from '@cardshop/shared/i18n/en-AU/catalogue';
import { describe, expect, it } from 'vitest';
import { relatedHeading } from './card-art-view.tsx';

// A translate that fills {{vars}} from the real en-AU messages, so the wording is checked too.
const t = (key: string, options: Record<string, unknown> = {}) =>
  (CATALOGUE[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));

const tags = [
  { id: 't-birthday', slug: 'birthday', name: 'Birthday', path: '/occasion/birthday', category: 'occasion' },
];
const card: Pick<CardDetail, 'artist' | 'tags'> = {
  artist: {
    id: 'a1',
    brandName: 'Saltbush & Ink',
    slug: 'saltbush-and-ink',
    fullPath: '/artists/saltbush-and-ink',
    cardLogo: '',
  },
  tags,
};
const related = (type: 'artist' | 'tag' | 'generic', id: string | null) => ({ type, id });

describe('relatedHeading', () => {
  it('names the artist for cards by the same artist', () => {
    expect(relatedHeading(related('artist', 'a1'), card, t)).toBe('More from Saltbush & Ink');
  });

  it('names the tag for cards sharing a tag', () => {
    expect(relatedHeading(related('tag', 't-birthday'), card, t)).toBe('More Birthday cards');
  });

  it('falls back to a general suggestion, also when the tag is not among the card’s tags', () => {
    expect(relatedHeading(related('generic', null), card, t)).toBe('You might also like');
    expect(relatedHeading(related('tag', 'unknown'), card, t)).toBe('You might also like');
  });
});
