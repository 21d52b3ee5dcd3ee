import type { Content } from '@cardshop/shared/contracts/content';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { FilterBar } from './filter-bar.tsx';
import { Listing } from './listing.tsx';

const SOCIALS = [
  { key: 'instagram', field: 'instagramUrl' },
  { key: 'facebook', field: 'facebookUrl' },
  { key: 'twitter', field: 'twitterUrl' },
] as const;

/** An artist's profile and their filterable cards. */
export function ArtistView({ content }: { content: Content }) {
  const t = useT();
  const { artist, cards } = content;
  const socials = artist
    ? SOCIALS.flatMap(({ key, field }) => (artist[field] ? [{ key, url: artist[field] as string }] : []))
    : [];
  return (
    <div className="mx-auto max-w-6xl px-4 pt-5 pb-16">
      <Breadcrumbs items={content.breadcrumbs} />
      <header className="mt-6 grid gap-6 rounded-2xl bg-sand p-6 sm:grid-cols-[auto_1fr] sm:gap-8 sm:p-10">
        {artist ? (
          <img
            src={artist.cardLogo}
            alt={t('catalogue.artist.logo-alt', { name: artist.brandName })}
            width={400}
            height={400}
            fetchPriority="high"
            className="size-24 rounded-full bg-white shadow-md ring-4 ring-white sm:size-36"
          />
        ) : null}
        <div className="max-w-3xl">
          <h1 className="text-3xl leading-tight sm:text-4xl">{content.heading}</h1>
          {artist ? (
            <p className="mt-1 text-sm text-ink-soft">
              {t('catalogue.artist.by', { name: artist.artistName })}
              {artist.countryName ? (
                <>
                  <span aria-hidden="true"> · </span>
                  {t('catalogue.artist.based-in', { country: artist.countryName })}
                </>
              ) : null}
            </p>
          ) : null}
          {artist?.bio ? (
            <div
              className="prose-shop mt-3 text-ink"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text is sanitised when written (platform/html.ts).
              dangerouslySetInnerHTML={{ __html: artist.bio }}
            />
          ) : null}
          {socials.length > 0 && artist ? (
            <ul
              aria-label={t('catalogue.artist.follow', { name: artist.brandName })}
              className="mt-4 flex flex-wrap gap-2"
            >
              {socials.map((social) => (
                <li key={social.key}>
                  <a
                    href={social.url}
                    rel="noopener noreferrer me"
                    className="inline-flex items-center rounded-full bg-white px-3.5 py-1.5 text-sm font-medium text-ink no-underline ring-1 ring-line transition hover:no-underline hover:ring-accent hover:text-accent"
                  >
                    {t(`catalogue.artist.${social.key}`)}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>
      {cards ? (
        <section aria-labelledby="artist-cards" className="mt-12">
          <h2 id="artist-cards" className="text-2xl">
            {t('catalogue.artist.cards-heading', { name: content.heading })}
          </h2>
          <FilterBar cards={cards} path={content.path} compact />
          <Listing cards={cards} path={content.path} heading={false} />
        </section>
      ) : null}
    </div>
  );
}
