import { describe, expect, it } from 'vitest';
import { redeemPageHeaders } from './redeem-headers.ts';

describe('redemption page headers', () => {
  it('keep the parents’ headers, forbid caching and referrers to other sites', () => {
    const headers = redeemPageHeaders({
      parentHeaders: new Headers({ 'Set-Cookie': 'region=AU', 'Cache-Control': 'public, max-age=60' }),
    });
    expect(headers.get('set-cookie')).toBe('region=AU');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('referrer-policy')).toBe('same-origin');
    expect(headers.has('retry-after')).toBe(false);
  });

  it('pass a 429’s wait on', () => {
    const headers = redeemPageHeaders({
      parentHeaders: new Headers(),
      actionHeaders: new Headers({ 'Retry-After': '42' }),
    });
    expect(headers.get('retry-after')).toBe('42');
  });
});
