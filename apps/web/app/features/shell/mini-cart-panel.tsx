import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Money } from '../../ui/money.tsx';
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
  onRemove,
}: {
  items: readonly MiniCartItem[];
  view: MiniCartView;
  resumeUrl: string;
  cartUrl: string;
  onNavigate: () => void;
  /** Takes a line out of the cart; rejects when the server refused. */
  onRemove: (itemId: string) => Promise<unknown>;
}) {
  const t = useT();
  // Lines being removed: their button waits for the answer, so a second press sends nothing twice.
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const title = useRef<HTMLParagraphElement>(null);
  const remove = (id: string) => {
    if (removing.has(id)) return;
    // Focus moves to the cart's title first: the pressed button is disabled, then goes with its line, and
    // focus leaving the dropdown would close it.
    title.current?.focus();
    setRemoving((ids) => new Set(ids).add(id));
    // A refused removal shows no message (spec §8): the line simply stays.
    void onRemove(id)
      .catch(() => undefined)
      .finally(() =>
        setRemoving((ids) => {
          const next = new Set(ids);
          next.delete(id);
          return next;
        }),
      );
  };
  return (
    <div
      id="mini-cart"
      className="absolute top-full right-0 z-40 w-[min(20rem,calc(100vw-2rem))] pt-2"
      onClickCapture={(event) => {
        if ((event.target as Element).closest('a')) onNavigate();
      }}
    >
      <div className="rounded-xl border border-line bg-paper p-4 shadow-xl">
        <p ref={title} tabIndex={-1} className="font-display text-lg text-ink focus:outline-none">
          {t('shell.cart.title')}
        </p>
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
                    {item.blank ? `${t('cart.mini.blank')} · ` : null}
                    {t('shell.cart.quantity', { count: item.quantity })}
                  </p>
                  {item.giftCards?.map((gift) => (
                    <p key={gift.id} className="truncate text-xs text-ink">
                      {t('cart.mini.gift-card', { name: gift.title })}{' '}
                      <Money value={gift.lineTotal} currency={item.currency} />
                    </p>
                  ))}
                </div>
                <span className="text-sm font-medium text-ink">
                  <Money value={item.lineTotal} currency={item.currency} />
                </span>
                <button
                  type="button"
                  onClick={() => remove(item.id)}
                  disabled={removing.has(item.id)}
                  aria-busy={removing.has(item.id) || undefined}
                  aria-label={t('cart.mini.remove', { name: item.title })}
                  className="shrink-0 cursor-pointer rounded-full p-1.5 text-ink-soft hover:bg-sand hover:text-ink disabled:cursor-wait disabled:opacity-50"
                >
                  <Icon name="close" size={16} />
                </button>
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
