// One retry rule for everything the browser loads again after a failure: cacheable API reads (3 more
// tries, 3 s apart, unless the server answered with an error), translations (20 tries, 1 s apart), fonts
// (3 tries, 250 ms apart, within 5 s) and the support chat's show and hide (60 tries, 500 ms apart).

import {
  CHAT_RETRIES,
  CHAT_RETRY_MS,
  FONT_LOAD_TRIES,
  FONT_RETRY_MS,
  RETRY_COUNT,
  RETRY_DELAY_MS,
  TRANSLATION_RETRIES,
  TRANSLATION_RETRY_MS,
} from '../constants.ts';

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** Wait between two tries. */
  delayMs: number;
  /** Whether a failure is worth another try; true when not given. */
  shouldRetry?: (error: unknown) => boolean;
  /** What the error says when every try failed (the last failure is its `cause`). */
  exhaustedMessage?: string;
}

/** Thrown when every try failed; `cause` is the last failure, `attempts` how many were made. */
export class RetriesExhaustedError extends Error {
  override name = 'RetriesExhaustedError';
  readonly attempts: number;
  constructor(message: string, attempts: number, cause: unknown) {
    super(message, { cause });
    this.attempts = attempts;
  }
}

/** Waits `ms` on the global timer (so tests can drive it with fake timers). */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` (given the try's number, from 1) until it resolves, waiting `delayMs` between tries. A
 * failure the policy does not retry is thrown as it is; after the last try a RetriesExhaustedError is.
 */
export async function retry<T>(attempt: (tryNumber: number) => Promise<T>, policy: RetryPolicy): Promise<T> {
  let lastError: unknown;
  for (let tryNumber = 1; tryNumber <= policy.attempts; tryNumber += 1) {
    try {
      return await attempt(tryNumber);
    } catch (error) {
      lastError = error;
      if (policy.shouldRetry && !policy.shouldRetry(error)) throw error;
      if (tryNumber < policy.attempts) await sleep(policy.delayMs);
    }
  }
  throw new RetriesExhaustedError(
    policy.exhaustedMessage ?? `Maximum attempts exceeded (${policy.attempts}).`,
    policy.attempts,
    lastError,
  );
}

/**
 * Asks `check` until it answers true (the chat widget's show and hide wait for its frame to exist):
 * resolves true as soon as it does, false after `attempts` tries `delayMs` apart.
 */
export async function retryUntil(
  check: () => boolean,
  policy: Omit<RetryPolicy, 'shouldRetry'>,
): Promise<boolean> {
  try {
    await retry(async () => {
      if (!check()) throw new Error('not yet');
    }, policy);
    return true;
  } catch {
    return false;
  }
}

/** A cacheable read: the first try and 3 more, 3 s apart (the caller says which failures are retried). */
export const LOAD_RETRY = {
  attempts: 1 + RETRY_COUNT,
  delayMs: RETRY_DELAY_MS,
} as const satisfies RetryPolicy;

export const TRANSLATIONS_EXHAUSTED = 'Maximum attempts exceeded for translations fetch.';
/** The translations fetch: 20 tries, 1 s apart. */
export const TRANSLATION_RETRY = {
  attempts: TRANSLATION_RETRIES,
  delayMs: TRANSLATION_RETRY_MS,
  exhaustedMessage: TRANSLATIONS_EXHAUSTED,
} as const satisfies RetryPolicy;

/** An editor font: 3 tries, 250 ms apart (and 5 s in all, FONT_TIMEOUT_MS, which the loader keeps). */
export const fontRetry = (fontId: string): RetryPolicy => ({
  attempts: FONT_LOAD_TRIES,
  delayMs: FONT_RETRY_MS,
  exhaustedMessage: `Unable to load font ${fontId} - maximum attempts exceeded.`,
});

/** The support chat's show or hide: 60 tries, 500 ms apart. */
export const CHAT_RETRY = { attempts: CHAT_RETRIES, delayMs: CHAT_RETRY_MS } as const satisfies RetryPolicy;
