import { FALLBACK_LOCALE } from '@cardshop/shared/constants';
import { MESSAGES, messagesFor } from '@cardshop/shared/i18n/messages';

/**
 * Messages a page embeds for its first render: the namespaces it names, in the locale's wording over
 * the fallback. The root embeds the shell's; each route adds its own (loaders only: server side).
 */
export interface PageMessages {
  namespaces: string[];
  messages: Record<string, string>;
}

/** What the page shell (header, footer, dialogs, alerts) translates with on every page. */
// The cart's wording is here too: the mini cart and the 'updated' banner belong to the shell.
export const SHELL_NAMESPACES = ['global', 'shell', 'cart'];

export function pageMessages(locale: string, namespaces: string[]): PageMessages {
  const messages: Record<string, string> = {};
  for (const code of [...new Set([FALLBACK_LOCALE, locale])]) {
    for (const namespace of namespaces) Object.assign(messages, MESSAGES[code]?.[namespace]);
  }
  return { namespaces, messages };
}

/** Every message of a locale: what the server renders with. */
export function allMessages(locale: string): Record<string, string> {
  return messagesFor(locale, FALLBACK_LOCALE);
}
