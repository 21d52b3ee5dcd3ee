import type { OrganisationOverview } from '@cardshop/shared/contracts/organisations';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useRegionDates } from '../../lib/region-dates.ts';
import { Money } from '../../ui/money.tsx';

const SECTION_TITLE = 'mb-4 font-display text-2xl text-ink';
const FIGURE = 'rounded-xl border border-line bg-white p-4';

/** Amounts in several currencies, one after another ('A$12.00 · NZ$5.00'); a dash for none. */
function Amounts({ amounts }: { amounts: ReadonlyArray<{ currency: string; amount: number }> }) {
  const shown = amounts.filter((entry) => entry.amount !== 0);
  if (shown.length === 0) return <>–</>;
  return (
    <>
      {shown.map((entry, index) => (
        <span key={entry.currency}>
          {index > 0 ? ' · ' : null}
          <Money value={entry.amount} currency={entry.currency} />
        </span>
      ))}
    </>
  );
}

/**
 * The manage dashboard's figures (decision 0036): for holders of billing the organisation's credits, gift
 * credit and what this month's orders were worth; for every manager its recent orders, who placed them
 * and what they were worth.
 */
export function OverviewSection({ overview }: { overview: OrganisationOverview }) {
  const t = useT();
  const { moment } = useRegionDates();
  const { money, currentTierPrice } = overview;
  return (
    <>
      {currentTierPrice ? (
        <p className="mb-6 text-ink">
          {t('organisations.overview.tier-price', { count: currentTierPrice.cardsThisYear })}{' '}
          <strong>
            <Money value={currentTierPrice.value} currency={currentTierPrice.currency} />
          </strong>
        </p>
      ) : null}
      {money ? (
        <section aria-labelledby="organisation-money" className="mb-10">
          <h2 id="organisation-money" className={SECTION_TITLE}>
            {t('organisations.overview.money')}
          </h2>
          <dl className="grid gap-3 sm:grid-cols-3">
            <div className={FIGURE}>
              <dt className="text-sm text-ink-soft">{t('organisations.overview.credits')}</dt>
              <dd className="font-display text-2xl text-ink">{money.credits}</dd>
            </div>
            <div className={FIGURE}>
              <dt className="text-sm text-ink-soft">{t('organisations.overview.gift-credit')}</dt>
              <dd className="font-display text-2xl text-ink">
                <Amounts amounts={money.giftCredit} />
              </dd>
            </div>
            <div className={FIGURE}>
              <dt className="text-sm text-ink-soft">
                {t('organisations.overview.spend', { date: moment(money.monthStart) })}
              </dt>
              <dd className="font-display text-2xl text-ink">
                <Amounts amounts={money.spendThisMonth} />
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-sm">
            <Link to="/account/credits/purchase" className="font-semibold text-accent-dark underline">
              {t('organisations.overview.buy-credits')}
            </Link>
          </p>
        </section>
      ) : null}
      <section aria-labelledby="organisation-orders" className="mb-10">
        <h2 id="organisation-orders" className={SECTION_TITLE}>
          {t('organisations.overview.orders')}
        </h2>
        {overview.orders.length === 0 ? (
          <p className="text-ink-soft">{t('organisations.overview.no-orders')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line text-ink-soft">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('organisations.overview.order-date')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('organisations.overview.order-member')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('organisations.overview.order-cards')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('organisations.overview.order-value')}
                </th>
              </tr>
            </thead>
            <tbody>
              {overview.orders.map((order) => (
                <tr key={order.id} className="border-b border-line">
                  <td className="py-2 pr-4">{order.paidAt ? moment(order.paidAt) : '–'}</td>
                  <td className="py-2 pr-4">{order.member ?? t('organisations.overview.former-member')}</td>
                  <td className="py-2 pr-4 tabular-nums">{order.cards}</td>
                  <td className="py-2 tabular-nums">
                    <Money value={order.value} currency={order.currency} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
