import { expect, test } from '@playwright/test';
import { cartWithBlanks, main, openPayment, uniqueEmail } from './checkout-helpers.ts';
import { cardTiles, checkpoint, expectAccessible, hydrated } from './support.ts';

/** The price on a listing tile, e.g. '$9.95' or '£5.50'. */
const PRICE = /^\D{1,3}\d+\.\d{2}$/;

test('a shopper switches region and sees prices in pounds from then on', async ({
  page,
  context,
}, testInfo) => {
  const firstPrice = () => cardTiles(page).first().getByText(PRICE);

  await test.step('the default region shows Australian dollars', async () => {
    await page.goto('/cards');
    await expect(firstPrice()).toHaveText(/^\$\d/);
    await expect(page.getByRole('button', { name: /^Australia\b.*change region/ })).toBeVisible();
  });

  await test.step('choosing United Kingdom in the region switcher reloads the page in GBP', async () => {
    const switcher = page.getByRole('button', { name: /change region/ });
    await hydrated(switcher);
    await switcher.click();
    await expect(switcher).toHaveAttribute('aria-expanded', 'true');
    const uk = page.getByRole('button', { name: /^United Kingdom\b/ });
    await expect(uk).toBeVisible();
    await expectAccessible(page, 'region menu');
    const reloaded = page.waitForEvent('load');
    await uk.click();
    await reloaded;
    await expect(page).toHaveURL(/\/cards$/);
    await expect(firstPrice()).toHaveText(/^£\d/);
    await expect(page.getByRole('button', { name: /^United Kingdom\b.*change region/ })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'region')?.value).toBe('3');
    await checkpoint(page, testInfo, 'cards-gb');
  });

  await test.step('the choice holds on the next page, rendered by the server', async () => {
    await page.goto('/occasion/birthday');
    await expect(firstPrice()).toHaveText(/^£\d/);
    await expect(page.getByRole('button', { name: /^United Kingdom\b.*change region/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    // The very HTML the server sends (the same cookies) is already in pounds.
    const html = await (await page.request.get('/occasion/birthday')).text();
    expect(html).toMatch(/>£\d+\.\d{2}</);
    expect(html).not.toMatch(/>\$\d+\.\d{2}</);
    await expectAccessible(page, 'tag listing in GB');
  });
});

test('a cart kept from another region says its currency', async ({ page, context }, testInfo) => {
  await cartWithBlanks(page, 10, uniqueEmail(testInfo, 'region-cart'));
  await openPayment(page);
  const summary = main(page).getByRole('complementary', { name: 'Order summary' });
  // In its own region the cart's dollars are the shopper's: no code beside them.
  await expect(summary.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();

  const origin = new URL(page.url()).origin;
  await context.addCookies([{ name: 'region', value: '3', url: origin }]);
  await page.goto('/payment');
  await expect(page.getByRole('button', { name: /^United Kingdom\b.*change region/ })).toBeVisible();
  // In the United Kingdom the same cart is in Australian dollars, and says so.
  await expect(summary.getByText(/^\$\d+\.\d{2} AUD$/).first()).toBeVisible();
  await expect(summary.getByText(/^\$\d+\.\d{2}$/)).toHaveCount(0);
});
