import type { CardDocument } from '@cardshop/document/schema';
import type { CardDetail } from '@cardshop/shared/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import {
  giftCardChoiceOf,
  giftCardObjectOf,
  giftCardSizeLinks,
  openWithGiftCard,
  placeGiftCard,
  withoutGiftCard,
} from './gift-card-slot.ts';

const FOLDED: CardDetail['sizeDetails'] = {
  id: 'folded',
  name: 'Folded card',
  pages: 4,
  foldOn: 'left',
  dimensions: { width: 127, height: 178 },
  bleed: { x: 3, y: 3 },
  margins: { top: 12, right: 10, bottom: 12, left: 10 },
  content: ['artwork', 'message', 'message', 'back'],
  giftCards: true,
};
const POSTCARD: CardDetail['sizeDetails'] = {
  ...FOLDED,
  id: 'postcard',
  name: 'Postcard',
  pages: 2,
  foldOn: 'flip',
  dimensions: { width: 148, height: 105 },
  content: ['artwork', 'message'],
  giftCards: false,
};

const tag = (slug: string) => ({
  id: slug,
  slug,
  name: slug,
  path: `/occasion/${slug}`,
  category: 'occasion',
});
const card = (sizeDetails = FOLDED, tags = [tag('birthday')]) => ({ sizeDetails, tags });
const empty = (pages: number): CardDocument => ({
  version: 3,
  sizeId: 'folded',
  pages: Array.from({ length: pages }, () => ({ objects: [] })),
});
const selection = {
  id: '19a2f934-4ffa-563a-8076-c73b8df712f7',
  amount: 5000,
  category: 'birthday',
  canChange: false,
  region: 'AU',
};

describe('placeGiftCard', () => {
  it('puts the gift card at the foot of the last message page, inside the margins, with the choice', () => {
    const placed = placeGiftCard(empty(4), card(), selection);
    expect(placed.pages.map((page) => page.objects.length)).toEqual([0, 0, 1, 0]);
    expect(placed.pages[2]?.objects[0]).toEqual({
      type: 'gift-card',
      id: 'gift-card',
      x: 28.5,
      y: 178 - 12 - 30,
      width: 70,
      height: 30,
      giftCard: {
        id: selection.id,
        amount: 5000,
        canChange: false,
        region: 'AU',
        verification: { enable: false, email: null, phone: null },
      },
    });
    expect(giftCardChoiceOf(placed)).toEqual({
      id: selection.id,
      amount: 5000,
      canChange: false,
      region: 'AU',
    });
  });
});

describe('openWithGiftCard', () => {
  it('places a waiting gift card in a card with room for one', () => {
    const opening = openWithGiftCard(empty(4), card(), selection);
    expect(opening.kind).toBe('place');
    expect(giftCardObjectOf(opening.document)?.giftCard.id).toBe(selection.id);
  });

  it('keeps the document as it is with nothing waiting, or a gift card in it already', () => {
    const document = empty(4);
    expect(openWithGiftCard(document, card(), null)).toEqual({ kind: 'keep', document });
    const withOne = placeGiftCard(document, card(), { ...selection, amount: 2500 });
    const opening = openWithGiftCard(withOne, card(), selection);
    expect(opening).toEqual({ kind: 'keep', document: withOne });
    expect(giftCardChoiceOf(opening.document)?.amount).toBe(2500);
  });

  it('says a size without room for one has none, and places nothing', () => {
    const document = empty(2);
    expect(openWithGiftCard(document, card(POSTCARD), selection)).toEqual({ kind: 'no-room', document });
  });

  it('never prompts in a sympathy card: nothing placed, nothing said', () => {
    const document = empty(4);
    expect(openWithGiftCard(document, card(FOLDED, [tag('sympathy')]), selection)).toEqual({
      kind: 'silent',
      document,
    });
    // A sympathy card with no room says nothing either.
    expect(openWithGiftCard(empty(2), card(POSTCARD, [tag('sympathy')]), selection).kind).toBe('silent');
  });
});

describe('giftCardChoiceOf', () => {
  it('has no choice without a gift card, or with one saved before choices existed', () => {
    expect(giftCardChoiceOf(empty(4))).toBeNull();
    const legacy: CardDocument = {
      ...empty(4),
      pages: [
        { objects: [] },
        { objects: [] },
        {
          objects: [
            {
              type: 'gift-card',
              id: 'g',
              x: 10,
              y: 10,
              width: 70,
              height: 30,
              giftCard: { verification: { enable: false, email: false, phone: false } },
            },
          ],
        },
        { objects: [] },
      ],
    };
    expect(giftCardObjectOf(legacy)?.id).toBe('g');
    expect(giftCardChoiceOf(legacy)).toBeNull();
  });
});

describe('withoutGiftCard', () => {
  it('takes the gift card out and leaves the rest', () => {
    const text = {
      type: 'text' as const,
      id: 't',
      x: 10,
      y: 10,
      width: 50,
      height: 20,
      text: 'Hi',
      font: 'caveat',
      size: 20,
      lineHeight: 100,
      color: '#000000',
      hAlign: 'left' as const,
      vAlign: 'top' as const,
      strokeSize: 20,
      penStyle: 'ballpoint',
    };
    const document = placeGiftCard(
      { ...empty(4), pages: [{ objects: [] }, { objects: [] }, { objects: [text] }, { objects: [] }] },
      card(),
      selection,
    );
    expect(withoutGiftCard(document).pages[2]?.objects).toEqual([text]);
  });
});

describe('giftCardSizeLinks', () => {
  it('links the sizes that take a gift card to their cards', () => {
    expect(
      giftCardSizeLinks([
        { id: 'postcard', name: 'Postcard', giftCards: false },
        { id: 'folded', name: 'Folded card', giftCards: true },
        { id: 'folded-landscape', name: 'Folded card (landscape)', giftCards: true },
      ]),
    ).toEqual([
      { name: 'Folded card', href: '/cards?sizes=folded' },
      { name: 'Folded card (landscape)', href: '/cards?sizes=folded-landscape' },
    ]);
  });
});
