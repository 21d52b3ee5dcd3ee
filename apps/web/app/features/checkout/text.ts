import type { Translate } from '../../lib/i18n/use-t.tsx';

/** The heading style of a section of the checkout pages. */
export const SECTION_TITLE = 'mb-4 font-display text-2xl text-ink';

// 'checkout.payment.declined', 'global.error.internal-server-error': lower-case words joined by dots.
const KEY_SHAPE = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/**
 * A message from the server or the gateway as the buyer reads it: a translation key is translated, a
 * sentence the gateway wrote ('Your card was declined.') is shown as it is, rather than reported as a
 * missing key.
 */
export function messageText(t: Translate, message: string): string {
  return KEY_SHAPE.test(message) ? t(message) : message;
}
