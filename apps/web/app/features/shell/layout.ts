import type { Bootstrap, NavItem } from '@cardshop/shared/contracts/config';

/** Splits links into columns of at most `size` (mega-menu groups, long footer groups). */
export function columnsOf<T>(links: readonly T[], size: number): T[][] {
  if (size < 1) return [links.slice()];
  const columns: T[][] = [];
  for (let index = 0; index < links.length; index += size) columns.push(links.slice(index, index + size));
  return columns;
}

/** The footer address: the region's display address, or the brand's default address when it has none. */
export function footerAddress(
  region: Pick<Bootstrap['region'], 'displayAddress'>,
  brand: Pick<Bootstrap['brand'], 'defaultAddress'>,
): string[] {
  return region.displayAddress && region.displayAddress.length > 0
    ? region.displayAddress
    : brand.defaultAddress;
}

export type NavigationMode = 'primary' | 'business';

/** The navigation mode a page asks for: a route whose content says `nav: 'business'` switches to business. */
export function navigationModeOf(routeData: readonly unknown[]): NavigationMode {
  for (const data of routeData) {
    const content = (data as { content?: { nav?: unknown } } | null | undefined)?.content;
    if (content?.nav === 'business') return 'business';
  }
  return 'primary';
}

/** The primary navigation items for a mode; business falls back to primary when it has no items. */
export function primaryItems(
  navigation: Pick<Bootstrap['navigation'], 'primary' | 'business'>,
  mode: NavigationMode,
): NavItem[] {
  return mode === 'business' && navigation.business.length > 0 ? navigation.business : navigation.primary;
}

/** Splits links into as few columns of at most `max` as needed, balanced (8 links: 4 and 4, not 7 and 1). */
export function balancedColumnsOf<T>(links: readonly T[], max: number): T[][] {
  if (links.length <= max || max < 1) return links.length === 0 ? [] : [links.slice()];
  const count = Math.ceil(links.length / max);
  return columnsOf(links, Math.ceil(links.length / count));
}

/** The artist whose site a page belongs to: their logo and name replace the shop's in the header. */
export interface ArtistBrand {
  id: string;
  brandName: string;
  fullPath: string;
  cardLogo: string;
}

function asArtistBrand(value: unknown): ArtistBrand | null {
  const artist = value as Partial<ArtistBrand> | null | undefined;
  if (!artist || typeof artist !== 'object') return null;
  const { id, brandName, fullPath, cardLogo } = artist;
  if (typeof id !== 'string' || typeof brandName !== 'string' || typeof fullPath !== 'string') return null;
  if (typeof cardLogo !== 'string' || id === '' || fullPath === '') return null;
  return { id, brandName, fullPath, cardLogo };
}

/**
 * The artist of the page in artist mode (storefront.md §1, §2): an artist's own page, or the page of one
 * of their cards; null for every other page (and for custom artwork, which is nobody's).
 */
export function artistBrandOf(routeData: readonly unknown[]): ArtistBrand | null {
  for (const data of routeData) {
    const content = (
      data as { content?: { contentType?: unknown; artist?: unknown; card?: { artist?: unknown } } }
    )?.content;
    if (content?.contentType === 'artist') return asArtistBrand(content.artist);
    if (content?.contentType === 'card-art') return asArtistBrand(content.card?.artist);
  }
  return null;
}

/** The artist's secondary navigation: about them, their cards, and every artist. */
export function artistSecondaryNav(
  artist: ArtistBrand,
  t: (key: string, values?: Record<string, unknown>) => string,
): NavItem[] {
  return [
    { id: 'artist-about', label: t('shell.artist.about', { name: artist.brandName }), url: artist.fullPath },
    {
      id: 'artist-cards',
      label: t('shell.artist.cards', { name: artist.brandName }),
      url: `${artist.fullPath}#artist-cards`,
    },
    { id: 'artist-all', label: t('shell.artist.all'), url: '/artists' },
  ];
}
