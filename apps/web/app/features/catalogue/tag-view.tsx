import type { Content } from '@cardshop/shared/contracts/content';
import { Link, useRouteLoaderData } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { TagLink } from '../../lib/shell/shell-data.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { FilterBar } from './filter-bar.tsx';
import { Listing } from './listing.tsx';

/** A tag page: heading, description and the filterable, paginated card listing. */
export function TagView({ content }: { content: Content }) {
  const t = useT();
  const page = useRouteLoaderData('routes/content') as { childTags?: TagLink[] } | undefined;
  const { cards, tag } = content;
  // An adults-only tag shows its adult cards unless the visitor filters them.
  const context = { adultDefault: !tag?.adults };
  // Worked out by the content route's loader: the page does not embed the whole tag tree.
  const children = page?.childTags ?? [];
  return (
    <div className="mx-auto max-w-6xl px-4 pt-5 pb-16">
      <Breadcrumbs items={content.breadcrumbs} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl leading-tight sm:text-4xl">{content.heading}</h1>
        {content.content ? (
          <div
            className="prose-shop mt-2 text-ink-soft"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text is sanitised when written (platform/html.ts).
            dangerouslySetInnerHTML={{ __html: content.content }}
          />
        ) : null}
        {children.length > 0 ? (
          <nav aria-label={t('catalogue.tag.children', { name: content.title })} className="mt-4">
            <ul className="flex flex-wrap gap-2">
              {children.map((child) => (
                <li key={child.id}>
                  <Link
                    to={child.path}
                    className="inline-block rounded-full border border-line bg-white px-3.5 py-1.5 text-sm text-ink no-underline transition-colors hover:border-accent hover:text-accent hover:no-underline"
                  >
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      {cards ? (
        <>
          <FilterBar cards={cards} path={content.path} context={context} />
          <Listing cards={cards} path={content.path} context={context} />
        </>
      ) : null}
    </div>
  );
}
