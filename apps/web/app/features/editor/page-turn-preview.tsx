import type { CardDocument, CardSizeSpec } from '@cardshop/document/schema';
import type { CardDetail } from '@cardshop/shared/contracts/catalogue';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';
import { pageImage } from './card-pages.ts';
import { PageView } from './page-view.tsx';

interface PreviewProps {
  card: CardDetail;
  size: CardSizeSpec;
  document: CardDocument;
  family: (fontId: string) => string;
  /** What the gift card's place says (the gift card and its amount, when the card carries one). */
  giftCardLabel?: string;
  onClose: () => void;
}

const TURN = 'transform 0.8s ease-in-out';
const FACE: React.CSSProperties = {
  position: 'absolute',
  inset: 0,
  backfaceVisibility: 'hidden',
  WebkitBackfaceVisibility: 'hidden',
};

/** The scale that fits `across` × `down` pages into the window, with room for the dialog's controls. */
function fitScale(size: CardSizeSpec, across: number, down: number): number {
  const width = Math.min(window.innerWidth - 80, 1100);
  const height = window.innerHeight - 220;
  return Math.max(
    0.5,
    Math.min(width / (size.dimensions.width * across), height / (size.dimensions.height * down)),
  );
}

/**
 * The written card as it will arrive: a folded card opens with its front turning on the fold (left or
 * top) to show the inside; a flat card turns over; a letter is shown as it is.
 */
export function PageTurnPreview({ card, size, document, family, giftCardLabel, onClose }: PreviewProps) {
  const t = useT();
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const [turned, setTurned] = useState(false);
  const foldOnTop = card.sizeDetails.foldOn === 'top';
  const folded = size.pages === 4;
  const [scale] = useState(() => fitScale(size, folded && !foldOnTop ? 2 : 1, folded && foldOnTop ? 2 : 1));

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const page = (index: number) => (
    <PageView
      size={size}
      page={document.pages[index]}
      scale={scale}
      image={pageImage(card, index)}
      imageAlt={index === 0 ? t('editor.surface.artwork', { card: card.name }) : ''}
      family={family}
      giftCardLabel={giftCardLabel ?? t('editor.gift-card.label')}
    />
  );
  const W = size.dimensions.width * scale;
  const H = size.dimensions.height * scale;

  let scene: React.ReactNode;
  let toggle: string | null = null;
  if (folded) {
    toggle = turned ? 'editor.preview.close-card' : 'editor.preview.open-card';
    const leafStyle: React.CSSProperties = foldOnTop
      ? {
          position: 'absolute',
          left: 0,
          top: H,
          width: W,
          height: H,
          transformOrigin: 'center top',
          transform: turned ? 'rotateX(180deg)' : 'none',
        }
      : {
          position: 'absolute',
          left: W,
          top: 0,
          width: W,
          height: H,
          transformOrigin: 'left center',
          transform: turned ? 'rotateY(-180deg)' : 'none',
        };
    const shift = turned ? 'none' : foldOnTop ? `translateY(${-H / 2}px)` : `translateX(${-W / 2}px)`;
    scene = (
      <div style={{ perspective: 2400, width: foldOnTop ? W : 2 * W, height: foldOnTop ? 2 * H : H }}>
        <div
          data-preview-state={turned ? 'open' : 'closed'}
          style={{ position: 'relative', width: '100%', height: '100%', transform: shift, transition: TURN }}
        >
          <div style={{ position: 'absolute', left: foldOnTop ? 0 : W, top: foldOnTop ? H : 0 }}>
            {page(2)}
          </div>
          <div style={{ ...leafStyle, transformStyle: 'preserve-3d', transition: TURN }}>
            <div style={FACE}>{page(0)}</div>
            <div style={{ ...FACE, transform: foldOnTop ? 'rotateX(180deg)' : 'rotateY(180deg)' }}>
              {page(1)}
            </div>
          </div>
        </div>
      </div>
    );
  } else if (size.pages === 2) {
    toggle = 'editor.preview.turn-over';
    scene = (
      <div style={{ perspective: 2400, width: W, height: H }}>
        <div
          data-preview-state={turned ? 'back' : 'front'}
          style={{
            position: 'relative',
            width: W,
            height: H,
            transformStyle: 'preserve-3d',
            transition: TURN,
            transform: turned ? 'rotateY(180deg)' : 'none',
          }}
        >
          <div style={FACE}>{page(0)}</div>
          <div style={{ ...FACE, transform: 'rotateY(180deg)' }}>{page(1)}</div>
        </div>
      </div>
    );
  } else {
    scene = page(0);
  }

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/70 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="flex max-h-full max-w-full flex-col items-center gap-4 overflow-auto rounded-lg bg-paper p-4 shadow-xl"
      >
        <div className="flex w-full items-center justify-between gap-4">
          <h2 id={titleId} className="text-xl">
            {t('editor.preview.title')}
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            className="min-h-10 cursor-pointer rounded-full border border-ink/25 px-4 text-sm hover:border-ink"
          >
            {t('editor.preview.close')}
          </button>
        </div>
        <div className="flex items-center justify-center overflow-hidden p-2">{scene}</div>
        {toggle ? (
          <button
            type="button"
            onClick={() => setTurned((value) => !value)}
            className="min-h-12 cursor-pointer rounded-full bg-accent px-6 font-medium text-white hover:bg-accent-dark"
          >
            {t(toggle)}
          </button>
        ) : null}
      </div>
    </div>
  );
}
