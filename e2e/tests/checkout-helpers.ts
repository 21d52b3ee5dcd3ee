import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { linkIn, waitForMail } from './mail.ts';

// What journeys that pay share: an account with a password, a cart of blanks put in through the API
// (as the blank-purchase modal does), the payment page and the test card form. (checkout.spec.ts has
// its own copies of the first ones; they can move here.)

export const TEST_CARD = '4242 4242 4242 4242';

// The newsletter signup under every page has name and e-mail fields too: the page's own are in <main>.
export const main = (page: Page) => page.getByRole('main');

export function uniqueEmail(testInfo: TestInfo, what: string): string {
  return `${what}-${testInfo.project.name}-${Date.now()}@example.com`;
}

/** POSTs JSON with the session's CSRF token, as the shop's own pages do. */
export async function post(api: APIRequestContext, path: string, data: unknown) {
  const check = await api.get('/api/auth/check');
  const { xsrfToken } = (await check.json()).data as { xsrfToken: string };
  const response = await api.post(path, { data, headers: { 'x-csrf-token': xsrfToken } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return response;
}

/** An account with a password (created, then verified with the e-mailed link), signed in on `api`. */
export async function signedInAccount(api: APIRequestContext, testInfo: TestInfo, what: string) {
  const email = uniqueEmail(testInfo, what);
  const password = 'correct horse battery staple';
  await post(api, '/api/auth/create-account-quick', { username: email, firstName: 'Sam', lastName: 'Saver' });
  const link = linkIn(await waitForMail(email, /confirm your email/i), '/verify-email/');
  const [, , id, token] = link.split('?')[0]?.split('/') ?? [];
  await post(api, '/api/auth/verify-email', { id, token, password });
  await post(api, '/api/auth/login', { username: email, password });
  return { email, password };
}

/** A card sold as blanks (letter-sized cards are printed only). */
async function blankCard(request: APIRequestContext): Promise<{ id: string; size: string }> {
  const answer = await request.get('/api/cards/all?maxResults=48');
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()).data as { results: Array<{ id: string; size: string }> };
  for (const card of results.filter((entry) => entry.size !== 'letter')) {
    const detail = (await (await request.get(`/api/card/${card.id}`)).json()).data as { formats: string[] };
    if (detail.formats.includes('blank')) return card;
  }
  throw new Error('no card is sold as blanks');
}

/** Blanks in a new order of the request context's session (a signed-in one adds to the account's). */
export async function orderOfBlanks(api: APIRequestContext, quantity: number, email: string) {
  const card = await blankCard(api);
  const response = await post(api, '/api/order/add-blanks', {
    cardId: card.id,
    cardSize: card.size,
    quantity,
    email,
    firstName: 'Sam',
    lastName: 'Saver',
    shipping: { method: 'standard' },
    address: '1 Macquarie Street',
    locality: 'Sydney',
    adminAreaLevel1: 'NSW',
    postcode: '2000',
    country: 'AU',
  });
  const { order } = (await response.json()).data as { order: { id: string; token: string } };
  return { id: order.id, token: order.token };
}

/** Blanks in this browser's cart: the order is remembered as the current one, as the modal does. */
export async function cartWithBlanks(page: Page, quantity: number, email: string) {
  const order = await orderOfBlanks(page.request, quantity, email);
  await page.goto('/');
  await page.evaluate((ref) => localStorage.setItem('cardshop.order', JSON.stringify(ref)), order);
  return order;
}

/** Opens /payment and waits for the cart and its quote; answers the card form's pay button. */
export async function openPayment(page: Page) {
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Your cart' })).toBeVisible();
  const pay = main(page).getByRole('button', { name: /^Pay (?!with )/ });
  await expect(pay).toBeEnabled();
  return pay;
}

export async function fillCard(page: Page, number: string) {
  const form = main(page);
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date').fill('12 / 34');
  await form.getByLabel('Security code (CVC)').fill('123');
  await form.getByLabel('Name on card').fill('Sam Saver');
}

export const confirmedHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' });
