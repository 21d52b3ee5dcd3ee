import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { fillCard, main, post, signedInAccount, TEST_CARD, uniqueEmail } from './checkout-helpers.ts';
import { desktopOnly, expectAccessible, hydrated, ownClientAddress } from './support.ts';

// Custom artwork (issue 19; decision record 35), the whole way: the tile leads the card listing, a
// picture too small to print is refused with its figures beside the field, a photo is uploaded, its
// crop moved, and it is written, paid with the test card and seen in the order. The pictures are made
// here with sharp.

test.use(ownClientAddress('custom-artwork'));

/** A photo-like JPEG (a gradient with a shape) of the given size. */
async function photo(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f4a259"/><stop offset="1" stop-color="#5b8e7d"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2.5}" r="${width / 5}" fill="#f9e0ae"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function uploadFile(page: Page, name: string, buffer: Buffer) {
  await main(page).getByLabel('Photo or design').setInputFiles({ name, mimeType: 'image/jpeg', buffer });
  await main(page).getByRole('button', { name: 'Upload' }).click();
}

test('a photo uploaded as custom artwork is cropped, written, paid for and ordered', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { email } = await signedInAccount(page.request, testInfo, 'artwork');

  await test.step('the custom-artwork tile leads the card listing', async () => {
    await page.goto('/cards');
    const tile = main(page).getByRole('link', { name: 'Upload artwork' });
    await expect(tile).toBeVisible();
    // It is the first item of the card list, before the cards.
    const cardList = main(page)
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: 'Upload artwork' }) });
    await expect(
      cardList.getByRole('listitem').first().getByRole('link', { name: 'Upload artwork' }),
    ).toBeVisible();
    await hydrated(tile);
    await tile.click();
    await expect(page).toHaveURL(/\/custom-artwork$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your own artwork' })).toBeVisible();
  });

  await test.step('a picture too small to print is refused, with its figures beside the field', async () => {
    await uploadFile(page, 'small.jpg', await photo(900, 1200));
    const field = main(page).getByLabel('Photo or design');
    await expect(field).toHaveAccessibleDescription(
      /Too small to print sharply: 900 × 1200 px, needs at least 1571 × 2174 px\./,
    );
    await expectAccessible(page, 'custom artwork upload with the too-small message');
  });

  await test.step('a photo large enough goes on to the crop step, where the crop moves', async () => {
    await uploadFile(page, 'holiday.jpg', await photo(2400, 2600));
    await expect(page).toHaveURL(/\/custom-artwork\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Position your artwork' })).toBeVisible();
    const frame = page.getByTestId('crop-frame');
    const before = await frame.boundingBox();
    const across = main(page).getByRole('slider', { name: 'Left to right' });
    await hydrated(across);
    await across.fill('0');
    await expect.poll(async () => (await frame.boundingBox())?.x).toBeLessThan((before?.x ?? 0) - 1);
    await main(page).getByRole('button', { name: 'Show this crop' }).click();
    await expect(main(page).getByRole('slider', { name: 'Left to right' })).toHaveValue('0');
    await expectAccessible(page, 'custom artwork crop step');
    await main(page).getByRole('button', { name: 'Use this crop and write the card' }).click();
    await expect(page).toHaveURL(/\/write\?card=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Write your card' })).toBeVisible();
  });

  await test.step('it is written and sent like any card, through checkout with the test card', async () => {
    const inside = page.getByRole('textbox', { name: 'Your message on the Inside right page' });
    await page.getByRole('tab', { name: 'Inside right' }).click();
    await inside.fill('Thinking of you.\nLove, Sam');
    const compose = page.getByRole('form', { name: 'Send your card' });
    await compose.getByLabel('Recipient’s name').fill('Robin Reid');
    const country = compose.getByRole('combobox', { name: 'Country' });
    await expect(country).toBeEnabled();
    await country.selectOption('AU');
    await compose.getByLabel('Street address').fill('12 Salamanca Place');
    await compose.getByLabel('Suburb or town').fill('Hobart');
    await compose.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Tasmania' });
    await compose.getByLabel('Postcode').fill('7000');
    await compose.getByLabel('First name').fill('Sam');
    await compose.getByLabel('Last name').fill('Saver');
    await compose.getByLabel('Email').fill(email ?? uniqueEmail(testInfo, 'artwork'));
    await compose.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(main(page).getByText('To Robin Reid')).toBeVisible();
    const pay = main(page).getByRole('button', { name: /^Pay (?!with )/ });
    await expect(pay).toBeEnabled();
    await fillCard(page, TEST_CARD);
    await pay.click();
    await expect(page).toHaveURL(/\/complete\/[0-9a-f-]{36}\/[^/]+\/single$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' }),
    ).toBeVisible();
  });

  await test.step('the order lists the card of the uploaded artwork', async () => {
    await expect(main(page).getByText('Your artwork').first()).toBeVisible();
    await expect(main(page).getByText('To Robin Reid')).toBeVisible();
  });
});

test.describe('before scripts load', () => {
  test.use({ javaScriptEnabled: false });

  test('the upload and the crop work as plain forms', async ({ page }, testInfo) => {
    desktopOnly(testInfo, 'the route forms are the same on every device');
    await signedInAccount(page.request, testInfo, 'artwork-nojs');
    await page.goto('/custom-artwork');
    await uploadFile(page, 'small.jpg', await photo(1000, 800));
    await expect(main(page).getByText('Too small to print sharply: 1000 × 800 px')).toBeVisible();
    await uploadFile(page, 'garden.jpg', await photo(1700, 2300));
    await expect(page).toHaveURL(/\/custom-artwork\/[0-9a-f-]{36}$/);
    const across = main(page).getByRole('slider', { name: 'Left to right' });
    await across.fill('1');
    await main(page).getByRole('button', { name: 'Show this crop' }).click();
    await expect(main(page).getByRole('slider', { name: 'Left to right' })).toHaveValue('1');
    await main(page).getByRole('button', { name: 'Use this crop and write the card' }).click();
    await expect(page).toHaveURL(/\/write\?card=[0-9a-f-]{36}$/);
  });
});

test('a manager uploads the card logo and turns custom artwork off for the organisation', async ({
  page,
}, testInfo) => {
  await post(page.request, '/api/business/signup', {
    firstName: 'Mia',
    lastName: 'Chen',
    email: uniqueEmail(testInfo, 'artwork-manager'),
    organisation: `Chen Florists ${testInfo.project.name}`,
    size: '6-20',
    sendBand: '250-499',
    useCases: ['customer-thanks'],
    industry: 'retail',
  });
  await page.goto('/manage');
  const logo = main(page).getByRole('region', { name: 'Card logo' });
  await expect(logo.getByText('Your cards carry no logo yet.')).toBeVisible();
  const png = await sharp({ create: { width: 600, height: 200, channels: 4, background: '#b91d47ff' } })
    .png()
    .toBuffer();
  await logo.getByLabel(/^Logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await logo.getByRole('button', { name: 'Upload logo' }).click();
  await expect(main(page).getByText('Card logo saved.')).toBeVisible();
  await expect(logo.getByRole('img', { name: 'Your organisation’s card logo' })).toBeVisible();
  await expectAccessible(page, 'manage dashboard with the card logo');

  // The tile leads the listings while the organisation allows custom artwork, and not after.
  await page.goto('/cards');
  await expect(main(page).getByRole('link', { name: 'Upload artwork' })).toBeVisible();
  await page.goto('/manage');
  const custom = main(page).getByRole('region', { name: 'Custom artwork' });
  await custom.getByRole('checkbox', { name: /may upload their own artwork/ }).uncheck();
  await custom.getByRole('button', { name: 'Save' }).click();
  await expect(main(page).getByText('Custom artwork setting saved.')).toBeVisible();
  await expect(custom.getByRole('checkbox', { name: /may upload their own artwork/ })).not.toBeChecked();
  await page.goto('/cards');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Upload artwork' })).toHaveCount(0);
  await page.goto('/custom-artwork');
  await expect(main(page).getByText('Your organisation does not use custom artwork.')).toBeVisible();
});
