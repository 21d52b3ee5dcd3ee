import type { CreditPurchase } from '@cardshop/shared/contracts/credits';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useRegionDates } from '../../lib/region-dates.ts';
import { useShell } from '../../lib/shell/use-shell.ts';
import { ACCOUNT_BUTTON, ACCOUNT_BUTTON_SECONDARY, Notice } from '../../ui/form-controls.tsx';
import { useFormatMoney } from '../../ui/money.tsx';
import { Balance, GiftBalances } from './buy-page.tsx';
import { CREDIT_HISTORY_URL, purchasePayUrl } from './credits-links.ts';

/**
 * /account/credits/purchase/complete/{id}/{token}: the purchase the signed-in account just paid for, the
 * credits it added and the balance now; an unpaid one offers to go back to paying. The loader read it on
 * the server, so the page is whole before scripts load.
 */
export function CreditsCompletePage({ purchase }: { purchase: CreditPurchase }) {
  const t = useT();
  const { currencies } = useShell();
  const dates = useRegionDates();
  const formatMoney = useFormatMoney();
  const paid = purchase.status === 'paid';
  const gift = purchase.kind === 'gift-credit';
  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl leading-tight sm:text-4xl">
        {t(
          paid
            ? gift
              ? 'credits.gift.complete-title'
              : 'credits.complete.title'
            : 'credits.complete.open-title',
        )}
      </h1>
      {paid ? (
        <div className="mt-6 grid gap-4">
          <Notice tone="success">
            {gift
              ? t('credits.gift.added', { amount: formatMoney(purchase.subtotal, purchase.currency) })
              : t('credits.complete.added', { count: purchase.quantity })}
          </Notice>
          <p className="text-ink-soft">
            {t('credits.complete.paid', {
              amount: formatMoney(purchase.total, purchase.currency),
              date: dates.moment(purchase.paidAt ?? purchase.createdAt),
            })}
          </p>
          <div>
            {gift ? (
              <GiftBalances balances={[{ currency: purchase.currency, balance: purchase.balance }]} />
            ) : (
              <Balance balance={purchase.balance} />
            )}
          </div>
          <p className="flex flex-col gap-3 sm:flex-row">
            <Link to="/cards" className={ACCOUNT_BUTTON}>
              {t('credits.complete.write')}
            </Link>
            <Link to={CREDIT_HISTORY_URL} className={ACCOUNT_BUTTON_SECONDARY}>
              {t('credits.complete.history')}
            </Link>
          </p>
        </div>
      ) : (
        <div className="mt-6 grid gap-4">
          <p className="text-ink-soft">{t('credits.complete.open-text')}</p>
          <p>
            <Link
              to={purchasePayUrl(purchase, currencies[purchase.currency]?.precision)}
              className={ACCOUNT_BUTTON}
            >
              {t('credits.complete.pay')}
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
