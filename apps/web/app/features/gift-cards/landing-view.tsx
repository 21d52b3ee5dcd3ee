import type { Content } from '@cardshop/shared/contracts/content';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { GiftCardsHero } from './gift-cards-hero.tsx';

/** The gift-cards landing: an introduction, then gift cards by region and by category. */
export function GiftCardsLandingView({ content }: { content: Content }) {
  const t = useT();
  const regions = content.giftCardsConfig?.regions ?? [];
  const categories = content.giftCardsConfig?.categories ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16">
      <Breadcrumbs items={content.breadcrumbs} />
      <GiftCardsHero
        heading={content.heading}
        body={content.content}
        image={content.featureImage}
        eyebrow={t('gift-cards.landing.eyebrow')}
      />

      {regions.length > 0 ? (
        <section aria-labelledby="gift-cards-regions" className="mt-14">
          <h2 id="gift-cards-regions" className="text-2xl sm:text-3xl">
            {t('gift-cards.landing.regions.title')}
          </h2>
          <p className="mt-2 max-w-2xl text-ink-soft">{t('gift-cards.landing.regions.intro')}</p>
          <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
            {regions.map((region) => (
              <li key={region.iso}>
                <Link
                  to={region.path}
                  className="group flex items-center gap-3 rounded-xl border border-line bg-white px-4 py-3 text-ink shadow-sm transition hover:border-accent hover:no-underline hover:shadow-md lg:flex-col lg:items-start lg:gap-4 lg:p-5"
                >
                  <img
                    src={region.icon}
                    alt=""
                    width={40}
                    height={20}
                    className="h-5 w-10 shrink-0 rounded-[3px] object-cover ring-1 ring-black/10 lg:h-7 lg:w-14"
                  />
                  <span className="flex flex-1 flex-col">
                    <span className="font-semibold group-hover:text-accent">{region.name}</span>
                    <span className="text-sm text-ink-soft">{t('gift-cards.landing.regions.link')}</span>
                  </span>
                  <span aria-hidden="true" className="text-accent lg:hidden">
                    →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {categories.length > 0 ? (
        <section aria-labelledby="gift-cards-categories" className="mt-14">
          <h2 id="gift-cards-categories" className="text-2xl sm:text-3xl">
            {t('gift-cards.landing.categories.title')}
          </h2>
          <p className="mt-2 max-w-2xl text-ink-soft">{t('gift-cards.landing.categories.intro')}</p>
          <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category) => (
              <li
                key={category.id}
                className="group relative flex h-full items-start gap-4 rounded-xl border border-line bg-white p-5 shadow-sm transition focus-within:border-accent hover:border-accent hover:shadow-md"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-sand">
                  <img
                    src={`/images/svg-icons/${encodeURIComponent(category.icon)}.svg`}
                    alt=""
                    width={24}
                    height={24}
                    loading="lazy"
                    className="size-6"
                  />
                </span>
                <div className="min-w-0">
                  <h3 className="text-lg">
                    {/* The whole tile is the link's target (after:inset-0); the description stays plain text. */}
                    <Link
                      to={category.fullPath}
                      className="text-ink group-hover:text-accent after:absolute after:inset-0 after:rounded-xl hover:no-underline"
                    >
                      {category.name}
                    </Link>
                  </h3>
                  <div
                    className="mt-1 text-sm text-ink-soft [&_p]:m-0"
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text is sanitised when written (platform/html.ts).
                    dangerouslySetInnerHTML={{ __html: category.description }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
