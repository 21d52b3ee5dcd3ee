import { readFile } from 'node:fs/promises';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  confirmedHeading,
  fillCard,
  main,
  openPayment,
  post,
  signedInAccount,
  uniqueEmail,
} from './checkout-helpers.ts';
import { waitForMail } from './mail.ts';
import { desktopOnly, expectAccessible, ownClientAddress } from './support.ts';

test.use(ownClientAddress('redeem'));

// Redeeming a gift card sent inside a card (issue 17): a signed-in buyer pays for a card with a gift card
// in it (put in the cart through the API: gift-cards.spec.ts walks the quick add and the editor), its
// print proof shows the code, the recipient types it on /redeem in a browser of their own, confirms with
// the code e-mailed to the address the buyer gave, and sees the voucher; the buyer sees it redeemed.

/** The text of every page of a PDF, joined. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

/** A folded card the shop writes and posts (gift cards go in folded cards only). */
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

/** An Australian gift card and its smallest amount. */
async function giftCard(request: APIRequestContext) {
  const answer = await request.get('/api/gift-cards?regions=AU&maxResults=12');
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()).data as {
    results: Array<{ id: string; name: string; wildcard: boolean; availableAmounts: Record<string, string> }>;
  };
  const card = results.find((entry) => !entry.wildcard && Object.keys(entry.availableAmounts).length > 0);
  if (!card) throw new Error('no Australian gift card');
  const [amount, label] = Object.entries(card.availableAmounts)[0] ?? [];
  return { id: card.id, name: card.name, amount: Number(amount), label: label ?? '' };
}

/**
 * A written folded card with a gift card inside, which its recipient confirms with a code e-mailed to
 * `recipientEmail`, in this browser's cart (as the editor's Add to cart does).
 */
async function cartWithGiftCard(page: Page, sender: string, recipientEmail: string) {
  const [card, gift] = await Promise.all([foldedCard(page.request), giftCard(page.request)]);
  const verification = { enable: true, email: recipientEmail, phone: null };
  const message = {
    type: 'text',
    id: 'message',
    x: 20,
    y: 20,
    width: 80,
    height: 40,
    text: 'Happy birthday, Sam!',
    font: 'caveat',
    size: 20,
    lineHeight: 100,
    color: '#1f2a44',
    hAlign: 'center',
    vAlign: 'middle',
    strokeSize: 20,
    penStyle: 'ballpoint',
  };
  const inCard = {
    type: 'gift-card',
    id: 'gift',
    x: 20,
    y: 130,
    width: 80,
    height: 30,
    giftCard: { id: gift.id, amount: gift.amount, canChange: false, region: 'AU', verification },
  };
  const layout = {
    version: 3,
    sizeId: card.size,
    pages: [{ objects: [] }, { objects: [] }, { objects: [message, inCard] }, { objects: [] }],
  };
  const response = await post(page.request, '/api/order/add-card', {
    cardId: card.id,
    layout,
    recipient: {
      name: 'Sam Taylor',
      address: '12 Salamanca Place',
      locality: 'Hobart',
      adminAreaLevel1: 'TAS',
      postcode: '7000',
      country: 'AU',
    },
    sender: { firstName: 'Alex', lastName: 'Writer', email: sender },
    schedule: { type: 'now' },
    shipping: { method: 'standard', type: 'D' },
    options: { giftCardVerification: verification },
  });
  const answered = (await response.json()).data.order as { id: string; token?: string };
  const order = { id: answered.id, token: answered.token ?? '' };
  await page.goto('/');
  await page.evaluate((ref) => localStorage.setItem('cardshop.order', JSON.stringify(ref)), order);
  return gift;
}

/** A browser of its own for the recipient: the project's device and address, no cookies of the buyer. */
async function recipientPage(browser: Browser, testInfo: TestInfo, javaScriptEnabled = true) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, extraHTTPHeaders } =
    testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
    extraHTTPHeaders,
    javaScriptEnabled,
  });
  return context.newPage();
}

const CODE = /Code: ([0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4})\b/;

test('a gift card sent in a card is redeemed by its recipient, and its buyer sees it redeemed', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const recipientEmail = uniqueEmail(testInfo, 'gift-recipient');
  let gift = { name: '', label: '' };
  let code = '';

  await test.step('a signed-in buyer pays for a card with a gift card inside', async () => {
    const buyer = await signedInAccount(page.request, testInfo, 'gift-buyer');
    gift = await cartWithGiftCard(page, buyer.email, recipientEmail);
    const pay = await openPayment(page);
    await expect(main(page).locator('[data-gift-card-line]')).toHaveCount(1);
    await fillCard(page, '4242 4242 4242 4242');
    await pay.click();
    await expect(confirmedHeading(page)).toBeVisible();
  });

  await test.step('the print proof shows the gift card’s code', async () => {
    const proof = main(page).getByRole('link', { name: /^Download proof/ });
    await expect(proof).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), proof.click()]);
    const text = await pdfText(new Uint8Array(await readFile((await download.path()) ?? '')));
    code = CODE.exec(text)?.[1] ?? '';
    expect(code, `no code in the proof:\n${text}`).not.toBe('');
  });

  await test.step('the card is posted: the buyer’s gift cards say so', async () => {
    // The journeys' shop posts a written card a few seconds after payment (DISPATCH_AFTER_RENDER_SECONDS).
    await expect(async () => {
      await page.goto('/account/gifts');
      await expect(main(page).locator('[data-gift] [data-gift-state]')).toHaveText('Posted', {
        timeout: 1_000,
      });
    }).toPass({ timeout: 30_000 });
  });

  const recipient = await recipientPage(browser, testInfo);
  try {
    await test.step('the recipient types the code, as forgivingly as they like, on /redeem', async () => {
      await recipient.goto('/redeem');
      await expect(recipient.getByRole('heading', { level: 1, name: 'Redeem your gift card' })).toBeVisible();
      await expectAccessible(recipient);
      // Lower case, spaces for dashes, and an O for the 0 it means.
      await recipient
        .getByLabel('Gift card code')
        .fill(code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o'));
      await recipient.getByRole('button', { name: 'Find my gift card' }).click();
      await expect(recipient).toHaveURL(new RegExp(`/redeem/[0-9a-f-]{36}/${code}$`));
    });

    await test.step('their gift card’s page is private: not kept, not indexed, no referrer to other sites', async () => {
      const response = await recipient.reload();
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expect(recipient.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(recipient.locator('meta[name="referrer"]')).toHaveAttribute('content', 'same-origin');
      await expect(recipient.getByRole('heading', { level: 2, name: gift.name })).toBeVisible();
      await expect(main(recipient)).toContainText(gift.label);
      await expectAccessible(recipient);
    });

    await test.step('it asks for a code, e-mailed to the address the buyer gave', async () => {
      await expect(recipient.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
      await recipient.getByRole('button', { name: /^E-mail a code to / }).click();
      await expect(recipient).toHaveURL(/\/redeem\/confirm-recipient\/[0-9a-f-]{36}\/[0-9A-Z-]+\?sent=email/);
      await expect(recipient.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
      const field = recipient.getByLabel('Verification code');
      await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(field).toHaveAttribute('inputmode', 'numeric');
      // The address the code went to is only shown, masked: the voucher's address starts empty.
      await expect(recipient.getByLabel('E-mail address for your voucher')).toHaveValue('');
      await expectAccessible(recipient);
    });

    const mail = await waitForMail(recipientEmail, /verification code/i);
    const verification = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(verification).toMatch(/^\d{6}$/);

    await test.step('a wrong code is refused beside its field', async () => {
      const wrong = verification === '000000' ? '111111' : '000000';
      await recipient.getByLabel('Verification code').fill(wrong);
      await recipient.getByLabel('E-mail address for your voucher').fill(recipientEmail);
      await recipient.getByRole('button', { name: 'Confirm and redeem' }).click();
      const field = recipient.getByLabel('Verification code');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(/That code is not right/);
    });

    await test.step('the right code shows the voucher, marked as a test one', async () => {
      await recipient.getByLabel('Verification code').fill(verification);
      await recipient.getByLabel('E-mail address for your voucher').fill(recipientEmail);
      await recipient.getByRole('button', { name: 'Confirm and redeem' }).click();
      const voucher = recipient.getByRole('region', { name: 'Your voucher' });
      await expect(voucher).toBeVisible();
      await expect(voucher).toContainText('Test voucher');
      await expect(voucher).toContainText(gift.label);
      await expect(voucher.locator('[data-voucher-code]')).not.toBeEmpty();
      await expectAccessible(recipient);
    });

    await test.step('the code’s page now says when it was redeemed and where the voucher went', async () => {
      await recipient.goto(`/redeem/${new URL(recipient.url()).pathname.split('/').slice(-2).join('/')}`);
      await expect(
        recipient.getByRole('heading', { name: 'This gift card has been redeemed' }),
      ).toBeVisible();
      await expect(main(recipient)).toContainText(/voucher was sent to \S*•/);
    });
  } finally {
    await recipient.context().close();
  }

  await test.step('the buyer sees the gift card redeemed in their account', async () => {
    await page.goto('/account/gifts');
    await expect(page.getByRole('heading', { level: 1, name: 'Gift cards sent' })).toBeVisible();
    const item = main(page).locator('[data-gift]');
    await expect(item).toHaveCount(1);
    await expect(item.locator('[data-gift-state]')).toHaveText('Redeemed');
    await expect(item).toContainText('To Sam Taylor');
    await expectAccessible(page);
    await item.getByRole('link', { name: /^View / }).click();
    await expect(page).toHaveURL(/\/account\/gifts\/view\/[0-9a-f-]{36}$/);
    const timeline = main(page).locator('[data-gift-timeline]');
    for (const step of ['paid', 'printed', 'posted', 'redeemed']) {
      await expect(timeline.locator(`[data-step="${step}"]`)).toHaveAttribute('data-done', 'yes');
    }
    await expectAccessible(page);
  });
});

test('the landing works before scripts: a wrong code is refused beside the field, and a wrong address is a 404', async ({
  browser,
}, testInfo) => {
  desktopOnly(testInfo, 'the route forms are the same on every device');
  const page = await recipientPage(browser, testInfo, false);
  try {
    await page.goto('/redeem');
    await page.getByLabel('Gift card code').fill('ZZZZ-ZZZZ-ZZZZ');
    await page.getByRole('button', { name: 'Find my gift card' }).click();
    await expect(page).toHaveURL(/\/redeem$/);
    const field = page.getByLabel('Gift card code');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/We couldn’t find a gift card with this code/);
    await expect(field).toHaveValue('ZZZZ-ZZZZ-ZZZZ');

    const response = await page.goto('/redeem/00000000-0000-4000-8000-000000000000/ZZZZ-ZZZZ-ZZZZ');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We couldn’t find this gift card' }),
    ).toBeVisible();
    await expect(page.getByLabel('Gift card code')).toHaveValue('ZZZZ-ZZZZ-ZZZZ');
  } finally {
    await page.context().close();
  }
});
