import { Suspense } from 'react';
import { useHasCardDraft } from '../../lib/cart/use-card-draft.ts';
import { useCart } from '../../lib/cart/use-cart.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Icon } from '../../ui/icons.tsx';
import { lazyWithPreload } from '../../ui/lazy.ts';
import { HEADER_ICON_BUTTON } from './header-styles.ts';
import { miniCartItems, miniCartView } from './mini-cart.ts';
import { useDisclosure } from './use-disclosure.ts';

const MiniCartPanel = lazyWithPreload(() =>
  import('./mini-cart-panel.tsx').then((module) => module.MiniCartPanel),
);

export type { MiniCartItem } from './mini-cart.ts';

export interface MiniCartProps {
  resumeUrl?: string;
  cartUrl?: string;
}

/**
 * The header cart: an icon with the number of cards, and a dropdown listing the current order's lines
 * (with remove), resume editing while a card is being written, and view cart.
 */
export function MiniCart({ resumeUrl = '/write', cartUrl = '/payment' }: MiniCartProps) {
  const t = useT();
  const cart = useCart();
  const items = miniCartItems(cart.order);
  const artworkSelected = useHasCardDraft();
  const { open, toggle, close, ref, hoverProps } = useDisclosure({
    onIntent: () => void MiniCartPanel.preload(),
  });
  const view = miniCartView(items, artworkSelected);
  return (
    <div ref={ref} className="relative" {...hoverProps}>
      <button
        type="button"
        className={HEADER_ICON_BUTTON}
        aria-expanded={open}
        aria-controls={open ? 'mini-cart' : undefined}
        aria-label={t('shell.cart.label', { count: view.badge })}
        onClick={toggle}
      >
        <Icon name="cart" size={22} />
        {view.badge > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-accent px-1 text-[0.65rem] font-bold text-paper"
          >
            {view.badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MiniCartPanel
            items={items}
            view={view}
            resumeUrl={resumeUrl}
            cartUrl={cartUrl}
            onNavigate={close}
            onRemove={cart.removeItem}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
