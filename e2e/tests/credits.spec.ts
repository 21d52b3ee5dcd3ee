import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { linkIn, waitForMail } from './mail.ts';
import { checkpoint, desktopOnly, hydrated, ownClientAddress } from './support.ts';

test.use(ownClientAddress('credits'));

// Card credits (issue 17, decision record 24): an account buys 20 credits with the test card from the
// buying page, then pays an order of written cards with them at checkout, with no card; the history shows
// both. And the same pages without JavaScript: the route forms buy credits, with the field's message
// beside it and a declined card first.

const TEST_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
const PASSWORD = 'correct horse battery staple';

// The newsletter signup under every page has fields too: the page's own are in <main>.
const main = (page: Page) => page.getByRole('main');

/** POSTs JSON with the session's CSRF token, as the shop's own pages do. */
async function post(api: APIRequestContext, path: string, data: unknown) {
  const check = await api.get('/api/auth/check');
  const { xsrfToken } = (await check.json()).data as { xsrfToken: string };
  const response = await api.post(path, { data, headers: { 'x-csrf-token': xsrfToken } });
  expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return response;
}

/** A verified account with a password, signed in on the page's browser context. */
async function signedInAccount(page: Page, testInfo: TestInfo, what: string) {
  const email = `${what}-${testInfo.project.name}-${Date.now()}@example.com`;
  await post(page.request, '/api/auth/create-account-quick', {
    username: email,
    firstName: 'Cora',
    lastName: 'Credits',
  });
  const link = linkIn(await waitForMail(email, /confirm your email/i), '/verify-email/');
  const [, , id, token] = link.split('?')[0]?.split('/') ?? [];
  await post(page.request, '/api/auth/verify-email', { id, token, password: PASSWORD });
  await post(page.request, '/api/auth/login', { username: email, password: PASSWORD });
  return email;
}

interface CardRef {
  id: string;
  size: string;
}

/** A card the shop writes and posts (folded, with room for a gift card, when asked), and its size. */
async function writtenCard(request: APIRequestContext, folded = false) {
  const answer = await request.get('/api/cards/all?maxResults=48');
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()).data as { results: CardRef[] };
  for (const card of results) {
    const detail = (await (await request.get(`/api/card/${card.id}`)).json()).data as { formats: string[] };
    if (!detail.formats.includes('printed') || (folded && card.size !== 'folded')) continue;
    const size = (await (await request.get(`/api/card-sizes/${card.size}`)).json()).data as {
      pages: number;
      margins: { top: number; left: number };
    };
    return { card, size };
  }
  throw new Error('no card is sold written');
}

/**
 * Puts `count` written cards, posted by standard post, in this browser's cart through the API (as the
 * editor's Add to cart does), and remembers the order as the current one.
 */
async function cartOfWrittenCards(
  page: Page,
  count: number,
  email: string,
  giftCard?: { id: string; amount: number },
) {
  const { card, size } = await writtenCard(page.request, !!giftCard);
  const text = {
    type: 'text',
    id: 'message',
    x: size.margins.left,
    y: size.margins.top,
    width: 60,
    height: 30,
    text: 'Thank you!',
    font: 'caveat',
    size: 20,
    lineHeight: 100,
    color: '#1f2a44',
    hAlign: 'center',
    vAlign: 'middle',
    strokeSize: 20,
    penStyle: 'ballpoint',
  };
  const layout = {
    version: 3,
    sizeId: card.size,
    pages: Array.from({ length: size.pages }, (_, page) => ({ objects: page === 0 ? [text] : [] })),
  };
  // A gift card inside, at the foot of the folded card's inside left page (as the editor places it).
  if (giftCard) {
    const inside = layout.pages[1]?.objects as unknown[] | undefined;
    if (!inside) throw new Error('the folded card has no inside page');
    inside.push({
      type: 'gift-card',
      id: 'gift',
      x: 20,
      y: 130,
      width: 80,
      height: 30,
      giftCard: {
        ...giftCard,
        canChange: true,
        region: 'AU',
        verification: { enable: false, email: null, phone: null },
      },
    });
  }
  let order: { id: string; token: string } | undefined;
  for (let index = 0; index < count; index += 1) {
    const response = await post(page.request, '/api/order/add-card', {
      cardId: card.id,
      layout,
      recipient: {
        name: `Client ${index + 1}`,
        address: '20 Ingram St',
        locality: 'Melbourne',
        adminAreaLevel1: 'VIC',
        postcode: '3000',
        country: 'AU',
      },
      sender: { firstName: 'Cora', lastName: 'Credits', email },
      schedule: { type: 'now' },
      shipping: { method: 'standard', type: 'D' },
      ...(order ? { order } : {}),
    });
    const answered = (await response.json()).data.order as { id: string; token?: string };
    order ??= { id: answered.id, token: answered.token ?? '' };
  }
  if (!order) throw new Error('no order');
  await page.goto('/');
  await page.evaluate((ref) => localStorage.setItem('cardshop.order', JSON.stringify(ref)), order);
  return order;
}

/** The entries of the credit history (wide screens also list the account navigation's links). */
const historyEntries = (page: Page) =>
  main(page).getByRole('list', { name: 'Your credits, newest first' }).getByRole('listitem');

async function fillCard(page: Page, number: string) {
  const form = main(page);
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date').fill('12 / 34');
  await form.getByLabel('Security code (CVC)').fill('123');
  await form.getByLabel('Name on card').fill('Cora Credits');
}

test('an account buys 20 credits with the test card and pays an order of written cards with them, then tops up gift credit for a gift card', async ({
  page,
}, testInfo) => {
  // One account's whole journey, gift credit included: longer than the default minute on a slow runner.
  test.slow();
  const email = await signedInAccount(page, testInfo, 'credits');

  await test.step('the account dashboard leads to buying credits', async () => {
    await page.goto('/account');
    // The dashboard's shortcut (wide screens also have the navigation's link of that name).
    const shortcut = main(page).getByRole('link', { name: /^Buy credits Cards paid in advance/ });
    await hydrated(shortcut);
    await shortcut.click();
    await expect(page).toHaveURL(/\/account\/credits\/purchase$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy card credits' })).toBeVisible();
    await expect(main(page).getByText('You have 0 card credits.')).toBeVisible();
    await checkpoint(page, testInfo, 'credits-buy');
  });

  await test.step('the pack of 20 costs 20 cards at the first tier; the test card pays it', async () => {
    await main(page)
      .getByRole('link', { name: /^20 credits \$139\.00 \$6\.95 each/ })
      .click();
    await expect(page).toHaveURL(/\/account\/credits\/purchase\/20$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy 20 credits' })).toBeVisible();
    const pay = main(page).getByRole('button', { name: 'Pay $139.00' });
    await hydrated(pay);
    await fillCard(page, TEST_CARD);
    await checkpoint(page, testInfo, 'credits-pay');
    await pay.click();
    await expect(page).toHaveURL(/\/account\/credits\/purchase\/complete\/[0-9a-f-]{36}\/[^/]+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your credits are ready.' }),
    ).toBeVisible();
    await expect(main(page).getByText('20 credits were added to your account.')).toBeVisible();
    await expect(main(page).getByText('You have 20 card credits.')).toBeVisible();
    await checkpoint(page, testInfo, 'credits-complete');
  });

  await test.step('at checkout the credits pay for both cards: no card form, nothing to charge', async () => {
    await cartOfWrittenCards(page, 2, email);
    await page.goto('/payment');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText('Paid with 2 card credits')).toBeVisible();
    await expect(summary.getByRole('definition').filter({ hasText: '$0.00' })).toBeVisible();
    const pay = main(page).getByRole('button', { name: 'Pay with 2 credits' });
    await expect(pay).toBeEnabled();
    await expect(main(page).getByText('Your card credits pay for this whole order')).toBeVisible();
    await expect(main(page).getByLabel('Card number')).toHaveCount(0);
    await checkpoint(page, testInfo, 'credits-checkout');
    await pay.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' }),
    ).toBeVisible();
  });

  await test.step('the credit history shows the purchase and the use, with the balance after each', async () => {
    await page.goto('/account/credit-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Credit history' })).toBeVisible();
    await expect(main(page).getByText('You have 18 card credits.')).toBeVisible();
    const entries = historyEntries(page);
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText(/Used for order [0-9A-F]{8}/);
    await expect(entries.nth(0)).toContainText('−2');
    await expect(entries.nth(0)).toContainText('Balance 18');
    await expect(entries.nth(1)).toContainText('Bought · 20 credits');
    await expect(entries.nth(1)).toContainText('+20');
    await expect(entries.nth(1)).toContainText('Balance 20');
    await checkpoint(page, testInfo, 'credit-history');
    // The use links to the order it paid for.
    await entries.nth(0).getByRole('link').click();
    await expect(page).toHaveURL(/\/account\/orders\/view\/[0-9a-f-]{36}\/[^/]+$/);
    await expect(main(page).getByText('Paid with 2 card credits')).toBeVisible();
  });

  await test.step('gift credit, topped up on the same page, pays for a gift card inside a card', async () => {
    await page.goto('/account/credits/purchase');
    await expect(main(page).getByText('Gift credit: $0.00')).toBeVisible();
    await main(page)
      .getByRole('link', { name: /^\$50\.00 of gift credit/ })
      .click();
    await expect(page).toHaveURL(/\/account\/credits\/gift-credit\/50$/);
    const pay = main(page).getByRole('button', { name: 'Pay $50.00' });
    await hydrated(pay);
    await fillCard(page, TEST_CARD);
    await pay.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your gift credit is ready.' }),
    ).toBeVisible();
    await expect(main(page).getByText('Gift credit: $50.00')).toBeVisible();

    // The seed's first Australian gift card at its smallest amount, inside a folded card.
    const list = await page.request.get('/api/gift-cards?maxResults=48');
    const { results } = (await list.json()).data as {
      results: Array<{
        id: string;
        wildcard: boolean;
        regions: string[];
        availableAmounts: Record<string, string>;
      }>;
    };
    const gift = results.find((entry) => !entry.wildcard && entry.regions[0] === 'AU');
    if (!gift) throw new Error('no Australian gift card');
    const amount = Math.min(...Object.keys(gift.availableAmounts).map(Number));
    expect(amount).toBeLessThanOrEqual(5000);
    await cartOfWrittenCards(page, 1, email, { id: gift.id, amount });

    await page.goto('/payment');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    const money = `$${(amount / 100).toFixed(2)}`;
    await expect(summary.getByText('Paid with gift credit')).toBeVisible();
    await expect(summary.getByRole('definition').filter({ hasText: `−${money}` })).toBeVisible();
    await expect(main(page).getByText(`Your gift credit pays for ${money} of the gift cards`)).toBeVisible();
    // The card's credit and the gift credit leave nothing to charge.
    await expect(summary.getByRole('definition').filter({ hasText: /^\$0\.00$/ })).toBeVisible();
    const payOrder = main(page).getByRole('button', { name: 'Pay with 1 credit' });
    await expect(payOrder).toBeEnabled();
    await payOrder.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' }),
    ).toBeVisible();
    await expect(main(page).getByText('Paid with gift credit')).toBeVisible();

    await page.goto('/account/credit-history');
    await expect(main(page).getByText(/Gift cards in order [0-9A-F]{8}/)).toBeVisible();
    await expect(main(page).getByText('Gift credit topped up')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the buying pages are route forms: a field message, a declined card, then the credits', async ({
    page,
  }, testInfo) => {
    desktopOnly(testInfo, 'the route forms are the same on every device');
    await signedInAccount(page, testInfo, 'credits-nojs');
    const NO_SCRIPTS = { scriptsDisabled: true };

    await test.step('another number of credits: outside 5 to 5000 the message is beside the field', async () => {
      await page.goto('/account/credits/purchase');
      const quantity = main(page).getByLabel('How many credits');
      await quantity.fill('3');
      await main(page).getByRole('button', { name: 'Continue' }).click();
      await expect(quantity).toHaveAccessibleDescription(
        /Please enter a whole number of credits from 5 to 5000\./,
      );
      await main(page).getByLabel('How many credits').fill('12');
      await main(page).getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/account\/credits\/purchase\/12$/);
    });

    await test.step('a declined card says so and keeps the purchase; the test card then pays it', async () => {
      await fillCard(page, DECLINED_CARD);
      await main(page).getByRole('button', { name: 'Pay $83.40' }).click();
      await expect(main(page).getByRole('alert')).toContainText('Your card was declined.');
      await checkpoint(page, testInfo, 'credits-declined-no-js', NO_SCRIPTS);
      await fillCard(page, TEST_CARD);
      await main(page).getByRole('button', { name: 'Pay $83.40' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Thank you! Your credits are ready.' }),
      ).toBeVisible();
      await expect(main(page).getByText('You have 12 card credits.')).toBeVisible();
    });

    await test.step('the history lists the one purchase', async () => {
      await page.goto('/account/credit-history');
      await expect(historyEntries(page)).toHaveCount(1);
      await expect(historyEntries(page)).toContainText('Bought · 12 credits');
      await checkpoint(page, testInfo, 'credit-history-no-js', NO_SCRIPTS);
    });

    await test.step('the gift-credit form: a whole amount within the limits, then its payment page', async () => {
      await page.goto('/account/credits/purchase');
      const amount = main(page).getByLabel('Another amount');
      await amount.fill('5');
      await main(page).getByRole('button', { name: 'Top up' }).click();
      await expect(main(page).getByLabel('Another amount')).toHaveAccessibleDescription(
        /Enter a whole amount from \$20\.00 to \$10,000\.00\./,
      );
      await main(page).getByLabel('Another amount').fill('60');
      await main(page).getByRole('button', { name: 'Top up' }).click();
      await expect(page).toHaveURL(/\/account\/credits\/gift-credit\/60$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Top up $60.00 of gift credit' }),
      ).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Pay $60.00' })).toBeVisible();
    });
  });
});
