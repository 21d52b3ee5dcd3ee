import { describe, expect, it } from 'vitest';
import { ResponseCache } from './cache.ts';

describe('ResponseCache', () => {
  it('answers what was stored, with an ETag that changes with the body', () => {
    const cache = new ResponseCache();
    const first = cache.set('/a', Buffer.from('one'));
    expect(cache.get('/a')?.body.toString()).toBe('one');
    const second = cache.set('/a', Buffer.from('two'));
    expect(second.etag).not.toBe(first.etag);
  });

  it('drops the least recently used answers beyond its byte budget', () => {
    const cache = new ResponseCache(10);
    cache.set('/a', Buffer.from('aaaa'));
    cache.set('/b', Buffer.from('bbbb'));
    cache.get('/a');
    cache.set('/c', Buffer.from('cccc'));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
  });

  it('forgets everything on invalidate, and new ETags differ from old ones for the same body', () => {
    const cache = new ResponseCache();
    const before = cache.set('/a', Buffer.from('same'));
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(cache.set('/a', Buffer.from('same')).etag).not.toBe(before.etag);
  });
});

describe('ResponseCache.offer', () => {
  it("keeps an answer from its key's second offer, with the same ETag both times", () => {
    const cache = new ResponseCache();
    const first = cache.offer('/search?query=nan', Buffer.from('cards'));
    expect(cache.get('/search?query=nan')).toBeUndefined();
    const second = cache.offer('/search?query=nan', Buffer.from('cards'));
    expect(cache.get('/search?query=nan')?.body.toString()).toBe('cards');
    expect(second.etag).toBe(first.etag);
  });

  it('keeps none of many keys offered once each, and forgets what it saw after 65,536 others', () => {
    const cache = new ResponseCache();
    cache.offer('/again', Buffer.from('x'));
    for (let n = 0; n < 70_000; n += 1) cache.offer(`/search?query=birthday%20${n}`, Buffer.from('x'));
    // A few keys share a bit with an earlier one and are kept early; nearly all are not.
    expect(cache.size).toBeLessThan(7_000);
    cache.offer('/again', Buffer.from('x'));
    expect(cache.get('/again')).toBeUndefined();
  });
});

describe('ResponseCache.setIfCurrent', () => {
  it('drops an answer computed before an invalidation, so a racing render never stores stale content', () => {
    const cache = new ResponseCache();
    const before = cache.currentGeneration;
    cache.invalidate();
    expect(cache.setIfCurrent('page', Buffer.from('old'), before)).toBeUndefined();
    expect(cache.get('page')).toBeUndefined();
    const now = cache.currentGeneration;
    expect(cache.setIfCurrent('page', Buffer.from('new'), now)?.body.toString()).toBe('new');
  });

  it('counts compressed forms toward the size limit', () => {
    const cache = new ResponseCache(100);
    cache.set('a', Buffer.alloc(30), { encoded: { br: Buffer.alloc(30), gzip: Buffer.alloc(30) } });
    cache.set('b', Buffer.alloc(20));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
  });
});
