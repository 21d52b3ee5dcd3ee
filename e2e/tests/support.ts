import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** Impacts that fail a journey; minor and moderate findings are left to the audit. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now and records every serious or critical violation (rule, impact and the
 * first few offending elements). The check is soft: the journey goes on, and the test still fails at the
 * end with every finding listed, so one violation does not hide the next step's behaviour.
 */
export async function expectAccessible(page: Page, where = page.url()): Promise<void> {
  const t0 = Date.now();
  const results = await new AxeBuilder({ page }).analyze();
  console.log('axe', where, Date.now() - t0);
  const blocking = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ');
      return `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length}× e.g. ${targets})`;
    });
  expect.soft(blocking, `serious or critical accessibility violations on ${where}`).toEqual([]);
}

/**
 * Saves a full-page screenshot of a key page as a test artefact named after the page and the viewport
 * width (home-375.png, home-1280.png), and attaches it to the report.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const file = testInfo.outputPath(`${name}-${width}.png`);
  const t0 = Date.now();
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
  console.log('shot', name, Date.now() - t0);
  await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
}

/** An accessibility check and a screenshot: what every key page of a journey gets. */
export async function checkpoint(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectAccessible(page, name);
  await screenshot(page, testInfo, name);
}

/**
 * Waits until React has hydrated the element (its event handlers are attached). The server HTML is
 * complete and clickable before that, but an interaction that needs JavaScript (a button opening a
 * flyout) would be lost if it landed on the server's markup.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
      {
        message: 'the element is hydrated',
      },
    )
    .toBe(true);
}

/** A string as a regular expression that matches it literally. */
export function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** The card tiles of a listing: one article per card, named by the link in its heading. */
export function cardTiles(page: Page): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Send direct/ }) });
}

/** The link to each card's page in a listing (the accessible one, in the tile's heading). */
export function cardLinks(page: Page): Locator {
  return cardTiles(page).getByRole('heading', { level: 3 }).getByRole('link');
}
