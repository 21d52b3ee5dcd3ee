import type { Order, OrderRef } from '@cardshop/shared/contracts/orders';
import { orderArrival } from '@cardshop/shared/rules/arrival';
import { type CompletionMode, shownCompletionMode } from '@cardshop/shared/rules/completion-mode';
import { formatShortDate, formatShortDay } from '@cardshop/shared/rules/dates';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { trackPurchase } from '../../lib/analytics/data-layer.ts';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { ACCOUNT_BUTTON, ACCOUNT_BUTTON_SECONDARY, Notice } from '../../ui/form-controls.tsx';
import { fetchOrder } from './checkout-api.ts';
import { LoadingStatus } from './loading-status.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderRefunds } from './order-refunds.tsx';
import { OrderTotals } from './quote-summary.tsx';
import { cardCount } from './summary.ts';
import { SECTION_TITLE } from './text.ts';
import { useLoad } from './use-load.ts';
import { writtenLineOf } from './written-line.ts';

/** How often, and how many times, the page looks again for a written card's proof after payment. */
const PROOF_CHECK_MS = 3000;
const PROOF_CHECKS = 10;

/** The short reference a buyer quotes to the shop: the order id's first eight characters. */
export function orderNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/**
 * /complete/{id}/{token}[/{mode}]: what was bought, the totals, when it should arrive and where the
 * confirmation went. An order still being confirmed (the card was charged, the shop is completing it)
 * says so and can be checked again; an unpaid one offers to go back to paying.
 */
export function CompletePage({ orderRef, mode }: { orderRef: OrderRef; mode: CompletionMode | null }) {
  const t = useT();
  const { state, reload } = useLoad(`${orderRef.id}/${orderRef.token}`, () => fetchOrder(orderRef));

  let body: React.ReactNode;
  if (state.status === 'loading') {
    body = <LoadingStatus messageKey="checkout.complete.loading" />;
  } else if (state.status === 'failed') {
    body = (
      <div role="alert" className="max-w-xl">
        <Notice tone="error">
          {t(state.notFound ? 'checkout.order.not-found' : 'checkout.order.load-failed')}
        </Notice>
        {state.notFound ? null : (
          <button type="button" className={`${ACCOUNT_BUTTON_SECONDARY} mt-4`} onClick={reload}>
            {t('checkout.retry')}
          </button>
        )}
      </div>
    );
  } else body = <CompleteOrder order={state.value} orderRef={orderRef} mode={mode} onCheckAgain={reload} />;

  return <div className="mx-auto max-w-5xl px-4 pt-6 pb-16 sm:pt-10">{body}</div>;
}

function CompleteOrder({
  order,
  orderRef,
  mode,
  onCheckAgain,
}: {
  order: Order;
  orderRef: OrderRef;
  mode: CompletionMode | null;
  onCheckAgain: () => void;
}) {
  const t = useT();
  const { user } = useAuth();
  const { region, regions } = useShell();
  const orderRegion = regions.find((candidate) => candidate.id === order.regionId) ?? region;
  const paid = order.status === 'paid';
  // The items' own arrivals (their schedules and addresses), as the cart, the e-mail and the order page say.
  const estimate = paid ? orderArrival(order.items.map((item) => item.arrival)) : null;

  // The sale reaches the data layer once per order, whichever page saw it paid first.
  useEffect(() => {
    if (paid) trackPurchase(order);
  }, [paid, order]);

  // A written card's proof is rendered by a job a moment after payment: look again a few times, so its
  // download link appears without a reload.
  const [proofChecks, setProofChecks] = useState(0);
  const awaitingProof =
    paid &&
    proofChecks < PROOF_CHECKS &&
    order.items.some((item) => !item.blank && item.card.layout && !item.proofUrl);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each check (proofChecks) arms the next one
  useEffect(() => {
    if (!awaitingProof) return;
    const timer = setTimeout(() => {
      setProofChecks((count) => count + 1);
      onCheckAgain();
    }, PROOF_CHECK_MS);
    return () => clearTimeout(timer);
  }, [awaitingProof, onCheckAgain, proofChecks]);

  const title =
    order.status === 'paid'
      ? 'checkout.complete.title'
      : order.status === 'paying'
        ? 'checkout.complete.paying-title'
        : order.status === 'cancelled'
          ? 'checkout.complete.cancelled-title'
          : 'checkout.complete.open-title';

  return (
    <>
      <header className="mb-8">
        <h1 className="text-3xl sm:text-4xl">{t(title)}</h1>
        <p className="mt-2 text-ink-soft">
          {t('checkout.complete.number', { number: orderNumber(order.id) })}
        </p>
        {paid ? <ModeIntro order={order} mode={shownCompletionMode(mode, order.items)} /> : null}
        {paid && order.customer?.email ? (
          <p className="mt-3 max-w-2xl text-ink">
            {t('checkout.complete.email', { email: order.customer.email })}
          </p>
        ) : null}
        {order.status === 'paying' ? (
          <div className="mt-4 max-w-2xl">
            <Notice tone="info">{t('checkout.complete.paying-text')}</Notice>
            <button type="button" className={`${ACCOUNT_BUTTON_SECONDARY} mt-3`} onClick={onCheckAgain}>
              {t('checkout.complete.check-again')}
            </button>
          </div>
        ) : null}
        {order.status === 'open' ? (
          <div className="mt-4 max-w-2xl">
            <Notice tone="warning">
              {/* Not 'nothing has been charged' when a payment was taken and given back (decision 20). */}
              {t(
                order.refunds.length > 0
                  ? 'checkout.complete.open-refunded-text'
                  : 'checkout.complete.open-text',
              )}
            </Notice>
            <Link
              to={`/orders/resume/${encodeURIComponent(orderRef.id)}/${encodeURIComponent(orderRef.token)}`}
              className={`${ACCOUNT_BUTTON} mt-3`}
            >
              {t('checkout.complete.resume')}
            </Link>
          </div>
        ) : null}
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
        <section aria-labelledby="complete-items">
          <h2 id="complete-items" className={SECTION_TITLE}>
            {t('checkout.complete.items', { count: cardCount(order) })}
          </h2>
          <OrderItems order={order} />
        </section>
        <div className="space-y-6">
          {paid ? (
            <section
              aria-labelledby="complete-delivery"
              className="rounded-2xl border border-line bg-sand/60 p-5"
            >
              <h2 id="complete-delivery" className={SECTION_TITLE}>
                {t('checkout.complete.delivery')}
              </h2>
              {estimate ? (
                <>
                  <p className="text-ink">
                    {t('checkout.complete.delivery-window', {
                      from: formatShortDay(estimate.minDeliveryDate),
                      to: formatShortDay(estimate.maxDeliveryDate),
                    })}
                  </p>
                  <p className="mt-1 text-sm text-ink-soft">
                    {t('checkout.complete.dispatch', {
                      date: formatShortDay(estimate.dispatchDate),
                    })}
                  </p>
                </>
              ) : (
                <p className="text-sm text-ink-soft">{t('checkout.complete.delivery-unknown')}</p>
              )}
            </section>
          ) : null}
          <section aria-labelledby="complete-totals" className="rounded-2xl border border-line p-5">
            <h2 id="complete-totals" className={SECTION_TITLE}>
              {t('checkout.complete.totals')}
            </h2>
            <OrderTotals order={order} showItems={false} />
          </section>
          <OrderRefunds
            order={order}
            formatDate={(moment) => formatShortDate(moment, orderRegion.timeZone)}
          />
        </div>
      </div>

      <nav aria-label={t('checkout.complete.next')} className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to="/cards" className={ACCOUNT_BUTTON}>
          {t('checkout.complete.keep-shopping')}
        </Link>
        {user ? (
          <Link to="/account/orders" className={ACCOUNT_BUTTON_SECONDARY}>
            {t('checkout.complete.view-orders')}
          </Link>
        ) : null}
      </nav>
    </>
  );
}

/**
 * What happens next, as what was bought reads it: the one card goes to its recipient, the many cards
 * each to theirs, the blanks to the buyer.
 */
function ModeIntro({ order, mode }: { order: Order; mode: CompletionMode | null }) {
  const t = useT();
  if (!mode) return null;
  const count = cardCount(order);
  let text: string;
  if (mode === 'single') {
    const recipient = order.items.map((item) => writtenLineOf(item)?.recipient).find(Boolean);
    text = recipient
      ? t('checkout.complete.mode.single', { name: recipient })
      : t('checkout.complete.mode.single-unnamed');
  } else if (mode === 'bulk') {
    text = t('checkout.complete.mode.bulk', {
      count: cardCount({ items: order.items.filter((item) => !item.blank) }),
    });
  } else text = t('checkout.complete.mode.blank', { count });
  return (
    <p className="mt-3 max-w-2xl text-ink" data-complete-mode={mode}>
      {text}
    </p>
  );
}
