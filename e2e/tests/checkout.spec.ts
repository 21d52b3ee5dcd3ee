import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { linkIn, waitForMail } from './mail.ts';
import { checkpoint, desktopOnly, expectAccessible, hydrated, literal, ownClientAddress } from './support.ts';

test.use(ownClientAddress('checkout'));

// Paying and after (issue 5): a guest buys blanks with the test card and gets the confirmation; an invalid
// then a valid discount code; a declined card keeps the cart (and the 3-D Secure challenge); a signed-in
// buyer finds the order in the account. Demo promo codes: apps/server/src/seed/data/promo-codes.ts.

interface CardRef {
  id: string;
  name: string;
  fullPath: string;
  size: string;
}

const TEST_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

// The newsletter signup under every page has name and e-mail fields too: the page's own are in <main>.
const main = (page: Page) => page.getByRole('main');

/** The header's cart button, named for the number of cards in it. */
const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ cards?$/ });

function uniqueEmail(testInfo: TestInfo, what: string): string {
  return `${what}-${testInfo.project.name}-${Date.now()}@example.com`;
}

/** POSTs JSON with the session's CSRF token, as the shop's own pages do. */
async function post(api: APIRequestContext, path: string, data: unknown) {
  const check = await api.get('/api/auth/check');
  const { xsrfToken } = (await check.json()).data as { xsrfToken: string };
  const response = await api.post(path, { data, headers: { 'x-csrf-token': xsrfToken } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return response;
}

/** A card sold as blanks (letter-sized cards are printed only). */
async function blankCard(request: APIRequestContext): Promise<CardRef> {
  const answer = await request.get('/api/cards/all?maxResults=48');
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()).data as { results: CardRef[] };
  for (const card of results.filter((entry) => entry.size !== 'letter')) {
    const detail = (await (await request.get(`/api/card/${card.id}`)).json()).data as { formats: string[] };
    if (detail.formats.includes('blank')) return card;
  }
  throw new Error('no card is sold as blanks');
}

/**
 * Puts blanks in this browser's cart through the API (as the blank-purchase modal does) and remembers
 * the order as the current one. The page's own request context shares its cookies, so a signed-in
 * page adds to the account's order.
 */
async function cartWithBlanks(page: Page, quantity: number, email: string) {
  const card = await blankCard(page.request);
  const response = await post(page.request, '/api/order/add-blanks', {
    cardId: card.id,
    cardSize: card.size,
    quantity,
    email,
    firstName: 'Pat',
    lastName: 'Payer',
    shipping: { method: 'standard' },
    address: '1 Macquarie Street',
    locality: 'Sydney',
    adminAreaLevel1: 'NSW',
    postcode: '2000',
    country: 'AU',
  });
  const { order } = (await response.json()).data as { order: { id: string; token: string } };
  await page.goto('/');
  await page.evaluate((ref) => localStorage.setItem('cardshop.order', JSON.stringify(ref)), {
    id: order.id,
    token: order.token,
  });
  return { card, order };
}

/** Opens /payment and waits for the cart and its quote. */
async function openPayment(page: Page) {
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Your cart' })).toBeVisible();
  const pay = main(page).getByRole('button', { name: /^Pay / });
  await expect(pay).toBeEnabled();
  return pay;
}

async function fillCard(page: Page, number: string) {
  const form = main(page);
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date').fill('12 / 34');
  await form.getByLabel('Security code (CVC)').fill('123');
  await form.getByLabel('Name on card').fill('Pat Payer');
}

const dataLayerEvents = (page: Page, event: string) =>
  page.evaluate((name) => {
    const layer = (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];
    return layer.filter((entry) => entry.event === name);
  }, event);

async function fillCustomer(dialog: Locator, email: string) {
  await expect(dialog.getByRole('heading', { name: 'Your details' })).toBeFocused();
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('First name').fill('Gus');
  await dialog.getByLabel('Last name').fill('Guest');
}

test('a guest buys 10 blanks with the test card: the complete page, then the confirmation e-mail', async ({
  page,
  request,
}, testInfo) => {
  const card = await blankCard(request);
  const email = uniqueEmail(testInfo, 'guest-buyer');

  await test.step('10 blanks go into the cart through the blank-purchase modal', async () => {
    await page.goto(card.fullPath);
    // The server takes payments with its test gateway (PAYMENTS=test): every page says so.
    await expect(page.getByRole('region', { name: 'Test mode' })).toContainText('takes no real payments');
    const buy = main(page).getByRole('button', { name: 'Buy blanks' });
    await hydrated(buy);
    await buy.click();
    const dialog = page.getByRole('dialog', { name: literal(card.name) });
    const quantity = dialog.getByRole('textbox', { name: 'How many cards?' });
    await quantity.fill('10');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('10');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await fillCustomer(dialog, email);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Where should we post them?' })).toBeFocused();
    const country = dialog.getByRole('combobox', { name: 'Country' });
    await expect(country).toBeEnabled();
    await country.selectOption('AU');
    await dialog.getByLabel('Street address').fill('12 Salamanca Place');
    await dialog.getByLabel('Suburb or town').fill('Hobart');
    await dialog.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Tasmania' });
    await dialog.getByLabel('Postcode').fill('7000');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Choose delivery' })).toBeFocused();
    await expect(dialog.getByRole('radio', { name: /^Standard post/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByText(`10 blank ${card.name} cards added to your cart.`)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 10 cards');
  });

  const pay =
    await test.step('the payment page: the cart, the buyer, the total with GST, test mode', async () => {
      const payButton = await openPayment(page);
      await expect(main(page).getByRole('textbox', { name: /^Quantity of / })).toHaveValue('10');
      // The details typed in the modal travel with the order.
      await expect(main(page).getByLabel('E-mail address')).toHaveValue(email);
      await expect(main(page).getByLabel('First name')).toHaveValue('Gus');
      await expect(main(page).getByText('Includes GST of')).toBeVisible();
      await expect(main(page).getByText('Test mode', { exact: true })).toBeVisible();
      await main(page).getByText('Test card numbers', { exact: true }).click();
      await expect(main(page).getByText('4242 4242 4242 4242', { exact: true })).toBeVisible();
      expect(await dataLayerEvents(page, 'begin_checkout')).toHaveLength(1);
      await checkpoint(page, testInfo, 'payment');
      return payButton;
    });

  await test.step('an empty card form is checked in the browser', async () => {
    await pay.click();
    await expect(main(page).getByText('This field is required.')).toHaveCount(4);
    await expect(main(page).getByLabel('Card number')).toBeFocused();
  });

  let completeUrl = '';
  await test.step('paying with the test card opens the complete page; a double click pays once', async () => {
    let intents = 0;
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/payment/order/intent')) intents += 1;
    });
    await fillCard(page, TEST_CARD);
    await pay.dblclick();
    await expect(page).toHaveURL(/\/complete\/[0-9a-f-]{36}\/[^/]+\/blank$/);
    completeUrl = new URL(page.url()).pathname;
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' }),
    ).toBeVisible();
    await expect(main(page).getByText(`We’ve sent a confirmation to ${email}.`)).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'What you bought: 10 cards' })).toBeVisible();
    await expect(main(page).getByText(/^Expected between /)).toBeVisible();
    // Blanks read as blanks: they come to the buyer, not to a recipient.
    await expect(
      main(page).getByText('Your 10 blank cards will be posted to you, ready to write.'),
    ).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Keep shopping' })).toHaveAttribute('href', '/cards');
    // A guest has no order history to go to.
    await expect(main(page).getByRole('link', { name: 'View your orders' })).toHaveCount(0);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 cards');
    const purchases = await dataLayerEvents(page, 'purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ ecommerce: { currency: 'AUD', items: [{ quantity: 10 }] } });
    expect(intents).toBe(1);
    await checkpoint(page, testInfo, 'complete');
  });

  await test.step('the confirmation e-mail is in the outbox', async () => {
    const reference = completeUrl.split('/')[2]?.slice(0, 8).toUpperCase() ?? '';
    const mail = await waitForMail(email, new RegExp(`order ${reference} is confirmed`));
    expect(mail.text).toContain('10 ×');
  });

  await test.step('the complete page can be opened again, and the sale is not counted twice', async () => {
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' }),
    ).toBeVisible();
    expect(await dataLayerEvents(page, 'purchase')).toHaveLength(0);
  });

  await test.step('an account made later with the e-mail lists the order once the address is verified', async () => {
    const reference = completeUrl.split('/')[2]?.slice(0, 8).toUpperCase() ?? '';
    await post(page.request, '/api/auth/create-account-quick', {
      username: email,
      firstName: 'Gus',
      lastName: 'Guest',
    });
    // Signing up proves nothing about the address: the orders stay the guest's.
    await page.goto('/account/orders');
    await expect(main(page).getByText('No orders yet')).toBeVisible();
    const link = linkIn(await waitForMail(email, /confirm your email/i), '/verify-email/');
    const [, , id, token] = link.split('?')[0]?.split('/') ?? [];
    await post(page.request, '/api/auth/verify-email', {
      id,
      token,
      password: 'correct horse battery staple',
    });
    await page.goto('/account/orders');
    await expect(
      main(page)
        .getByRole('listitem')
        .filter({ hasText: `Order ${reference}` }),
    ).toBeVisible();
  });
});

test('an invalid discount code is refused; a valid one is applied, kept and can be removed', async ({
  page,
}, testInfo) => {
  await cartWithBlanks(page, 10, uniqueEmail(testInfo, 'promo'));
  await openPayment(page);
  const code = main(page).getByRole('textbox', { name: 'Discount code' });
  const summary = main(page).getByRole('complementary', { name: 'Order summary' });
  const total = async () =>
    (
      await summary
        .getByText(/^Total$/)
        .locator('xpath=..')
        .innerText()
    ).trim();

  await test.step('an unknown code is refused beside the field, and the total stays', async () => {
    const before = await total();
    await code.fill('NOSUCHCODE');
    await main(page).getByRole('button', { name: 'Apply' }).click();
    await expect(
      main(page).getByText('We don’t know that discount code. Please check it and try again.'),
    ).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveValue('NOSUCHCODE');
    expect(await total()).toBe(before);
    await expectAccessible(page, 'payment: refused discount code');
  });

  await test.step('a valid code is applied: the discount shows, the code is kept as pending', async () => {
    await code.fill('welcome10');
    await main(page).getByRole('button', { name: 'Apply' }).click();
    await expect(main(page).getByText('Discount code WELCOME10 applied.')).toBeVisible();
    await expect(page.getByText('Your discount code is saved and will be used when you pay.')).toBeVisible();
    await expect(summary.getByText('Discount (WELCOME10)')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cardshop.pendingCoupon'))).toBe('WELCOME10');
    await checkpoint(page, testInfo, 'payment-discount');
  });

  await test.step('removing it takes the discount off and forgets the code', async () => {
    await main(page).getByRole('button', { name: 'Remove code' }).click();
    await expect(main(page).getByRole('textbox', { name: 'Discount code' })).toBeVisible();
    await expect(summary.getByText('Discount (WELCOME10)')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cardshop.pendingCoupon'))).toBeNull();
  });

  await test.step('a code kept from a content page is applied by itself when the payment page opens', async () => {
    await page.evaluate(() => localStorage.setItem('cardshop.pendingCoupon', 'WELCOME10'));
    await openPayment(page);
    await expect(main(page).getByText('Discount code WELCOME10 applied.')).toBeVisible();
    await expect(summary.getByText('Discount (WELCOME10)')).toBeVisible();
  });
});

test('a declined card shows the message and keeps the cart; a failed 3-D Secure check too, then approving pays', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'declined');
  await cartWithBlanks(page, 10, email);
  const pay = await openPayment(page);

  await test.step('the declined test card: the gateway’s message beside the form, the cart as it was', async () => {
    await fillCard(page, DECLINED_CARD);
    await pay.click();
    const alert = main(page).getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('your cart is just as it was');
    await expect(page).toHaveURL(/\/payment$/);
    await expect(main(page).getByRole('textbox', { name: /^Quantity of / })).toHaveValue('10');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 10 cards');
    await expect(pay).toBeEnabled();
    await checkpoint(page, testInfo, 'payment-declined');
  });

  const challengeCard =
    await test.step('the test cards name the one that asks for a 3-D Secure check', async () => {
      const answer = await page.request.get('/api/payment/test/cards');
      const { cards } = (await answer.json()).data as { cards: Array<{ number: string; outcome: string }> };
      const found = cards.find((entry) => entry.outcome === 'requires_action');
      expect(found, 'a test card that asks for 3-D Secure').toBeDefined();
      return found?.number ?? '';
    });

  await test.step('failing the 3-D Secure check declines the payment and keeps the cart', async () => {
    await fillCard(page, challengeCard);
    await pay.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Test mode')).toBeVisible();
    await checkpoint(page, testInfo, 'payment-challenge', { fullPage: false });
    await dialog.getByRole('button', { name: 'Fail the check' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      main(page)
        .getByRole('alert')
        .filter({ hasText: /declined|not approved|failed/i }),
    ).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 10 cards');
  });

  await test.step('approving it pays', async () => {
    await pay.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await dialog.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/complete\/[0-9a-f-]{36}\/[^/]+\/blank$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' }),
    ).toBeVisible();
    await waitForMail(email, /is confirmed/);
  });
});

/** An account with a password, made through the API (create, then verify with the e-mailed link). */
async function accountWithPassword(api: APIRequestContext, testInfo: TestInfo) {
  const email = uniqueEmail(testInfo, 'buyer');
  const password = 'correct horse battery staple';
  await post(api, '/api/auth/create-account-quick', {
    username: email,
    firstName: 'Sam',
    lastName: 'Signedin',
  });
  const link = linkIn(await waitForMail(email, /confirm your email/i), '/verify-email/');
  const [, , id, token] = link.split('?')[0]?.split('/') ?? [];
  await post(api, '/api/auth/verify-email', { id, token, password });
  return { email, password };
}

test('a signed-in buyer pays and finds the order in the account’s orders', async ({ page }, testInfo) => {
  const { email, password } = await accountWithPassword(page.request, testInfo);
  await post(page.request, '/api/auth/login', { username: email, password });

  await test.step('the account’s orders start empty', async () => {
    await page.goto('/account/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
    await expect(main(page).getByText('No orders yet')).toBeVisible();
    // The navigation's Orders entry is this page (the side list of wide screens).
    // guarded-expect: phones have no side list, so the desktop project alone checks it
    if (testInfo.project.name === 'desktop') {
      const nav = page.getByRole('navigation', { name: 'Your account' });
      await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });

  await cartWithBlanks(page, 12, email);
  const pay = await openPayment(page);
  await expect(main(page).getByLabel('E-mail address')).toHaveValue(email);
  await fillCard(page, TEST_CARD);
  await pay.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' }),
  ).toBeVisible();
  const reference = new URL(page.url()).pathname.split('/')[2]?.slice(0, 8).toUpperCase() ?? '';

  await test.step('the complete page leads to the orders, which list this one', async () => {
    await main(page).getByRole('link', { name: 'View your orders' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    const row = main(page)
      .getByRole('listitem')
      .filter({ hasText: `Order ${reference}` });
    await expect(row).toBeVisible();
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(row.getByText('12 cards')).toBeVisible();
    // The day it was paid, in the date format of every page (MMM Do YYYY).
    await expect(row.getByText(/^[A-Z][a-z]{2} \d{1,2}(st|nd|rd|th) \d{4} ·/)).toBeVisible();
    await checkpoint(page, testInfo, 'account-orders');
  });

  await test.step('the order opens with its items, totals and status', async () => {
    await main(page)
      .getByRole('link', { name: `Order ${reference}` })
      .click();
    await expect(page).toHaveURL(/\/account\/orders\/view\/[0-9a-f-]{36}\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: '1 item' })).toBeVisible();
    await expect(main(page).getByText('Paid', { exact: true })).toBeVisible();
    await expect(main(page).getByText('Includes GST of')).toBeVisible();
    await checkpoint(page, testInfo, 'account-order-view');
  });
});

test('a resume link opens the payment page for an unpaid order, and says so for a paid or unknown one', async ({
  page,
}, testInfo) => {
  desktopOnly(testInfo, 'what the server decides is the same for every device');
  const { order } = await cartWithBlanks(page, 3, uniqueEmail(testInfo, 'resume'));
  await page.evaluate(() => localStorage.removeItem('cardshop.order'));

  await test.step('an unpaid order becomes the current order and the payment page opens', async () => {
    await page.goto(`/orders/resume/${order.id}/${order.token}`);
    await expect(page).toHaveURL(/\/payment$/);
    await expect(main(page).getByRole('textbox', { name: /^Quantity of / })).toHaveValue('3');
  });

  await test.step('a link whose token opens nothing says so', async () => {
    await page.goto(`/orders/resume/${order.id}/not-the-right-token-at-all`);
    await expect(main(page).getByText('We couldn’t find that order. Please check the link.')).toBeVisible();
    await expectAccessible(page, 'resume: unknown order');
  });

  await test.step('once paid, the link says so and leads to the order', async () => {
    // Paid through the API, as the payment page does it: intent, the test card, completion.
    const intent = (await (await post(page.request, '/api/payment/order/intent', { order })).json()).data as {
      secret: string;
      intentId: string;
    };
    const card = { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Pat Payer' };
    await post(page.request, '/api/payment/test/confirm', { secret: intent.secret, card });
    await post(page.request, '/api/payment/order/complete', { order, intentId: intent.intentId });
    await page.goto(`/orders/resume/${order.id}/${order.token}`);
    await expect(main(page).getByText('This order has already been paid. Thank you!')).toBeVisible();
    await main(page).getByRole('link', { name: 'View the order' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' }),
    ).toBeVisible();
  });
});
