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

test('"grandma birthday" finds birthday cards for grandmothers', async ({ page }) => {
  await page.goto('/cards?query=grandma%20birthday');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cards matching “grandma birthday”');
  const first = cardLinks(page).first();
  await expect(first).toBeVisible();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/artists\//);
  // The card found is a birthday card for a grandparent: its page links both tags.
  await page.goto(href ?? '/');
  const similar = page.getByRole('region', { name: 'Find similar cards' });
  await expect(similar.getByRole('link', { name: 'Grandparent', exact: true })).toBeVisible();
  await expect(similar.getByRole('link', { name: /Birthday$/ }).first()).toBeVisible();
});

test('a shopper filters all gift cards by occasion', async ({ page }) => {
  await page.goto('/gift-cards/all');
  await expect(page.getByRole('heading', { level: 2, name: 'All gift cards' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Filter gift cards' });
  await form.locator('summary').filter({ hasText: 'Occasions' }).click();
  await form.getByRole('checkbox', { name: 'New Home' }).check();
  await form.getByRole('button', { name: 'Show gift cards' }).click();
  await expect(page).toHaveURL(/\/gift-cards\/all\?.*occasions=new-home/);
  await expect(page.getByRole('link', { name: /The Linen Cupboard/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Harbourside Dining Collective/ })).toHaveCount(0);
  await expect(form.getByRole('checkbox', { name: 'New Home' })).toBeChecked();

  // Nothing matching says so, with a way back to every gift card.
  await page.goto('/gift-cards/all?occasions=new-home&query=zzzz');
  await expect(page.getByText('No gift cards match')).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/gift-cards\/all$/);
});
