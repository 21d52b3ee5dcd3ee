import { type APIRequestContext, expect, test } from '@playwright/test';
import { checkHtml, describeHtmlError, requireJava } from './html-checker.ts';
import { desktopOnly } from './support.ts';

// The server's HTML, as sent (not the DOM a browser builds from it), is valid: the Nu HTML Checker finds
// no error in the key pages. A page found from another is found as a visitor would: a card from a tag
// listing, an article from the homepage's latest articles.

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), `${path} answered ${response.status()}`).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

/** The first link in `markup` whose href matches (the pattern's first group is the path). */
function firstLink(markup: string, pattern: RegExp, what: string): string {
  const path = pattern.exec(markup)?.[1];
  expect(path, `no ${what} link found`).toBeTruthy();
  return path ?? '';
}

test('the key pages are valid HTML', async ({ request }, testInfo) => {
  desktopOnly(testInfo, 'the server sends every device the same HTML');
  requireJava();
  const pages: Record<string, string> = {};
  pages['/'] = await html(request, '/');
  pages['/occasion/birthday'] = await html(request, '/occasion/birthday');
  // A card tile's heading links to the card's page.
  const card = firstLink(pages['/occasion/birthday'], /<h3[^>]*>\s*<a[^>]*\bhref="(\/[^"#?]+)"/, 'card');
  pages[card] = await html(request, card);
  const article = firstLink(pages['/'], /\bhref="(\/articles\/[^"#?/]+)"/, 'article');
  pages[article] = await html(request, article);
  for (const path of ['/login', '/payment', '/write', '/redeem']) pages[path] = await html(request, path);

  const errors = await checkHtml(pages);
  // A report for every page, and no other: none left out unchecked.
  expect(Object.keys(errors)).toHaveLength(8);
  expect(Object.keys(errors)).toEqual(Object.keys(pages));
  for (const [path, found] of Object.entries(errors)) {
    const report = found.map((error) => `  ${describeHtmlError(error)}`).join('\n');
    expect.soft(found.length, `${path} has ${found.length} HTML errors:\n${report}\n`).toBe(0);
  }
});
