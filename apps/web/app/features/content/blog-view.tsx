import type { ArticleSummary } from '@cardshop/shared/contracts/config';
import type { Content } from '@cardshop/shared/contracts/content';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ArticleCard } from './article-card.tsx';
import { CONTAINER, PagedListControls, RichText } from './content-ui.tsx';
import { PageHero } from './page-hero.tsx';
import { Sections } from './sections.tsx';
import { useContentPages } from './use-content-pages.ts';

const childrenOf = (page: Content) => page.children;

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
  const pages = useContentPages<ArticleSummary>(content, childrenOf);
  const { listing } = pages;

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
      <PagedListControls path={content.path} pages={pages} label={t('content.blog.load-more')} />
    </section>
  );
}
