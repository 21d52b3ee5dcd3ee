import type { TOptions } from 'i18next';

/**
 * What pages translate with: `t(key, options)` and the locale. On the server this is i18next
 * (entry.server.tsx registers it). In the browser the first render and hydration use the embedded
 * messages through `translateMessage` below, which gives i18next's exact output for what this shop's
 * messages use (flat keys, `{{name}}` placeholders, cardinal and ordinal plurals, context), so i18next's
 * 14 KB of script load after the first paint instead of before it; from then on i18next translates.
 * translator.test.ts checks every message of every locale against i18next itself.
 */
export interface Translator {
  language: string;
  t(key: string, options?: TOptions): string;
}

export type TranslatorFactory = (locale: string, messages: Record<string, string>) => Translator;

let factory: TranslatorFactory = (locale, messages) => createClientTranslator(locale, messages);

/** The server entry makes every page's translator an i18next instance. */
export function setTranslatorFactory(next: TranslatorFactory): void {
  factory = next;
}

/** The translator of a page: its locale and the messages its root loader embedded. */
export function createTranslator(locale: string, messages: Record<string, string>): Translator {
  return factory(locale, messages);
}

type Engine = (locale: string, messages: Record<string, string>) => Translator;
let engine: Promise<Engine> | null = null;

/** Loads i18next once the page has loaded and the browser is idle. */
function loadEngine(): Promise<Engine> {
  engine ??= new Promise<void>((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(() => resolve()) : setTimeout(resolve, 1);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  })
    .then(() => import('./i18n.ts'))
    .then(({ createI18n }) => (locale, messages) => {
      const instance = createI18n(locale, messages);
      return { language: locale, t: (key, options) => String(instance.t(key, options ?? {})) };
    });
  return engine;
}

/** A browser translator: the embedded messages at once, i18next once it has loaded. */
function createClientTranslator(locale: string, messages: Record<string, string>): Translator {
  let current: Translator['t'] = (key, options) =>
    translateMessage(locale, messages, key, options, (missing) => void reportMissing(locale, missing));
  void loadEngine().then((create) => {
    current = create(locale, messages).t;
  });
  return { language: locale, t: (key, options) => current(key, options) };
}

async function reportMissing(locale: string, key: string) {
  (await import('./i18n.ts')).reportMissingKey(locale, key);
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
