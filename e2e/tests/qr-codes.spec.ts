import { type APIRequestContext, type Browser, expect, type TestInfo, test } from '@playwright/test';
import { main, post, uniqueEmail } from './checkout-helpers.ts';
import { desktopOnly, expectAccessible, hydrated, ownClientAddress } from './support.ts';

test.use(ownClientAddress('qr-codes'));

// QR codes (issue 19, decision record 34): /qr-preview draws each style the editor offers and refuses a
// bad query; a business's card with a QR code gets a code of the business at add-card, whose landing page
// thanks the scanner in the business's name with a link on (no redirect), counts the scan, and the
// manager sees it on /manage. The API tests cover other organisations, HEAD, prefetches and bots.

const TARGET = 'https://florist.example/spring-menu';
const LANDING = /\/business\/thanks-for-scanning\/([0-9a-f-]{36})$/;

test('/qr-preview draws each style as it prints, and refuses a bad query', async ({ page }, testInfo) => {
  desktopOnly(testInfo, 'the drawing is the same on every device');
  const drawings = new Set<string>();
  for (const style of ['square', 'rounded', 'dots']) {
    const answer = await page.goto(`/qr-preview?url=${encodeURIComponent(TARGET)}&style=${style}`);
    expect(answer?.status(), style).toBe(200);
    expect(answer?.headers()['content-type']).toContain('image/svg+xml');
    expect(answer?.headers()['cache-control']).toContain('max-age=86400');
    // The code in black on its white box, shown by the browser as a picture.
    await expect(page.locator('svg path[fill="#000000"]')).toHaveCount(1);
    drawings.add((await answer?.text()) ?? '');
  }
  expect(drawings.size).toBe(3);

  const png = await page.request.get(`/qr-preview?value=${encodeURIComponent(TARGET)}&style=dots&format=png`);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');

  const missing = await page.request.get('/qr-preview?style=dots');
  expect(missing.status()).toBe(422);
  expect((await missing.json()).data.errors).toEqual({ value: ['validation.required'] });
  const unknown = await page.request.get(`/qr-preview?url=${encodeURIComponent(TARGET)}&style=hearts`);
  expect(unknown.status()).toBe(422);
  expect((await unknown.json()).data.errors).toEqual({ style: ['validation.in'] });
  const script = await page.request.get('/qr-preview?url=javascript:alert(1)');
  expect(script.status()).toBe(422);
});

/** A folded card the shop writes and posts. */
async function foldedCard(request: APIRequestContext) {
  const answer = await request.get('/api/cards/all?maxResults=48');
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()).data as { results: Array<{ id: string; size: string }> };
  for (const card of results.filter((entry) => entry.size === 'folded')) {
    const detail = (await (await request.get(`/api/card/${card.id}`)).json()).data as { formats: string[] };
    if (detail.formats.includes('printed')) return card;
  }
  throw new Error('no folded card is sold written');
}

test('the editor draws the QR code in the style chosen, exactly as /qr-preview and the print file do', async ({
  page,
}, testInfo) => {
  desktopOnly(testInfo, 'the drawing is the same on every device');
  const card = await foldedCard(page.request);
  await page.goto(`/write?card=${card.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Write your card' })).toBeVisible();
  await hydrated(page.getByRole('tablist', { name: 'Pages' }));
  const open = page.getByRole('button', { name: 'Writing tools' });
  const tools = page.getByRole('complementary', { name: 'Writing tools' });
  // On a phone the tools are a bottom sheet whose code loads on first use: a press before the button is
  // live does nothing, so it is pressed again until the sheet is open.
  await expect(async () => {
    if ((await open.isVisible()) && (await open.getAttribute('aria-expanded')) === 'false')
      await open.click();
    await expect(tools).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  const previewPath = async (style: string) => {
    const svg = await (
      await page.request.get(`/qr-preview?url=${encodeURIComponent(TARGET)}&style=${style}`)
    ).text();
    return /<path d="([^"]+)"/.exec(svg)?.[1];
  };
  const drawn = page.getByRole('button', { name: 'Select QR code' }).locator('path');

  await tools.getByRole('textbox', { name: 'QR code: Web address' }).fill(TARGET);
  await tools.getByRole('button', { name: 'Dots', exact: true }).click();
  await expect(tools.getByRole('button', { name: 'Dots', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await tools.getByRole('button', { name: 'Add QR code' }).click();
  await expect(drawn).toHaveAttribute('d', (await previewPath('dots')) ?? 'no preview');

  // The code is selected: another style changes it at once.
  await tools.getByRole('button', { name: 'Rounded', exact: true }).click();
  await expect(drawn).toHaveAttribute('d', (await previewPath('rounded')) ?? 'no preview');
  await expectAccessible(page, 'editor with a QR code');
});

/** A phone of its own, signed out, from another address: someone who got the card. */
async function scannerPage(browser: Browser, testInfo: TestInfo, javaScriptEnabled = true) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
    javaScriptEnabled,
    ...ownClientAddress(`qr-scanner-${testInfo.project.name}`),
  });
  return context.newPage();
}

test('a business’s QR code opens its thank-you page, which counts the scan the manager sees', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const organisation = `Chen Florists QR ${testInfo.project.name}`;
  let landing = '';

  await test.step('a business signs up and puts a card with a QR code in its cart', async () => {
    await post(page.request, '/api/business/signup', {
      firstName: 'Mia',
      lastName: 'Chen',
      email: uniqueEmail(testInfo, 'qr-manager'),
      organisation,
      size: '6-20',
      sendBand: '100-249',
      useCases: ['customer-thanks'],
      industry: 'retail',
    });
    const card = await foldedCard(page.request);
    const qr = { type: 'qr-code', id: 'qr', x: 40, y: 100, size: 25, value: TARGET, style: 'rounded' };
    const answer = await post(page.request, '/api/order/add-card', {
      cardId: card.id,
      layout: {
        version: 3,
        sizeId: card.size,
        pages: [{ objects: [] }, { objects: [] }, { objects: [qr] }, { objects: [] }],
      },
      recipient: {
        name: 'Sam Taylor',
        address: '12 Salamanca Place',
        locality: 'Hobart',
        adminAreaLevel1: 'TAS',
        postcode: '7000',
        country: 'AU',
      },
      sender: { firstName: 'Mia', lastName: 'Chen', email: uniqueEmail(testInfo, 'qr-sender') },
      schedule: { type: 'now' },
      shipping: { method: 'standard', type: 'D' },
    });
    const { item } = (await answer.json()).data as {
      item: { card: { layout: { pages: Array<{ objects: Array<{ value?: string; style?: string }> }> } } };
    };
    const printed = item.card.layout.pages[2]?.objects[0];
    expect(printed?.style).toBe('rounded');
    landing = printed?.value ?? '';
    expect(landing).toMatch(LANDING);
  });

  await test.step('the manager sees no scans yet', async () => {
    await page.goto('/manage');
    const section = main(page).getByRole('region', { name: 'QR code scans' });
    await expect(section.getByText('0 scans in all')).toBeVisible();
  });

  const scanner = await scannerPage(browser, testInfo);
  await test.step('someone scans it: thanks in the business’s name, and a link on they choose to follow', async () => {
    // A HEAD (a link checker, here from another address than the scan's) is not a scan.
    expect((await page.request.head(landing)).status()).toBe(200);
    const answer = await scanner.goto(landing);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['cache-control']).toBe('no-store');
    await expect(
      main(scanner).getByRole('heading', {
        level: 1,
        name: `Thanks for scanning — a card from ${organisation}`,
      }),
    ).toBeVisible();
    const onward = main(scanner).getByRole('link', { name: 'Continue to florist.example' });
    await expect(onward).toHaveAttribute('href', TARGET);
    // The page stays: nobody is sent on without clicking.
    expect(new URL(scanner.url()).pathname).toMatch(LANDING);
    await expectAccessible(scanner, 'QR landing page');

    const unknown = await scanner.goto('/business/thanks-for-scanning/00000000-0000-4000-8000-000000000000');
    expect(unknown?.status()).toBe(404);
    await expect(
      main(scanner).getByRole('heading', { name: 'This QR code is not one of ours' }),
    ).toBeVisible();
  });
  await scanner.context().close();

  await test.step('the page works without scripts too (the same phone again: the same visit)', async () => {
    const plain = await scannerPage(browser, testInfo, false);
    await plain.goto(landing);
    await expect(main(plain).getByRole('heading', { level: 1 })).toHaveText(
      `Thanks for scanning — a card from ${organisation}`,
    );
    await expect(main(plain).getByRole('link', { name: 'Continue to florist.example' })).toHaveAttribute(
      'href',
      TARGET,
    );
    await plain.context().close();
  });

  await test.step('the manager sees the one scan on the dashboard', async () => {
    await page.goto('/manage');
    const section = main(page).getByRole('region', { name: 'QR code scans' });
    await expect(section.getByText('1 scan in all')).toBeVisible();
    const row = section.getByRole('row', { name: /Cards sent one at a time/ });
    await expect(row.getByRole('cell')).toHaveText(['1', '1']);
    await expectAccessible(page, 'manage dashboard with QR scans');
  });
});
