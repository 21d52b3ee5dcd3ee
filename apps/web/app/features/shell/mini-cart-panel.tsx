import { Link } from 'react-router';
import { Money } from '../../ui/money.tsx';
import { useT } from '../i18n/use-t.tsx';
import type { MiniCartItem, MiniCartView } from './mini-cart.ts';

const BUTTON =
  'flex w-full items-center justify-center rounded-full px-4 py-2.5 text-sm font-semibold no-underline hover:no-underline';

/** The open mini cart: the items, or the empty state; resume editing and view cart as the rules say. */
export function MiniCartPanel({
  items,
  view,
  resumeUrl,
  cartUrl,
  onNavigate,
}: {
  items: readonly MiniCartItem[];
  view: MiniCartView;
  resumeUrl: string;
  cartUrl: string;
  onNavigate: () => void;
}) {
  const t = useT();
  return (
    <div
      id="mini-cart"
      className="absolute top-full right-0 z-40 w-[min(20rem,calc(100vw-2rem))] pt-2"
      onClickCapture={(event) => {
        if ((event.target as Element).closest('a')) onNavigate();
      }}
    >
      <div className="rounded-xl border border-line bg-paper p-4 shadow-xl">
        <p className="font-display text-lg text-ink">{t('shell.cart.title')}</p>
        {view.empty ? (
          <div className="py-4 text-center">
            <p className="text-sm text-ink-soft">{t('shell.cart.empty')}</p>
            <Link to="/cards" className="mt-2 inline-block text-sm font-semibold">
              {t('shell.cart.browse')} <span aria-hidden="true">→</span>
            </Link>
          </div>
        ) : (
          <ul className="my-3 max-h-72 divide-y divide-line overflow-y-auto">
            {items.map((item) => (
              <li key={item.id} className="flex items-center gap-3 py-2.5">
                {item.imageSrc ? (
                  <img
                    src={item.imageSrc}
                    alt=""
                    width={40}
                    height={56}
                    className="h-14 w-10 rounded object-cover"
                  />
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-ink">{item.title}</p>
                  <p className="text-xs text-ink-soft">
                    {t('shell.cart.quantity', { count: item.quantity })}
                  </p>
                </div>
                <span className="text-sm font-medium text-ink">
                  <Money value={item.lineTotal} currency={item.currency} />
                </span>
              </li>
            ))}
          </ul>
        )}
        {view.showResume || view.showViewCart ? (
          <div className="mt-2 flex flex-col gap-2">
            {view.showResume ? (
              <Link to={resumeUrl} className={`${BUTTON} border border-ink/20 text-ink hover:border-accent`}>
                {t('shell.cart.resume')}
              </Link>
            ) : null}
            {view.showViewCart ? (
              <Link to={cartUrl} className={`${BUTTON} bg-accent text-paper hover:bg-accent-dark`}>
                {t('shell.cart.view')}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
