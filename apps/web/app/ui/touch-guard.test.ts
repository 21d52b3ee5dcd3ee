import { describe, expect, it } from 'vitest';
import { isEmulatedMouse } from './touch-guard.ts';

describe('mouse events after a touch', () => {
  it('are emulated within 2500 ms of the touch, real after', () => {
    expect(isEmulatedMouse(10_000, 9_000)).toBe(true);
    expect(isEmulatedMouse(11_499, 9_000)).toBe(true);
    expect(isEmulatedMouse(11_500, 9_000)).toBe(false);
  });

  it('are real when the page was never touched', () => {
    expect(isEmulatedMouse(1_000)).toBe(false);
  });
});
