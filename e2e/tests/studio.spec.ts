import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { main } from './checkout-helpers.ts';
import { expectAccessible, ownClientAddress } from './support.ts';

// The artists' studio (decision record 38): a demo artist signs in, is sent to the artist terms first
// (nothing else in the studio opens), agrees, sees the dashboard, adds a card whose front is checked as
// custom artwork and sees it waiting for review; their artist page carries their logo and name in the
// header. Each device signs in as an artist of its own, so each meets the terms unagreed.

test.use(ownClientAddress('studio'));

const DEMO_PASSWORD = 'studio-demo-2026';

/** A picture large enough to print as a folded card's front (1571 × 2174 px at least). */
function artwork(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="2200">
    <rect width="100%" height="100%" fill="#5b8e7d"/><circle cx="800" cy="900" r="420" fill="#f4a259"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test('a demo artist agrees to the terms, adds a card and sees it waiting for review', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const slug = await test.step('the artist of this device, from the artists listing', async () => {
    await page.goto('/artists');
    const paths = await main(page)
      .locator('a[href^="/artists/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const slugs = [
      ...new Set(paths.map((path) => /^\/artists\/([a-z0-9-]+)$/.exec(path)?.[1]).filter(Boolean)),
    ];
    expect(slugs.length).toBeGreaterThan(1);
    return slugs[testInfo.project.name === 'phone' ? 1 : 0] as string;
  });

  await test.step('signing in from /studio leads to the artist terms first', async () => {
    await page.goto('/studio');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fstudio/);
    await main(page).getByLabel('E-mail address').fill(`${slug}@artists.example.com`);
    await main(page).getByLabel('Password').fill(DEMO_PASSWORD);
    await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/studio\/terms-agreement$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Artist terms' })).toBeVisible();
    // Nothing else in the studio opens before the terms are agreed.
    await page.goto('/studio/cards/new');
    await expect(page).toHaveURL(/\/studio\/terms-agreement$/);
  });

  await test.step('agreeing opens the dashboard', async () => {
    await main(page).getByLabel('I have read and agree to the artist terms').check();
    await main(page).getByRole('button', { name: 'Agree and open the studio' }).click();
    await expect(page).toHaveURL(/\/studio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Artist studio' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Month by month' })).toBeVisible();
    await expectAccessible(page, 'studio dashboard');
  });

  await test.step('a new card is uploaded and waits for review', async () => {
    await main(page)
      .getByRole('navigation', { name: 'Studio' })
      .getByRole('link', { name: 'Add a card' })
      .click();
    await expect(page).toHaveURL(/\/studio\/cards\/new$/);
    await main(page)
      .getByLabel(/Front artwork/)
      .setInputFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: await artwork() });
    await main(page).getByLabel('Title').fill('Harbour at dawn');
    await main(page).getByLabel('Description').fill('Boats resting in the morning light.');
    await main(page).getByLabel('Tags').fill('sea, boats');
    await main(page).getByRole('button', { name: 'Add the card' }).click();
    await expect(page).toHaveURL(/\/studio\?submitted=1$/);
    await expect(main(page).getByText('Your card was added.')).toBeVisible();
    const submission = main(page).getByTestId('studio-submission').filter({ hasText: 'Harbour at dawn' });
    await expect(submission).toContainText('Waiting for review');
  });

  await test.step("the artist's page shows their logo and name in the header", async () => {
    await page.goto(`/artists/${slug}`);
    const brand = page.getByRole('banner').getByTestId('artist-brand');
    await expect(brand).toBeVisible();
    await expect(brand.locator('img')).toHaveAttribute('src', /\/images\/artists\/.+\/logo\.svg$/);
    const heading = await main(page).getByRole('heading', { level: 1 }).textContent();
    await expect(brand).toContainText(heading?.trim() ?? '');
  });
});
