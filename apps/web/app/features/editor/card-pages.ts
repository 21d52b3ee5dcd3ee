import type { CreatableSize } from '@cardshop/document/create';
import type { CardSizeSpec } from '@cardshop/document/schema';
import type { CardDetail, CardSize, ImageSources } from '@cardshop/shared/contracts/catalogue';

// How a card size's pages are named and what each carries, by its fold.

export type PageKind = 'artwork' | 'message' | 'back';

/** What a page carries: the card size's `content`, or for sizes without one, artwork then message. */
export function pageKind(size: Pick<CardSize, 'pages' | 'content'>, index: number): PageKind {
  const content = size.content[index];
  if (content === 'artwork' || content === 'message' || content === 'back') return content;
  if (size.pages === 1) return 'message';
  return index === 0 ? 'artwork' : index === size.pages - 1 && size.pages === 4 ? 'back' : 'message';
}

/** The translation key of a page's name: Front, Inside left/right (top/bottom when folded on top), Back. */
export function pageNameKey(size: Pick<CardSize, 'pages' | 'foldOn'>, index: number): string {
  if (size.pages === 1) return 'editor.page.letter';
  if (size.pages === 2) return index === 0 ? 'editor.page.front' : 'editor.page.back';
  const onTop = size.foldOn === 'top';
  const names = [
    'editor.page.front',
    onTop ? 'editor.page.inside-top' : 'editor.page.inside-left',
    onTop ? 'editor.page.inside-bottom' : 'editor.page.inside-right',
    'editor.page.back',
  ];
  return names[index] ?? 'editor.page.message';
}

/** The first page to write on: the first message page. */
export function firstMessagePage(size: Pick<CardSize, 'pages' | 'content'>): number {
  for (let index = 0; index < size.pages; index += 1) {
    if (pageKind(size, index) === 'message') return index;
  }
  return 0;
}

/** The pages that take a message, in order. */
export function messagePages(size: Pick<CardSize, 'pages' | 'content'>): number[] {
  return Array.from({ length: size.pages }, (_, index) => index).filter(
    (index) => pageKind(size, index) === 'message',
  );
}

/** The picture of a page that shows the card's artwork (front) or back, if the card has one. */
export function pageImage(card: Pick<CardDetail, 'imagery' | 'sizeDetails'>, index: number) {
  const kind = pageKind(card.sizeDetails, index);
  if (kind === 'message') return undefined;
  const image: ImageSources | undefined = card.imagery.find((each) => each.page === index + 1);
  return image;
}

/** The card size as the document package reads it. */
export function documentSize(size: CardSize): CreatableSize & CardSizeSpec {
  const pages = size.pages === 1 || size.pages === 2 ? size.pages : 4;
  return { ...size, pages };
}
