import { expect, test } from '@playwright/test';
import { cardLinks, checkpoint, expectAccessibleWithoutScripts } from './support.ts';

// A shopper whose browser runs no scripts (or before they load): the server HTML alone must do.
test.use({ javaScriptEnabled: false });
const NO_SCRIPTS = { scriptsDisabled: true };

test('a listing reads and filters without JavaScript', async ({ page }, testInfo) => {
  await test.step('page 2 of a tag shows all 24 cards, breadcrumbs and page links', async () => {
    await page.goto('/occasion/birthday/page-2');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Birthday');
    // 24 a page: the first few as tiles, the rest in the listing's noscript, which such a browser shows.
    await expect(cardLinks(page)).toHaveCount(24);
    await expect(cardLinks(page).last()).toBeVisible();
    // The noscript's tiles are laid out in a grid as the first ones are, side by side, not one column.
    const lastRow = await Promise.all(
      [20, 21, 22, 23].map(async (index) => (await cardLinks(page).nth(index).boundingBox())?.x),
    );
    expect(new Set(lastRow).size).toBeGreaterThan(1);
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(breadcrumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumbs.getByText('Birthday', { exact: true })).toHaveAttribute('aria-current', 'page');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/occasion/birthday');
    await expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/occasion/birthday/page-3',
    );
    await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await checkpoint(page, testInfo, 'listing-no-js', NO_SCRIPTS);
  });

  await test.step('the previous page link works as a plain link', async () => {
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/occasion\/birthday$/);
    await expect(page.getByText(/page 1 of \d+/)).toBeVisible();
    await expect(cardLinks(page)).toHaveCount(24);
    await expectAccessibleWithoutScripts(page, testInfo, 'listing page 1 without JavaScript');
  });

  await test.step('the filter form submits a recipient choice to a filtered URL', async () => {
    const filters = page.getByRole('form', { name: 'Filter cards' });
    const total = Number((await page.getByText(/^\d+ cards\b/).innerText()).split(' ')[0]);
    // Each category is a native disclosure: it opens without scripts.
    const recipients = filters.locator('summary').filter({ hasText: 'Recipients' });
    await recipients.click();
    const mum = filters.getByRole('checkbox', { name: 'Mum' });
    await mum.check();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/occasion\/birthday\?(.+&)?recipient=mum(&|$)/);
    // The new page marks the choice: a count on the folded menu, and the box ticked inside it.
    await expect(recipients).toContainText('1 selected');
    await recipients.click();
    await expect(filters.getByRole('checkbox', { name: 'Mum' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Remove filter: Mum' })).toBeVisible();
    const filtered = Number((await page.getByText(/^\d+ cards?\b/).innerText()).split(' ')[0]);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(total);
    await expect(cardLinks(page).first()).toBeVisible();
    await checkpoint(page, testInfo, 'listing-no-js-filtered', NO_SCRIPTS);
  });
});
