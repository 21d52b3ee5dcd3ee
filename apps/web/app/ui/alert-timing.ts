import { ALERT_MIN_MS, ALERT_MS_PER_CHAR } from '@cardshop/shared/constants';

/** How long an alert stays: the larger of 5 s and 50 ms per character, so long messages can be read. */
export function alertDuration(message: string): number {
  return Math.max(ALERT_MIN_MS, ALERT_MS_PER_CHAR * message.length);
}

/** A message that is a translation key rather than text: it has a dot and no white space. */
export function looksLikeKey(message: string): boolean {
  return message.includes('.') && !/\s/.test(message);
}

export interface Clock {
  now(): number;
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const SYSTEM_CLOCK: Clock = {
  now: () => Date.now(),
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface PausableTimer {
  /** Stops the countdown, keeping the time left (hover). */
  pause(): void;
  /** Continues the countdown with the time that was left (leave). */
  resume(): void;
  cancel(): void;
  /** Milliseconds left before it fires. */
  remaining(): number;
}

/** A one-shot timer that can be paused and resumed, as an alert is while the pointer rests on it. */
export function pausableTimer(onDone: () => void, ms: number, clock: Clock = SYSTEM_CLOCK): PausableTimer {
  let left = ms;
  let startedAt = 0;
  let handle: unknown = null;
  let finished = false;

  const start = () => {
    if (finished || handle !== null) return;
    startedAt = clock.now();
    handle = clock.set(() => {
      handle = null;
      finished = true;
      left = 0;
      onDone();
    }, left);
  };
  start();

  return {
    pause() {
      if (handle === null) return;
      clock.clear(handle);
      handle = null;
      left = Math.max(0, left - (clock.now() - startedAt));
    },
    resume: start,
    cancel() {
      if (handle !== null) clock.clear(handle);
      handle = null;
      finished = true;
    },
    remaining() {
      if (finished) return 0;
      return handle === null ? left : Math.max(0, left - (clock.now() - startedAt));
    },
  };
}
