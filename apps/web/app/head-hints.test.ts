import { describe, expect, it } from 'vitest';
import { lowPriorityPreloads } from './head-hints.ts';

describe('lowPriorityPreloads', () => {
  it('marks every module preload low priority and leaves other links and text alone', () => {
    const page =
      '<html><head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/></head>' +
      '<body><p>é ✓</p><link rel="modulepreload" href="/b.js"/></body></html>';
    expect(lowPriorityPreloads(page)).toBe(
      '<html><head><link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="stylesheet" href="/s.css"/></head>' +
        '<body><p>é ✓</p><link rel="modulepreload" fetchpriority="low" href="/b.js"/></body></html>',
    );
  });
});
