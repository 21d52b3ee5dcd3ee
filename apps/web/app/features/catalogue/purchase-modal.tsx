import type { CardDetail } from '@cardshop/shared/contracts/catalogue';
import { lazy, Suspense, useEffect, useReducer } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import type { ModalHandle } from '../../ui/modal-stack.tsx';
import { CardPreview } from './card-preview.tsx';
import { CardPrice } from './card-price.tsx';
import { PreviousSends } from './previous-sends.tsx';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from './purchase-buttons.ts';
import { FavouriteButton } from './purchase-favourite.tsx';
import { initialLoad, loadReducer } from './purchase-load.ts';
import type { PurchaseMode } from './purchase-options.tsx';

// The purchase-options modal's content: it loads the card (loading → loaded | failed, with a retry), then
// shows the mode: details, single / personalised (write and send), bulk, or blank. Switching mode swaps
// the content in place (modal.replace), so whoever opened the modal still gets its one answer.

const BUTTON_QUIET =
  'inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full px-4 py-2 text-sm font-medium text-ink-soft no-underline hover:bg-sand hover:text-ink hover:no-underline';

// The blank purchase (steps, address form, validation with zod) loads when the blank mode first opens.
const BlankPurchase = lazy(() =>
  import('./blank-purchase.tsx').then((module) => ({ default: module.BlankPurchase })),
);

function BlankFallback() {
  return (
    <div aria-busy="true" className="space-y-4 pt-2">
      <div className="h-8 w-3/4 animate-pulse rounded bg-sand motion-reduce:animate-none" />
      <div className="h-4 w-1/2 animate-pulse rounded bg-sand motion-reduce:animate-none" />
      <div className="h-12 w-full animate-pulse rounded-full bg-sand motion-reduce:animate-none" />
    </div>
  );
}

// Cards loaded for the modal in this visit, by region and id: reopening a card needs no second request.
const loaded = new Map<string, CardDetail>();

export interface PurchaseModalProps {
  id: string;
  mode: PurchaseMode;
  /** The card when the caller already has it (the card page); otherwise it is loaded. */
  card: CardDetail | null;
  modal: ModalHandle<void>;
  /** The URL hash the modal was opened with, if any (closing takes it back off the history). */
  hash: string | undefined;
  /** The mode the modal opened in: from details, the other modes offer a way back. */
  openedAs: PurchaseMode;
}

/** Closes the modal, then goes to `to` once the modal's history entry is gone. */
function useCloseAndGo(modal: ModalHandle<void>, hash: string | undefined) {
  const navigate = useNavigate();
  return (to: string) => {
    const ownsEntry = hash !== undefined && window.location.hash === `#${hash}`;
    if (!ownsEntry) {
      modal.resolve();
      void navigate(to);
      return;
    }
    // Closing goes Back off the modal's hash entry; navigating before that lands would be undone by it.
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      window.removeEventListener('popstate', go);
      void navigate(to);
    };
    window.addEventListener('popstate', go);
    window.setTimeout(go, 400);
    modal.resolve();
  };
}

/** A real link (it works as one for new tabs) that closes the modal before the page changes. */
function ModalLink({
  to,
  go,
  className,
  children,
}: {
  to: string;
  go: (to: string) => void;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        go(to);
      }}
    >
      {children}
    </Link>
  );
}

export function PurchaseOptionsModal(props: PurchaseModalProps) {
  const { id, modal } = props;
  const t = useT();
  const region = useShell().region;
  const cacheKey = `${region.id}:${id}`;
  const [state, dispatch] = useReducer(
    loadReducer<CardDetail>,
    props.card ?? loaded.get(cacheKey) ?? null,
    initialLoad<CardDetail>,
  );

  useEffect(() => {
    if (state.status !== 'loading') return;
    let live = true;
    const attempt = state.attempt;
    api<CardDetail>(`/api/card/${encodeURIComponent(id)}`, { cacheable: true })
      .then((card) => {
        loaded.set(cacheKey, card);
        if (live) dispatch({ type: 'loaded', attempt, value: card });
      })
      .catch(() => {
        if (live) dispatch({ type: 'failed', attempt });
      });
    return () => {
      live = false;
    };
  }, [state, id, cacheKey]);

  if (state.status === 'loading') {
    return (
      <div aria-busy="true" className="grid gap-6 sm:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] sm:gap-8">
        <div className="mx-auto aspect-square w-full max-w-60 animate-pulse rounded-2xl bg-sand motion-reduce:animate-none sm:max-w-none" />
        <div className="space-y-4 pt-2">
          <p className="sr-only" role="status">
            {t('catalogue.purchase.loading')}
          </p>
          <div className="h-8 w-3/4 animate-pulse rounded bg-sand motion-reduce:animate-none" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-sand motion-reduce:animate-none" />
          <div className="h-10 w-1/3 animate-pulse rounded bg-sand motion-reduce:animate-none" />
          <div className="h-12 w-full animate-pulse rounded-full bg-sand motion-reduce:animate-none" />
          <div className="h-12 w-full animate-pulse rounded-full bg-sand motion-reduce:animate-none" />
        </div>
      </div>
    );
  }

  if (state.status === 'failed') {
    return (
      <div className="px-2 py-8 text-center" role="alert">
        <h2 className="text-2xl">{t('catalogue.purchase.failed.title')}</h2>
        <p className="mt-3 text-ink-soft">{t('global.purchase-options.load-failed.message')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" className={BUTTON_PRIMARY} onClick={() => dispatch({ type: 'retry' })}>
            {t('catalogue.purchase.failed.retry')}
          </button>
          <button type="button" className={BUTTON_SECONDARY} onClick={() => modal.dismiss()}>
            {t('catalogue.purchase.close')}
          </button>
        </div>
      </div>
    );
  }

  return <LoadedOptions {...props} card={state.value} />;
}

function LoadedOptions({ card, mode, modal, hash, openedAs }: PurchaseModalProps & { card: CardDetail }) {
  const t = useT();
  // Opened by id alone (a #details-{id} link), the dialog learns the card's name only now.
  const label = t('catalogue.purchase.label-named', { name: card.name });
  useEffect(() => modal.relabel(label), [modal, label]);
  const go = useCloseAndGo(modal, hash);
  const switchTo = (next: PurchaseMode) =>
    modal.replace((handle) => (
      <PurchaseOptionsModal
        id={card.id}
        mode={next}
        card={card}
        modal={handle}
        hash={hash}
        openedAs={openedAs}
      />
    ));
  const back =
    openedAs === 'details' && mode !== 'details' ? (
      <button type="button" className={BUTTON_QUIET} onClick={() => switchTo('details')}>
        <span aria-hidden="true">←&nbsp;</span>
        {t('catalogue.purchase.back')}
      </button>
    ) : null;
  const onCardPage = typeof window !== 'undefined' && window.location.pathname === card.fullPath;
  const writeUrl = `/write?card=${encodeURIComponent(card.id)}`;

  let pane: React.ReactNode;
  switch (mode) {
    case 'single':
    case 'personalised':
      pane = (
        <>
          <h2 className="text-2xl sm:text-3xl">
            {t(
              mode === 'single' ? 'catalogue.purchase.single.title' : 'catalogue.purchase.personalised.title',
            )}
          </h2>
          <CardByline card={card} go={go} withName />
          <ol className="mt-5 space-y-3">
            {(['write', 'address', 'post'] as const).map((step, index) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-sand text-sm font-semibold text-accent-dark"
                >
                  {index + 1}
                </span>
                <span>
                  <span className="block font-medium text-ink">
                    {t(`catalogue.purchase.${mode}.${step}.title`)}
                  </span>
                  <span className="block text-sm text-ink-soft">
                    {t(`catalogue.purchase.${mode}.${step}.body`)}
                  </span>
                </span>
              </li>
            ))}
          </ol>
          <div className="mt-5">
            <CardPrice card={card} size="md" />
          </div>
          <div className="mt-6 flex flex-col gap-3">
            <ModalLink to={writeUrl} go={go} className={BUTTON_PRIMARY}>
              {t(mode === 'single' ? 'catalogue.purchase.single.cta' : 'catalogue.purchase.personalised.cta')}
            </ModalLink>
          </div>
        </>
      );
      break;
    case 'bulk':
      pane = (
        <>
          <h2 className="text-2xl sm:text-3xl">{t('catalogue.purchase.bulk.title')}</h2>
          <CardByline card={card} go={go} withName />
          <p className="mt-4 leading-relaxed text-ink-soft">{t('catalogue.purchase.bulk.body')}</p>
          <ul className="mt-4 space-y-2 text-sm text-ink">
            {(['list', 'handwritten', 'pricing'] as const).map((point) => (
              <li key={point} className="flex gap-2">
                <span aria-hidden="true" className="text-sage">
                  ✓
                </span>
                {t(`catalogue.purchase.bulk.points.${point}`)}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-3">
            <ModalLink to={`/send?card=${encodeURIComponent(card.id)}`} go={go} className={BUTTON_PRIMARY}>
              {t('catalogue.purchase.bulk.cta')}
            </ModalLink>
            <button type="button" className={BUTTON_SECONDARY} onClick={() => switchTo('single')}>
              {t('catalogue.purchase.bulk.single-instead')}
            </button>
          </div>
        </>
      );
      break;
    case 'blank':
      pane = (
        <Suspense fallback={<BlankFallback />}>
          <BlankPurchase card={card} modal={modal} />
        </Suspense>
      );
      break;
    default:
      pane = (
        <>
          <h2 className="text-2xl sm:text-3xl">{card.name}</h2>
          <CardByline card={card} go={go} />
          <div className="mt-4">
            <CardPrice card={card} size="md" />
          </div>
          <div className="mt-6 flex flex-col gap-3">
            <button type="button" className={BUTTON_PRIMARY} onClick={() => switchTo('single')}>
              {t('catalogue.purchase.details.send')}
            </button>
            <button type="button" className={BUTTON_SECONDARY} onClick={() => switchTo('blank')}>
              {t('catalogue.purchase.details.blank')}
            </button>
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
            {onCardPage ? null : (
              <ModalLink to={card.fullPath} go={go} className="font-medium">
                {t('catalogue.purchase.details.more')}
              </ModalLink>
            )}
            <button type="button" className={BUTTON_QUIET} onClick={() => modal.dismiss()}>
              {t('catalogue.purchase.close')}
            </button>
          </div>
        </>
      );
  }

  return (
    <div className="grid gap-6 sm:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] sm:gap-8">
      <div className="mx-auto w-full max-w-52 sm:max-w-none">
        <CardPreview card={card} sizes="(max-width: 639px) 55vw, 320px" compact />
      </div>
      <div className="min-w-0">
        {back ? <div className="-mt-1 mb-2 -ml-4">{back}</div> : null}
        {pane}
        <div className="mt-6 flex items-center gap-3 border-t border-line pt-4">
          <FavouriteButton cardId={card.id} cardName={card.name} />
          <span className="text-sm text-ink-soft">{t('catalogue.card.favourite.hint')}</span>
        </div>
        <div className="mt-3">
          <PreviousSends cardId={card.id} />
        </div>
      </div>
    </div>
  );
}

/** 'by {artist}', after the card's name when the heading is not the name itself. */
function CardByline({
  card,
  go,
  withName = false,
}: {
  card: CardDetail;
  go: (to: string) => void;
  withName?: boolean;
}) {
  const t = useT();
  return (
    <p className="mt-1 text-ink-soft">
      {withName ? <span className="font-medium text-ink">{card.name} </span> : null}
      {t('catalogue.card.by')}{' '}
      <ModalLink to={card.artist.fullPath} go={go} className="font-medium">
        {card.artist.brandName}
      </ModalLink>
    </p>
  );
}
