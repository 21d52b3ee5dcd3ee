import { JOURNEY_BATCH_MAX, JourneyBatchSchema } from '@cardshop/shared/contracts/analytics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createJourneyBatcher,
  deliver,
  JOURNEY_BATCH_SIZE,
  JOURNEY_INTERVAL_MS,
  toJourneyEvent,
} from './journey.ts';

const NOW = Date.UTC(2026, 4, 1, 10, 0, 0);
const event = (label: string) => toJourneyEvent({ category: 'product', event: 'view', label }, '/cards', NOW);

describe('toJourneyEvent', () => {
  it('adds the page and the time in whole epoch seconds', () => {
    expect(toJourneyEvent({ category: 'product', event: 'view', label: 'abc' }, '/a?b=1', NOW + 999)).toEqual(
      {
        category: 'product',
        event: 'view',
        label: 'abc',
        uri: '/a?b=1',
        time: NOW / 1000,
      },
    );
  });

  it('clamps long labels and addresses so one event cannot spoil its batch', () => {
    const long = toJourneyEvent(
      { category: 'a', event: 'b', label: 'x'.repeat(500) },
      `/${'y'.repeat(3000)}`,
      NOW,
    );
    expect(long.label).toHaveLength(200);
    expect(long.uri).toHaveLength(2000);
    const batch = JourneyBatchSchema.safeParse({ ev: [long] });
    expect(batch.success).toBe(true);
  });

  it('keeps data and leaves out a missing label', () => {
    const sent = toJourneyEvent(
      { category: 'listing', event: 'filter', data: { sizes: ['folded'] } },
      '',
      NOW,
    );
    expect(sent).not.toHaveProperty('label');
    expect(sent).toMatchObject({ data: { sizes: ['folded'] }, uri: '/' });
  });
});

describe('createJourneyBatcher', () => {
  let sent: string[][];
  let batcher: ReturnType<typeof createJourneyBatcher>;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    batcher = createJourneyBatcher({
      send: (batch) => sent.push(batch.map((item) => item.label ?? '')),
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    });
  });
  afterEach(() => vi.useRealTimers());

  it('batch size matches what the server accepts', () => {
    expect(JOURNEY_BATCH_SIZE).toBe(JOURNEY_BATCH_MAX);
  });

  it('sends nothing at once: events made within 3 s go together at the end of the interval', () => {
    batcher.push(event('a'));
    vi.advanceTimersByTime(1000);
    batcher.push(event('b'));
    vi.advanceTimersByTime(1999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([['a', 'b']]);
    expect(batcher.pending()).toBe(0);
  });

  it('never sends two batches less than 3 s apart', () => {
    batcher.push(event('a'));
    vi.advanceTimersByTime(JOURNEY_INTERVAL_MS);
    batcher.push(event('b'));
    vi.advanceTimersByTime(JOURNEY_INTERVAL_MS - 1);
    expect(sent).toEqual([['a']]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([['a'], ['b']]);
  });

  it('stays quiet when there is nothing to send', () => {
    vi.advanceTimersByTime(60_000);
    expect(sent).toEqual([]);
  });

  it('splits a long queue into batches of 50, one per interval', () => {
    for (let index = 0; index < 120; index++) batcher.push(event(String(index)));
    vi.advanceTimersByTime(JOURNEY_INTERVAL_MS);
    expect(sent.map((batch) => batch.length)).toEqual([50]);
    vi.advanceTimersByTime(JOURNEY_INTERVAL_MS);
    vi.advanceTimersByTime(JOURNEY_INTERVAL_MS);
    expect(sent.map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(sent.flat()[0]).toBe('0');
    expect(sent.flat().at(-1)).toBe('119');
  });

  it('sends everything at once when the page is left, and does not send it twice', () => {
    for (let index = 0; index < 70; index++) batcher.push(event(String(index)));
    batcher.flushAll();
    expect(sent.map((batch) => batch.length)).toEqual([50, 20]);
    vi.advanceTimersByTime(JOURNEY_INTERVAL_MS * 3);
    expect(sent).toHaveLength(2);
  });

  it('keeps the newest events when a page records far too many', () => {
    for (let index = 0; index < 250; index++) batcher.push(event(String(index)));
    expect(batcher.pending()).toBe(200);
    batcher.flushAll();
    expect(sent.flat()[0]).toBe('50');
  });
});

describe('deliver', () => {
  it('uses the beacon when the browser queues it', () => {
    const fetch = vi.fn(() => Promise.resolve());
    expect(deliver('/j', '{}', { beacon: () => true, fetch })).toBe('beacon');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused, throws or is missing', () => {
    for (const beacon of [
      () => false,
      () => {
        throw new Error('refused');
      },
      undefined,
    ]) {
      const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve());
      expect(deliver('/j', '{"ev":[]}', { beacon, fetch })).toBe('fetch');
      expect(fetch).toHaveBeenCalledWith(
        '/j',
        expect.objectContaining({ method: 'POST', keepalive: true, body: '{"ev":[]}' }),
      );
    }
  });

  it('never throws, even when the request fails', async () => {
    const failing = () => Promise.reject(new Error('offline'));
    expect(deliver('/j', '{}', { fetch: failing })).toBe('fetch');
    expect(deliver('/j', '{}', {})).toBe('none');
    await Promise.resolve();
  });
});
