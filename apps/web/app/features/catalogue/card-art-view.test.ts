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
const card = (
  type: 'artist' | 'tag' | 'generic',
  id: string | null,
): Pick<CardDetail, 'related' | 'artist' | 'tags'> => ({
  artist: {
    id: 'a1',
    brandName: 'Saltbush & Ink',
    slug: 'saltbush-and-ink',
    fullPath: '/artists/saltbush-and-ink',
    cardLogo: '',
  },
  tags,
  related: { type, id, path: '/x', items: [] },
});

describe('relatedHeading', () => {
  it('names the artist for cards by the same artist', () => {
    expect(relatedHeading(card('artist', 'a1'), t)).toBe('More from Saltbush & Ink');
  });

  it('names the tag for cards sharing a tag', () => {
    expect(relatedHeading(card('tag', 't-birthday'), t)).toBe('More Birthday cards');
  });

  it('falls back to a general suggestion, also when the tag is not among the card’s tags', () => {
    expect(relatedHeading(card('generic', null), t)).toBe('You might also like');
    expect(relatedHeading(card('tag', 'unknown'), t)).toBe('You might also like');
  });
});
