import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterIdle } from './cookie-consent.tsx';

describe('the cookie-consent banner’s start', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const timers = {
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms) as unknown as number,
    clearTimeout: (handle: number | undefined) => clearTimeout(handle),
  } as unknown as Window;

  it('comes 5 s after the browser is first idle', () => {
    const start = vi.fn();
    let idle: (() => void) | undefined;
    afterIdle(start, {
      ...timers,
      setTimeout: timers.setTimeout,
      clearTimeout: timers.clearTimeout,
      requestIdleCallback: ((callback: () => void) => {
        idle = callback;
        return 1;
      }) as Window['requestIdleCallback'],
      cancelIdleCallback: () => undefined,
    });
    vi.advanceTimersByTime(10_000);
    expect(start).not.toHaveBeenCalled();
    idle?.();
    vi.advanceTimersByTime(4_999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledOnce();
  });

  it('comes after 5 s without idle callbacks, and not at all once cancelled', () => {
    const start = vi.fn();
    const cancel = afterIdle(start, { setTimeout: timers.setTimeout, clearTimeout: timers.clearTimeout });
    vi.advanceTimersByTime(5_000);
    expect(start).toHaveBeenCalledOnce();
    const later = vi.fn();
    afterIdle(later, { setTimeout: timers.setTimeout, clearTimeout: timers.clearTimeout })();
    vi.advanceTimersByTime(5_000);
    expect(later).not.toHaveBeenCalled();
    cancel();
  });
});
