import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_RETRY,
  fontRetry,
  LOAD_RETRY,
  RetriesExhaustedError,
  retry,
  retryUntil,
  TRANSLATION_RETRY,
  TRANSLATIONS_EXHAUSTED,
} from './retry.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** An attempt that fails `failures` times, then answers 'ok'; `calls` counts the tries. */
function failing(failures: number, error: unknown = new Error('offline')) {
  const state = { calls: 0 };
  const attempt = async () => {
    state.calls += 1;
    if (state.calls <= failures) throw error;
    return 'ok';
  };
  return { state, attempt };
}

describe('retry', () => {
  it('retries a cacheable read 3 times, 3 s apart, and answers the first success', async () => {
    const { state, attempt } = failing(3);
    const result = retry(attempt, LOAD_RETRY);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(state.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(6000);
    expect(state.calls).toBe(4);
    await expect(result).resolves.toBe('ok');
  });

  it('gives up after the fourth try of a read, the last failure as its cause', async () => {
    const last = new Error('still offline');
    const { state, attempt } = failing(10, last);
    const result = retry(attempt, LOAD_RETRY);
    const settled = expect(result).rejects.toMatchObject({ attempts: 4, cause: last });
    await vi.advanceTimersByTimeAsync(3 * 3000);
    await settled;
    expect(state.calls).toBe(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.calls).toBe(4);
  });

  it('does not retry a failure the policy refuses (an error answer from the server)', async () => {
    const answered = Object.assign(new Error('422'), { answered: true });
    const { state, attempt } = failing(1, answered);
    const result = retry(attempt, {
      ...LOAD_RETRY,
      shouldRetry: (error) => !(error as { answered?: boolean }).answered,
    });
    await expect(result).rejects.toBe(answered);
    expect(state.calls).toBe(1);
  });

  it('tries translations 20 times, 1 s apart, then says the attempts are exhausted', async () => {
    const { state, attempt } = failing(100);
    const result = retry(attempt, TRANSLATION_RETRY);
    const settled = expect(result).rejects.toThrow(TRANSLATIONS_EXHAUSTED);
    await vi.advanceTimersByTimeAsync(18_999);
    expect(state.calls).toBe(19);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.calls).toBe(20);
    await settled;
    expect(TRANSLATIONS_EXHAUSTED).toBe('Maximum attempts exceeded for translations fetch.');
  });

  it('tries a font 3 times, 250 ms apart, and names the font when it gives up', async () => {
    const { state, attempt } = failing(3);
    const result = retry(attempt, fontRetry('caveat'));
    const settled = expect(result).rejects.toThrow('Unable to load font caveat - maximum attempts exceeded.');
    await vi.advanceTimersByTimeAsync(250);
    expect(state.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(250);
    expect(state.calls).toBe(3);
    await settled;
    await expect(result).rejects.toBeInstanceOf(RetriesExhaustedError);
  });
});

describe('retryUntil', () => {
  it('asks every 500 ms until the check holds, 60 times at most', async () => {
    let ready = false;
    let asked = 0;
    const shown = retryUntil(() => {
      asked += 1;
      return ready;
    }, CHAT_RETRY);
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toBe(3);
    ready = true;
    await vi.advanceTimersByTimeAsync(500);
    await expect(shown).resolves.toBe(true);
    expect(asked).toBe(4);
  });

  it('answers false after the 60th try', async () => {
    let asked = 0;
    const shown = retryUntil(() => {
      asked += 1;
      return false;
    }, CHAT_RETRY);
    await vi.advanceTimersByTimeAsync(59 * 500);
    await expect(shown).resolves.toBe(false);
    expect(asked).toBe(60);
  });
});
