import type { CreditHistory } from '@cardshop/shared/contracts/credits';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useRegionDates } from '../../lib/region-dates.ts';
import { ACCOUNT_BUTTON, AccountPageHeader } from '../../ui/form-controls.tsx';
import { Money } from '../../ui/money.tsx';
import { Balance, GiftBalances } from './buy-page.tsx';
import {
  CREDITS_BUY_URL,
  completeUrl,
  entryWording,
  giftEntryWording,
  orderViewUrl,
  signedChange,
} from './credits-links.ts';

/**
 * /account/credit-history (`GET /api/account/credit-history`): the balance, then every purchase, use and
 * refund of credits, newest first, each with its date, what it was (linking to the purchase or the
 * order), the change and the balance after it. One row a line on a phone, the figures beside it wider.
 */
export function CreditHistoryPage({ history }: { history: CreditHistory }) {
  const t = useT();
  const id = useId();
  const date = useRegionDates().moment;
  return (
    <>
      <AccountPageHeader title={t('credits.history.title')} intro={t('credits.history.intro')} />
      <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-3">
        <Balance balance={history.balance} />
        <Link to={CREDITS_BUY_URL} className={ACCOUNT_BUTTON}>
          {t('credits.history.buy')}
        </Link>
      </div>
      {history.entries.length === 0 ? (
        <div className="max-w-2xl rounded-2xl border border-line bg-sand px-5 py-6">
          <p className="font-semibold text-ink">{t('credits.history.empty-title')}</p>
          <p className="mt-2 text-ink-soft">{t('credits.history.empty-text')}</p>
        </div>
      ) : (
        <section aria-labelledby={`${id}-entries`}>
          <h2 id={`${id}-entries`} className="sr-only">
            {t('credits.history.entries')}
          </h2>
          <ol aria-labelledby={`${id}-entries`} className="divide-y divide-line border-y border-line">
            {history.entries.map((entry) => {
              const wording = entryWording(entry);
              const label = t(wording.key, wording.values);
              return (
                <li
                  key={entry.id}
                  className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-4"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">
                      {entry.order ? (
                        <Link to={orderViewUrl(entry.order)}>{label}</Link>
                      ) : entry.purchase ? (
                        <Link to={completeUrl(entry.purchase)}>
                          {label} · {t('credits.count', { count: entry.quantity })}
                        </Link>
                      ) : (
                        label
                      )}
                    </p>
                    <p className="text-sm text-ink-soft">
                      <time dateTime={entry.createdAt}>{date(entry.createdAt)}</time>
                    </p>
                  </div>
                  <div className="flex items-baseline gap-4 tabular-nums">
                    <span
                      className={`text-lg font-semibold ${entry.quantity > 0 ? 'text-success' : 'text-ink'}`}
                    >
                      <span className="sr-only">{t('credits.history.change')} </span>
                      {signedChange(entry.quantity)}
                    </span>
                    <span className="text-sm text-ink-soft">
                      {t('credits.history.balance-after', { count: entry.balanceAfter })}
                    </span>
                  </div>
                </li>
              );
            })}
          </ol>
        </section>
      )}
      <GiftCreditHistory history={history.giftCredit} />
    </>
  );
}

/**
 * The gift credit's part of the history (decision 0027): what is held per currency, then every top-up,
 * use and refund, newest first, with its currency and the balance after it in that currency.
 */
function GiftCreditHistory({ history }: { history: CreditHistory['giftCredit'] }) {
  const t = useT();
  const id = useId();
  const date = useRegionDates().moment;
  if (history.entries.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-gift`} className="mt-12">
      <h2 id={`${id}-gift`} className="mb-4 font-display text-2xl text-ink">
        {t('credits.history.gift-title')}
      </h2>
      <div className="mb-6">
        <GiftBalances balances={history.balances} />
      </div>
      <ol aria-labelledby={`${id}-gift`} className="divide-y divide-line border-y border-line">
        {history.entries.map((entry) => {
          const wording = giftEntryWording(entry);
          const label = t(wording.key, wording.values);
          return (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-4">
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {entry.order ? (
                    <Link to={orderViewUrl(entry.order)}>{label}</Link>
                  ) : entry.purchase ? (
                    <Link to={completeUrl(entry.purchase)}>{label}</Link>
                  ) : (
                    label
                  )}
                </p>
                <p className="text-sm text-ink-soft">
                  <time dateTime={entry.createdAt}>{date(entry.createdAt)}</time>
                </p>
              </div>
              <div className="flex items-baseline gap-4 tabular-nums">
                <span className={`text-lg font-semibold ${entry.amount > 0 ? 'text-success' : 'text-ink'}`}>
                  <span className="sr-only">{t('credits.history.change')} </span>
                  {entry.amount > 0 ? '+' : '−'}
                  <Money value={Math.abs(entry.amount)} currency={entry.currency} />
                </span>
                <span className="text-sm text-ink-soft">
                  {t('credits.history.gift-balance-after')}{' '}
                  <Money value={entry.balanceAfter} currency={entry.currency} />
                </span>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
