import { FALLBACK_LOCALE } from '@cardshop/shared/constants';
import { createInstance, type i18n } from 'i18next';
import { reportMissingKey } from './missing-keys.ts';

/**
 * An i18next instance for one locale, initialised synchronously from messages the page already has
 * (the root loader embeds them), so the server and the first client render agree. Keys are flat
 * ('catalogue.listing.load-more'), so key and namespace separators are off.
 */
export function createI18n(locale: string, messages: Record<string, string>): i18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    resources: { [locale]: { translation: messages } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => reportMissingKey(locale, key),
    returnNull: false,
  });
  return instance;
}
