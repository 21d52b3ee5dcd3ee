// The recipient's pages carry the gift card's code in their address: no cache may keep them (the answer
// changes once redeemed, and a shared cache would hand the code on), and no request to another site may
// carry the address as its referrer. The policy is `same-origin` rather than `no-referrer`: under
// `no-referrer` browsers send `Origin: null` with a form's POST, which React Router refuses as a
// cross-site action, so the forms would fail before scripts load; `same-origin` sends other sites nothing
// and keeps the shop's own posts' origin.

const REFERRER_POLICY = 'same-origin';

/** Headers of a redemption page's responses, over those the parents set (the region cookie). */
export function redeemPageHeaders({
  parentHeaders,
  actionHeaders,
  loaderHeaders,
}: {
  parentHeaders: Headers;
  actionHeaders?: Headers;
  loaderHeaders?: Headers;
}): Headers {
  const merged = new Headers(parentHeaders);
  // A 429's wait, from whichever answered it.
  const retryAfter = actionHeaders?.get('retry-after') ?? loaderHeaders?.get('retry-after');
  if (retryAfter) merged.set('Retry-After', retryAfter);
  merged.set('Cache-Control', 'no-store');
  merged.set('Referrer-Policy', REFERRER_POLICY);
  return merged;
}

/**
 * The same policy in the page (`<meta name="referrer">`): it holds whatever header the host sends, and for
 * a document kept without its headers (a saved page).
 */
export const REFERRER_META = { name: 'referrer', content: REFERRER_POLICY } as const;
