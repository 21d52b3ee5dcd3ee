import type { Order, OrderItem } from '@cardshop/shared/contracts/orders';
import { formatShortDate, formatShortDay } from '@cardshop/shared/rules/dates';
import { useNavigate } from 'react-router';
import { browserStorage } from '../../lib/cart/current-order.ts';
import { writeDraft } from '../../lib/cart/draft.ts';
import { draftFromItem } from '../../lib/cart/draft-from-item.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { Money } from '../../ui/money.tsx';
import { ItemHeading } from './cart-lines.tsx';
import { fulfilmentStatus } from './fulfilment.ts';
import { GiftCardLineRow } from './gift-card-line.tsx';

/** An order's lines as bought: picture, name, quantity, price of one and line total. */
export function OrderItems({ order }: { order: Pick<Order, 'items' | 'currency'> }) {
  const t = useT();
  return (
    <ul className="divide-y divide-line border-y border-line">
      {order.items.flatMap((item) => [
        <li key={item.id} className="flex items-start justify-between gap-3 py-4">
          <div className="min-w-0">
            <ItemHeading item={item} />
            <ItemFulfilment item={item} />
          </div>
          <p className="shrink-0 text-right text-sm">
            <span className="block text-base font-semibold text-ink">
              <Money value={item.pricing.line.grandTotal} currency={order.currency} />
            </span>
            <span className="block text-ink-soft">
              {t('checkout.item.quantity-times', { count: item.quantity })}{' '}
              <Money value={item.pricing.unit.grandTotal} currency={order.currency} />
            </span>
          </p>
        </li>,
        // The gift card inside the card: its own line, under it.
        ...item.related.map((line) => (
          <li key={line.id} className="py-4 pl-6">
            <GiftCardLineRow line={line} item={item} currency={order.currency} />
          </li>
        )),
      ])}
    </ul>
  );
}

/**
 * Where a paid item is (scheduled, printed, posted on a day) and, for a written card once it is printed,
 * the link to download its proof. Nothing while the order is unpaid.
 */
function ItemFulfilment({ item }: { item: OrderItem }) {
  const t = useT();
  const { region } = useShell();
  const status = fulfilmentStatus(item);
  if (!status) return null;
  const text =
    status.key === 'checkout.item.status-dispatched'
      ? t(status.key, { date: formatShortDate(status.moment, region.timeZone) })
      : status.key === 'checkout.item.status-scheduled-on'
        ? t(status.key, { date: formatShortDay(status.day) })
        : t(status.key);
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 pl-19 text-sm">
      <span className="text-ink-soft" data-dispatch-status={item.dispatch.status}>
        {text}
      </span>
      {item.card.layout ? <SendAgain item={item} /> : null}
      {item.proofUrl ? (
        <a
          href={item.proofUrl}
          download
          className="font-semibold text-ink underline underline-offset-2 hover:no-underline"
        >
          {t('checkout.item.proof')}
          <span className="sr-only"> {t('checkout.item.proof-of', { label: item.label })}</span>
        </a>
      ) : null}
    </p>
  );
}

/**
 * Sends a written card again: the editor opens on a copy that keeps the art, the layout and the sender
 * (account-ordering.md §4 "Copying an item"), ready for another recipient.
 */
function SendAgain({ item }: { item: OrderItem }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        writeDraft(browserStorage(), draftFromItem(item, { copy: true }));
        void navigate('/write');
      }}
      className="font-semibold text-ink underline underline-offset-2 hover:no-underline"
    >
      {t('checkout.item.send-again')}
      <span className="sr-only"> {t('checkout.item.send-again-of', { label: item.label })}</span>
    </button>
  );
}
