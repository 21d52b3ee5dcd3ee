/** The cookie that remembers a chosen region for a year, read by the server on every request. */
export function regionCookie(regionId: number | string): string {
  return `region=${encodeURIComponent(String(regionId))}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Delay before the first-visit region tip shows (spec §9: region tooltip 500 ms). */
export const REGION_TIP_DELAY_MS = 500;

/**
 * Where to go after choosing a region: null to reload the page as it is, or the same URL without its
 * `?region=` (which would otherwise win over the new cookie).
 */
export function urlAfterRegionChoice(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('region')) return null;
  url.searchParams.delete('region');
  return url.toString();
}
