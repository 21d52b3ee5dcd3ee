import { expect, type Page, test } from '@playwright/test';
import { cardLinks } from './support.ts';

// Someone who moves through a page by keyboard starts before its scripts have run. Hydration must adopt
// the server's elements, not replace them: the element that has focus keeps it, and Tab goes on from it.

/** Marks the focused element, so that it can be recognised after hydration (a replaced one loses it). */
async function markFocused(page: Page, mark: string): Promise<string> {
  return page.evaluate((value) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) throw new Error('nothing has focus');
    element.dataset.focusMark = value;
    return element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName;
  }, mark);
}

async function focusedMark(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.focusMark);
}

/** Waits for two idle moments of the browser: the work scripts queued (hydration) has run. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 2_000 }), { timeout: 2_000 }),
      ),
  );
}

/** Holds back the scripts whose path matches `pattern` until the returned function is called. */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('.js') && pattern.test(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test('keyboard focus stays put while the header, a listing and the footer hydrate', async ({ page }) => {
  const releaseFooter = await holdScripts(page, /site-footer/);
  const releaseRest = await holdScripts(page, /^(?!.*site-footer)/);
  await page.goto('/occasion/birthday', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  await test.step('focus in the header, made before scripts run, survives the page hydrating', async () => {
    // The skip link, then into the header.
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Tab');
    const name = await markFocused(page, 'header');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(true);
    releaseRest();
    // Everything but the footer (still held back) loads and hydrates: the page is not live before the
    // footer's code is here, so wait for the load and for the browser to settle instead.
    await page.waitForLoadState('load');
    await settled(page);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    expect(await focusedMark(page), `focus stayed on "${name}"`).toBe('header');
  });

  await test.step('Tab goes on through a listing tile from where it was', async () => {
    const first = cardLinks(page).first();
    await first.focus();
    await markFocused(page, 'tile');
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => {
      const active = document.activeElement;
      return {
        inListing: Boolean(active?.closest('main')),
        mark: (active as HTMLElement | null)?.dataset.focusMark,
      };
    });
    expect(next.inListing).toBe(true);
    expect(next.mark).toBeUndefined();
  });

  await test.step('focus in the footer survives the footer hydrating after the page', async () => {
    const footerLink = page.getByRole('contentinfo').getByRole('link').first();
    await footerLink.focus();
    await markFocused(page, 'footer');
    releaseFooter();
    // With the footer's code here the page is live: every part has hydrated.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    expect(await focusedMark(page)).toBe('footer');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('footer')))).toBe(true);
  });
});
