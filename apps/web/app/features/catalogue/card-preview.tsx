import type { CardDetail, CardSize, ImageSources } from '@cardshop/shared/contracts/catalogue';
import { imageSrcset } from '@cardshop/shared/rules/images';
import { type WireframeOrientation, wireframeOrientation } from '@cardshop/shared/rules/wireframe';
import { useReducer, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';

// The card preview: the artwork on a stage, its pages as thumbnails, and a page animation by fold type.
// 'left' opens like a book (the cover turns on its left edge), 'top' flips the cover up, 'flip' turns the
// card over to its back, and 'none' (a letter) just shows the chosen page. Clicking toggles; a mouse
// hovering opens. The animation is CSS 3D transforms (no script per frame), still for reduced motion.

export type Fold = CardSize['foldOn'];
export type PageType = CardDetail['imagery'][number]['type'];
/** What the stage shows: the closed card (front), the open spread (inside pages) or the back. */
export type PreviewView = 'closed' | 'open' | 'back';

export interface PreviewState {
  view: PreviewView;
  /** A mouse is over the card (it opens while hovered). */
  hover: boolean;
  /** The page a letter ('none') shows. */
  page: PageType;
}

export type PreviewAction =
  | { type: 'click' }
  | { type: 'enter' }
  | { type: 'leave' }
  | { type: 'show'; page: PageType };

const isFolded = (fold: Fold) => fold === 'left' || fold === 'top';

/** The view that shows a page: inside pages open a folded card, the back turns it over. */
export function viewForPage(fold: Fold, page: PageType): PreviewView {
  if (fold === 'none') return 'closed';
  if (page === 'back') return 'back';
  if (page === 'front' || fold === 'flip') return 'closed';
  return 'open';
}

/** Where a click takes the card: a folded card opens and closes, a flat one turns over and back. */
export function toggleView(fold: Fold, view: PreviewView): PreviewView {
  if (fold === 'none') return 'closed';
  if (fold === 'flip') return view === 'back' ? 'closed' : 'back';
  return view === 'closed' ? 'open' : 'closed';
}

/** What the stage shows: a hovered closed card opens (or turns over when it has no fold). */
export function shownView(fold: Fold, state: PreviewState): PreviewView {
  return state.hover && state.view === 'closed' ? toggleView(fold, 'closed') : state.view;
}

export function previewReducer(fold: Fold, state: PreviewState, action: PreviewAction): PreviewState {
  switch (action.type) {
    case 'click':
      // The click decides from what is on show, and outranks the hover until the mouse leaves.
      return { ...state, view: toggleView(fold, shownView(fold, state)), hover: false };
    case 'enter':
      return fold === 'none' ? state : { ...state, hover: true };
    case 'leave':
      return { ...state, hover: false };
    case 'show':
      return { view: viewForPage(fold, action.page), hover: false, page: action.page };
  }
}

/** The pages a card has to show: a card without a fold has a front and a back only. */
export function previewPages<T extends { type: PageType }>(fold: Fold, imagery: readonly T[]): T[] {
  return fold === 'flip'
    ? imagery.filter((page) => page.type === 'front' || page.type === 'back')
    : [...imagery];
}

/** The pages on show in a state, so their thumbnails can be marked current. */
export function pagesInView(fold: Fold, state: PreviewState): PageType[] {
  if (fold === 'none') return [state.page];
  const view = shownView(fold, state);
  if (view === 'back') return ['back'];
  if (view === 'open' && isFolded(fold)) return ['inside-left', 'inside-right'];
  return ['front'];
}

export interface PreviewLayout {
  orientation: WireframeOrientation;
  /** Stage width ÷ height. */
  stageRatio: number;
  /** Card width as a percentage of the stage width, and height of the stage height. */
  bookWidth: number;
  bookHeight: number;
  /** Scale of the open spread, so both pages fit the stage. */
  openScale: number;
}

const FILL = 0.88; // the closed card fills 88% of the stage's shorter fit
const SPREAD_FILL = 0.96; // the open spread may take 96% of the stage
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** The stage and card proportions of a card size: the stage's shape follows the wireframe rule. */
export function previewLayout(size: Pick<CardSize, 'dimensions' | 'foldOn'>): PreviewLayout {
  const { width, height } = size.dimensions;
  const orientation = wireframeOrientation(width, height);
  const ratio = width > 0 && height > 0 ? width / height : 1;
  // A folded card needs room to open (sideways or upwards): a square stage. A flat card gets a stage of
  // its own shape, so the artwork shows as large as it can.
  const stageRatio = isFolded(size.foldOn)
    ? 1
    : orientation === 'portrait'
      ? 0.8
      : orientation === 'landscape'
        ? 1.45
        : 1;
  // In stage-height units: the stage is stageRatio wide and 1 high.
  const cardWidth = ratio > stageRatio ? FILL * stageRatio : FILL * ratio;
  const cardHeight = cardWidth / ratio;
  const openScale =
    size.foldOn === 'left'
      ? Math.min(1, (SPREAD_FILL * stageRatio) / (2 * cardWidth))
      : size.foldOn === 'top'
        ? Math.min(1, SPREAD_FILL / (2 * cardHeight))
        : 1;
  return {
    orientation,
    stageRatio,
    bookWidth: round((cardWidth / stageRatio) * 100),
    bookHeight: round(cardHeight * 100),
    openScale: round(openScale),
  };
}

/**
 * The card's transform for a view. Open, the hinge moves to the stage's centre (the card shifts right by
 * half its scaled width, or down for a top fold) so the spread is centred; the back turns the card over.
 */
export function bookTransform(fold: Fold, view: PreviewView, openScale: number): string {
  if (view === 'back' && fold !== 'none') return 'rotateY(180deg)';
  if (view !== 'open') return 'none';
  const shift = round(50 * openScale);
  if (fold === 'left') return `translateX(${shift}%) scale(${openScale})`;
  if (fold === 'top') return `translateY(${shift}%) scale(${openScale})`;
  return 'none';
}

/** The cover's turn when open: on its left edge towards the viewer, or up on its top edge. */
export function coverTransform(fold: Fold, view: PreviewView): string {
  if (view !== 'open') return 'none';
  return fold === 'top' ? 'rotateX(180deg)' : 'rotateY(-180deg)';
}

// --- components -------------------------------------------------------------------------------------

const PAGE_KEYS: Record<PageType, string> = {
  front: 'catalogue.card.preview.page.front',
  'inside-left': 'catalogue.card.preview.page.inside-left',
  'inside-right': 'catalogue.card.preview.page.inside-right',
  back: 'catalogue.card.preview.page.back',
};

/** The caption of a page's thumbnail: a letter (one sheet) has a front and a back, not inside pages. */
export function pageLabelKey(fold: Fold, page: PageType): string {
  return fold === 'none' && page !== 'front' ? PAGE_KEYS.back : PAGE_KEYS[page];
}

function Picture({
  image,
  sizes,
  eager,
  priority,
  className = '',
}: {
  image: ImageSources;
  sizes: string;
  /** Load now: the image is on show from the start. */
  eager: boolean;
  /** The page's largest image (LCP): fetched first. */
  priority: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/webp" srcSet={imageSrcset(image.src, 'webp')} sizes={sizes} />
      <img
        src={image.src}
        srcSet={imageSrcset(image.src, 'jpeg')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        className={`block h-full w-full object-cover ${className}`}
      />
    </picture>
  );
}

const MOTION =
  'transition-transform duration-700 ease-[cubic-bezier(.3,.7,.2,1)] motion-reduce:transition-none';
const FACE =
  'absolute inset-0 overflow-hidden rounded-[3px] bg-white shadow-[0_1px_2px_rgb(31_36_48/0.12),0_10px_24px_-6px_rgb(31_36_48/0.28)] [backface-visibility:hidden]';

/**
 * The card on its stage with page thumbnails. The front loads at once; `priority` marks it as the page's
 * largest image (high fetch priority). `sizes` is the rendered width of the pages; `compact` gives small
 * thumbnails without captions (the modal).
 */
export function CardPreview({
  card,
  priority = false,
  sizes = '(max-width: 767px) 80vw, 420px',
  compact = false,
}: {
  card: Pick<CardDetail, 'id' | 'name' | 'image' | 'imagery' | 'sizeDetails'>;
  priority?: boolean;
  sizes?: string;
  compact?: boolean;
}) {
  const t = useT();
  const fold = card.sizeDetails.foldOn;
  const [state, dispatch] = useReducer(
    (current: PreviewState, action: PreviewAction) => previewReducer(fold, current, action),
    { view: 'closed', hover: false, page: 'front' },
  );
  const layout = previewLayout(card.sizeDetails);
  const view = shownView(fold, state);
  const pages = previewPages(fold, card.imagery);
  const image = (type: PageType) => card.imagery.find((page) => page.type === type) ?? null;
  const front = image('front') ?? { ...card.image, page: 1, type: 'front' as const };
  const current = pagesInView(fold, state);
  // The faces under the cover load once the visitor reaches for the card (pointer, focus, a thumbnail):
  // a covered image is still a largest-paint candidate, and a lazy one would paint last.
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const face = (type: PageType, style?: React.CSSProperties) => {
    const page = type === 'front' ? front : image(type);
    const shown = type === 'front' || fold === 'none' || reached || view !== 'closed';
    return (
      <div className={FACE} style={style}>
        {page && shown ? (
          <Picture
            image={page}
            sizes={sizes}
            eager={type === 'front' || (fold === 'none' && type === state.page)}
            priority={priority && type === 'front'}
          />
        ) : null}
      </div>
    );
  };

  const actionLabel =
    view === 'open'
      ? t('catalogue.card.preview.close')
      : view === 'back'
        ? t('catalogue.card.preview.turn-front')
        : fold === 'flip'
          ? t('catalogue.card.preview.turn-back')
          : t('catalogue.card.preview.open');

  let scene: React.ReactNode;
  if (fold === 'none') {
    scene = face(state.page);
  } else if (fold === 'flip') {
    scene = (
      <>
        {face('front')}
        {face('back', { transform: 'rotateY(180deg)' })}
      </>
    );
  } else {
    const flipBack = fold === 'top' ? 'rotateX(180deg)' : 'rotateY(180deg)';
    scene = (
      <>
        {/* The inside right (or lower) page, and the back on its reverse. */}
        <div className="absolute inset-0 [transform-style:preserve-3d]">
          {face('inside-right')}
          {face('back', { transform: 'rotateY(180deg)' })}
        </div>
        {/* The cover: the front, with the inside left (or upper) page on its reverse. */}
        <div
          className={`absolute inset-0 [transform-style:preserve-3d] ${MOTION}`}
          style={{
            transformOrigin: fold === 'top' ? 'center top' : 'left center',
            transform: `translateZ(1px) ${coverTransform(fold, view) === 'none' ? '' : coverTransform(fold, view)}`,
          }}
        >
          {face('front')}
          {face('inside-left', { transform: flipBack })}
        </div>
      </>
    );
  }

  return (
    <div>
      <div
        className="relative mx-auto w-full overflow-hidden rounded-2xl bg-sand [perspective:2000px]"
        data-orientation={layout.orientation}
        data-fold={fold}
        data-view={view}
        style={{ aspectRatio: String(layout.stageRatio), maxWidth: `calc(78vh * ${layout.stageRatio})` }}
      >
        <div
          className={`absolute [transform-style:preserve-3d] ${MOTION}`}
          style={{
            width: `${layout.bookWidth}%`,
            height: `${layout.bookHeight}%`,
            left: `${(100 - layout.bookWidth) / 2}%`,
            top: `${(100 - layout.bookHeight) / 2}%`,
            transform: bookTransform(fold, view, layout.openScale),
          }}
        >
          {scene}
        </div>
        {fold === 'none' ? null : (
          <button
            type="button"
            aria-label={actionLabel}
            aria-pressed={view !== 'closed'}
            className="absolute inset-0 z-10 cursor-pointer rounded-2xl focus-visible:-outline-offset-4"
            onClick={() => {
              reach();
              dispatch({ type: 'click' });
            }}
            onFocus={reach}
            onPointerEnter={(event) => {
              reach();
              if (event.pointerType === 'mouse') dispatch({ type: 'enter' });
            }}
            onPointerLeave={(event) => {
              if (event.pointerType === 'mouse') dispatch({ type: 'leave' });
            }}
          >
            <span className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-paper/90 px-3 py-1 text-xs font-medium text-ink shadow-sm">
              {actionLabel}
            </span>
          </button>
        )}
      </div>
      {pages.length > 1 ? (
        <ul
          className={`flex flex-wrap justify-center ${compact ? 'mt-3 gap-2' : 'mt-4 gap-3'}`}
          aria-label={t('catalogue.card.preview.pages')}
        >
          {pages.map((page) => {
            const active = current.includes(page.type);
            return (
              <li key={page.type}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => {
                    reach();
                    dispatch({ type: 'show', page: page.type });
                  }}
                  className={`group flex cursor-pointer flex-col items-center gap-1.5 text-xs text-ink-soft ${compact ? 'w-11 sm:w-14' : 'w-16 sm:w-20'}`}
                >
                  <span
                    className={`block w-full overflow-hidden rounded-md border-2 bg-white p-0.5 transition-colors ${active ? 'border-accent' : 'border-line group-hover:border-ink-soft'}`}
                  >
                    <img
                      src={page.src}
                      srcSet={imageSrcset(page.src, 'jpeg')}
                      sizes="80px"
                      width={page.width}
                      height={page.height}
                      alt=""
                      loading="lazy"
                      className="block h-auto w-full rounded-sm"
                    />
                  </span>
                  <span className={compact ? 'sr-only' : active ? 'font-medium text-ink' : ''}>
                    {t(pageLabelKey(fold, page.type))}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
