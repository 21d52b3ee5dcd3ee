import type { Content } from '@cardshop/shared/contracts/content';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { FilterBar } from './filter-bar.tsx';
import { Listing } from './listing.tsx';

/** The full card listing at /cards: the global search target (`/cards?query=…`). */
export function CardsView({ content }: { content: Content }) {
  const t = useT();
  const { cards } = content;
  const query = cards?.filters.query ?? '';
  return (
    <div className="pb-16">
      <section className="bg-sand">
        <div className="mx-auto max-w-6xl px-4 pt-5 pb-10 sm:pb-12">
          <Breadcrumbs items={content.breadcrumbs} />
          <div className="mt-6 max-w-3xl">
            <h1 className="text-3xl leading-tight sm:text-5xl">
              {query ? t('catalogue.listing.search-heading', { query }) : content.heading}
            </h1>
            {content.content ? (
              <div
                className="prose-shop mt-3 text-ink-soft sm:text-lg"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text is sanitised when written (platform/html.ts).
                dangerouslySetInnerHTML={{ __html: content.content }}
              />
            ) : null}
          </div>
        </div>
      </section>
      {cards ? (
        <div className="mx-auto max-w-6xl px-4">
          <FilterBar cards={cards} path={content.path} search />
          <Listing cards={cards} path={content.path} />
        </div>
      ) : null}
    </div>
  );
}
