import { useCallback, useSyncExternalStore } from 'react';

// Preferences kept per browser (localStorage): the adult-content filter, dismissed notifications and
// tooltips, the region tip. The server renders the defaults; the browser's values apply after hydration.

export interface LocalSettings {
  filterAdult: boolean;
  dismissedNotifications: string[];
  regionTipDismissed: boolean;
  /** Ids of the dismissible tooltips the visitor asked not to see again (ui/tooltip.tsx). */
  dismissedTooltips: string[];
  /** The visitor's answer to the cookie banner: all cookies, only the necessary ones, or not asked yet. */
  cookieConsent: 'all' | 'necessary' | null;
}

const KEY = 'cardshop.settings';
const DEFAULTS: LocalSettings = {
  filterAdult: true,
  dismissedNotifications: [],
  regionTipDismissed: false,
  dismissedTooltips: [],
  cookieConsent: null,
};
const listeners = new Set<() => void>();
let cache: LocalSettings | null = null;

function read(): LocalSettings {
  if (cache) return cache;
  try {
    cache = {
      ...DEFAULTS,
      ...(JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as Partial<LocalSettings>),
    };
  } catch {
    cache = DEFAULTS;
  }
  return cache;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    cache = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Writes some settings and tells every component that reads them. */
export function updateLocalSettings(change: Partial<LocalSettings>): void {
  cache = { ...read(), ...change };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(cache));
  } catch {
    // Private mode or a full quota: the setting lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/** One local setting and its setter. */
export function useLocalSetting<K extends keyof LocalSettings>(
  key: K,
): [LocalSettings[K], (value: LocalSettings[K]) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read()[key],
    () => DEFAULTS[key],
  );
  const set = useCallback(
    (next: LocalSettings[K]) => updateLocalSettings({ [key]: next } as Partial<LocalSettings>),
    [key],
  );
  return [value, set];
}
