import { FALLBACK_LOCALE } from '@cardshop/shared/constants';
import { RetriesExhaustedError, retry, TRANSLATION_RETRY } from '@cardshop/shared/rules/retry';
import type { TOptions } from 'i18next';
import type { PageMessages } from './page-messages.ts';

/**
 * What pages translate with: `t(key, options)` and the locale.
 *
 * On the server every page renders with i18next over all messages (entry.server.tsx registers it). A page
 * embeds only the namespaces its first render uses (the shell's from the root loader, the route's from
 * its own), and lazily loaded parts or dialogs that need more load them with their code (`ensureNamespaces`).
 *
 * In the browser every render translates the embedded and loaded messages with `translateMessage` below,
 * which gives i18next's exact output for what this shop's messages use (flat keys, `{{name}}`
 * placeholders, cardinal and ordinal plurals, context): i18next's script never reaches the browser, and a
 * lookup is a few property reads instead of i18next's resolver. translator.test.ts checks every message of
 * every locale against i18next itself.
 */
export interface Translator {
  language: string;
  t(key: string, options?: TOptions): string;
}

export type TranslatorFactory = (locale: string, sets: PageMessages[]) => Translator;

let factory: TranslatorFactory = (locale, sets) => clientTranslator(locale, sets);

/** The server entry makes every page's translator an i18next instance. */
export function setTranslatorFactory(next: TranslatorFactory): void {
  factory = next;
}

/** The translator of a page: its locale and the message sets its loaders embedded. */
export function createTranslator(locale: string, sets: PageMessages[]): Translator {
  return factory(locale, sets);
}

/** The browser's messages of one locale: every namespace embedded or loaded so far. */
interface LocaleStore {
  locale: string;
  messages: Record<string, string>;
  namespaces: Set<string>;
  loading: Map<string, Promise<void>>;
}

const stores = new Map<string, LocaleStore>();
let currentLocale: string | null = null;

function storeOf(locale: string): LocaleStore {
  let store = stores.get(locale);
  if (!store) {
    const created: LocaleStore = {
      locale,
      messages: {},
      namespaces: new Set(),
      loading: new Map(),
    };
    stores.set(locale, created);
    store = created;
  }
  return store;
}

function addMessages(store: LocaleStore, namespaces: string[], messages: Record<string, string>) {
  const fresh = namespaces.filter((namespace) => !store.namespaces.has(namespace));
  if (fresh.length === 0) return;
  for (const namespace of fresh) store.namespaces.add(namespace);
  Object.assign(store.messages, messages);
}

/** A browser translator over the messages embedded in the page and loaded since. */
function clientTranslator(locale: string, sets: PageMessages[]): Translator {
  const store = storeOf(locale);
  currentLocale = locale;
  for (const set of sets) addMessages(store, set.namespaces, set.messages);
  return {
    language: locale,
    t: (key, options) =>
      translateMessage(
        locale,
        store.messages,
        key,
        options,
        (missing) => void reportMissing(locale, missing),
      ),
  };
}

/** A key the messages lack goes to the server (its reporter's code loads only when one is missing). */
async function reportMissing(locale: string, key: string) {
  (await import('./missing-keys.ts')).reportMissingKey(locale, key);
}

/** The message shown when translations could not be fetched (instead of the keys themselves). */
export const TRANSLATION_LOAD_FAILED = 'global.errors.translation-load-failed';

/** Whether a failure is the translations fetch giving up after its 20 tries. */
export function isTranslationLoadFailure(error: unknown): boolean {
  return error instanceof RetriesExhaustedError && error.message === TRANSLATION_RETRY.exhaustedMessage;
}

const failureListeners = new Set<() => void>();
let failureHeard = false;

/** Hears when `ensureNamespaces` gave up on a fetch (the page shell shows an alert); returns the stop. */
export function onTranslationLoadFailed(listener: () => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** The messages of some namespaces: 20 tries, 1 s apart, then 'Maximum attempts exceeded …'. */
function fetchMessages(query: URLSearchParams): Promise<Record<string, Record<string, string>>> {
  return retry(async () => {
    const response = await fetch(`/api/config/translations?${query}`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`translations answered ${response.status}`);
    const { data } = (await response.json()) as { data: Record<string, Record<string, string>> };
    return data;
  }, TRANSLATION_RETRY);
}

/**
 * Browser: makes sure the page's locale has these namespaces before something that uses them renders
 * (a dialog opening); loads the missing ones from the translations API. Rejects when every try failed
 * (isTranslationLoadFailure), so the caller can say so instead of showing keys.
 */
export function loadNamespaces(namespaces: string[]): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  // Before the first render (the code of a lazy part loads before hydration) the page's locale is the
  // one its server render wrote on <html>.
  const locale = currentLocale ?? (document.documentElement.lang || null);
  if (!locale) return Promise.resolve();
  const store = storeOf(locale);
  const missing = namespaces.filter((namespace) => !store.namespaces.has(namespace));
  if (missing.length === 0) return Promise.resolve();
  const id = missing.join(',');
  let loading = store.loading.get(id);
  if (!loading) {
    const query = new URLSearchParams({ which: id, locale: store.locale });
    loading = fetchMessages(query)
      .then((data) => {
        addMessages(store, missing, { ...data[FALLBACK_LOCALE], ...data[store.locale] });
      })
      .finally(() => store.loading.delete(id));
    store.loading.set(id, loading);
  }
  return loading;
}

/**
 * As `loadNamespaces`, for parts of a page that render anyway (a lazily loaded section): when the
 * messages cannot be had, the listeners hear of it (the page shows global.errors.translation-load-failed)
 * and the part renders without them.
 */
export function ensureNamespaces(namespaces: string[]): Promise<void> {
  return loadNamespaces(namespaces).catch(() => {
    // Once a page: several parts failing together are one outage.
    if (failureHeard) return;
    failureHeard = true;
    for (const listener of failureListeners) listener();
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralRule(locale: string, ordinal: boolean): Intl.PluralRules {
  const id = `${locale}|${ordinal}`;
  let rule = pluralRules.get(id);
  if (!rule) {
    rule = new Intl.PluralRules(locale.replace('_', '-'), { type: ordinal ? 'ordinal' : 'cardinal' });
    pluralRules.set(id, rule);
  }
  return rule;
}
/** i18next's candidate keys for a lookup, last tried first (Translator.resolve, v27). */
function candidateKeys(locale: string, key: string, options: TOptions): string[] {
  const count = options.count as unknown;
  const plural = count !== undefined && typeof count !== 'string';
  const ordinal = Boolean(options.ordinal);
  const zero = plural && !ordinal && count === 0;
  const context = options.context as unknown;
  const withContext = (typeof context === 'string' || typeof context === 'number') && context !== '';
  const suffix = plural
    ? `_${ordinal ? 'ordinal_' : ''}${pluralRule(locale, ordinal).select(count as number)}`
    : '';
  const keys = [key];
  const addPlurals = (base: string) => {
    if (!plural) return;
    if (ordinal && suffix.startsWith('_ordinal_')) keys.push(base + suffix.replace('_ordinal_', '_'));
    keys.push(base + suffix);
    if (zero) keys.push(`${base}_zero`);
  };
  addPlurals(key);
  if (withContext) {
    const contextKey = `${key}_${context}`;
    keys.push(contextKey);
    addPlurals(contextKey);
  }
  if (plural) {
    const other = `${ordinal ? '_ordinal_' : '_'}other`;
    if (suffix !== other) {
      if (withContext) keys.unshift(`${key}_${context}${other}`);
      keys.unshift(key + other);
    }
  }
  return keys;
}

/**
 * i18next's `t` over flat messages with its settings here (no key or namespace separators, no escaping,
 * variables left in place when not given): the message or the key itself, placeholders filled.
 */
export function translateMessage(
  locale: string,
  messages: Record<string, string>,
  key: string,
  options: TOptions = {},
  onMissing?: (key: string) => void,
): string {
  const keys = candidateKeys(locale, key, options);
  let found: string | undefined;
  for (let index = keys.length - 1; index >= 0 && found === undefined; index--) {
    const candidate = keys[index] as string;
    const value = Object.hasOwn(messages, candidate) ? messages[candidate] : undefined;
    if (value !== undefined && value !== null) found = value;
  }
  if (found === undefined) {
    onMissing?.(key);
    return key;
  }
  if (!found.includes('{{')) return found;
  const data = options as Record<string, unknown>;
  return found.replace(/{{(.+?)}}/g, (match, name: string) => {
    const variable = (name.startsWith('-') ? name.slice(1) : name).trim();
    const value = data[variable];
    if (value === undefined) return Object.hasOwn(data, variable) ? '' : match;
    return value === null ? '' : String(value);
  });
}
