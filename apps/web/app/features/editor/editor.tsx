import { newCaptionBox, newTextBox } from '@cardshop/document/create';
import { freeSpot } from '@cardshop/document/placement';
import type { CardDocument, CardObject } from '@cardshop/document/schema';
import { validateDocument } from '@cardshop/document/validate';
import type { CardDetail } from '@cardshop/shared/contracts/catalogue';
import type { CardDraft } from '@cardshop/shared/contracts/compose';
import type { EditorConfig, Font, WritingStyle } from '@cardshop/shared/contracts/editor';
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { browserStorage } from '../../lib/cart/current-order.ts';
// The composing panel (recipient, sender, schedule, shipping and adding to the cart) mounts below.
import { DRAFT_SAVE_DELAY_MS, writeDraft } from '../../lib/cart/draft.ts';
import { clearSelection, readSelection, selectionStorage } from '../../lib/gift-card-selection.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useAlerts } from '../../ui/alerts.tsx';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { useFormatMoney } from '../../ui/money.tsx';
import { documentSize, messagePages, pageImage, pageKind, pageNameKey } from './card-pages.ts';
import { isTipShown, TIPS, withRecentColor, withStyleTweak, withTipDismissed } from './editor-settings.ts';
import {
  canRedo,
  canUndo,
  type EditorAction,
  editorReducer,
  initialEditorState,
  type TextStyle,
  textOfPage,
} from './editor-state.ts';
import { browserFontLoader } from './font-loader.ts';
import { GiftCardNotice, NoRoomForGiftCard } from './gift-card-notice.tsx';
import { giftCardChoiceOf, openWithGiftCard } from './gift-card-slot.ts';
import { PageView } from './page-view.tsx';
import { useEditorSettings } from './use-editor-settings.ts';
import { useGiftCard } from './use-gift-card.ts';
import { WritingSurface } from './writing-surface.tsx';

// The panels beside and below the page, and the page-turn preview, load apart from the editor's first
// script: the server renders the panels in full and each hydrates once its code has arrived; the preview
// loads when it is opened.
const ToolsPanel = lazyPart('editor-tools', () =>
  import('./tools-panel.tsx').then((module) => module.ToolsPanel),
);
const ComposePanel = lazyPart('editor-compose', () =>
  import('./compose/compose-panel.tsx').then((module) => module.ComposePanel),
);
const PageTurnPreview = lazy(() =>
  import('./page-turn-preview.tsx').then((module) => ({ default: module.PageTurnPreview })),
);

export interface EditorProps {
  card: CardDetail;
  initialDraft: CardDraft;
  initialDocument: CardDocument;
  config: EditorConfig;
  fonts: Font[];
  styles: WritingStyle[];
  /** The card sizes, for the sizes offered when this one has no room for a waiting gift card. */
  sizes: ReadonlyArray<{ id: string; name: string; giftCards: boolean }>;
}

const BUTTON =
  'inline-flex min-h-10 cursor-pointer items-center justify-center gap-1 rounded-full border border-ink/25 bg-paper px-4 text-sm font-medium text-ink hover:border-ink disabled:cursor-not-allowed disabled:opacity-50';
const THUMB_WIDTH = 64;
/** A decal's side when placed, mm. */
const DECAL_MM = 24;
/** A QR code's side when placed, mm. */
const QR_MM = 25;

let objectCount = 0;
const newId = (prefix: string) => {
  objectCount += 1;
  return `${prefix}-${Date.now().toString(36)}-${objectCount}`;
};

/** Turns a field error (`validation.text-overflow` or `text-overflow`) into its sentence. */
function useProblemText() {
  const t = useT();
  return (key: string) => {
    const rule = key.replace(/^validation\./, '');
    const text = t(`editor.validation.${rule}`);
    return text === `editor.validation.${rule}` ? t('editor.validation.invalid') : text;
  };
}

/** The card editor: the pages by fold, the writing surface, the tools, the preview and the draft. */
export function Editor({ card, initialDraft, initialDocument, config, fonts, styles, sizes }: EditorProps) {
  const t = useT();
  const alerts = useAlerts();
  const { user } = useAuth();
  const problemText = useProblemText();
  const size = useMemo(() => documentSize(card.sizeDetails), [card]);
  // A gift card chosen on the gift-card pages (this tab) goes in the card when it has room for one.
  const [opening] = useState(() => {
    const selection = readSelection(selectionStorage());
    return { selection, ...openWithGiftCard(initialDocument, card, selection) };
  });
  const [noRoomDismissed, setNoRoomDismissed] = useState(false);
  const [state, dispatch] = useReducer(editorReducer, opening.document, initialEditorState);
  const document = state.present;
  const giftCardChoice = useMemo(() => giftCardChoiceOf(document), [document]);
  const noRoom = opening.kind === 'no-room' && !noRoomDismissed && !giftCardChoice;
  const giftCard = useGiftCard(giftCardChoice?.id ?? (noRoom ? (opening.selection?.id ?? null) : null));
  const formatMoney = useFormatMoney();
  const giftCardName = giftCard
    ? giftCard.wildcard
      ? t('editor.gift-card.wildcard')
      : t('editor.gift-card.named', { name: giftCard.name })
    : null;
  const giftCardAmount = (amount: number | undefined) =>
    giftCard && amount !== undefined ? formatMoney(amount, giftCard.value.currency) : null;
  const giftCardLabel =
    giftCardChoice && giftCardName
      ? t('editor.gift-card.chosen', {
          name: giftCardName,
          amount: giftCardAmount(giftCardChoice.amount) ?? '',
        })
      : t('editor.gift-card.label');
  const [draft, setDraft] = useState(initialDraft);
  const [pageIndex, setPageIndex] = useState(() => messagePages(card.sizeDetails)[0] ?? 0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The writing style whose font the card's first text uses (a resumed draft), else the default.
  const [styleId, setStyleId] = useState(() => {
    const fontOfText = document.pages
      .flatMap((page) => page.objects)
      .find((object) => object.type === 'text')?.font;
    return styles.find((style) => style.font.id === fontOfText)?.id ?? config.defaults.writing;
  });
  const [toolsOpen, setToolsOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [layoutErrors, setLayoutErrors] = useState<Record<string, string[]>>({});
  const { settings, update } = useEditorSettings(Boolean(user));
  const [now] = useState(() => new Date());
  const previewButton = useRef<HTMLButtonElement>(null);
  const toolsToggle = useRef<HTMLButtonElement>(null);
  const closeTools = useRef<HTMLButtonElement>(null);
  // The phone's tools sheet takes the focus when it opens, and the page it changes moves into view above it.
  useEffect(() => {
    if (!toolsOpen) return;
    closeTools.current?.focus({ preventScroll: true });
    window.document.getElementById('editor-surface')?.scrollIntoView({ block: 'start' });
  }, [toolsOpen]);

  const fontById = useMemo(() => new Map(fonts.map((font) => [font.id, font])), [fonts]);
  const family = useCallback((id: string) => fontById.get(id)?.familyName ?? id, [fontById]);
  const kind = pageKind(card.sizeDetails, pageIndex);
  // Message pages always take words; the artwork page takes them over the picture once asked for.
  const writable =
    kind === 'message' || (kind === 'artwork' && textOfPage(document, pageIndex) !== undefined);
  const text = writable ? textOfPage(document, pageIndex) : undefined;
  const addCaption = () =>
    dispatch({
      type: 'add-object',
      page: pageIndex,
      object: newCaptionBox(size, config.defaults, newId('text')),
    });
  const pageName = (index: number) => t(pageNameKey(card.sizeDetails, index));

  // The draft is written down shortly after each change, and at once when the page goes away.
  // The draft with the layout being written: one object per change, so the composing panel may depend on it.
  const composed = useMemo<CardDraft>(() => ({ ...draft, layout: document }), [draft, document]);
  const latest = useRef(composed);
  latest.current = composed;
  const dirty = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the document or the draft starts the wait.
  useEffect(() => {
    dirty.current = true;
    const timer = window.setTimeout(() => {
      dirty.current = false;
      writeDraft(browserStorage(), { ...latest.current, savedAt: new Date().toISOString() });
    }, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [document, draft]);
  useEffect(() => {
    const flush = () => {
      if (!dirty.current) return;
      dirty.current = false;
      writeDraft(browserStorage(), { ...latest.current, savedAt: new Date().toISOString() });
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  // The layout is the editor's: the composing panel changes the rest of the draft.
  const onDraftChange = useCallback((next: CardDraft) => setDraft({ ...next, layout: null }), []);
  // The server's refusal of a layout stands until the layout changes; the live checks take over then.
  const refusedLayout = useRef(document);
  useEffect(() => {
    if (refusedLayout.current === document) return;
    refusedLayout.current = document;
    setLayoutErrors((current) => (Object.keys(current).length > 0 ? {} : current));
  }, [document]);

  // Undo and redo from the keyboard, over the browser's own undo in the text area.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      // Other fields (the QR code's address) keep the browser's own undo.
      if (event.target instanceof HTMLInputElement && event.target.type !== 'range') return;
      const key = event.key.toLowerCase();
      if (key === 'z') {
        event.preventDefault();
        dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
      } else if (key === 'y') {
        event.preventDefault();
        dispatch({ type: 'redo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Every font the card uses is loaded (once); a font that cannot be loaded is reported once.
  const usedFonts = useMemo(() => {
    const ids = new Set<string>();
    for (const page of document.pages) {
      for (const object of page.objects) if (object.type === 'text') ids.add(object.font);
    }
    return [...ids].sort().join(',');
  }, [document]);
  const reported = useRef(new Set<string>());
  useEffect(() => {
    const loader = browserFontLoader();
    for (const id of usedFonts.split(',')) {
      const font = fontById.get(id);
      if (!font) continue;
      loader.load(font).catch(() => {
        if (reported.current.has(id)) return;
        reported.current.add(id);
        alerts.show({ type: 'error', message: t('editor.font.load-failed', { id }) });
      });
    }
  }, [usedFonts, fontById, alerts, t]);

  // The same checks as the server's, live; and the server's own answer when it refused the layout.
  const fontIds = useMemo(() => new Set(fonts.map((font) => font.id)), [fonts]);
  const checks = useMemo(
    () => validateDocument(document, { size, fonts: fontIds }),
    [document, size, fontIds],
  );
  const errors = useMemo(() => {
    const merged: Record<string, string[]> = {};
    const add = (path: string, keys: string[]) => {
      merged[path] = [...new Set([...(merged[path] ?? []), ...keys])];
    };
    if (!checks.ok) for (const [path, keys] of Object.entries(checks.errors)) add(path, keys);
    for (const [path, keys] of Object.entries(layoutErrors)) add(path.replace(/^layout\.?/, ''), keys);
    return merged;
  }, [checks, layoutErrors]);

  const objectName = useCallback(
    (object: CardObject) => {
      if (object.type === 'text') return t('editor.page.message');
      if (object.type === 'decal') {
        return (
          config.decals.objects.find((option) => option.id === object.decalId)?.label ??
          t('editor.object.decal')
        );
      }
      // The gift card is named as its place shows it (its name and amount), so what is seen is what is said.
      return object.type === 'qr-code' ? t('editor.object.qr-code') : giftCardLabel;
    },
    [config, t, giftCardLabel],
  );

  /** The problems of one page, as sentences naming the object they concern. */
  const pageProblems = (index: number) => {
    const problems: string[] = [];
    const objects = document.pages[index]?.objects ?? [];
    for (const [path, keys] of Object.entries(errors)) {
      const match = /^pages\.(\d+)(?:\.objects\.(\d+))?/.exec(path);
      const onPage = match ? Number(match[1]) === index : index === pageIndex;
      if (!onPage) continue;
      const object = match?.[2] !== undefined ? objects[Number(match[2])] : undefined;
      for (const key of keys) {
        const problem = problemText(key);
        problems.push(
          object ? t('editor.validation.object', { name: objectName(object), problem }) : problem,
        );
      }
    }
    return [...new Set(problems)];
  };
  const faultyIds = (index: number) => {
    const ids = new Set<string>();
    const objects = document.pages[index]?.objects ?? [];
    for (const path of Object.keys(errors)) {
      const match = /^pages\.(\d+)\.objects\.(\d+)/.exec(path);
      if (match && Number(match[1]) === index) {
        const object = objects[Number(match[2])];
        if (object) ids.add(object.id);
      }
    }
    return ids;
  };

  const selectPage = (index: number) => {
    setPageIndex(index);
    setSelectedId(null);
    // A message page always has its text box, even in a layout that lost it.
    if (pageKind(card.sizeDetails, index) === 'message' && !textOfPage(document, index)) {
      dispatch({ type: 'add-object', page: index, object: newTextBox(size, config.defaults, newId('text')) });
    }
  };

  const onStyle = (style: Partial<TextStyle>, merge?: string) => {
    if (!text) return;
    dispatch({ type: 'style-text', page: pageIndex, id: text.id, style, merge });
    const tweak = {
      ...(style.size !== undefined ? { textSize: style.size } : {}),
      ...(style.lineHeight !== undefined ? { lineHeight: style.lineHeight } : {}),
      ...(style.color !== undefined ? { color: style.color.toLowerCase() } : {}),
    };
    if (Object.keys(tweak).length === 0) return;
    update((current) => {
      const next = withStyleTweak(current, styleId, tweak);
      return style.color ? withRecentColor(next, style.color) : next;
    });
  };

  const onStyleChoose = (style: WritingStyle) => {
    setStyleId(style.id);
    if (!text) return;
    const tweak = settings.styles[style.id];
    dispatch({
      type: 'style-text',
      page: pageIndex,
      id: text.id,
      style: {
        font: style.font.id,
        penStyle: style.penStyle,
        strokeSize: style.strokeSize,
        size: tweak?.textSize ?? style.textSize,
        lineHeight: tweak?.lineHeight ?? style.lineHeight,
        ...(tweak?.color ? { color: tweak.color } : {}),
      },
    });
  };

  const addObject = (object: CardObject) => {
    dispatch({ type: 'add-object', page: pageIndex, object });
    setSelectedId(object.id);
  };
  // A decoration lands on free space of the page, clear of the message and what is already there.
  const onAddDecal = (decalId: string) =>
    addObject({
      type: 'decal',
      id: newId('decal'),
      decalId,
      ...freeSpot(document.pages[pageIndex]?.objects ?? [], size, DECAL_MM),
      width: DECAL_MM,
      height: DECAL_MM,
      rotation: 0,
    });
  const selected = selectedId
    ? document.pages[pageIndex]?.objects.find((object) => object.id === selectedId)
    : undefined;
  const onAddQr = (value: string, style: string) => {
    if (selected?.type === 'qr-code') {
      dispatch({ type: 'update-object', page: pageIndex, id: selected.id, patch: { value, style } });
      return;
    }
    // Bottom right, inside the margins: clear of most messages, and where a reader looks for one.
    const { margins } = card.sizeDetails;
    addObject({
      type: 'qr-code',
      id: newId('qr'),
      x: size.dimensions.width - margins.right - QR_MM,
      y: size.dimensions.height - margins.bottom - QR_MM,
      size: QR_MM,
      value,
      style,
    });
  };
  const onQrStyle = (style: string) => {
    if (selected?.type === 'qr-code') {
      dispatch({ type: 'update-object', page: pageIndex, id: selected.id, patch: { style } });
    }
  };
  const qrError = (() => {
    const objects = document.pages[pageIndex]?.objects ?? [];
    for (const [path, keys] of Object.entries(errors)) {
      const match = /^pages\.(\d+)\.objects\.(\d+)\.value$/.exec(path);
      if (match && Number(match[1]) === pageIndex && objects[Number(match[2])]?.type === 'qr-code') {
        return keys[0] ? problemText(keys[0]) : null;
      }
    }
    return null;
  })();

  const tipShown = isTipShown(settings, TIPS.clickPage, now);
  const problems = pageProblems(pageIndex);
  const otherPagesWithProblems = Array.from({ length: size.pages }, (_, index) => index).filter(
    (index) => index !== pageIndex && pageProblems(index).length > 0,
  );
  const tabId = (index: number) => `editor-page-tab-${index}`;

  const tools = (
    <ToolsPanel
      key={`${pageIndex}:${selected?.id ?? ''}`}
      config={config}
      fonts={fonts}
      styles={styles}
      styleId={styleId}
      text={text}
      recentColors={settings.recentColors}
      selected={
        selected && selected.type !== 'text'
          ? {
              name: objectName(selected),
              ...(selected.type === 'qr-code' ? { qrValue: selected.value, qrStyle: selected.style } : {}),
            }
          : null
      }
      decalsAllowed={writable}
      qrError={qrError}
      onStyleChoose={onStyleChoose}
      onStyle={onStyle}
      onAddDecal={onAddDecal}
      onAddQr={onAddQr}
      onQrStyle={onQrStyle}
      onMoveSelected={(dx, dy) =>
        selected && dispatch({ type: 'move-object', page: pageIndex, id: selected.id, dx, dy })
      }
      onRemoveSelected={() => {
        if (!selected) return;
        dispatch({ type: 'remove-object', page: pageIndex, id: selected.id });
        setSelectedId(null);
      }}
    />
  );

  return (
    <div className="mx-auto w-full max-w-[1400px] px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl sm:text-3xl">{t('editor.title')}</h1>
          <p className="text-sm text-ink-soft">{t('editor.writing', { card: card.name })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={BUTTON}
            disabled={!canUndo(state)}
            onClick={() => dispatch({ type: 'undo' })}
          >
            {t('editor.undo')}
          </button>
          <button
            type="button"
            className={BUTTON}
            disabled={!canRedo(state)}
            onClick={() => dispatch({ type: 'redo' })}
          >
            {t('editor.redo')}
          </button>
          <button ref={previewButton} type="button" className={BUTTON} onClick={() => setPreviewOpen(true)}>
            {t('editor.preview.open')}
          </button>
          <button
            type="button"
            ref={toolsToggle}
            className={`${BUTTON} md:hidden`}
            aria-expanded={toolsOpen}
            onClick={() => setToolsOpen((open) => !open)}
          >
            {t('editor.tools.open')}
          </button>
        </div>
      </div>

      {tipShown ? (
        <div
          className="mt-4 flex items-center justify-between gap-3 rounded-md border border-line bg-sand px-4 py-2 text-sm"
          role="note"
        >
          <span>{t('editor.tip.click-page')}</span>
          <button
            type="button"
            className="min-h-10 cursor-pointer px-2 underline"
            onClick={() => update((current) => withTipDismissed(current, TIPS.clickPage, new Date()))}
          >
            {t('editor.tip.dismiss')}
          </button>
        </div>
      ) : null}

      {noRoom ? (
        <NoRoomForGiftCard
          sizeName={card.sizeDetails.name}
          giftCardName={giftCardName}
          amount={giftCardAmount(opening.selection?.amount)}
          sizes={sizes}
          onSendWithout={() => {
            clearSelection(selectionStorage());
            setNoRoomDismissed(true);
          }}
        />
      ) : null}
      {giftCardChoice ? (
        <GiftCardNotice
          name={giftCardName}
          amount={giftCardAmount(giftCardChoice.amount)}
          canChange={giftCardChoice.canChange}
          onTakeOut={() => {
            const page = document.pages.findIndex((entry) =>
              entry.objects.some((object) => object.type === 'gift-card'),
            );
            const object = document.pages[page]?.objects.find((entry) => entry.type === 'gift-card');
            if (!object) return;
            dispatch({ type: 'remove-object', page, id: object.id });
            setSelectedId(null);
            // Taken out on purpose: it no longer waits for the next card either.
            clearSelection(selectionStorage());
          }}
        />
      ) : null}

      <div className="mt-4 grid gap-6 min-[1100px]:grid-cols-[minmax(0,1fr)_340px]">
        <section aria-label={t('editor.pages')} className="min-w-0">
          <div
            role="tablist"
            aria-label={t('editor.pages')}
            className="flex gap-3 overflow-x-auto pb-2"
            onKeyDown={(event) => {
              const last = document.pages.length - 1;
              const moves: Record<string, number> = {
                ArrowRight: pageIndex === last ? 0 : pageIndex + 1,
                ArrowLeft: pageIndex === 0 ? last : pageIndex - 1,
                Home: 0,
                End: last,
              };
              const next = moves[event.key];
              if (next === undefined) return;
              event.preventDefault();
              selectPage(next);
              globalThis.document.getElementById(tabId(next))?.focus();
            }}
          >
            {document.pages.map((page, index) => (
              <button
                key={index}
                id={tabId(index)}
                type="button"
                role="tab"
                aria-selected={index === pageIndex}
                tabIndex={index === pageIndex ? 0 : -1}
                aria-controls="editor-surface"
                onClick={() => selectPage(index)}
                className="flex shrink-0 cursor-pointer flex-col items-center gap-1 rounded-md border-2 border-transparent p-1 text-xs aria-selected:border-accent"
              >
                <span aria-hidden="true" className="pointer-events-none">
                  <PageView
                    size={size}
                    page={page}
                    scale={THUMB_WIDTH / size.dimensions.width}
                    image={pageImage(card, index)}
                    family={family}
                  />
                </span>
                <span>{pageName(index)}</span>
              </button>
            ))}
          </div>
          <div id="editor-surface" role="tabpanel" aria-labelledby={tabId(pageIndex)} className="mt-2">
            <WritingSurface
              key={pageIndex}
              size={size}
              pageIndex={pageIndex}
              pageName={pageName(pageIndex)}
              page={document.pages[pageIndex]}
              writable={writable}
              image={pageImage(card, pageIndex)}
              imageAlt={t('editor.surface.artwork', { card: card.name })}
              family={family}
              selectedId={selectedId}
              onSelect={setSelectedId}
              dispatch={dispatch as React.Dispatch<EditorAction>}
              objectName={objectName}
              faulty={faultyIds(pageIndex)}
              giftCardLabel={giftCardLabel}
              compact={toolsOpen}
            />
            {!writable ? (
              <p className="mt-2 text-sm text-ink-soft">
                {t(kind === 'back' ? 'editor.page.back-note' : 'editor.page.artwork-note')}
                {kind === 'artwork' ? (
                  <button
                    type="button"
                    onClick={addCaption}
                    className="ml-2 font-medium text-accent underline underline-offset-2"
                  >
                    {t('editor.page.add-caption', { page: pageName(pageIndex) })}
                  </button>
                ) : null}
              </p>
            ) : null}
          </div>
          {problems.length > 0 || otherPagesWithProblems.length > 0 ? (
            <div
              role="alert"
              className="mt-3 rounded-md border border-danger/40 bg-paper px-4 py-3 text-sm text-danger"
            >
              <p className="font-medium">{t('editor.validation.title')}</p>
              <ul className="mt-1 list-disc pl-5">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
                {otherPagesWithProblems.map((index) => (
                  <li key={`page-${index}`}>
                    <button
                      type="button"
                      className="cursor-pointer underline"
                      onClick={() => selectPage(index)}
                    >
                      {pageName(index)}
                    </button>
                    {`: ${pageProblems(index)[0]}`}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>

        <aside
          aria-label={t('editor.tools.title')}
          className={`${
            toolsOpen
              ? 'fixed inset-x-0 bottom-0 z-50 max-h-[40dvh] overflow-y-auto rounded-t-2xl border-t border-line bg-paper p-4 shadow-2xl'
              : 'hidden'
          } md:static md:z-auto md:block md:max-h-none md:overflow-visible md:rounded-lg md:border md:p-4 md:shadow-none`}
        >
          <div className="mb-3 flex items-center justify-between">
            <h2 className="text-lg">{t('editor.tools.title')}</h2>
            <button
              ref={closeTools}
              type="button"
              className={`${BUTTON} md:hidden`}
              onClick={() => {
                setToolsOpen(false);
                toolsToggle.current?.focus();
              }}
            >
              {t('editor.tools.close')}
            </button>
          </div>
          {tools}
        </aside>
      </div>

      {/* Room below the page while the phone's tools sheet is open, so the page can sit above it. */}
      {toolsOpen ? <div aria-hidden="true" className="h-[40dvh] md:hidden" /> : null}

      {/* The composing panel: recipient, sender, schedule, shipping and adding the card to the cart. */}
      <div className="mt-8">
        <ComposePanel
          draft={composed}
          onDraftChange={onDraftChange}
          card={card}
          onLayoutErrors={setLayoutErrors}
        />
      </div>

      {previewOpen ? (
        <Suspense fallback={null}>
          <PageTurnPreview
            card={card}
            size={size}
            document={document}
            family={family}
            giftCardLabel={giftCardLabel}
            onClose={() => {
              setPreviewOpen(false);
              previewButton.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
