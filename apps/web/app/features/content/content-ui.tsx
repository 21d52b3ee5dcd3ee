import type { ImageSources } from '@cardshop/shared/contracts/catalogue';
import { imageSrcset } from '@cardshop/shared/rules/images';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { type PageLink, pageLinks } from './listing.ts';
import type { ContentPages } from './use-content-pages.ts';

// Small building blocks shared by the content pages.

export const BUTTON_PRIMARY =
  'inline-flex items-center justify-center gap-2 rounded-full bg-accent px-6 py-3 font-semibold text-white no-underline shadow-sm transition-colors hover:bg-accent-dark hover:no-underline';
export const BUTTON_SECONDARY =
  'inline-flex items-center justify-center gap-2 rounded-full border border-ink/20 bg-white px-6 py-3 font-semibold text-ink no-underline transition-colors hover:border-ink/40 hover:bg-sand hover:no-underline';
export const CONTAINER = 'mx-auto max-w-6xl px-4';
export const NARROW = 'mx-auto max-w-3xl px-4';
export const EYEBROW = 'text-xs font-semibold uppercase tracking-[0.18em] text-accent';

/** Server-supplied rich text (sanitised when written), in the shop's prose style. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return (
    <div
      className={`prose-shop [&_a]:underline [&>:first-child]:mt-0 [&>:last-child]:mb-0 ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text is sanitised when written (platform/html.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** A responsive content image: webp with a jpeg fallback; eager and high priority when it is the LCP. */
export function ContentPicture({
  image,
  sizes,
  priority = false,
  alt,
  className = '',
}: {
  image: ImageSources;
  sizes: string;
  priority?: boolean;
  /** Overrides the image's own alt text ('' for an image that only decorates a titled tile). */
  alt?: string;
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
        alt={alt ?? image.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        className={className}
      />
    </picture>
  );
}

/** A call to action: a router link inside the shop, a plain link elsewhere. */
export function CtaLink({
  href,
  children,
  className = BUTTON_PRIMARY,
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
}) {
  if (/^(https?:|mailto:|tel:)/.test(href))
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

/**
 * Numbered page links with previous and next, all real links so the listing reads without JavaScript.
 * `next` follows the last page on screen once infinite load has added pages.
 */
export function ListingPagination({
  path,
  current,
  totalPages,
  prev,
  next,
  shownPages,
  allHref,
}: {
  path: string;
  current: number;
  totalPages: number;
  prev: string | null;
  next: string | null;
  /** Pages already on screen (the server's page and any loaded after it). */
  shownPages: [number, number];
  /** The listing with everything on one page, for the "all" page button (the artists listing). */
  allHref?: string | undefined;
}) {
  const t = useT();
  if (totalPages <= 1) return null;
  const pill =
    'inline-flex min-w-11 items-center justify-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold no-underline hover:no-underline';
  const idle = `${pill} border-line bg-white text-ink hover:border-ink/40 hover:bg-sand`;
  const active = `${pill} border-ink bg-ink text-paper`;
  const shown = (link: PageLink) => link.page >= shownPages[0] && link.page <= shownPages[1];
  return (
    <nav aria-label={t('content.listing.pagination')} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {prev ? (
          <li>
            <Link to={prev} className={idle} rel="prev">
              <span aria-hidden="true">←</span> {t('content.listing.previous')}
            </Link>
          </li>
        ) : null}
        {pageLinks(path, current, totalPages).map((link) => (
          <li key={link.page}>
            <Link
              to={link.href}
              className={shown(link) ? active : idle}
              aria-current={link.current ? 'page' : undefined}
              aria-label={t('content.listing.page', { page: link.page })}
            >
              {link.page}
            </Link>
          </li>
        ))}
        {next ? (
          <li>
            <Link to={next} className={idle} rel="next">
              {t('content.listing.next')} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
        {allHref ? (
          <li>
            <Link to={allHref} className={idle} aria-label={t('content.listing.all-label')}>
              {t('content.listing.all')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * The Load more control under an infinite listing: a real link to the next page (so it works before the
 * script arrives) that loads the page in place once it has.
 */
export function LoadMore({
  next,
  loading,
  error,
  label,
  onLoad,
  onRetry,
  sentinelRef,
}: {
  next: string | null;
  loading: boolean;
  error: boolean;
  label: string;
  onLoad: () => void;
  onRetry: () => void;
  sentinelRef: React.RefObject<HTMLDivElement | null>;
}) {
  const t = useT();
  return (
    <div className="mt-10 flex flex-col items-center gap-3">
      <div ref={sentinelRef} aria-hidden="true" />
      <p role="status" className="text-sm text-ink-soft">
        {loading ? t('content.listing.loading') : ''}
      </p>
      {error ? (
        <div role="alert" className="flex flex-col items-center gap-3 text-center">
          <p className="text-danger">{t('content.listing.load-failed')}</p>
          <button type="button" className={BUTTON_SECONDARY} onClick={onRetry}>
            {t('content.listing.retry')}
          </button>
        </div>
      ) : next ? (
        <Link
          to={next}
          className={`${BUTTON_SECONDARY} ${loading ? 'pointer-events-none opacity-60' : ''}`}
          aria-disabled={loading || undefined}
          onClick={(event) => {
            // A click that opens a new tab or window keeps its usual meaning.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
              return;
            event.preventDefault();
            if (!loading) onLoad();
          }}
        >
          {label}
        </Link>
      ) : null}
    </div>
  );
}

/** Below a paged content list: Load more (with its scroll sentinel), then the page links that work without JS. */
export function PagedListControls<T>({
  path,
  pages,
  label,
  allHref,
}: {
  path: string;
  pages: ContentPages<T>;
  label: string;
  /** Adds the "all" page button: the listing with everything on one page. */
  allHref?: string;
}) {
  const { listing, current, totalPages, prev, next } = pages;
  return (
    <>
      <LoadMore
        next={listing.hasMore ? next : null}
        loading={listing.loading}
        error={listing.error}
        label={label}
        onLoad={() => void listing.loadMore()}
        onRetry={listing.retry}
        sentinelRef={listing.sentinelRef}
      />
      <ListingPagination
        path={path}
        current={current}
        totalPages={totalPages}
        prev={prev}
        next={next}
        shownPages={[current, listing.page]}
        allHref={allHref}
      />
    </>
  );
}
