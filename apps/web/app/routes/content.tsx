import { RENDER_CACHE_HEADER } from '@cardshop/shared/constants';
import { cardSearchQuerySchema } from '@cardshop/shared/contracts/catalogue';
import type { Content } from '@cardshop/shared/contracts/content';
import { redirect } from 'react-router';
import { servicesFrom } from '../context.ts';
import { ArtistView } from '../features/catalogue/artist-view.tsx';
import { CardArtView } from '../features/catalogue/card-art-view.tsx';
import { CardsView } from '../features/catalogue/cards-view.tsx';
import { CategoryView } from '../features/catalogue/category-view.tsx';
import { TagView } from '../features/catalogue/tag-view.tsx';
import { ArticleView } from '../features/content/article-view.tsx';
import { ArtistsView } from '../features/content/artists-view.tsx';
import { BlogView } from '../features/content/blog-view.tsx';
import { BusinessView } from '../features/content/business-view.tsx';
import { ChangelogView } from '../features/content/changelog-view.tsx';
import { KnownDaysContext, knownDays } from '../features/content/content-dates.ts';
import { Level2View } from '../features/content/level2-view.tsx';
import { GiftCardListingView } from '../features/gift-cards/gift-card-listing-view.tsx';
import { GiftCardView } from '../features/gift-cards/gift-card-view.tsx';
import { GiftCardsLandingView } from '../features/gift-cards/landing-view.tsx';
import { pageMessages } from '../features/i18n/page-messages.ts';
import { contentMeta } from '../features/shell/content-meta.ts';
import type { TagLink } from '../features/shell/shell-data.ts';
import { cachedRead } from '../lib/cached-read.ts';
import { requestedRegion } from '../lib/request-region.ts';
import type { Route } from './+types/content';

const PageQuerySchema = cardSearchQuerySchema();
const NOT_LISTING_PARAMS = [
  'region',
  'via',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
];

/**
 * The listing parameters of a page URL, leniently: repeated keys (a no-JS form's checkboxes) become lists,
 * empty values are dropped, and anything malformed is ignored rather than refused, as a page should.
 */
function listingQuery(url: URL) {
  const params: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) {
    if (NOT_LISTING_PARAMS.includes(key) || value.trim() === '') continue;
    params[key] = [...(params[key] ?? []), value];
  }
  const single = Object.fromEntries(
    Object.entries(params).map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
  );
  const parsed = PageQuerySchema.safeParse(single);
  return parsed.success ? parsed.data : {};
}

/** A tag page's links to narrower tags (the page shell no longer embeds the whole tag tree). */
async function childTags(services: ReturnType<typeof servicesFrom>, content: Content): Promise<TagLink[]> {
  const tagId = content.contentType === 'tag' ? content.tag?.id : undefined;
  if (!tagId) return [];
  const { tags } = await services.catalogue.taxonomy();
  return tags.filter((tag) => tag.parentId === tagId).map(({ id, path, name }) => ({ id, path, name }));
}

/** The content at a path, from the response cache when it has been read since the last catalogue write. */
function findContent(
  services: ReturnType<typeof servicesFrom>,
  path: string,
  regionId: number,
  query: ReturnType<typeof listingQuery>,
): Promise<Content> {
  return cachedRead(services, `content:${regionId}:${path}:${JSON.stringify(query)}`, () =>
    services.content.find(path, { regionId, query }),
  );
}

/** The calendar days of the page's dates (an article's, its listing's), for the browser (content-dates.ts). */
function contentDays(content: Content, timeZone: string) {
  return knownDays(
    [content.publishedAt, ...(content.children ?? []).map((child) => child.publishedAt)],
    timeZone,
  );
}

/**
 * The messages a content page's view translates with: each view is of one area (catalogue, content or gift
 * cards) and the page embeds that area's namespace alone. What opens later (the purchase-options dialog on
 * any page) loads its own (`ensureNamespaces`).
 */
function contentMessages(locale: string, content: Content) {
  return pageMessages(locale, [VIEW_NAMESPACES.get(viewFor(content)) ?? 'content']);
}

// The content finder: any path not claimed by another route is loaded by path and shown by its type.
// The page depends only on its URL and the region, so the host may share the rendered HTML among
// signed-out visitors (platform/web.ts). The root's headers (a region cookie) still pass through.
export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  merged.set(RENDER_CACHE_HEADER, 'public');
  return merged;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = servicesFrom(context);
  const region = await services.config.region(requestedRegion(request));
  const path = `/${params['*'] ?? ''}`;
  const query = listingQuery(new URL(request.url));
  // The page's data: its content and what its view needs besides.
  const page = async (content: Content) => ({
    content,
    childTags: await childTags(services, content),
    days: contentDays(content, region.timeZone),
    messages: contentMessages(region.locale, content),
  });
  try {
    return await page(await findContent(services, path, region.id, query));
  } catch (error) {
    // Filters that name nothing (an unknown category) are dropped, not fatal.
    if (error instanceof Error && 'status' in error && error.status === 422) {
      try {
        return await page(await findContent(services, path, region.id, {}));
      } catch {
        // Falls through to the homepage below.
      }
    }
    // Content that cannot be loaded (nothing at that path) sends the visitor to the homepage.
    throw redirect('/');
  }
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? contentMeta(loaderData.content) : [];
}

const BUSINESS_TEMPLATES = [
  'business',
  'businessFeature',
  'businessLanding',
  'businessSignup',
  'businessVertical',
];

type View = (props: { content: Content }) => React.ReactNode;

/** The message namespace of each view (its feature folder's). */
const VIEW_NAMESPACES = new Map<View, string>([
  ...[TagView, ArtistView, CategoryView, CardArtView, CardsView].map((view) => [view, 'catalogue'] as const),
  ...[GiftCardView, GiftCardListingView, GiftCardsLandingView].map((view) => [view, 'gift-cards'] as const),
  ...[BusinessView, ArtistsView, BlogView, ArticleView, ChangelogView, Level2View].map(
    (view) => [view, 'content'] as const,
  ),
]);

function viewFor(content: Content): View {
  switch (content.contentType) {
    case 'tag':
      return TagView;
    case 'artist':
      return ArtistView;
    case 'category':
      return CategoryView;
    case 'card-art':
      return CardArtView;
    case 'gift-card':
      return GiftCardView;
    case 'gift-card-region':
    case 'gift-card-category':
      return GiftCardListingView;
    default:
      break;
  }
  if (BUSINESS_TEMPLATES.includes(content.template)) return BusinessView;
  switch (content.template) {
    case 'cards':
      return CardsView;
    case 'artists':
      return ArtistsView;
    case 'blog':
      return BlogView;
    case 'article':
      return ArticleView;
    case 'changelog':
      return ChangelogView;
    case 'giftCards':
      return GiftCardsLandingView;
    default:
      return Level2View;
  }
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const View = viewFor(content);
  // Keyed by URL (page suffix included): a new page starts with fresh state (filters, infinite loading).
  return (
    <KnownDaysContext.Provider value={loaderData.days}>
      <View key={content.canonical} content={content} />
    </KnownDaysContext.Provider>
  );
}
