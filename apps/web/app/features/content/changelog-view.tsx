import type { Content } from '@cardshop/shared/contracts/content';
import { useId } from 'react';
import { Link } from 'react-router';
import { newestFirst, useDisplayDate } from '../../lib/content-dates.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { NARROW, RichText } from './content-ui.tsx';
import { PageHero } from './page-hero.tsx';
import { Sections } from './sections.tsx';

/** The changelog: intro and the update history, newest first. */
export function ChangelogView({ content }: { content: Content }) {
  const t = useT();
  const dateOf = useDisplayDate();
  const headingId = useId();
  const updates = newestFirst(content.children ?? []);
  return (
    <div className="pb-16">
      <PageHero content={content} narrow>
        {content.content.trim() ? (
          <RichText html={content.content} className="mt-4 text-ink-soft md:text-lg" />
        ) : content.metaSummary ? (
          <p className="mt-4 text-lg text-ink-soft">{content.metaSummary}</p>
        ) : null}
      </PageHero>
      <section aria-labelledby={headingId} className={`${NARROW} pt-12`}>
        <h2 id={headingId} className="text-3xl">
          {t('content.changelog.history')}
        </h2>
        {updates.length === 0 ? (
          <p className="mt-6 text-ink-soft">{t('content.changelog.empty')}</p>
        ) : (
          <ol className="mt-8 border-l-2 border-line">
            {updates.map((update) => {
              const date = dateOf(update.publishedAt, 'iso');
              return (
                <li key={update.id} className="relative pb-10 pl-6 last:pb-0 md:pl-8">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[7px] size-3 rounded-full border-2 border-paper bg-accent"
                  />
                  {date ? (
                    <time dateTime={date.dateTime} className="font-mono text-sm text-ink-soft">
                      {date.text}
                    </time>
                  ) : null}
                  <h3 className="mt-1 text-xl md:text-2xl">
                    <Link to={update.path} className="text-ink underline-offset-4 hover:underline">
                      {update.title}
                    </Link>
                  </h3>
                  {update.summary ? <p className="mt-2 text-ink-soft">{update.summary}</p> : null}
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <Sections sections={content.sections} />
    </div>
  );
}
