import type { Order } from '@cardshop/shared/contracts/orders';
import { Money } from '../../ui/money.tsx';
import { useT } from '../i18n/use-t.tsx';
import { ItemHeading } from './cart-lines.tsx';

/** An order's lines as bought: picture, name, quantity, price of one and line total. */
export function OrderItems({ order }: { order: Pick<Order, 'items' | 'currency'> }) {
  const t = useT();
  return (
    <ul className="divide-y divide-line border-y border-line">
      {order.items.map((item) => (
        <li key={item.id} className="flex items-start justify-between gap-3 py-4">
          <ItemHeading item={item} />
          <p className="shrink-0 text-right text-sm">
            <span className="block text-base font-semibold text-ink">
              <Money value={item.pricing.line.grandTotal} currency={order.currency} />
            </span>
            <span className="block text-ink-soft">
              {t('checkout.item.quantity-times', { count: item.quantity })}{' '}
              <Money value={item.pricing.unit.grandTotal} currency={order.currency} />
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
