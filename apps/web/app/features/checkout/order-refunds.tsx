import type { Order } from '@cardshop/shared/contracts/orders';
import { useId } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Money } from '../../ui/money.tsx';
import { refundLine } from './refunds.ts';
import { SECTION_TITLE } from './text.ts';

/**
 * The refunds of an order's payments (decision record 20), beside its totals on the account's order page
 * and the order page after paying: each amount, where it stands and since when, and why, in plain words.
 * Nothing when the order has none. The totals stay what the order costs: a refund gives back a payment
 * that did not pay it.
 */
export function OrderRefunds({
  order,
  formatDate,
}: {
  order: Pick<Order, 'refunds'>;
  /** A moment as a date in the page's region format. */
  formatDate: (moment: string) => string;
}) {
  const t = useT();
  const id = useId();
  const lines = order.refunds.map(refundLine);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line p-5">
      <h2 id={id} className={SECTION_TITLE}>
        {t('checkout.refunds.title')}
      </h2>
      <p className="text-sm text-ink-soft">{t('checkout.refunds.intro')}</p>
      <ul className="mt-3 divide-y divide-line border-t border-line">
        {lines.map((line, index) => (
          <li key={`${line.date}-${index}`} className="py-3 text-sm">
            <p className="flex items-baseline justify-between gap-4 font-semibold text-ink">
              <span>{t(line.statusKey, { date: formatDate(line.date) })}</span>
              <Money value={line.amount} currency={line.currency} />
            </p>
            <p className="mt-1 text-ink-soft">{t(line.reasonKey)}</p>
          </li>
        ))}
      </ul>
      {lines.some((line) => line.onItsWay) ? (
        <p className="mt-2 text-xs text-ink-soft">{t('checkout.refunds.timing')}</p>
      ) : null}
    </section>
  );
}
