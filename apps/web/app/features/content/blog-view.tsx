import type { ArticleSummary } from '@cardshop/shared/contracts/config';
import type { Content } from '@cardshop/shared/contracts/content';
import { useCallback } from 'react';
import { api } from '../../lib/api.ts';
import { useInfinitePages } from '../../ui/use-infinite-pages.ts';
import { useT } from '../i18n/use-t.tsx';
import { ArticleCard } from './article-card.tsx';
import { CONTAINER, ListingPagination, LoadMore, RichText } from './content-ui.tsx';
import { contentPageApi, neighbourLinks } from './listing.ts';
import { PageHero } from './page-hero.tsx';
import { Sections } from './sections.tsx';

/** The articles listing, paged with infinite load. */
export function BlogView({ content }: { content: Content }) {
  return (
    <div className="pb-16">
      <PageHero content={content}>
        {content.content.trim() ? (
          <RichText html={content.content} className="mt-4 text-ink-soft md:text-lg" />
        ) : content.metaSummary ? (
          <p className="mt-4 text-lg text-ink-soft">{content.metaSummary}</p>
        ) : null}
      </PageHero>
      {/* Keyed by page: following a page link starts that page's listing afresh. */}
      <ArticleListing key={content.pagination?.current ?? 1} content={content} />
      <Sections sections={content.sections} />
    </div>
  );
}

function ArticleListing({ content }: { content: Content }) {
  const t = useT();
  const current = content.pagination?.current ?? 1;
  const totalPages = content.pagination?.enabled ? content.pagination.totalPages : current;
  const loadPage = useCallback(
    async (page: number) =>
      (await api<Content>(contentPageApi(content.path, page))).children ?? ([] as ArticleSummary[]),
    [content.path],
  );
  const listing = useInfinitePages<ArticleSummary>({
    initialItems: content.children ?? [],
    initialPage: current,
    totalPages,
    loadPage,
  });
  const { prev, next } = neighbourLinks(content.path, current, listing.page, totalPages);

  return (
    <section aria-label={t('content.blog.listing')} className={`${CONTAINER} pt-10`}>
      {listing.items.length === 0 ? (
        <p className="py-10 text-center text-ink-soft">{t('content.blog.empty')}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {listing.items.map((article, index) => (
            <li key={article.id}>
              <ArticleCard article={article} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        next={listing.hasMore ? next : null}
        loading={listing.loading}
        error={listing.error}
        label={t('content.blog.load-more')}
        onLoad={() => void listing.loadMore()}
        onRetry={listing.retry}
        sentinelRef={listing.sentinelRef}
      />
      <ListingPagination
        path={content.path}
        current={current}
        totalPages={totalPages}
        prev={prev}
        next={next}
        shownPages={[current, listing.page]}
      />
    </section>
  );
}
