import type { Order } from '@cardshop/shared/contracts/orders';
import type { Conversion } from '@cardshop/shared/contracts/payments';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { Money } from '../../ui/money.tsx';
import { useGiftCardLabel } from './gift-card-line.tsx';
import { taxLine } from './summary.ts';

/** The ISO code of the region an order was priced in (AU, US …). */
export function useOrderRegionIso(order: Pick<Order, 'regionId'>): string | undefined {
  const { regions, region } = useShell();
  return (regions.find((candidate) => candidate.id === order.regionId) ?? region).iso;
}

function Row({
  label,
  children,
  strong = false,
}: {
  label: React.ReactNode;
  children: React.ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'text-lg font-semibold text-ink' : ''}`}
    >
      <dt className={strong ? '' : 'text-ink-soft'}>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The order's totals as the server priced them: each line, postage, what the account's card credits paid,
 * the discount, the tax worded for the region ('includes GST'), the total, and the estimate in the
 * visitor's own currency when it differs.
 */
export function OrderTotals({
  order,
  conversion = null,
  showItems = true,
}: {
  order: Order;
  conversion?: Conversion | null;
  showItems?: boolean;
}) {
  const t = useT();
  const giftCardLabel = useGiftCardLabel();
  const iso = useOrderRegionIso(order);
  const tax = taxLine(order.totals, iso);
  const { currency, totals } = order;
  const money = (value: number) => <Money value={value} currency={currency} />;
  return (
    <div className="space-y-2 text-sm">
      {showItems && order.items.length > 0 ? (
        <dl className="space-y-2 border-b border-line pb-2">
          {order.items.flatMap((item) => [
            <Row
              key={item.id}
              label={t('checkout.summary.line', { quantity: item.quantity, label: item.label })}
            >
              {money(item.pricing.line.grandTotal)}
            </Row>,
            ...item.related.map((line) => (
              <Row
                key={line.id}
                label={t('checkout.summary.line', { quantity: line.quantity, label: giftCardLabel(line) })}
              >
                {money(line.pricing.line.grandTotal)}
              </Row>
            )),
          ])}
        </dl>
      ) : null}
      <dl className="space-y-2">
        <Row label={t('checkout.summary.subtotal')}>{money(totals.subtotal)}</Row>
        <Row label={t('checkout.summary.shipping')}>
          {totals.shipping === 0 ? t('checkout.summary.shipping-free') : money(totals.shipping)}
        </Row>
        {order.pricing.credits > 0 ? (
          <Row label={t('checkout.summary.credits', { count: order.pricing.credits })}>
            <span className="text-success">−{money(order.pricing.creditsAmount)}</span>
          </Row>
        ) : null}
        {totals.discount > 0 ? (
          <Row
            label={
              order.couponCode
                ? t('checkout.summary.discount-code', { code: order.couponCode })
                : t('checkout.summary.discount')
            }
          >
            <span className="text-success">−{money(totals.discount)}</span>
          </Row>
        ) : null}
        {tax && !tax.included ? (
          <Row
            label={tax.name ? t('checkout.summary.tax-added', { name: tax.name }) : t('checkout.summary.tax')}
          >
            {money(tax.amount)}
          </Row>
        ) : null}
        {/* Gift cards at face value: after the discount and the tax, which never apply to them. */}
        {totals.giftCards > 0 ? (
          <Row label={t('checkout.summary.gift-cards')}>{money(totals.giftCards)}</Row>
        ) : null}
        {/* The account's gift credit pays for the gift cards first (decision 0027). */}
        {order.pricing.giftCredit > 0 ? (
          <Row label={t('checkout.summary.gift-credit')}>
            <span className="text-success">−{money(order.pricing.giftCredit)}</span>
          </Row>
        ) : null}
      </dl>
      <dl className="border-t border-line pt-2">
        <Row label={t('checkout.summary.total')} strong>
          {money(totals.total)}
        </Row>
      </dl>
      {tax?.included && tax.amount > 0 ? (
        <p className="text-right text-ink-soft">
          {t('checkout.summary.tax-included', { name: tax.name })} {money(tax.amount)}
        </p>
      ) : null}
      {conversion && conversion.currency !== currency ? (
        <p className="text-right text-ink-soft">
          {t('checkout.summary.conversion', { currency: conversion.currency })}{' '}
          <Money value={conversion.total} currency={conversion.currency} withCode />
        </p>
      ) : null}
    </div>
  );
}
