import { LATEST_ARTICLES_COUNT, RENDER_CACHE_HEADER, TESTIMONIALS_MAX } from '@cardshop/shared/constants';
import type { CardSummary } from '@cardshop/shared/contracts/catalogue';
import type { GiftCardSummary } from '@cardshop/shared/contracts/gift-cards';
import { largestImage } from '@cardshop/shared/rules/images';
import { servicesFrom } from '../context.ts';
import { Hero } from '../features/home/hero.tsx';
import { HOME_GIFT_CARDS_COUNT, LATEST_CARDS_COUNT } from '../features/home/home-rules.ts';
import { HowItWorks } from '../features/home/how-it-works.tsx';
import { cachedRead } from '../lib/cached-read.ts';
import { knownDays } from '../lib/content-dates.ts';
import { pageMessages } from '../lib/i18n/page-messages.ts';
import { ensureNamespaces } from '../lib/i18n/translator.ts';
import { useT } from '../lib/i18n/use-t.tsx';
import { requestedRegion } from '../lib/request-region.ts';
import type { ShellData } from '../lib/shell/use-shell.ts';
import { Deferred } from '../ui/deferred.tsx';
import { lazyPart } from '../ui/lazy-part.tsx';
import type { Route } from './+types/home';

// The page depends only on its URL and the region, so the host may share the rendered HTML among
// signed-out visitors (platform/web.ts). The root's headers (a region cookie) still pass through.
export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  merged.set(RENDER_CACHE_HEADER, 'public');
  return merged;
};

// Everything under the hero and 'how it works' is below the fold on every screen: the server renders it
// in full, and its code is not part of the page's first script; each section hydrates on its own once
// its code (and the messages it needs) has arrived (ui/lazy-part.tsx).
const ChooseACard = lazyPart('home-choose-a-card', () =>
  import('../features/home/choose-a-card.tsx').then((module) => module.ChooseACard),
);
// The latest cards show the catalogue's grid, and the gift cards the gift cards' tiles: the page puts them
// together (features do not import each other), and each part's code loads with its section's.
const LatestCards = lazyPart('home-latest-cards', () =>
  Promise.all([
    import('../features/home/latest-cards.tsx'),
    import('../features/catalogue/card-grid.tsx'),
    ensureNamespaces(['catalogue']),
  ]).then(([{ LatestCards: Section }, { CardGrid }]) => {
    return function LatestCardsWithGrid(props: { cards: CardSummary[]; count: number }) {
      return <Section {...props} Grid={CardGrid} />;
    };
  }),
);
const Testimonials = lazyPart('home-testimonials', () =>
  import('../features/home/testimonials.tsx').then((module) => module.Testimonials),
);
const WhyUs = lazyPart('home-why-us', () =>
  import('../features/home/why-us.tsx').then((module) => module.WhyUs),
);
const HomeGiftCards = lazyPart('home-gift-cards', () =>
  Promise.all([
    import('../features/home/gift-cards.tsx'),
    import('../features/gift-cards/gift-card-tile.tsx'),
    ensureNamespaces(['gift-cards']),
  ]).then(([{ HomeGiftCards: Section }, { GiftCardTile }]) => {
    return function HomeGiftCardsWithTiles(props: { cards: GiftCardSummary[] }) {
      return <Section {...props} Tile={GiftCardTile} />;
    };
  }),
);
const LatestArticles = lazyPart('home-latest-articles', () =>
  import('../features/home/latest-articles.tsx').then((module) => module.LatestArticles),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesFrom(context);
  const region = await services.config.region(requestedRegion(request));
  const read = <T,>(key: string, load: () => Promise<T>) => cachedRead(services, `${key}:${region.id}`, load);
  // Below the fold, so deferred: the page streams without waiting for them, and their data travels after
  // the first paint's, not in the page's first inline script. Pages kept whole (crawlers, the render
  // cache) still carry them complete.
  const latest = read('latest-cards', () =>
    services.catalogue.search('/all', { maxResults: LATEST_CARDS_COUNT }, region.id),
  ).then((list) => list.results.slice(0, LATEST_CARDS_COUNT));
  const testimonials = read('testimonials', () => services.config.testimonials(TESTIMONIALS_MAX));
  // With their days in the region's time zone worked out here: a phone's first time-zone format would
  // cost it tens of milliseconds as the section hydrates.
  const articles = read('latest-articles', () => services.content.latestArticles(LATEST_ARTICLES_COUNT)).then(
    (list) => ({
      list,
      days: knownDays(
        list.map((article) => article.publishedAt),
        region.timeZone,
      ),
    }),
  );
  const giftCards = read('home-gift-cards', () =>
    services.giftCards.list({ regions: [region.iso], maxResults: HOME_GIFT_CARDS_COUNT }),
  ).then((list) => list.results.slice(0, HOME_GIFT_CARDS_COUNT));
  // What the first paint needs: the hero.
  const heroSlides = await read('hero-slides', () => services.content.heroSlides(region.id));
  return {
    // The page's own messages; the sections that use the catalogue's and gift cards' load them with their
    // code when they go live.
    messages: pageMessages(region.locale, ['home']),
    origin: new URL(request.url).origin,
    heroSlides,
    latest,
    testimonials,
    articles,
    giftCards,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  // Meta runs outside the component tree, so it reads the page's messages from the root loader directly.
  const root = matches.find((match) => match?.id === 'root')?.loaderData as ShellData | undefined;
  const brand = root?.shell.brand.name ?? 'Cardshop';
  const text = (key: string) => (loaderData?.messages.messages[key] ?? key).replaceAll('{{brand}}', brand);
  const title = text('home.meta.title');
  const description = text('home.meta.description');
  const origin = loaderData?.origin ?? '';
  const url = `${origin}/`;
  const image = loaderData?.heroSlides[0]?.imagery.desktop;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(root ? [{ property: 'og:locale', content: root.locale.replace('-', '_') }] : []),
    ...(image ? [{ property: 'og:image', content: new URL(largestImage(image.src), url).toString() }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { heroSlides } = loaderData;
  // A region switch brings other slides: start those carousels afresh rather than carry an index over.
  const slidesKey = heroSlides.map((slide) => slide.id).join();
  return (
    <div className="pb-6">
      <h1 className="sr-only">{t('home.heading')}</h1>
      <Hero key={slidesKey} slides={heroSlides} />
      <HowItWorks />
      <ChooseACard />
      <Deferred resolve={loaderData.latest}>
        {(cards) => <LatestCards cards={cards} count={LATEST_CARDS_COUNT} />}
      </Deferred>
      <Deferred resolve={loaderData.testimonials}>
        {(items) => <Testimonials key={items.map((item) => item.id).join()} items={items} />}
      </Deferred>
      <WhyUs />
      <Deferred resolve={loaderData.giftCards}>{(cards) => <HomeGiftCards cards={cards} />}</Deferred>
      <Deferred resolve={loaderData.articles}>
        {({ list, days }) => <LatestArticles articles={list} days={days} count={LATEST_ARTICLES_COUNT} />}
      </Deferred>
    </div>
  );
}
