import type { CardDetail, CardSummary } from '@cardshop/shared/contracts/catalogue';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { track } from '../../lib/analytics/journey.ts';
import { ensureNamespaces } from '../../lib/i18n/translator.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useModal } from '../../ui/modal-stack.tsx';
import { parsePurchaseHash, purchaseHash } from './purchase-hash.ts';

// The modal's content loads when a modal first opens: listings and the root (which import this file for
// the hook and the hash listener) stay light. Its text is the catalogue's, which a page without cards
// (the homepage's first render) has not embedded.
const PurchaseOptionsModal = lazy(() =>
  Promise.all([import('./purchase-modal.tsx'), ensureNamespaces(['catalogue'])]).then(([module]) => ({
    default: module.PurchaseOptionsModal,
  })),
);

function ModalFallback() {
  return (
    <div aria-busy="true" className="grid gap-6 sm:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] sm:gap-8">
      <div className="mx-auto aspect-square w-full max-w-52 animate-pulse rounded-2xl bg-sand motion-reduce:animate-none sm:max-w-none" />
      <div className="h-48 animate-pulse rounded-2xl bg-sand motion-reduce:animate-none" />
    </div>
  );
}

export type PurchaseMode = 'details' | 'single' | 'bulk' | 'blank' | 'personalised';

type CardRef = Pick<CardSummary, 'id'> & Partial<Pick<CardSummary, 'name'>>;

/** True when the caller passed the whole card (the card page), so the modal need not load it. */
function isCardDetail(card: CardRef | CardDetail): card is CardDetail {
  return 'imagery' in card && 'alternatePrices' in card && 'sizeDetails' in card;
}

/** Opens the modal and resolves when it is closed, however it closes. */
function useOpenPurchaseOptions(): (card: CardRef, mode: PurchaseMode) => Promise<void> {
  const open = useModal();
  const t = useT();
  const tRef = useRef(t);
  tRef.current = t;
  return useCallback(
    (card, mode) => {
      const hash = purchaseHash(mode, card.id);
      const name = typeof card.name === 'string' ? card.name : null;
      track({ category: 'purchase-options', event: 'open', label: card.id, data: { mode } });
      return open<void>(
        (modal) => (
          <Suspense fallback={<ModalFallback />}>
            <PurchaseOptionsModal
              id={card.id}
              mode={mode}
              card={isCardDetail(card) ? card : null}
              modal={modal}
              hash={hash}
              openedAs={mode}
            />
          </Suspense>
        ),
        {
          label: name
            ? tRef.current('catalogue.purchase.label-named', { name })
            : tRef.current('catalogue.purchase.label'),
          hash,
          size: 'lg',
        },
      ).catch(() => undefined);
    },
    [open],
  );
}

/**
 * Opens the purchase-options modal for a card in a mode. Details, blank and personalised add the URL hash
 * `{mode}-{id}` (Back closes the modal; the link can be shared); single and bulk add none. Pass the whole
 * card when you have it, so the modal shows at once.
 */
export function usePurchaseOptions(): (card: Pick<CardSummary, 'id'>, mode: PurchaseMode) => void {
  const open = useOpenPurchaseOptions();
  return useCallback((card, mode) => void open(card, mode), [open]);
}

// One listener per page: the hash it is showing a modal for (so a repeated hashchange does not stack a
// second one), and whether a listener is mounted (so mounting it twice does no harm).
let shownHash: string | null = null;
let listening = false;

/**
 * Opens the modal when the address has `#details-{id}`, `#blank-{id}` or `#personalised-{id}`: on load
 * and whenever the hash changes to one.
 */
export function usePurchaseOptionsFromHash(): void {
  const open = useOpenPurchaseOptions();
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    if (listening) return;
    listening = true;
    const check = (landing: boolean) => {
      const parsed = parsePurchaseHash(window.location.hash);
      if (!parsed) return;
      const hash = window.location.hash.slice(1);
      if (shownHash === hash) return;
      if (landing) {
        // Arriving with the hash: make it a history entry of its own, so closing the modal (which goes
        // Back off its entry) stays on this page instead of leaving it.
        const { pathname, search } = window.location;
        window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      }
      shownHash = hash;
      // The dialog's label is catalogue text: on a page that has not embedded it, load it first.
      void ensureNamespaces(['catalogue'])
        .then(() => openRef.current({ id: parsed.id }, parsed.mode))
        .finally(() => {
          if (shownHash === hash) shownHash = null;
        });
    };
    check(true);
    const onHashChange = () => check(false);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      listening = false;
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);
}

/** Mounted once in the page shell by the root (inside the modal provider): opens the modal the hash names. */
export function PurchaseOptionsHashListener() {
  usePurchaseOptionsFromHash();
  return null;
}
