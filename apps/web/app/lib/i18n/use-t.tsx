import type { TOptions } from 'i18next';
import { createContext, useContext } from 'react';
import type { Translator } from './translator.ts';

// A small provider instead of react-i18next: the page needs only `t` of one translator, and every
// kilobyte of script counts against the homepage budget (docs/performance.md).
const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: React.ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export type Translate = (key: string, options?: TOptions) => string;

/** The translate function of the page's locale: `t('catalogue.listing.load-more')`, `t(key, { count })`. */
export function useT(): Translate {
  const instance = useContext(I18nContext);
  if (!instance) return (key) => key;
  return (key, options) => instance.t(key, options);
}

/** The page's locale, e.g. 'en-AU'. */
export function useLocale(): string {
  return useContext(I18nContext)?.language ?? 'en-AU';
}
