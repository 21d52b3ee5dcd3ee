import type { JourneyEventInput } from '@cardshop/shared/contracts/analytics';
import { csrfToken } from '../api.ts';

// The journey-event client: `track()` queues an event and the queue goes to `POST /j` in batches, at most
// every 3 s (trailing), by `navigator.sendBeacon` (falling back to `fetch` with keepalive), so recording a
// step never delays the page. Only the contract's types are imported: its zod schemas stay off the page.

/** Where the batches go. */
export const JOURNEY_URL = '/j';
/** Shortest time between two batches. */
export const JOURNEY_INTERVAL_MS = 3000;
/** Most events in one batch (the contract's JOURNEY_BATCH_MAX). */
export const JOURNEY_BATCH_SIZE = 50;
/** Most events held while waiting; the oldest go first when a page records more. */
export const JOURNEY_QUEUE_MAX = 200;

const LABEL_MAX = 200;
const URI_MAX = 2000;

/** One step of a visit, as a component records it. */
export interface TrackedEvent {
  category: string;
  event: string;
  label?: string;
  data?: Record<string, string | number | boolean | null | Array<string | number | boolean | null>>;
}

/** The event as sent: with the page it happened on and its time in epoch seconds, strings clamped. */
export function toJourneyEvent(event: TrackedEvent, uri: string, nowMs: number): JourneyEventInput {
  return {
    category: event.category,
    event: event.event,
    ...(event.label === undefined ? {} : { label: event.label.slice(0, LABEL_MAX) }),
    ...(event.data === undefined ? {} : { data: event.data }),
    uri: (uri || '/').slice(0, URI_MAX),
    time: Math.floor(nowMs / 1000),
  };
}

export interface BatcherOptions {
  /** Sends one batch (at most `batchSize` events). */
  send(batch: JourneyEventInput[]): void;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  intervalMs?: number;
  batchSize?: number;
  queueMax?: number;
}

/**
 * Holds events and sends them in batches: the first event of a quiet spell starts the interval, and
 * everything queued by its end goes in one batch; more than a batch waits for the next interval.
 * `flushAll()` sends everything at once, for when the page is being left.
 */
export function createJourneyBatcher(options: BatcherOptions) {
  const intervalMs = options.intervalMs ?? JOURNEY_INTERVAL_MS;
  const batchSize = options.batchSize ?? JOURNEY_BATCH_SIZE;
  const queueMax = options.queueMax ?? JOURNEY_QUEUE_MAX;
  let queue: JourneyEventInput[] = [];
  let timer: unknown = null;

  const schedule = () => {
    if (timer === null && queue.length > 0) timer = options.setTimer(tick, intervalMs);
  };
  function tick() {
    timer = null;
    const batch = queue.slice(0, batchSize);
    queue = queue.slice(batchSize);
    if (batch.length > 0) options.send(batch);
    schedule();
  }

  return {
    push(event: JourneyEventInput): void {
      queue.push(event);
      if (queue.length > queueMax) queue = queue.slice(queue.length - queueMax);
      schedule();
    },
    flushAll(): void {
      if (timer !== null) options.clearTimer(timer);
      timer = null;
      while (queue.length > 0) {
        const batch = queue.slice(0, batchSize);
        queue = queue.slice(batchSize);
        options.send(batch);
      }
    },
    /** Events waiting to be sent. */
    pending(): number {
      return queue.length;
    },
  };
}

export interface Transport {
  /** `navigator.sendBeacon`: false (or a throw) when the browser would not queue it. */
  beacon?: (url: string, body: string) => boolean;
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

/** Sends a body by beacon when the browser takes it, else by a keepalive fetch; never throws. */
export function deliver(url: string, body: string, transport: Transport): 'beacon' | 'fetch' | 'none' {
  try {
    if (transport.beacon?.(url, body)) return 'beacon';
  } catch {
    // Some browsers refuse a beacon (size, content type): the fetch below takes over.
  }
  if (!transport.fetch) return 'none';
  try {
    void transport
      .fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        keepalive: true,
        credentials: 'same-origin',
      })
      .catch(() => undefined);
    return 'fetch';
  } catch {
    return 'none';
  }
}

let batcher: ReturnType<typeof createJourneyBatcher> | null = null;

function browserBatcher() {
  if (batcher) return batcher;
  // No beacon: it cannot carry the CSRF header every POST needs. A keepalive fetch outlives the page too.
  const transport: Transport = {
    fetch:
      typeof fetch === 'function'
        ? async (url, init) =>
            fetch(url, { ...init, headers: { ...init.headers, 'x-csrf-token': await csrfToken() } })
        : undefined,
  };
  const created = createJourneyBatcher({
    send: (ev) => deliver(JOURNEY_URL, JSON.stringify({ ev }), transport),
    setTimer: (callback, ms) => window.setTimeout(callback, ms),
    clearTimer: (handle) => window.clearTimeout(handle as number),
  });
  // Leaving or hiding the page: send what is queued now, the beacon outlives the page.
  window.addEventListener('pagehide', () => created.flushAll());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') created.flushAll();
  });
  batcher = created;
  return created;
}

/** Records a step of the visit (`{ category: 'product', event: 'view', label: cardId }`); browser only. */
export function track(event: TrackedEvent): void {
  if (typeof window === 'undefined') return;
  browserBatcher().push(
    toJourneyEvent(event, `${window.location.pathname}${window.location.search}`, Date.now()),
  );
}
