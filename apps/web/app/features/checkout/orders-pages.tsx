import {
  ACCOUNT_ORDER_ITEMS_PER_PAGE,
  type Order,
  type OrderSummary,
} from '@cardshop/shared/contracts/orders';
import { Link } from 'react-router';
import { api } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useRegionDates } from '../../lib/region-dates.ts';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_BUTTON_SECONDARY,
  AccountPageHeader,
  Notice,
} from '../../ui/form-controls.tsx';
import { Money } from '../../ui/money.tsx';
import { orderNumber } from './complete-page.tsx';
import { LoadingStatus } from './loading-status.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderRefunds } from './order-refunds.tsx';
import { OrderTotals } from './quote-summary.tsx';
import { pageCount, pageLinks } from './summary.ts';
import { SECTION_TITLE } from './text.ts';
import { type LoadState, useLoad } from './use-load.ts';

// The account's order history (account-ordering.md §2, §7): the list of paid orders, and one order with
// its items 25 a page. Both load in the browser after hydration (the layout's loader checked the login).

function LoadProblem({
  state,
  retry,
}: {
  state: Extract<LoadState<unknown>, { status: 'failed' }>;
  retry: () => void;
}) {
  const t = useT();
  return (
    <div role="alert" className="max-w-2xl">
      <Notice tone="error">
        {t(state.notFound ? 'checkout.order.not-found' : 'checkout.order.load-failed')}
      </Notice>
      {state.notFound ? null : (
        <button type="button" className={`${ACCOUNT_BUTTON_SECONDARY} mt-4`} onClick={retry}>
          {t('checkout.retry')}
        </button>
      )}
    </div>
  );
}

function StatusBadge({ status }: { status: Order['status'] }) {
  const t = useT();
  const tone =
    status === 'paid'
      ? 'border-success/30 bg-success/10 text-success'
      : status === 'cancelled'
        ? 'border-danger/30 bg-danger/5 text-danger'
        : 'border-line bg-sand text-ink';
  return (
    <span className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {t(`checkout.status.${status}`)}
    </span>
  );
}

const viewUrl = (summary: Pick<OrderSummary, 'id' | 'token'>) =>
  `/account/orders/view/${encodeURIComponent(summary.id)}/${encodeURIComponent(summary.token)}`;

/** /account/orders: every paid order of the account, newest first, each opening its own page. */
export function OrdersPage() {
  const t = useT();
  const formatDate = useRegionDates().moment;
  const { state, reload } = useLoad('orders', () => api<{ orders: OrderSummary[] }>('/api/account/orders'));

  let body: React.ReactNode;
  if (state.status === 'loading') {
    body = <LoadingStatus messageKey="checkout.orders.loading" />;
  } else if (state.status === 'failed') body = <LoadProblem state={state} retry={reload} />;
  else if (state.value.orders.length === 0) {
    body = (
      <div className="max-w-2xl rounded-2xl border border-line bg-sand px-5 py-6">
        <p className="font-semibold text-ink">{t('checkout.orders.empty-title')}</p>
        <p className="mt-2 text-ink-soft">{t('checkout.orders.empty-text')}</p>
        <p className="mt-4">
          <Link to="/cards" className={ACCOUNT_BUTTON}>
            {t('checkout.cart.browse')}
          </Link>
        </p>
      </div>
    );
  } else {
    body = (
      <ul className="divide-y divide-line border-y border-line">
        {state.value.orders.map((summary) => (
          <li key={summary.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-4">
            <div className="min-w-0">
              <h2 className="font-sans text-base font-semibold">
                <Link to={viewUrl(summary)}>
                  {t('checkout.orders.order', { number: orderNumber(summary.id) })}
                </Link>
              </h2>
              <p className="text-sm text-ink-soft">
                {formatDate(summary.paidAt ?? summary.createdAt)} ·{' '}
                {t('checkout.orders.cards', { count: summary.quantity })}
              </p>
            </div>
            <div className="flex items-center gap-4">
              <StatusBadge status={summary.status} />
              <span className="font-semibold text-ink">
                <Money value={summary.total} currency={summary.currency} />
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <AccountPageHeader title={t('checkout.orders.title')} intro={t('checkout.orders.intro')} />
      {body}
    </>
  );
}

/** /account/orders/view/{id}/{token}: one order, its items a page at a time, its totals and status. */
export function OrderViewPage({ id, token, page }: { id: string; token: string; page: number }) {
  const t = useT();
  const formatDate = useRegionDates().moment;
  const path = `/api/account/orders/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;
  const query = `itemsMax=${ACCOUNT_ORDER_ITEMS_PER_PAGE}&itemPage=${page}`;
  const { state, reload } = useLoad(`${path}?${query}`, () => api<Order>(`${path}?${query}`));

  const back = (
    <p className="mt-8">
      <Link to="/account/orders">{t('checkout.orders.back')}</Link>
    </p>
  );
  if (state.status !== 'loaded') {
    return (
      <>
        <AccountPageHeader title={t('checkout.orders.view-title')} />
        {state.status === 'loading' ? (
          <LoadingStatus messageKey="checkout.orders.loading-one" />
        ) : (
          <LoadProblem state={state} retry={reload} />
        )}
        {back}
      </>
    );
  }

  const order = state.value;
  const total = order.itemsTotal ?? order.items.length;
  const pages = pageCount(total, ACCOUNT_ORDER_ITEMS_PER_PAGE);
  const pageUrl = (number: number) => `${viewUrl({ id, token })}${number === 1 ? '' : `?page=${number}`}`;
  return (
    <>
      <AccountPageHeader title={t('checkout.orders.order', { number: orderNumber(order.id) })} />
      <div className="mb-6 flex flex-wrap items-center gap-3 text-sm text-ink-soft">
        <StatusBadge status={order.status} />
        <span>{t('checkout.orders.placed', { date: formatDate(order.paidAt ?? order.createdAt) })}</span>
        {order.customer?.email ? (
          <span>{t('checkout.orders.email', { email: order.customer.email })}</span>
        ) : null}
      </div>
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="order-items">
          <h2 id="order-items" className={SECTION_TITLE}>
            {t('checkout.orders.items', { count: total })}
          </h2>
          <OrderItems order={order} />
          {pages > 1 ? (
            <nav aria-label={t('checkout.orders.pages')} className="mt-4">
              <p className="mb-2 text-sm text-ink-soft">{t('checkout.orders.page-of', { page, pages })}</p>
              <ul className="flex flex-wrap gap-2">
                {pageLinks(page, pages).map((number, index) =>
                  number === null ? (
                    <li key={`gap-${index}`} aria-hidden="true" className="px-2 py-2 text-ink-soft">
                      …
                    </li>
                  ) : (
                    <li key={number}>
                      <Link
                        to={pageUrl(number)}
                        aria-current={number === page ? 'page' : undefined}
                        aria-label={t('checkout.orders.page', { page: number })}
                        className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 no-underline hover:no-underline ${
                          number === page
                            ? 'border-ink bg-ink font-semibold text-paper'
                            : 'border-line text-ink hover:bg-sand'
                        }`}
                      >
                        {number}
                      </Link>
                    </li>
                  ),
                )}
              </ul>
            </nav>
          ) : null}
        </section>
        <div className="space-y-6 self-start">
          <section aria-labelledby="order-totals" className="rounded-2xl border border-line p-5">
            <h2 id="order-totals" className={SECTION_TITLE}>
              {t('checkout.complete.totals')}
            </h2>
            <OrderTotals order={order} showItems={false} />
          </section>
          <OrderRefunds order={order} formatDate={formatDate} />
        </div>
      </div>
      {back}
    </>
  );
}
