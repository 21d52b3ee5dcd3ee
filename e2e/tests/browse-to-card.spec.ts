import { expect, test } from '@playwright/test';
import { cardLinks, checkpoint, expectAccessible, hydrated, literal } from './support.ts';

test('a shopper browses from the homepage to a card and its purchase options', async ({
  page,
  baseURL,
}, testInfo) => {
  await test.step('homepage', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await checkpoint(page, testInfo, 'home');
  });

  await test.step('the Birthday tile of the choose-a-card block opens the tag listing', async () => {
    const chooser = page.getByRole('region', { name: 'Choose a card' });
    const birthday = chooser.getByRole('link', { name: 'Birthday', exact: true });
    await expect(birthday).toHaveAttribute('href', '/occasion/birthday');
    await birthday.click();
    await expect(page).toHaveURL(/\/occasion\/birthday$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Birthday');
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(breadcrumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumbs.getByText('Birthday', { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(cardLinks(page).first()).toBeVisible();
    await checkpoint(page, testInfo, 'tag-listing');
  });

  await test.step('the page 2 link opens the second page of the listing', async () => {
    const pages = page.getByRole('navigation', { name: 'Pages' });
    const pageTwo = pages.getByRole('link', { name: 'Page 2', exact: true });
    await expect(pageTwo).toHaveAttribute('href', '/occasion/birthday/page-2');
    await pageTwo.click();
    await expect(page).toHaveURL(/\/occasion\/birthday\/page-2$/);
    await expect(page.getByText(/page 2 of \d+/)).toBeVisible();
    await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/occasion/birthday');
    await expect(cardLinks(page)).toHaveCount(24);
    await checkpoint(page, testInfo, 'tag-listing-page-2');
  });

  const firstCard = cardLinks(page).first();
  const cardName = (await firstCard.innerText()).trim();
  const cardPath = (await firstCard.getAttribute('href')) ?? '';
  expect(cardName).not.toBe('');
  expect(cardPath).toMatch(/^\/[^#?]+$/);

  await test.step('a card name opens its options; More details leads to the card page', async () => {
    await hydrated(firstCard);
    await firstCard.click();
    const dialog = page.getByRole('dialog', { name: literal(cardName) });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/#details-[0-9a-f-]{36}$/);
    await expect(dialog.getByRole('heading', { name: cardName })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send direct' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Buy blanks' })).toBeVisible();
    await expectAccessible(page, 'purchase options from a tile');
    await dialog.getByRole('link', { name: 'More details' }).click();
    await expect(page).toHaveURL(new RegExp(`${literal(cardPath).source}$`));
    await expect(dialog).toBeHidden();
  });

  let cardId = '';
  await test.step('card page: the name as h1, canonical, hreflang and Open Graph tags in the server HTML', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cardName);
    const write = page.getByRole('link', { name: 'Write this card' });
    cardId = new URL((await write.getAttribute('href')) ?? '', baseURL).searchParams.get('card') ?? '';
    expect(cardId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    // What a crawler reads: the tags are in the server's HTML, not added by scripts later.
    const html = await (await page.request.get(cardPath)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="canonical" href="${baseURL}${cardPath}"/>`);
    expect(head).toMatch(/<link rel="alternate" hreflang="en-AU" href="[^"]+"\/>/i);
    expect(head).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+"\/>/i);
    expect(head).toContain('<meta property="og:title" content="');
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
      'content',
      literal(cardName),
    );
    await expect(page.locator('head link[rel="alternate"][hreflang]')).not.toHaveCount(0);
    // The related cards stream in after the first paint; a crawler's HTML has them in place.
    const related = page.getByRole('region', { name: /^More |You might also like/ });
    await expect(related.getByRole('link').first()).toBeVisible();
    expect(html).toMatch(/<section aria-labelledby="card-related"/);
    await checkpoint(page, testInfo, 'card');
  });

  // guarded-expect: on a desktop the demo descriptions fit in three lines, so only a phone folds them.
  if (testInfo.project.name === 'phone') {
    await test.step('on a phone a long description shows three lines and a Show more button that opens it', async () => {
      const more = page.getByRole('button', { name: 'Show more' });
      await hydrated(more);
      const description = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
      const lineHeight = await description.evaluate((element) =>
        Number.parseFloat(getComputedStyle(element.firstElementChild ?? element).lineHeight),
      );
      const foldedHeight = (await description.boundingBox())?.height ?? 0;
      await more.click();
      const less = page.getByRole('button', { name: 'Show less' });
      await expect(less).toHaveAttribute('aria-expanded', 'true');
      // Opened, at least one more line shows; Show less folds it back.
      const openHeight = (await description.boundingBox())?.height ?? 0;
      expect(openHeight - foldedHeight).toBeGreaterThanOrEqual(lineHeight);
      await less.click();
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      expect((await description.boundingBox())?.height).toBe(foldedHeight);
    });
  }

  const optionsUrl = `${cardPath}#details-${cardId}`;
  await test.step('a link with #details-{id} opens the purchase options; Escape closes them', async () => {
    await page.goto('about:blank');
    await page.goto(optionsUrl);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The dialog is named for its card, however it was opened (from a tile it is 'Options for {name}').
    await expect.soft(dialog).toHaveAccessibleName(literal(cardName));
    await expect(dialog.getByRole('heading', { name: cardName })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send direct' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Buy blanks' })).toBeVisible();
    await checkpoint(page, testInfo, 'purchase-options', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${literal(cardPath).source}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cardName);
  });

  await test.step('the browser Back button closes the purchase options too', async () => {
    await page.goto(optionsUrl);
    await expect(page.getByRole('dialog').getByRole('heading', { name: cardName })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${literal(cardPath).source}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cardName);
  });
});

test('a listing keeps to the screen while its cards appear', async ({ page }) => {
  // The tiles after the first few come in the page's <noscript> for readers without scripts. With scripts
  // on, that markup must take no room: laid out, it is a tall block of text that widens a phone's page
  // while the real tiles appear.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const fallback = document.querySelector('main ul + noscript');
      const range = document.createRange();
      if (fallback) range.selectNodeContents(fallback);
      Object.assign(window, { fallbackHeight: fallback ? range.getBoundingClientRect().height : null });
    });
    const everyFrame = () => {
      const { widest = 0 } = window as unknown as { widest?: number };
      Object.assign(window, { widest: Math.max(widest, document.documentElement.scrollWidth) });
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
  await page.goto('/occasion/birthday');
  await expect(cardLinks(page)).toHaveCount(24);
  await expect(page.locator('main ul + noscript')).toHaveCount(0); // every tile is revealed
  const seen = await page.evaluate(() => {
    const { fallbackHeight, widest } = window as unknown as { fallbackHeight: number | null; widest: number };
    return { fallbackHeight, widest };
  });
  expect(seen.fallbackHeight).toBe(0);
  expect(seen.widest).toBe(page.viewportSize()?.width);
});
