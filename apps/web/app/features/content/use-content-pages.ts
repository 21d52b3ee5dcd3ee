import type { Content } from '@cardshop/shared/contracts/content';
import { useCallback } from 'react';
import { api } from '../../lib/api.ts';
import { useInfinitePages } from '../../ui/use-infinite-pages.ts';
import { contentPageApi, neighbourLinks } from './listing.ts';

/**
 * The paged list of a content page (articles, artists …): the server-rendered page's items, the next
 * pages loaded from `/api/content{path}/page-{n}` as the visitor scrolls, and the previous/next links.
 */
export type ContentPages<T> = ReturnType<typeof useContentPages<T>>;

export function useContentPages<T>(content: Content, itemsOf: (page: Content) => T[] | undefined) {
  const current = content.pagination?.current ?? 1;
  const totalPages = content.pagination?.enabled ? content.pagination.totalPages : current;
  const loadPage = useCallback(
    async (page: number) => itemsOf(await api<Content>(contentPageApi(content.path, page))) ?? [],
    // Callers pass a module-level picker, so this changes only with the path.
    [content.path, itemsOf],
  );
  const listing = useInfinitePages<T>({
    initialItems: itemsOf(content) ?? [],
    initialPage: current,
    totalPages,
    loadPage,
  });
  return { listing, current, totalPages, ...neighbourLinks(content.path, current, listing.page, totalPages) };
}
