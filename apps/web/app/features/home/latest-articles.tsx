import type { ArticleSummary } from '@cardshop/shared/contracts/config';
import { imageSrcset } from '@cardshop/shared/rules/images';
import { Link } from 'react-router';
import { displayDate, type KnownDays } from '../../lib/content-dates.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { LazySection, SectionHeading } from './section.tsx';

/**
 * The newest articles (the spec shows three), each with its date, an Article tag and a read-more link.
 * `days` holds each publication's day in the region's time zone, worked out by the server.
 */
export function LatestArticles({
  articles,
  days,
  count,
}: {
  articles: ArticleSummary[];
  days: KnownDays;
  count: number;
}) {
  const t = useT();
  const { region } = useShell();
  const shown = articles.slice(0, Math.max(0, count));
  if (shown.length === 0) return null;
  return (
    <LazySection labelledBy="home-articles">
      <SectionHeading
        id="home-articles"
        eyebrow={t('home.articles.eyebrow')}
        title={t('home.articles.title')}
        action={{ to: '/articles', label: t('home.articles.all') }}
      />
      <ul className="grid gap-6 md:grid-cols-3 md:gap-8">
        {shown.map((article) => {
          const date = displayDate(article.publishedAt, region.timeZone, 'article', days);
          return (
            <li key={article.id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white transition-shadow duration-200 hover:shadow-[0_14px_30px_-18px_rgb(31_36_48/0.45)]">
                {article.image ? (
                  <picture className="block aspect-[16/9] overflow-hidden bg-sand">
                    <source
                      type="image/webp"
                      srcSet={imageSrcset(article.image.src, 'webp')}
                      sizes="(min-width: 768px) 360px, calc(100vw - 2rem)"
                    />
                    <img
                      src={article.image.src}
                      srcSet={imageSrcset(article.image.src, 'jpeg')}
                      sizes="(min-width: 768px) 360px, calc(100vw - 2rem)"
                      width={article.image.width}
                      height={article.image.height}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
                    />
                  </picture>
                ) : (
                  <div aria-hidden="true" className="aspect-[16/9] bg-sand" />
                )}
                <div className="flex flex-1 flex-col p-5 md:p-6">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
                    <span className="rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold tracking-wide text-accent-dark uppercase">
                      {t('home.articles.tag')}
                    </span>
                    {date ? <time dateTime={date.dateTime}>{date.text}</time> : null}
                  </p>
                  <h3 className="mt-3 text-xl leading-snug text-balance">
                    {/* The whole card is clickable through the title link's overlay. */}
                    <Link
                      to={article.path}
                      className="text-ink no-underline after:absolute after:inset-0 after:content-[''] hover:text-accent-dark hover:no-underline"
                    >
                      {article.title}
                    </Link>
                  </h3>
                  <p className="mt-2 line-clamp-3 leading-relaxed text-ink-soft">{article.summary}</p>
                  <p
                    aria-hidden="true"
                    className="mt-auto pt-4 font-semibold text-accent group-hover:text-accent-dark"
                  >
                    {t('home.articles.read-more')} →
                  </p>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </LazySection>
  );
}
