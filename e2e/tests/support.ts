import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';

/** One finding of axe. */
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Impacts that fail a journey; minor and moderate findings are left to the audit. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Waits for the CSS transitions and animations under way (fades, slides) to end; endless ones are ignored. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round += 1) {
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(
              Number(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
            ),
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

function describe(violations: Violation[]): string[] {
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ');
      return `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length}× e.g. ${targets})`;
    });
}

async function audit(page: Page): Promise<string[]> {
  await settle(page);
  // axe runs inside the page (its "legacy mode"): the shop's pages hold no frame from another origin, which
  // is what the default mode is for, and the default mode's finishing step in a page of its own took 3-6 s
  // a check here against about 1 s.
  const axe = () => new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  let { violations } = await axe().analyze();
  // Contrast is judged on the settled page: an element that faded in while axe ran (the region tip shows
  // half a second after load, the support button a few seconds after) is measured again once its
  // transition is over. One can start fading in during a check, so a violation must outlast three
  // checks, each after every transition under way has ended and longer than one lasts (500 ms).
  for (
    let attempt = 0;
    attempt < 3 && violations.some((violation) => violation.id === 'color-contrast');
    attempt += 1
  ) {
    if (attempt > 0) await page.waitForTimeout(600);
    await settle(page);
    const recheck = await axe().withRules(['color-contrast']).analyze();
    violations = [
      ...violations.filter((violation) => violation.id !== 'color-contrast'),
      ...recheck.violations,
    ];
  }
  return describe(violations);
}

/**
 * Runs axe on the page as it is now and records every serious or critical violation (rule, impact and the
 * first few offending elements). The check is soft: the journey goes on, and the test still fails at the
 * end with every finding listed, so one violation does not hide the next step's behaviour.
 */
export async function expectAccessible(page: Page, where = page.url()): Promise<void> {
  const blocking = await audit(page);
  expect.soft(blocking, `serious or critical accessibility violations on ${where}`).toEqual([]);
}

/**
 * The same check for a page of a context without JavaScript. axe is a script itself and cannot run there
 * (the page's timers never fire), so the page's URL is opened again in a twin page of the same device,
 * whose scripts are switched off through DevTools (the switch `javaScriptEnabled: false` uses) while it
 * loads: the document is parsed exactly as for the shopper, noscript content included, and the page's own
 * scripts are skipped for good. Scripts are then switched back on for axe alone.
 */
export async function expectAccessibleWithoutScripts(
  page: Page,
  testInfo: TestInfo,
  where: string,
): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser to open a twin page in');
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
  });
  try {
    await context.addCookies(await page.context().cookies());
    const twin = await context.newPage();
    const devtools = await context.newCDPSession(twin);
    await devtools.send('Emulation.setScriptExecutionDisabled', { value: true });
    await twin.goto(page.url());
    await devtools.send('Emulation.setScriptExecutionDisabled', { value: false });
    await expectAccessible(twin, where);
  } finally {
    await context.close();
  }
}

/**
 * Runs a test on the desktop project alone, saying why: a test whose outcome the device does not change (a
 * rule the server applies, a route form, a drawing). The phone project runs the journeys whose pages a phone
 * lays out and drives differently.
 */
export function desktopOnly(testInfo: TestInfo, reason: string): void {
  test.skip(testInfo.project.name !== 'desktop', reason);
}

/** Screenshot options: the whole page (default), or only the viewport (an open dialog or flyout). */
export interface ShotOptions {
  fullPage?: boolean;
}

/**
 * Saves a screenshot of a key page as a test artefact named after the page and the viewport width
 * (home-375.png, home-1280.png), and attaches it to the report. A full-page picture scrolls nothing into
 * view, so lazy images are asked to load first, or the lower half of the page would show empty frames.
 */
export async function screenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: ShotOptions = {},
): Promise<void> {
  if (fullPage) {
    // Asked again on every look: a listing that hydrates meanwhile adds lazy images of its own, which
    // would otherwise wait below the fold for a scroll that never comes.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            for (const image of document.querySelectorAll('img[loading="lazy"]')) {
              if (image instanceof HTMLImageElement) image.loading = 'eager';
            }
            return [...document.images].every((image) => image.complete);
          }),
        { message: 'every image has loaded', timeout: 10_000 },
      )
      .toBe(true);
  }
  const width = page.viewportSize()?.width ?? 0;
  const file = testInfo.outputPath(`${name}-${width}.png`);
  // One pixel a CSS pixel: a phone's device pixels (2.6 a CSS pixel on the Pixel 7) made its full-page
  // pictures seven times the size, and as slow to encode.
  await page.screenshot({ path: file, fullPage, animations: 'disabled', caret: 'hide', scale: 'css' });
  await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
}

/**
 * An accessibility check and a screenshot: what every key page of a journey gets. `scriptsDisabled`: the
 * page belongs to a context without JavaScript (see expectAccessibleWithoutScripts).
 */
export async function checkpoint(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { scriptsDisabled = false, ...shot }: { scriptsDisabled?: boolean } & ShotOptions = {},
): Promise<void> {
  if (scriptsDisabled) await expectAccessibleWithoutScripts(page, testInfo, name);
  else await expectAccessible(page, name);
  await screenshot(page, testInfo, name, shot);
}

/**
 * Waits until the page that holds the element is live: its root has hydrated (the page marks `<html>`
 * with `data-hydrated`). The server HTML is complete and clickable before that, but an interaction that
 * needs JavaScript (a button opening a flyout) would be lost if it landed before the scripts ran. Parts of
 * the page that still wait for their turn (<Suspense> boundaries) hydrate first when an event lands on
 * them, and React replays the event, so the root is what matters.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect(locator.page().locator('html[data-hydrated]'), 'the page is hydrated').toHaveCount(1);
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

/**
 * The client address a spec file's visitors come from: the journeys' browser stands for the proxy in front
 * of the shop (TRUST_PROXY), so each file sends its own `X-Forwarded-For`, as customers come from their
 * own addresses. Per-address limits (sign-ups, sign-ins) then count one file's visitors, not the whole
 * run's. `test.use(ownClientAddress('name'))` at the top of a file.
 */
export function ownClientAddress(name: string): { extraHTTPHeaders: Record<string, string> } {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return {
    extraHTTPHeaders: {
      'x-forwarded-for': `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${(hash & 254) + 1}`,
    },
  };
}
