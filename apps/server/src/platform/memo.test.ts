import { describe, expect, it } from 'vitest';
import { Memo } from './memo.ts';

describe('Memo', () => {
  it('loads once for concurrent first uses, and tells its value without loading only once loaded', async () => {
    let loads = 0;
    const memo = new Memo(async () => {
      loads += 1;
      return ['AU', 'NZ'];
    });
    expect(memo.loaded()).toBeUndefined();
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([memo.get(), memo.get()]);
    expect(second).toBe(first);
    expect(loads).toBe(1);
    expect(memo.loaded()).toBe(first);
  });

  it('forgets its value when cleared, and keeps no failed load', async () => {
    let fail = true;
    const memo = new Memo(async () => {
      if (fail) throw new Error('down');
      return 42;
    });
    await expect(memo.get()).rejects.toThrow('down');
    expect(memo.loaded()).toBeUndefined();
    fail = false;
    expect(await memo.get()).toBe(42);
    expect(memo.loaded()).toBe(42);
    memo.clear();
    expect(memo.loaded()).toBeUndefined();
  });
});
