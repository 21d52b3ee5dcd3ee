import { type APIRequestContext, expect, request, type TestInfo, test } from '@playwright/test';
import { linkIn, waitForMail } from './mail.ts';
import { cardLinks, checkpoint, hydrated, literal, ownClientAddress } from './support.ts';

test.use(ownClientAddress('favourites'));

/** POSTs JSON with the session's CSRF token, as the shop's own pages do. */
async function post(api: APIRequestContext, path: string, data: unknown) {
  const check = await api.get('/api/auth/check');
  const { xsrfToken } = (await check.json()).data as { xsrfToken: string };
  const response = await api.post(path, { data, headers: { 'x-csrf-token': xsrfToken } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return response;
}

/** An account with a password, made through the API (create, then verify with the e-mailed link). */
async function accountWithPassword(baseURL: string, testInfo: TestInfo) {
  const email = `fav-${testInfo.project.name}-${Date.now()}@example.com`;
  const password = 'correct horse battery staple';
  const context = await request.newContext({ baseURL });
  try {
    await post(context, '/api/auth/create-account-quick', {
      username: email,
      firstName: 'Fay',
      lastName: 'Vourite',
    });
    const link = linkIn(await waitForMail(email, /confirm your email/i), '/verify-email/');
    const [, , id, token] = link.split('?')[0]?.split('/') ?? [];
    await post(context, '/api/auth/verify-email', { id, token, password });
  } finally {
    await context.dispose();
  }
  return { email, password };
}

test('a signed-out visitor favourites a card: the login modal opens, and after logging in the card is a favourite', async ({
  page,
  baseURL,
  browser,
}, testInfo) => {
  const { email, password } = await accountWithPassword(baseURL ?? '', testInfo);

  await page.goto('/cards');
  const first = cardLinks(page).first();
  const cardName = (await first.innerText()).trim();
  const cardPath = (await first.getAttribute('href')) ?? '';
  await page.goto(cardPath);
  await expect(page.getByRole('heading', { level: 1, name: cardName })).toBeVisible();

  const heart = page.getByRole('button', { name: `Add ${cardName} to your favourites` });
  await hydrated(heart);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await test.step('dismissing the modal leaves the heart as it was, without an error', async () => {
    await heart.click();
    const modal = page.getByRole('dialog', { name: 'Log in or create an account' });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  await test.step('pressing it again and logging in in the modal favourites the card', async () => {
    await heart.click();
    const modal = page.getByRole('dialog', { name: 'Log in or create an account' });
    await expect(modal).toBeVisible();
    await modal.getByRole('tab', { name: 'Log in' }).click();
    // Both tabs' forms are in the dialog; only the open one is exposed.
    await modal.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await modal.getByRole('textbox', { name: 'Password' }).fill(password);
    await checkpoint(page, testInfo, 'favourite-login-modal', { fullPage: false });
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(modal).toBeHidden();

    const pressed = page.getByRole('button', { name: `Remove ${cardName} from your favourites` });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Added to your favourites')).toBeVisible();
  });

  await test.step('the favourites page lists the card', async () => {
    await page.goto('/favourites');
    await expect(page.getByRole('heading', { level: 1, name: 'Your favourites' })).toBeVisible();
    const tile = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: literal(cardName) }) });
    await expect(tile).toHaveCount(1);
    await expect(
      tile.getByRole('button', { name: `Remove ${cardName} from your favourites` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await checkpoint(page, testInfo, 'favourites');
  });

  await test.step('signed in, switching region is remembered by the account and prices follow', async () => {
    const switcher = page.getByRole('button', { name: /change region/ });
    await hydrated(switcher);
    await switcher.click();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/account/change-region/3') && response.ok(),
    );
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: /^United Kingdom\b/ }).click();
    await saved;
    await reloaded;
    await expect(page.getByRole('button', { name: /^United Kingdom\b.*change region/ })).toBeVisible();
    const tile = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: literal(cardName) }) });
    await expect(tile.getByText(/^£\d+\.\d{2}$/)).toBeVisible();
  });

  await test.step('a fresh session (another browser, no cookies) signs in to the region the account remembers', async () => {
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
    const elsewhere = await browser.newContext({
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
    });
    try {
      const other = await elsewhere.newPage();
      await other.goto('/login');
      const main = other.getByRole('main');
      const submit = main.getByRole('button', { name: 'Log in', exact: true });
      await hydrated(submit);
      // Signed out, with no region cookie, this browser is in the default region.
      const before = (await (await other.request.get('/api/auth/check')).json()).data;
      expect(before).toMatchObject({ user: null, region: { iso: 'AU' } });
      await main.getByLabel('E-mail address').fill(email);
      await main.getByLabel('Password').fill(password);
      await submit.click();
      // Signed in: the account's own page greets the customer (the server checks the session for it).
      await expect(other.getByRole('heading', { level: 1, name: 'Hello, Fay' })).toBeVisible();
      // Signed in, the account's region comes back: not this browser's, which never chose one.
      const after = (await (await other.request.get('/api/auth/check')).json()).data;
      expect(after).toMatchObject({ user: { email }, region: { iso: 'GB' } });
    } finally {
      await elsewhere.close();
    }
  });

  await test.step('taking it off there empties the favourites', async () => {
    const heartOnTile = page.getByRole('button', { name: `Remove ${cardName} from your favourites` });
    await hydrated(heartOnTile);
    await heartOnTile.click();
    await expect(page.getByRole('button', { name: `Add ${cardName} to your favourites` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.reload();
    await expect(page.getByText('No favourites yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the cards' })).toHaveAttribute('href', '/cards');
  });
});

test('a signed-out visitor opening /favourites is asked to log in', async ({ page }) => {
  await page.goto('/favourites');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffavourites$/);
});
