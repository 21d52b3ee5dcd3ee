import { BLANK_QUANTITY_MAX, BLANK_QUANTITY_MIN } from '@cardshop/shared/constants';
import type { Order, OrderItem } from '@cardshop/shared/contracts/orders';
import { arrivalMessage } from '@cardshop/shared/rules/arrival';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useAlerts } from '../../ui/alerts.tsx';
import { Money } from '../../ui/money.tsx';
import { QuantityStepper } from '../../ui/quantity-stepper.tsx';
import { GiftCardLineRow } from './gift-card-line.tsx';
import { writtenLineOf } from './written-line.ts';

/** The picture, name and kind of a line, shared by the cart and the order pages. */
export function ItemHeading({ item, as: Heading = 'h3' }: { item: OrderItem; as?: 'h2' | 'h3' }) {
  const t = useT();
  const written = writtenLineOf(item);
  return (
    <div className="flex min-w-0 items-start gap-3">
      {item.card.art.imageSrc ? (
        <img
          src={item.card.art.imageSrc}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-md border border-line bg-sand object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-16 shrink-0 rounded-md border border-line bg-sand" />
      )}
      <div className="min-w-0">
        <Heading className="font-sans text-base font-semibold text-ink">{item.label}</Heading>
        <p className="text-sm text-ink-soft">
          {t(item.blank ? 'checkout.item.blank' : 'checkout.item.written')}
          {item.card.size ? ` · ${item.card.size}` : ''}
        </p>
        {written ? (
          <p className="text-sm text-ink">
            {written.contact ? (
              <Link
                to={`/account/addresses/edit/${written.contact.id}`}
                className="font-semibold text-ink underline underline-offset-2 hover:no-underline"
              >
                {t('checkout.item.to-contact', { name: written.contact.name })}
              </Link>
            ) : written.recipient ? (
              t('checkout.item.to', { name: written.recipient })
            ) : null}
            {written.recipient ? ' · ' : null}
            {written.sendsOn
              ? t('checkout.item.sends-on', { date: written.sendsOn })
              : t('checkout.item.sends-now')}
          </p>
        ) : null}
        <ItemArrival item={item} />
      </div>
    </div>
  );
}

/** When the line is posted and arrives (rules/arrival.ts), worded as on every page and in the e-mail. */
function ItemArrival({ item }: { item: OrderItem }) {
  const t = useT();
  if (!item.arrival) return null;
  const { key, values } = arrivalMessage(item.arrival);
  return (
    <p className="text-sm text-ink-soft" data-arrival>
      {t(`global.arrival.${key}`, values)}
    </p>
  );
}

/**
 * The cart on the payment page: each line with its quantity stepper (the server prices the new
 * quantity), remove, and resume editing for a written card. A refused change leaves the line as the
 * server has it and says so.
 */
export function CartLines({
  order,
  editQuantity,
  removeItem,
  disabled,
}: {
  order: Order;
  editQuantity: (itemId: string, quantity: number) => Promise<Order>;
  removeItem: (itemId: string) => Promise<Order>;
  /** A payment is under way: the cart cannot change. */
  disabled: boolean;
}) {
  const t = useT();
  const alerts = useAlerts();
  const [busy, setBusy] = useState<string | null>(null);

  const change = async (itemId: string, action: () => Promise<Order>) => {
    setBusy(itemId);
    try {
      await action();
    } catch {
      alerts.show({ type: 'error', message: 'checkout.cart.change-failed' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <ul className="divide-y divide-line border-y border-line">
      {order.items.flatMap((item) => {
        const lineBusy = busy === item.id;
        // The gift card inside a card is its own line, under the card (changed in the card's editor).
        const giftCards = item.related.map((line) => (
          <li key={line.id} className="py-4 pl-6" aria-busy={lineBusy || undefined}>
            <GiftCardLineRow line={line} item={item} currency={order.currency} editable={!disabled} />
          </li>
        ));
        return [
          <li key={item.id} className="py-4" aria-busy={lineBusy || undefined}>
            <div className="flex items-start justify-between gap-3">
              <ItemHeading item={item} />
              <p className="shrink-0 text-right">
                <span className="block font-semibold text-ink">
                  <Money value={item.pricing.line.grandTotal} currency={order.currency} />
                </span>
                <span className="block text-sm text-ink-soft">
                  <Money value={item.pricing.unit.grandTotal} currency={order.currency} />{' '}
                  {t('checkout.item.each')}
                </span>
              </p>
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
              {item.blank ? (
                <QuantityStepper
                  value={item.quantity}
                  min={BLANK_QUANTITY_MIN}
                  max={BLANK_QUANTITY_MAX}
                  label={t('checkout.item.quantity', { label: item.label })}
                  disabled={disabled || lineBusy}
                  onChange={(quantity) => void change(item.id, () => editQuantity(item.id, quantity))}
                />
              ) : (
                <>
                  <span className="text-sm text-ink">
                    {t('checkout.item.quantity-fixed', { count: item.quantity })}
                  </span>
                  <Link
                    to={`/write?item=${encodeURIComponent(item.id)}`}
                    className="text-sm font-medium"
                    aria-label={t('checkout.item.edit-label', { label: item.label })}
                  >
                    {t('checkout.item.edit')}
                  </Link>
                </>
              )}
              <button
                type="button"
                disabled={disabled || lineBusy}
                onClick={() => void change(item.id, () => removeItem(item.id))}
                className="min-h-11 cursor-pointer text-sm font-medium text-accent underline disabled:cursor-not-allowed disabled:opacity-60"
                aria-label={t('checkout.item.remove-label', { label: item.label })}
              >
                {t('checkout.item.remove')}
              </button>
            </div>
          </li>,
          ...giftCards,
        ];
      })}
    </ul>
  );
}
