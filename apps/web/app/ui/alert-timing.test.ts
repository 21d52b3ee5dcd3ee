import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertDuration, looksLikeKey, pausableTimer } from './alert-timing.ts';

describe('alertDuration', () => {
  it('keeps short messages for 5 seconds', () => {
    expect(alertDuration('')).toBe(5000);
    expect(alertDuration('Saved')).toBe(5000);
    expect(alertDuration('x'.repeat(100))).toBe(5000);
  });

  it('gives long messages 50 ms per character', () => {
    expect(alertDuration('x'.repeat(101))).toBe(5050);
    expect(alertDuration('x'.repeat(300))).toBe(15000);
  });
});

describe('looksLikeKey', () => {
  it('treats dotted words without spaces as translation keys', () => {
    expect(looksLikeKey('shell.newsletter.success')).toBe(true);
    expect(looksLikeKey('global.errors.not-found')).toBe(true);
  });

  it('shows sentences as they are', () => {
    expect(looksLikeKey('Added to your cart.')).toBe(false);
    expect(looksLikeKey('Saved')).toBe(false);
    expect(looksLikeKey('')).toBe(false);
  });
});

describe('pausableTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires once after its duration', () => {
    const done = vi.fn();
    pausableTimer(done, 5000);
    vi.advanceTimersByTime(4999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('does not fire while paused and continues with the time that was left', () => {
    const done = vi.fn();
    const timer = pausableTimer(done, 5000);
    vi.advanceTimersByTime(3000);
    timer.pause();
    expect(timer.remaining()).toBe(2000);
    vi.advanceTimersByTime(60000);
    expect(done).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(1999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('ignores repeated pauses and resumes', () => {
    const done = vi.fn();
    const timer = pausableTimer(done, 1000);
    timer.resume();
    vi.advanceTimersByTime(400);
    timer.pause();
    timer.pause();
    expect(timer.remaining()).toBe(600);
    timer.resume();
    timer.resume();
    vi.advanceTimersByTime(600);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('never fires once cancelled', () => {
    const done = vi.fn();
    const timer = pausableTimer(done, 1000);
    timer.cancel();
    timer.resume();
    vi.advanceTimersByTime(5000);
    expect(done).not.toHaveBeenCalled();
    expect(timer.remaining()).toBe(0);
  });
});
