import type { Content } from '@cardshop/shared/contracts/content';
import { Link } from 'react-router';
import { dateStyleFor, useDisplayDate } from '../../lib/content-dates.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { ContentPicture, NARROW, RichText } from './content-ui.tsx';
import { Sections } from './sections.tsx';

/** One article with its date, feature image and previous and next links. */
export function ArticleView({ content }: { content: Content }) {
  const t = useT();
  const style = dateStyleFor(content.path);
  const date = useDisplayDate()(content.publishedAt, style);
  const prev = content.prevArticle ?? null;
  const next = content.nextArticle ?? null;
  return (
    <article className="pb-16">
      <header className="border-b border-line bg-sand">
        <div className={`${NARROW} pt-5 pb-10`}>
          <Breadcrumbs items={content.breadcrumbs} />
          <p className="mt-8 flex flex-wrap items-center gap-3 text-sm text-ink-soft">
            <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wider text-accent-dark">
              {t(style === 'iso' ? 'content.article.update-tag' : 'content.article.tag')}
            </span>
            {date ? <time dateTime={date.dateTime}>{date.text}</time> : null}
          </p>
          <h1 className="mt-4 text-4xl leading-tight text-balance md:text-5xl">{content.heading}</h1>
          {content.metaSummary ? (
            <p className="mt-4 text-lg text-ink-soft md:text-xl">{content.metaSummary}</p>
          ) : null}
        </div>
      </header>
      {content.featureImage ? (
        <div className="mx-auto mt-8 max-w-4xl px-4">
          <ContentPicture
            image={content.featureImage}
            sizes="(min-width: 896px) 864px, 100vw"
            priority
            className="aspect-[16/9] w-full rounded-2xl object-cover shadow-sm"
          />
        </div>
      ) : null}
      <div className={`${NARROW} pt-10`}>
        <RichText html={content.content} className="text-lg" />
      </div>
      <Sections sections={content.sections} />
      {prev || next ? (
        <nav aria-label={t('content.article.siblings')} className={`${NARROW} mt-14`}>
          <ul className="grid gap-4 border-t border-line pt-8 sm:grid-cols-2">
            <li>
              {prev ? (
                <Link
                  to={prev.path}
                  rel="prev"
                  className="group block h-full rounded-xl border border-line bg-white p-5 no-underline shadow-sm transition hover:border-accent/50 hover:no-underline hover:shadow-md"
                >
                  <span className="text-xs font-semibold uppercase tracking-wider text-ink-soft">
                    <span aria-hidden="true">← </span>
                    {t('content.article.previous')}
                  </span>
                  <span className="mt-2 block font-display text-lg text-ink group-hover:underline">
                    {prev.title}
                  </span>
                </Link>
              ) : null}
            </li>
            <li>
              {next ? (
                <Link
                  to={next.path}
                  rel="next"
                  className="group block h-full rounded-xl border border-line bg-white p-5 text-right no-underline shadow-sm transition hover:border-accent/50 hover:no-underline hover:shadow-md"
                >
                  <span className="text-xs font-semibold uppercase tracking-wider text-ink-soft">
                    {t('content.article.next')}
                    <span aria-hidden="true"> →</span>
                  </span>
                  <span className="mt-2 block font-display text-lg text-ink group-hover:underline">
                    {next.title}
                  </span>
                </Link>
              ) : null}
            </li>
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
