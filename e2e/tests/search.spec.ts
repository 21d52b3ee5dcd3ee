import { expect, type Page, test } from '@playwright/test';
import { cardLinks, checkpoint, expectAccessible, hydrated } from './support.ts';

/** Opens the header's search flyout and gives back its search box. */
async function openSearch(page: Page) {
  // The header's button comes first; the open flyout has a Search (submit) button of its own.
  const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).first();
  await hydrated(button);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const box = page.getByRole('searchbox', { name: 'Search cards' });
  await expect(box).toBeFocused();
  return box;
}

test('a shopper searches from the header flyout', async ({ page }, testInfo) => {
  await test.step('Enter in the flyout searches at once', async () => {
    await page.goto('/');
    const box = await openSearch(page);
    await checkpoint(page, testInfo, 'search-flyout', { fullPage: false });
    await box.fill('birthday');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/cards\?query=birthday$/);
  });

  await test.step('the results page shows matching cards under a heading naming the query', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cards matching “birthday”');
    await expect(cardLinks(page).first()).toBeVisible();
    expect(await cardLinks(page).count()).toBeGreaterThan(0);
    await expect(page.getByText(/^\d+ cards?\b/)).toBeVisible();
    // The results page's own search field carries the query on.
    await expect(page.getByRole('form', { name: 'Filter cards' }).getByRole('searchbox')).toHaveValue(
      'birthday',
    );
    await checkpoint(page, testInfo, 'search-results');
  });

  await test.step('typing and pausing opens the results by themselves after about 2 s', async () => {
    await page.goto('/');
    const box = await openSearch(page);
    await box.pressSequentially('love');
    const typed = Date.now();
    // The query settles first (500 ms), while the page stays put.
    await expect(
      page.getByText('Showing cards for “love” in a moment. Press Enter to search now.'),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page).toHaveURL(/\/cards\?query=love$/, { timeout: 5_000 });
    expect(Date.now() - typed).toBeGreaterThanOrEqual(1_900);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cards matching “love”');
    await expect(cardLinks(page).first()).toBeVisible();
    await expectAccessible(page, 'search results after auto-open');
  });
});
