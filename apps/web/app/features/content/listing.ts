import { withPageSuffix } from '@cardshop/shared/rules/page-suffix';

export interface PageLink {
  page: number;
  href: string;
  current: boolean;
}

/** Links to every page of a listing: page 1 is the bare path, later pages carry /page-{n}. */
export function pageLinks(path: string, current: number, totalPages: number): PageLink[] {
  const total = Math.max(1, Math.trunc(totalPages));
  return Array.from({ length: total }, (_, index) => {
    const page = index + 1;
    return { page, href: withPageSuffix(path, page), current: page === current };
  });
}

/**
 * Previous and next links around the pages on screen: after infinite load has added pages, 'next'
 * follows the last page shown rather than the page the server rendered.
 */
export function neighbourLinks(
  path: string,
  firstShown: number,
  lastShown: number,
  totalPages: number,
): { prev: string | null; next: string | null } {
  return {
    prev: firstShown > 1 ? withPageSuffix(path, firstShown - 1) : null,
    next: lastShown < totalPages ? withPageSuffix(path, lastShown + 1) : null,
  };
}

/** The API address of one page of a content listing, e.g. '/api/content/artists/page-2'. */
export function contentPageApi(path: string, page: number): string {
  return `/api/content${withPageSuffix(path, Math.max(2, page))}`;
}

/** The first paragraph of a plain or HTML text, as plain text (artist tiles show only that much). */
export function firstParagraph(text: string): string {
  const paragraph = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(text)?.[1] ?? text.split(/\n\s*\n/)[0] ?? '';
  return paragraph
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
