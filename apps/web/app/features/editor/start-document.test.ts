import type { CardDraft } from '@cardshop/shared/contracts/compose';
import { describe, expect, it } from 'vitest';
import { chooseStart } from '../../lib/cart/draft.ts';
import { startDocument } from './start-document.ts';

const postcard = {
  id: 'postcard',
  pages: 2 as const,
  dimensions: { width: 148, height: 105 },
  bleed: { x: 3, y: 3 },
  margins: { top: 8, right: 8, bottom: 8, left: 8 },
  content: ['artwork', 'message'],
};
const config = {
  defaults: {
    color: '#1f2a44',
    font: 'caveat',
    hAlignment: 'center',
    lineHeight: 100,
    penStyle: 'ballpoint',
    strokeSize: 20,
    textSize: 28,
    writing: 'casual',
    vAlignment: 'middle',
  },
};

describe('startDocument', () => {
  it('opens a card saved by the version 1 editor after migrating it', () => {
    const v1 = {
      size: 'postcard',
      front: { text: '', font: 'caveat' },
      inside: { text: 'Wish you were here', font: 'kalam' },
    };
    const document = startDocument(v1, postcard, config);
    expect(document.version).toBe(3);
    expect(document.pages[1]?.objects[0]).toMatchObject({
      type: 'text',
      text: 'Wish you were here',
      font: 'kalam',
      color: '#000000',
      vAlign: 'top',
    });
  });

  it('starts a new document when there is no layout or it cannot be read', () => {
    expect(startDocument(null, postcard, config).pages[1]?.objects[0]).toMatchObject({ text: '' });
    expect(startDocument({ version: 9 }, postcard, config).pages).toHaveLength(2);
  });
});

describe('chooseStart', () => {
  const kept: CardDraft = { cardId: 'card-1', layout: null, savedAt: '2026-01-01T00:00:00Z' };
  const url = (search: string) => new URL(`https://shop.test/write${search}`);

  it('resumes the kept draft of the same card, and starts afresh for another card', () => {
    expect(chooseStart(url('?card=card-1'), kept)).toEqual({ kind: 'card', cardId: 'card-1', draft: kept });
    expect(chooseStart(url('?card=card-2'), kept)).toEqual({ kind: 'card', cardId: 'card-2', draft: null });
  });

  it('opens an order item, resuming its draft when it is the one kept', () => {
    const itemDraft = { ...kept, item: { id: 'item-1', token: 'tok' } };
    expect(chooseStart(url('?item=item-1'), itemDraft)).toMatchObject({ kind: 'item', draft: itemDraft });
    expect(chooseStart(url('?item=item-2'), itemDraft)).toMatchObject({ kind: 'item', draft: null });
  });

  it('resumes whatever draft is kept on plain /write, or has nothing to open', () => {
    expect(chooseStart(url(''), kept)).toEqual({ kind: 'draft', draft: kept });
    expect(chooseStart(url(''), null)).toEqual({ kind: 'empty' });
  });
});
