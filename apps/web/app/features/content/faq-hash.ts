import { faqSlug } from '@cardshop/shared/rules/faq-slug';

/**
 * The FAQ question a URL hash points at: the hash is slugified like the titles, so '#How-do-I-order'
 * and '#how%20do%20i%20order' find 'how-do-i-order'. Gives null when no question matches.
 */
export function matchFaqHash(hash: string, slugs: readonly string[]): string | null {
  let raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // A malformed escape is matched as written.
  }
  const wanted = faqSlug(raw);
  if (wanted === '') return null;
  return slugs.includes(wanted) ? wanted : null;
}
