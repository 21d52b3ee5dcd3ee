import { FALLBACK_LOCALE, I18N_REPORT_DEBOUNCE_MS } from '@cardshop/shared/constants';
import { csrfToken } from '../api.ts';

// Keys a page asked for that the fallback locale lacks: reported to the server in batches, once each.

interface MissingReport {
  type: 'missing';
  locale: string;
  key: string;
  uri: string;
  time: number;
}

let pending: MissingReport[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
const reported = new Set<string>();

/** Queues a missing key for `POST /report/i18n`: sent in one batch 3 s after the last one, when idle. */
export function reportMissingKey(locale: string, key: string): void {
  // Other locales fall back to en-AU by design; only a gap in the fallback itself is a defect.
  if (typeof window === 'undefined' || locale !== FALLBACK_LOCALE || reported.has(key)) return;
  reported.add(key);
  pending.push({
    type: 'missing',
    locale,
    key,
    uri: window.location.pathname,
    time: Math.floor(Date.now() / 1000),
  });
  clearTimeout(timer);
  timer = setTimeout(() => {
    const reports = pending;
    pending = [];
    const send = async () =>
      fetch('/report/i18n', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': await csrfToken() },
        body: JSON.stringify({ reports }),
        keepalive: true,
      }).catch(() => undefined);
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void send());
    else void send();
  }, I18N_REPORT_DEBOUNCE_MS);
}
