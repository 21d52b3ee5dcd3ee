import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TestModeBanner } from './test-mode-banner.tsx';

// The banner every page shows while the shop's test gateway takes payments (no money moves).

describe('TestModeBanner', () => {
  it('says the shop is in test mode, as a labelled region before the header', () => {
    const html = renderToStaticMarkup(createElement(TestModeBanner, { testMode: true }));
    // A <section> with a name is a region landmark.
    expect(html).toMatch(/^<section aria-label="shell.test-mode.label"/);
    expect(html).toContain('shell.test-mode.text');
    expect(html).toContain('data-test-mode-banner');
  });

  it('shows nothing when payments are real', () => {
    expect(renderToStaticMarkup(createElement(TestModeBanner, { testMode: false }))).toBe('');
  });
});
