import {
  INFINITE_LOAD_DELAY_MS,
  INFINITE_LOAD_MARGIN_PX,
  INFINITE_RETRY_MS,
} from '@cardshop/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface InfinitePagesOptions<T> {
  /** The items of the page the server rendered. */
  initialItems: T[];
  initialPage: number;
  totalPages: number;
  /** Loads one page's items (the caller builds the URL, e.g. `/api/content{path}/page-{n}`). */
  loadPage: (page: number) => Promise<T[]>;
  /** Identifies an item; when given, an item already listed is not added again (listings shift as
   * items are added between page loads). */
  itemKey?: (item: T) => string;
}

/**
 * Infinite loading after the server-rendered page: when the sentinel comes within 600 px of the viewport
 * it waits 1000 ms, then loads the next page; `loadMore` does the same at once (the Load more button).
 * A failed page sets `error` and stops; `retry` resumes.
 */
export function useInfinitePages<T>({
  initialItems,
  initialPage,
  totalPages,
  loadPage,
  itemKey,
}: InfinitePagesOptions<T>) {
  const [items, setItems] = useState(initialItems);
  const [page, setPage] = useState(initialPage);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const [paused, setPaused] = useState(false);
  const busy = useRef(false);
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  const hasMore = page < totalPages;

  const loadMore = useCallback(async () => {
    if (busy.current || page >= totalPages) return;
    busy.current = true;
    setLoading(true);
    setError(false);
    try {
      const next = await loadPage(page + 1);
      setItems((current) => {
        if (!itemKey) return [...current, ...next];
        const seen = new Set(current.map(itemKey));
        return [...current, ...next.filter((item) => !seen.has(itemKey(item)))];
      });
      setPage(page + 1);
    } catch {
      setError(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [loadPage, itemKey, page, totalPages]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || paused || error || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (entry?.isIntersecting) timer = setTimeout(() => void loadMore(), INFINITE_LOAD_DELAY_MS);
      },
      { rootMargin: `${INFINITE_LOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [hasMore, paused, error, loadMore]);

  return {
    items,
    page,
    loading,
    error,
    hasMore,
    loadMore,
    sentinelRef,
    pause: () => setPaused(true),
    resume: () => setPaused(false),
    retry: () => {
      setError(false);
      setTimeout(() => void loadMore(), INFINITE_RETRY_MS);
    },
  };
}
