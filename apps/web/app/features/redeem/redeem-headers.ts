// The recipient's pages carry the gift card's code in their address: no cache may keep them (the answer
// changes once redeemed, and a shared cache would hand the code on), and no link on them may send the
// address to another site as its referrer.

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
  merged.set('Referrer-Policy', 'no-referrer');
  return merged;
}

/** The same for a document that outlives its headers (a saved page): `<meta name="referrer">`. */
export const NO_REFERRER_META = { name: 'referrer', content: 'no-referrer' } as const;
