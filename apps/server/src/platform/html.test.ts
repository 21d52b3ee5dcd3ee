import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './html.ts';

describe('sanitiseHtml', () => {
  it('keeps the rich-text tags the storefront renders', () => {
    const html =
      '<h2>Writing</h2><p>Say it <strong>warmly</strong>, <a href="/faq">read more</a>.</p><ul><li>One</li></ul>';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><style>p{}</style>';
    const clean = sanitiseHtml(dirty);
    expect(clean).toBe('<p>Hi</p><a>x</a>');
  });
});
