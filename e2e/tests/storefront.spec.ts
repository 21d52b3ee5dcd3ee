import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('home → tag listing → page 2 → card detail, every page complete in the server HTML', async ({
  page,
}, info) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cardshop' }).first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('home.png'), fullPage: true });

  await page.getByRole('link', { name: 'Birthday', exact: true }).first().click();
  await expect(page).toHaveURL(/\/occasion\/birthday$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Birthday');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/occasion\/birthday$/);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/occasion\/birthday\/page-2$/);
  await expect(page.getByText(/Page 2 of/)).toBeVisible();

  const firstCard = page.locator('.card-grid li a').first();
  const cardName = (await firstCard.locator('span').textContent())?.trim() ?? '';
  await firstCard.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cardName);
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('card.png'), fullPage: true });
});

test('a listing page reads without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/occasion/birthday/page-2');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Birthday');
  await expect(page.locator('.card-grid li')).toHaveCount(24);
  await expect(page.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
    'href',
    '/occasion/birthday',
  );
  await context.close();
});

test('an unknown path lands on the homepage', async ({ page }) => {
  await page.goto('/no/such/page/anywhere');
  await expect(page).toHaveURL(/\/$/);
});

test('card artwork images load', async ({ page }) => {
  await page.goto('/cards');
  const image = page.locator('.card-grid img').first();
  await expect(image).toBeVisible();
  expect(
    await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
  ).toBe(true);
});
