import { describe, expect, it } from 'vitest';
import { isSameOriginPost } from './same-origin.ts';

const HOST = 'shop.example:8080';

describe('isSameOriginPost', () => {
  it('trusts Sec-Fetch-Site first: only same-origin passes', () => {
    expect(isSameOriginPost({ 'sec-fetch-site': 'same-origin' }, HOST)).toBe(true);
    for (const site of ['same-site', 'cross-site', 'none']) {
      // Even with an Origin that looks right: the browser's own verdict wins.
      expect(isSameOriginPost({ 'sec-fetch-site': site, origin: `http://${HOST}` }, HOST)).toBe(false);
    }
  });

  it('falls back to Origin, which must name this host and port', () => {
    expect(isSameOriginPost({ origin: `http://${HOST}` }, HOST)).toBe(true);
    expect(isSameOriginPost({ origin: `https://${HOST}` }, 'SHOP.example:8080')).toBe(true);
    expect(isSameOriginPost({ origin: 'http://shop.example' }, HOST)).toBe(false);
    expect(isSameOriginPost({ origin: 'http://evil.example:8080' }, HOST)).toBe(false);
    expect(isSameOriginPost({ origin: `http://${HOST}.evil.example` }, HOST)).toBe(false);
  });

  it('refuses a post that says nothing of where it comes from, or an opaque or broken origin', () => {
    expect(isSameOriginPost({}, HOST)).toBe(false);
    expect(isSameOriginPost({ origin: 'null' }, HOST)).toBe(false);
    expect(isSameOriginPost({ origin: 'not a url' }, HOST)).toBe(false);
  });
});
