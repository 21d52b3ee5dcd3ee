import type { CardObject, CardSizeSpec, Page, TextObject } from '@cardshop/document/schema';
import type { ImageSources } from '@cardshop/shared/contracts/catalogue';
import { type Dispatch, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { EditorAction } from './editor-state.ts';
import { boxStyle, PageView, textStyle, V_ALIGN_CSS } from './page-view.tsx';

/** Space kept round the page on the writing surface, px per side. */
export const SURFACE_PADDING = 20;
/** Arrow keys move a selected object this far (mm); with Shift, five times as far. */
const NUDGE_MM = 1;

interface SurfaceProps {
  size: CardSizeSpec;
  pageIndex: number;
  pageName: string;
  page: Page | undefined;
  writable: boolean;
  image?: ImageSources;
  imageAlt: string;
  family: (fontId: string) => string;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  dispatch: Dispatch<EditorAction>;
  objectName: (object: CardObject) => string;
  /** Ids of objects with errors, outlined in red. */
  faulty: ReadonlySet<string>;
  /** What the gift card's place says (the gift card and its amount, when the card carries one). */
  giftCardLabel?: string;
  /** The phone's tools sheet covers the lower part of the screen: the page fits in what is left. */
  compact?: boolean;
}

/** Share of the window's height the page may take; less while the phone's tools sheet is open. */
const HEIGHT_SHARE = 0.7;
const COMPACT_HEIGHT_SHARE = 0.5;

/** The page scaled to fit the space it has (its aspect ratio kept, 20 px padding each side). */
function useFitScale(size: CardSizeSpec, compact: boolean) {
  const frame = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 600, height: 600 });
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      const share = compact ? COMPACT_HEIGHT_SHARE : HEIGHT_SHARE;
      const height = Math.max(240, Math.min(window.innerHeight * share, 900));
      setBox({ width: element.clientWidth, height });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [compact]);
  const scale = Math.max(
    0.5,
    Math.min(
      (box.width - 2 * SURFACE_PADDING) / size.dimensions.width,
      (box.height - 2 * SURFACE_PADDING) / size.dimensions.height,
    ),
  );
  return { frame, scale };
}

function TextOverlay({
  text,
  scale,
  family,
  label,
  pageIndex,
  dispatch,
  faulty,
}: {
  text: TextObject;
  scale: number;
  family: string;
  label: string;
  pageIndex: number;
  dispatch: Dispatch<EditorAction>;
  faulty: boolean;
}) {
  const t = useT();
  const area = useRef<HTMLTextAreaElement>(null);
  const boxHeight = text.height * scale;
  // The text area grows with its lines, so the box's vertical alignment places it like the print.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text and its styling.
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    element.style.height = '0px';
    element.style.height = `${Math.min(element.scrollHeight, boxHeight)}px`;
  }, [text.text, text.size, text.lineHeight, text.font, boxHeight, family]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere in the box focuses its text area, which is the control.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the text area itself takes the keyboard.
    <div
      style={{
        ...boxStyle(text, scale),
        display: 'flex',
        flexDirection: 'column',
        justifyContent: V_ALIGN_CSS[text.vAlign],
      }}
      className={`cursor-text rounded-sm outline-1 outline-dashed ${faulty ? 'outline-danger' : 'outline-ink/20'}`}
      onClick={() => area.current?.focus()}
    >
      <textarea
        ref={area}
        value={text.text}
        aria-label={label}
        aria-invalid={faulty || undefined}
        placeholder={t('editor.surface.placeholder')}
        rows={1}
        spellCheck
        data-text-id={text.id}
        data-page={pageIndex}
        onChange={(event) =>
          dispatch({ type: 'edit-text', page: pageIndex, id: text.id, text: event.target.value })
        }
        onBlur={() => dispatch({ type: 'end-merge' })}
        className="block w-full resize-none overflow-y-auto border-0 bg-transparent p-0 outline-none placeholder:text-ink-soft focus-visible:bg-sand/40"
        style={textStyle(text, scale, family)}
      />
    </div>
  );
}

/** The page being written: the text to type in, and its decorations to select, drag or nudge. */
export function WritingSurface(props: SurfaceProps) {
  const { size, pageIndex, page, writable, image, imageAlt, family, selectedId, onSelect, dispatch } = props;
  const t = useT();
  const { frame, scale } = useFitScale(size, props.compact ?? false);
  const drag = useRef<{ id: string; x: number; y: number; seq: number } | null>(null);
  const dragCount = useRef(0);
  const text = writable
    ? page?.objects.find((object): object is TextObject => object.type === 'text')
    : undefined;

  const wrapObject = (object: CardObject, drawn: React.ReactNode, style: React.CSSProperties) => {
    const selected = object.id === selectedId;
    const move = (dx: number, dy: number, merge?: string) =>
      dispatch({ type: 'move-object', page: pageIndex, id: object.id, dx, dy, merge });
    return (
      <button
        type="button"
        style={{ ...style, zIndex: 2, touchAction: 'none' }}
        aria-label={t('editor.object.select', { name: props.objectName(object) })}
        aria-pressed={selected}
        className={`block cursor-move rounded-sm p-0 ${selected ? 'outline-2 outline-accent' : ''} ${
          props.faulty.has(object.id) ? 'outline-2 outline-danger' : ''
        }`}
        onClick={() => onSelect(object.id)}
        onKeyDown={(event) => {
          const step = event.shiftKey ? NUDGE_MM * 5 : NUDGE_MM;
          const moves: Record<string, [number, number]> = {
            ArrowUp: [0, -step],
            ArrowDown: [0, step],
            ArrowLeft: [-step, 0],
            ArrowRight: [step, 0],
          };
          const delta = moves[event.key];
          if (delta) {
            event.preventDefault();
            onSelect(object.id);
            move(delta[0], delta[1]);
          } else if (event.key === 'Delete' || event.key === 'Backspace') {
            event.preventDefault();
            dispatch({ type: 'remove-object', page: pageIndex, id: object.id });
            onSelect(null);
          }
        }}
        onPointerDown={(event) => {
          dragCount.current += 1;
          drag.current = { id: object.id, x: event.clientX, y: event.clientY, seq: dragCount.current };
          event.currentTarget.setPointerCapture(event.pointerId);
          onSelect(object.id);
        }}
        onPointerMove={(event) => {
          const current = drag.current;
          if (!current || current.id !== object.id) return;
          const dx = (event.clientX - current.x) / scale;
          const dy = (event.clientY - current.y) / scale;
          if (Math.abs(dx) < 0.2 && Math.abs(dy) < 0.2) return;
          drag.current = { ...current, x: event.clientX, y: event.clientY };
          move(dx, dy, `drag:${current.seq}`);
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
      >
        {drawn}
      </button>
    );
  };

  return (
    <div
      ref={frame}
      className="flex w-full justify-center rounded-lg bg-sand"
      style={{ padding: SURFACE_PADDING }}
    >
      <PageView
        size={size}
        page={page}
        scale={scale}
        image={image}
        imageAlt={imageAlt}
        family={family}
        skip={text ? new Set([text.id]) : undefined}
        wrapObject={wrapObject}
        giftCardLabel={props.giftCardLabel ?? t('editor.gift-card.label')}
      >
        {text ? (
          <TextOverlay
            text={text}
            scale={scale}
            family={family(text.font)}
            label={t('editor.surface.text', { page: props.pageName })}
            pageIndex={pageIndex}
            dispatch={dispatch}
            faulty={props.faulty.has(text.id)}
          />
        ) : null}
      </PageView>
    </div>
  );
}
