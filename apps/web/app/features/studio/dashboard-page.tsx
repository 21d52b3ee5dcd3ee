import type { StudioDashboard, StudioMoney, StudioSubmission } from '@cardshop/shared/contracts/studio';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useRegionDates } from '../../lib/region-dates.ts';
import { Notice } from '../../ui/form-controls.tsx';
import { Money } from '../../ui/money.tsx';
import { STUDIO_NEW_CARD_URL } from './links.ts';
import { StudioFrame } from './studio-frame.tsx';

function Amounts({ amounts }: { amounts: StudioMoney[] }) {
  const t = useT();
  if (amounts.length === 0) return <span className="text-ink-soft">{t('studio.dashboard.none')}</span>;
  return (
    <span className="grid">
      {amounts.map((amount) => (
        <Money key={amount.currency} value={amount.value} currency={amount.currency} withCode />
      ))}
    </span>
  );
}

const TABLE = 'w-full text-left text-xs sm:text-sm';
const CELL = 'border-b border-line px-1.5 py-2 sm:px-3';
const NUMBER = `${CELL} text-right tabular-nums`;

/** A table's head: what each row is, then its figures (right-aligned). */
function HeaderRow({ first, figures }: { first: string; figures: string[] }) {
  const t = useT();
  return (
    <thead>
      <tr>
        <th scope="col" className={CELL}>
          {t(first)}
        </th>
        {figures.map((key) => (
          <th key={key} scope="col" className={NUMBER}>
            {t(key)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Submissions({ submissions }: { submissions: StudioSubmission[] }) {
  const t = useT();
  const dates = useRegionDates();
  if (submissions.length === 0)
    return <p className="text-ink-soft">{t('studio.dashboard.no-submissions')}</p>;
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {submissions.map((submission) => (
        <li
          key={submission.id}
          className="rounded-xl bg-white p-2 shadow-sm ring-1 ring-line/80"
          data-testid="studio-submission"
        >
          <img
            src={submission.front.src}
            width={submission.front.width}
            height={submission.front.height}
            alt={submission.front.alt}
            loading="lazy"
            className="h-auto w-full rounded-lg"
          />
          <p className="mt-2 font-semibold">{submission.title}</p>
          <p className="text-xs text-ink-soft">{dates.moment(submission.createdAt)}</p>
          <p className="mt-1 inline-block rounded-full bg-sand px-2 py-0.5 text-xs font-semibold">
            {t(`studio.status.${submission.status}`)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * studio.dashboard (/studio): the artist's royalties earned, paid out and owed; views, favourites, sales
 * and royalties month by month; each card's figures; and the cards they added, waiting for review.
 */
export function DashboardPage({ dashboard, submitted }: { dashboard: StudioDashboard; submitted: boolean }) {
  const t = useT();
  const id = useId();
  const { artist } = dashboard;
  return (
    <StudioFrame
      artist={artist}
      title={t('studio.title')}
      intro={t('studio.dashboard.intro', { name: artist.brandName })}
    >
      <div role="status" aria-live="polite">
        {submitted ? (
          <Notice tone="success" className="mb-6">
            {t('studio.dashboard.submitted')}
          </Notice>
        ) : null}
      </div>
      <dl className="mb-3 grid gap-4 sm:grid-cols-3">
        {(
          [
            ['studio.dashboard.earned', dashboard.earned],
            ['studio.dashboard.paid-out', dashboard.paidOut],
            ['studio.dashboard.owed', dashboard.owed],
          ] as const
        ).map(([key, amounts]) => (
          <div key={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line/80">
            <dt className="text-sm text-ink-soft">{t(key)}</dt>
            <dd className="mt-1 text-xl font-semibold">
              <Amounts amounts={amounts} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mb-10 text-sm text-ink-soft">{t('studio.dashboard.royalty-note')}</p>

      <section aria-labelledby={`${id}-submissions`} className="mb-10">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-submissions`} className="text-2xl">
            {t('studio.dashboard.submissions')}
          </h2>
          <Link to={STUDIO_NEW_CARD_URL} className="font-semibold text-accent">
            {t('studio.nav.new-card')}
          </Link>
        </div>
        <Submissions submissions={dashboard.submissions} />
      </section>

      <section aria-labelledby={`${id}-months`} className="mb-10">
        <h2 id={`${id}-months`} className="mb-4 text-2xl">
          {t('studio.dashboard.months')}
        </h2>
        <div>
          <table className={TABLE}>
            <HeaderRow
              first="studio.dashboard.month"
              figures={[
                'studio.dashboard.views',
                'studio.dashboard.favourites',
                'studio.dashboard.sales',
                'studio.dashboard.earnings',
              ]}
            />
            <tbody>
              {[...dashboard.months].reverse().map((month) => (
                <tr key={month.month}>
                  <th scope="row" className={`${CELL} font-medium`}>
                    {month.month}
                  </th>
                  <td className={NUMBER}>{month.views}</td>
                  <td className={NUMBER}>{month.favourites}</td>
                  <td className={NUMBER}>{month.sales}</td>
                  <td className={NUMBER}>
                    <Amounts amounts={month.earnings} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby={`${id}-cards`}>
        <h2 id={`${id}-cards`} className="mb-4 text-2xl">
          {t('studio.dashboard.cards')}
        </h2>
        {dashboard.cards.length === 0 ? (
          <p className="text-ink-soft">{t('studio.dashboard.no-cards')}</p>
        ) : (
          <div>
            <table className={TABLE}>
              <HeaderRow
                first="studio.dashboard.card"
                figures={['studio.dashboard.views', 'studio.dashboard.favourites', 'studio.dashboard.sales']}
              />
              <tbody>
                {dashboard.cards.map((card) => (
                  <tr key={card.id}>
                    <th scope="row" className={`${CELL} font-medium`}>
                      <Link to={card.fullPath}>{card.name}</Link>
                    </th>
                    <td className={NUMBER}>{card.views}</td>
                    <td className={NUMBER}>{card.favourites}</td>
                    <td className={NUMBER}>{card.sales}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </StudioFrame>
  );
}
