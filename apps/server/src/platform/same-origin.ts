import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a form post to a page (a route action) was sent by one of this site's own pages (decision record
 * 19). Browsers mark every request with Sec-Fetch-Site, and every POST with Origin; a page on another site
 * can set neither. A post with neither header is refused: a browser too old to send them cannot be told
 * from a forged post, and other programs can send Origin.
 */
export function isSameOriginPost(headers: IncomingHttpHeaders, hosts: string | readonly string[]): boolean {
  const site = headers['sec-fetch-site'];
  // 'same-site' is a sibling subdomain, 'cross-site' anyone; 'none' (typed or bookmarked) never posts.
  if (typeof site === 'string') return site === 'same-origin';
  const origin = headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return false;
  try {
    const own = (typeof hosts === 'string' ? [hosts] : hosts).map((host) => host.toLowerCase());
    return own.includes(new URL(origin).host);
  } catch {
    return false;
  }
}
