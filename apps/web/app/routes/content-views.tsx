import type { CardRelated } from '@cardshop/shared/contracts/catalogue';
import type { Content } from '@cardshop/shared/contracts/content';
import type { ComponentType } from 'react';
import { lazyComponent } from '../ui/lazy-part.tsx';

/** A view's page: its content, and a card's related cards, streamed after the first paint (null: none). */
type ViewProps = { content: Content; related: Promise<CardRelated | null> };

/** A view of the content finder's page, loaded on its own: a page fetches the code of its view only. */
interface ContentView {
  /** The message namespace it translates with (its feature folder's). */
  namespace: 'catalogue' | 'content' | 'gift-cards';
  Component: ComponentType<ViewProps>;
}

function view(
  name: string,
  namespace: ContentView['namespace'],
  load: () => Promise<ComponentType<ViewProps>>,
): ContentView {
  return { namespace, Component: lazyComponent(`view-${name}`, load) };
}

const VIEWS = {
  tag: view('tag', 'catalogue', () => import('../features/catalogue/tag-view.tsx').then((m) => m.TagView)),
  artist: view('artist', 'catalogue', () =>
    import('../features/catalogue/artist-view.tsx').then((m) => m.ArtistView),
  ),
  category: view('category', 'catalogue', () =>
    import('../features/catalogue/category-view.tsx').then((m) => m.CategoryView),
  ),
  cardArt: view('cardArt', 'catalogue', () =>
    import('../features/catalogue/card-art-view.tsx').then((m) => m.CardArtView),
  ),
  cards: view('cards', 'catalogue', () =>
    import('../features/catalogue/cards-view.tsx').then((m) => m.CardsView),
  ),
  giftCard: view('giftCard', 'gift-cards', () =>
    import('../features/gift-cards/gift-card-view.tsx').then((m) => m.GiftCardView),
  ),
  giftCardListing: view('giftCardListing', 'gift-cards', () =>
    import('../features/gift-cards/gift-card-listing-view.tsx').then((m) => m.GiftCardListingView),
  ),
  giftCardsLanding: view('giftCardsLanding', 'gift-cards', () =>
    import('../features/gift-cards/landing-view.tsx').then((m) => m.GiftCardsLandingView),
  ),
  business: view('business', 'content', () =>
    import('../features/content/business-view.tsx').then((m) => m.BusinessView),
  ),
  artists: view('artists', 'content', () =>
    import('../features/content/artists-view.tsx').then((m) => m.ArtistsView),
  ),
  blog: view('blog', 'content', () => import('../features/content/blog-view.tsx').then((m) => m.BlogView)),
  article: view('article', 'content', () =>
    import('../features/content/article-view.tsx').then((m) => m.ArticleView),
  ),
  changelog: view('changelog', 'content', () =>
    import('../features/content/changelog-view.tsx').then((m) => m.ChangelogView),
  ),
  level2: view('level2', 'content', () =>
    import('../features/content/level2-view.tsx').then((m) => m.Level2View),
  ),
} satisfies Record<string, ContentView>;

const BUSINESS_TEMPLATES = [
  'business',
  'businessFeature',
  'businessLanding',
  'businessSignup',
  'businessVertical',
];

const BY_TYPE: Partial<Record<Content['contentType'], ContentView>> = {
  tag: VIEWS.tag,
  artist: VIEWS.artist,
  category: VIEWS.category,
  'card-art': VIEWS.cardArt,
  'gift-card': VIEWS.giftCard,
  'gift-card-region': VIEWS.giftCardListing,
  'gift-card-category': VIEWS.giftCardListing,
};

const BY_TEMPLATE: Record<string, ContentView> = {
  cards: VIEWS.cards,
  artists: VIEWS.artists,
  blog: VIEWS.blog,
  article: VIEWS.article,
  changelog: VIEWS.changelog,
  giftCards: VIEWS.giftCardsLanding,
};

/** The view that shows a piece of content: by its type, then by its page template. */
export function viewFor(content: Content): ContentView {
  const byType = BY_TYPE[content.contentType];
  if (byType) return byType;
  if (BUSINESS_TEMPLATES.includes(content.template)) return VIEWS.business;
  return BY_TEMPLATE[content.template] ?? VIEWS.level2;
}
