import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pageSecurityPolicy } from './web.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('page security policy', () => {
  it('lets scripts run only from this origin or by nonce or hash, never as any inline script', () => {
    const policy = pageSecurityPolicy("'nonce-abc'");
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc'");
    expect(policy).not.toContain("'unsafe-inline' 'nonce");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('hashes each inline script of a cached page, exactly as the browser reads it, and skips external ones', () => {
    const first = 'window.__data = {"a":"</p>"};';
    const second = '\n  import("/assets/entry.js");\n';
    const html = `<html><head><script type="module" src="/assets/a.js"></script><script nonce="x">${first}</script></head><body><script type="module" nonce="x">${second}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(first), sha(second)]);
  });
});
