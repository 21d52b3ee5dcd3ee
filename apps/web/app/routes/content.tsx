import { RENDER_CACHE_HEADER } from '@cardshop/shared/constants';
import { type CardRelated, cardSearchQuerySchema } from '@cardshop/shared/contracts/catalogue';
import type { Content } from '@cardshop/shared/contracts/content';
import { redirect } from 'react-router';
import { servicesFrom } from '../context.ts';
import { sessionUser } from '../features/auth/guards.ts';
import { CustomArtworkTileContext } from '../features/catalogue/custom-artwork-tile.tsx';
import { contentMeta } from '../features/shell/content-meta.ts';
import { cachedRead } from '../lib/cached-read.ts';
import { KnownDaysContext, knownDays } from '../lib/content-dates.ts';
import { pageMessages } from '../lib/i18n/page-messages.ts';
import { requestedRegion } from '../lib/request-region.ts';
import type { TagLink } from '../lib/shell/shell-data.ts';
import type { Route } from './+types/content';
import { viewFor } from './content-views.tsx';

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
    services.content.find(path, { regionId, query, related: false }),
  );
}

/**
 * A card's related cards, below the fold: a promise the page streams after its first paint (crawlers and
 * the render cache wait for the whole page, so they have them). Null for other content, or if the read
 * fails: the card page stands without them.
 */
function relatedCards(
  services: ReturnType<typeof servicesFrom>,
  content: Content,
  regionId: number,
): Promise<CardRelated | null> {
  const cardId = content.contentType === 'card-art' ? content.card?.id : undefined;
  if (!cardId) return Promise.resolve(null);
  return cachedRead(services, `related:${regionId}:${cardId}`, () =>
    services.catalogue.related(cardId, regionId),
  ).catch(() => null);
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
  return pageMessages(locale, [viewFor(content).namespace]);
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
    related: relatedCards(services, content, region.id),
    childTags: await childTags(services, content),
    days: contentDays(content, region.timeZone),
    messages: contentMessages(region.locale, content),
    // Whether card listings start with the custom-artwork tile: by the shopper's organisation, and on an
    // artist's page only in organisation mode (decision 0035). Signed out, it depends on the URL alone.
    customTile: await services.customArtwork.tileShown(
      (await sessionUser(context))?.id ?? null,
      content.contentType === 'artist',
    ),
  });
  try {
    return await page(await findContent(services, path, region.id, query));
  } catch (error) {
    if (statusOf(error) !== 422) throw failure(error);
  }
  // Filters that name nothing (an unknown category) are dropped, not fatal.
  try {
    return await page(await findContent(services, path, region.id, {}));
  } catch (error) {
    throw failure(error);
  }
}

/**
 * What a failed content load answers: nothing at that path sends the visitor to the homepage; any other
 * failure is the shop's, and the error page says so with a 5xx and a way to try again.
 */
function failure(error: unknown): unknown {
  return statusOf(error) === 404 ? redirect('/') : error;
}

/** The HTTP status a service's error carries (404 for content that does not exist), if any. */
function statusOf(error: unknown): number | undefined {
  return error instanceof Error && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? contentMeta(loaderData.content) : [];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const View = viewFor(content).Component;
  // Keyed by URL (page suffix included): a new page starts with fresh state (filters, infinite loading).
  return (
    <KnownDaysContext.Provider value={loaderData.days}>
      <CustomArtworkTileContext.Provider value={loaderData.customTile}>
        <View key={content.canonical} content={content} related={loaderData.related} />
      </CustomArtworkTileContext.Provider>
    </KnownDaysContext.Provider>
  );
}
