import type { ArtistSummary, Content } from '@cardshop/shared/contracts/content';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { CONTAINER, PagedListControls, RichText } from './content-ui.tsx';
import { firstParagraph } from './listing.ts';
import { PageHero } from './page-hero.tsx';
import { Sections } from './sections.tsx';
import { useContentPages } from './use-content-pages.ts';

const artistsOf = (page: Content) => page.artists;

/** The artists listing: 24 a page with page buttons and infinite load. */
export function ArtistsView({ content }: { content: Content }) {
  return (
    <div className="pb-16">
      <PageHero content={content} image={content.featureImage}>
        {content.metaSummary ? (
          <p className="mt-4 text-lg text-ink-soft md:text-xl">{content.metaSummary}</p>
        ) : null}
      </PageHero>
      {content.content.trim() ? (
        <div className={`${CONTAINER} pt-10`}>
          <RichText html={content.content} className="max-w-3xl md:text-lg" />
        </div>
      ) : null}
      {/* Keyed by page: following a page link starts that page's listing afresh. */}
      <ArtistListing key={content.pagination?.current ?? 1} content={content} />
      <Sections sections={content.sections} />
    </div>
  );
}

function ArtistListing({ content }: { content: Content }) {
  const t = useT();
  const pages = useContentPages<ArtistSummary>(content, artistsOf);
  const { listing } = pages;
  const total = content.pagination?.total ?? listing.items.length;

  return (
    <section aria-label={t('content.artists.listing')} className={`${CONTAINER} pt-12`}>
      {total > 0 ? (
        <p className="mb-6 text-sm text-ink-soft">
          {t('content.artists.showing', { shown: listing.items.length, total })}
        </p>
      ) : null}
      {listing.items.length === 0 ? (
        <p className="py-10 text-center text-ink-soft">{t('content.artists.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {listing.items.map((artist, index) => (
            <li key={artist.id}>
              <ArtistTile artist={artist} eager={index < 4} />
            </li>
          ))}
        </ul>
      )}
      <PagedListControls
        path={content.path}
        pages={pages}
        label={t('content.artists.load-more')}
        allHref={`${content.path}?maxResults=all`}
      />
    </section>
  );
}

function ArtistTile({ artist, eager }: { artist: ArtistSummary; eager: boolean }) {
  return (
    <article className="relative flex h-full items-start gap-4 rounded-xl border border-line bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:shadow-md sm:flex-col sm:items-center sm:p-6 sm:text-center">
      <img
        src={artist.cardLogo}
        alt=""
        width={96}
        height={96}
        loading={eager ? 'eager' : 'lazy'}
        className="size-16 shrink-0 rounded-full object-cover ring-4 ring-sand sm:size-24"
      />
      <div className="min-w-0">
        <h2 className="text-lg leading-snug sm:mt-4 sm:text-xl">
          <Link
            to={artist.fullPath}
            className="text-ink no-underline after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:no-underline"
          >
            {artist.brandName}
          </Link>
        </h2>
        <p className="mt-1 text-sm font-medium text-ink">
          {artist.artistName}
          {artist.countryName ? (
            <span className="mt-1 block text-xs font-semibold uppercase tracking-wider text-ink-soft">
              {artist.countryName}
            </span>
          ) : null}
        </p>
        <p className="mt-2 line-clamp-3 text-sm text-ink-soft sm:mt-3 sm:line-clamp-4">
          {firstParagraph(artist.summary)}
        </p>
      </div>
    </article>
  );
}
