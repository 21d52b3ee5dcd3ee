import type { ArticleSummary } from '@cardshop/shared/contracts/config';
import { Link } from 'react-router';
import { useDisplayDate } from '../../lib/content-dates.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ContentPicture } from './content-ui.tsx';

/** An article tile: image, date, an 'Article' tag, title, summary and read-more; the whole tile links. */
export function ArticleCard({ article, priority = false }: { article: ArticleSummary; priority?: boolean }) {
  const t = useT();
  const date = useDisplayDate()(article.publishedAt, 'article');
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:shadow-md">
      {article.image ? (
        <ContentPicture
          image={article.image}
          alt=""
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="aspect-[16/9] w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[16/9] w-full bg-sand" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-3 text-sm text-ink-soft">
          <span className="rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wider text-accent-dark">
            {t('content.article.tag')}
          </span>
          {date ? <time dateTime={date.dateTime}>{date.text}</time> : null}
        </p>
        <h2 className="mt-3 text-xl leading-snug">
          <Link
            to={article.path}
            className="text-ink no-underline after:absolute after:inset-0 after:content-[''] hover:no-underline"
          >
            {article.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-ink-soft">{article.summary}</p>
        <p aria-hidden="true" className="mt-4 font-semibold text-accent group-hover:underline">
          {t('content.article.read-more')} →
        </p>
      </div>
    </article>
  );
}
