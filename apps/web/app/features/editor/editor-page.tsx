import type { CardDocument } from '@cardshop/document/schema';
import type { CardDetail } from '@cardshop/shared/contracts/catalogue';
import type { CardDraft } from '@cardshop/shared/contracts/compose';
import type { EditorConfig, Font, WritingStyle } from '@cardshop/shared/contracts/editor';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError, api } from '../../lib/api.ts';
import { browserStorage } from '../../lib/cart/current-order.ts';
import { chooseStart, readDraft } from '../../lib/cart/draft.ts';
import { loadItemDraft } from '../../lib/cart/draft-from-item.ts';
import { useCart } from '../../lib/cart/use-cart.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { documentSize } from './card-pages.ts';
import { Editor } from './editor.tsx';
import { type DraftPrefill, PREFILL_PARAMS } from './prefill.ts';
import { startDocument } from './start-document.ts';

export interface EditorPageProps {
  card: CardDetail | null;
  cardMissing: boolean;
  config: EditorConfig;
  fonts: Font[];
  styles: WritingStyle[];
  /** The card sizes (which of them take a gift card). */
  sizes: ReadonlyArray<{ id: string; name: string; giftCards: boolean }>;
  /** The organisation's template of this card to start from (`?template=`), when the writer may use it. */
  template?: { id: string; layout: unknown } | null;
  /** A new draft's recipient, schedule and method named by the link (a reminder's, decision 0037). */
  prefill?: DraftPrefill | null;
}

type Opening =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'missing' }
  | { status: 'item-failed' }
  | { status: 'ready'; card: CardDetail; draft: CardDraft; document: CardDocument };

/** The card to write: the catalogue's, else a custom artwork of the shopper's (decision record 35). */
const fetchCard = (id: string) =>
  api<CardDetail>(`/api/card/${encodeURIComponent(id)}`, { cacheable: true }).catch((error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    return api<CardDetail>(`/api/custom-artwork/${encodeURIComponent(id)}/card`);
  });

/**
 * The /write page: works out what to open (the card named in the URL, an order item, or the draft kept in
 * this browser) once the page runs in the browser, then hands it to the editor.
 */
export function EditorPage({
  card,
  cardMissing,
  config,
  fonts,
  styles,
  sizes,
  template,
  prefill,
}: EditorPageProps) {
  const t = useT();
  const location = useLocation();
  const cart = useCart();
  const [opening, setOpening] = useState<Opening>({ status: 'loading' });
  const search = location.search;
  const itemId = new URLSearchParams(search).get('item');
  const itemToken = itemId ? cart.order?.items.find((item) => item.id === itemId)?.token : undefined;
  const cartSettled = !cart.loading;
  // Only an order item waits for the cart; other openings ignore it.
  const itemWait = itemId ? `${itemToken ?? ''}:${cartSettled}` : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: itemWait stands for the item's token and the cart's state.
  useEffect(() => {
    let live = true;
    const url = new URL(`${window.location.origin}/write${search}`);
    const start = chooseStart(url, readDraft(browserStorage()));
    const ready = (detail: CardDetail, draft: CardDraft) => {
      if (!live) return;
      const document = startDocument(draft.layout, documentSize(detail.sizeDetails), config);
      setOpening({ status: 'ready', card: detail, draft: { ...draft, layout: document }, document });
    };
    const fresh = (cardId: string): CardDraft => ({
      cardId,
      layout: null,
      savedAt: new Date().toISOString(),
    });

    switch (start.kind) {
      case 'empty':
        setOpening({ status: 'empty' });
        break;
      case 'card':
        if (!card || card.id !== start.cardId) {
          setOpening({ status: cardMissing ? 'missing' : 'loading' });
          break;
        }
        if (template) {
          // A template starts a new card from its design and message. The address then names the card
          // alone, so a reload resumes this card's draft rather than the template again.
          ready(card, { ...fresh(card.id), layout: template.layout as CardDraft['layout'] });
          url.searchParams.delete('template');
          window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
          break;
        }
        if (prefill) {
          // A reminder's link starts a new card to its contact on its day. The address then names the card
          // alone, so a reload resumes this draft rather than starting it again.
          ready(card, { ...fresh(card.id), ...prefill });
          for (const name of PREFILL_PARAMS) url.searchParams.delete(name);
          window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
          break;
        }
        ready(card, start.draft ?? fresh(card.id));
        break;
      case 'draft':
        fetchCard(start.draft.cardId).then(
          (detail) => ready(detail, start.draft),
          () => live && setOpening({ status: 'missing' }),
        );
        break;
      case 'item': {
        if (start.draft) {
          const kept = start.draft;
          fetchCard(kept.cardId).then(
            (detail) => ready(detail, kept),
            () => live && setOpening({ status: 'missing' }),
          );
          break;
        }
        // The item's token comes with the current order, which loads after hydration.
        if (!itemToken) {
          if (cartSettled) setOpening({ status: 'item-failed' });
          break;
        }
        loadItemDraft({ id: start.itemId, token: itemToken })
          .then(async (draft) => ready(await fetchCard(draft.cardId), draft))
          .catch(() => live && setOpening({ status: 'item-failed' }));
        break;
      }
    }
    return () => {
      live = false;
    };
  }, [search, card, cardMissing, config, itemWait, template, prefill]);

  if (opening.status === 'ready') {
    return (
      <Editor
        key={`${opening.card.id}:${opening.draft.item?.id ?? ''}`}
        card={opening.card}
        initialDraft={opening.draft}
        initialDocument={opening.document}
        config={config}
        fonts={fonts}
        styles={styles}
        sizes={sizes}
      />
    );
  }
  if (opening.status === 'loading') {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center" aria-busy="true">
        <h1 className="text-3xl">{t('editor.title')}</h1>
        <p className="mt-4 text-ink-soft" role="status">
          {t('editor.loading')}
        </p>
      </div>
    );
  }
  const body =
    opening.status === 'missing'
      ? 'editor.missing-card'
      : opening.status === 'item-failed'
        ? 'editor.item-failed'
        : 'editor.empty.body';
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl">{t('editor.empty.title')}</h1>
      <p className="mt-4 text-ink-soft">{t(body)}</p>
      <p className="mt-8">
        <Link to="/cards">{t('editor.empty.link')}</Link>
      </p>
    </div>
  );
}
