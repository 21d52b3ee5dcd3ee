import {
  type APIRequestContext,
  type APIResponse,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { checkpoint, expectAccessible, hydrated, literal, ownClientAddress } from './support.ts';

test.use(ownClientAddress('blank-purchase'));

interface CardRef {
  id: string;
  name: string;
  fullPath: string;
}

/** A card sold as blanks (letter-sized cards are printed only). */
async function blankCard(request: APIRequestContext): Promise<CardRef> {
  const answer = await request.get('/api/cards/all?maxResults=48');
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()).data as { results: Array<CardRef & { size: string }> };
  for (const card of results.filter((entry) => entry.size !== 'letter')) {
    const detail = (await (await request.get(`/api/card/${card.id}`)).json()).data as { formats: string[] };
    if (detail.formats.includes('blank')) return card;
  }
  throw new Error('no card is sold as blanks');
}

function uniqueEmail(testInfo: TestInfo): string {
  return `blanks-${testInfo.project.name}-${Date.now()}@example.com`;
}

/** The header's cart button, named for the number of cards in it. */
const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ cards?$/ });

async function fillCustomer(dialog: Locator, email: string) {
  await expect(dialog.getByRole('heading', { name: 'Your details' })).toBeFocused();
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('First name').fill('Bea');
  await dialog.getByLabel('Last name').fill('Blank');
}

test('a guest buys 10 blank cards: customer, address, delivery, Add To Cart; the cart is remembered', async ({
  page,
  request,
}, testInfo) => {
  const card = await blankCard(request);
  const email = uniqueEmail(testInfo);
  await page.goto(card.fullPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.name);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 cards');

  const buy = page.getByRole('main').getByRole('button', { name: 'Buy blanks' });
  await hydrated(buy);
  await buy.click();
  const dialog = page.getByRole('dialog', { name: literal(card.name) });
  await expect(page).toHaveURL(new RegExp(`#blank-${card.id}$`));

  await test.step('overview: size, quantity 10 and the price', async () => {
    await expect(dialog.getByRole('heading', { name: 'Buy blank cards' })).toBeVisible();
    await expect(dialog.getByText('Step 1 of 4')).toBeVisible();
    const quantity = dialog.getByRole('textbox', { name: 'How many cards?' });
    await quantity.fill('999');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('250');
    await expect(dialog.getByRole('heading', { name: 'Buy blank cards' })).toBeVisible();
    await quantity.fill('0');
    await quantity.press('Tab');
    await expect(quantity).toHaveValue('1');
    await quantity.fill('10');
    await quantity.press('Tab');
    await expect(quantity).toHaveValue('10');
    await checkpoint(page, testInfo, 'blank-overview', { fullPage: false });
    await dialog.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('customer: checked in the browser, Back returns to the overview', async () => {
    await expect(dialog.getByRole('heading', { name: 'Your details' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('This field is required.')).toHaveCount(3);
    await expect(dialog.getByLabel('E-mail address')).toBeFocused();
    await dialog.getByRole('button', { name: 'Back to quantity' }).click();
    await expect(dialog.getByRole('heading', { name: 'Buy blank cards' })).toBeFocused();
    await expect(dialog.getByRole('textbox', { name: 'How many cards?' })).toHaveValue('10');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await fillCustomer(dialog, email);
    await expectAccessible(page, 'blank purchase: customer');
    await dialog.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('address: an Australian address needs its state', async () => {
    await expect(dialog.getByRole('heading', { name: 'Where should we post them?' })).toBeFocused();
    const country = dialog.getByRole('combobox', { name: 'Country' });
    await expect(country).toBeEnabled();
    await country.selectOption('AU');
    await dialog.getByLabel('Street address').fill('12 Salamanca Place');
    await dialog.getByLabel('Suburb or town').fill('Hobart');
    await dialog.getByLabel('Postcode').fill('7000');
    // The typed postcode fills the state (the shop's table of places); without one, Next is refused.
    const state = dialog.getByRole('combobox', { name: 'State or province' });
    await expect(state).toHaveValue('TAS');
    await state.selectOption('');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(state).toBeFocused();
    await expect(dialog.getByText('This field is required.')).toHaveCount(1);
    await state.selectOption({ label: 'Tasmania' });
    await checkpoint(page, testInfo, 'blank-address', { fullPage: false });
    await dialog.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('delivery: the options with cost and dates; Add To Cart', async () => {
    await expect(dialog.getByRole('heading', { name: 'Choose delivery' })).toBeFocused();
    await expect(dialog.getByText('Posting to Bea Blank')).toBeVisible();
    const options = dialog.getByRole('group', { name: 'Delivery' }).getByRole('radio');
    await expect(options).not.toHaveCount(0);
    expect(await options.count()).toBeGreaterThanOrEqual(2);
    await expect(dialog.getByRole('radio', { name: /^Standard post/ })).toBeChecked();
    await expect(dialog.getByText(/^Arrives /).first()).toBeVisible();
    await dialog.getByRole('radio', { name: /^Tracked parcel/ }).check();
    await checkpoint(page, testInfo, 'blank-shipping', { fullPage: false });
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
  });

  await test.step('the alert names the quantity and card; the cart shows 10; the data layer has add_to_cart', async () => {
    await expect(page.getByText(`10 blank ${card.name} cards added to your cart.`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 10 cards');
    await expect(page.getByText('Your cart has been updated.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/payment');
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
        (entry) => entry.event === 'add_to_cart',
      ),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ ecommerce: { currency: 'AUD', items: [{ quantity: 10 }] } });

    await cartButton(page).click();
    const miniCart = page.locator('#mini-cart');
    await expect(miniCart.getByText(card.name)).toBeVisible();
    await expect(miniCart.getByText('Qty 10')).toBeVisible();
    await expect(miniCart.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/payment');
    await checkpoint(page, testInfo, 'mini-cart', { fullPage: false });
  });

  await test.step('after a reload the cart is still there', async () => {
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cardshop.order') ?? 'null'));
    expect(stored).toMatchObject({ id: expect.any(String), token: expect.any(String) });
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 10 cards');
    // Loading the remembered order is not a change: no banner.
    await expect(page.getByText('Your cart has been updated.')).toHaveCount(0);
  });

  await test.step('buying again, the order knows the buyer: overview → address (filled in) → delivery', async () => {
    await page.goto(`${card.fullPath}#blank-${card.id}`);
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
    await hydrated(dialog.getByRole('button', { name: 'Next' }));
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Where should we post them?' })).toBeFocused();
    await expect(dialog.getByLabel('Street address')).toHaveValue('12 Salamanca Place');
    await dialog.getByRole('button', { name: 'Back to quantity' }).click();
    await expect(dialog.getByRole('heading', { name: 'Buy blank cards' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('removing the line from the mini cart empties it and tells the data layer', async () => {
    await hydrated(cartButton(page));
    await cartButton(page).click();
    const miniCart = page.locator('#mini-cart');
    await miniCart.getByRole('button', { name: `Remove ${card.name} from your cart` }).click();
    await expect(miniCart.getByText('Your cart is empty.')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 cards');
    const removed = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
        (entry) => entry.event === 'remove_from_cart',
      ),
    );
    expect(removed).toMatchObject([{ ecommerce: { items: [{ quantity: 10 }] } }]);
  });
});

test('a country nobody posts to shows the empty state, and Add To Cart stays disabled', async ({
  page,
  request,
}, testInfo) => {
  const card = await blankCard(request);
  await page.goto(`${card.fullPath}#blank-${card.id}`);
  const dialog = page.getByRole('dialog', { name: literal(card.name) });
  await expect(dialog.getByRole('heading', { name: 'Buy blank cards' })).toBeVisible();
  await hydrated(dialog.getByRole('button', { name: 'Next' }));
  await dialog.getByRole('button', { name: 'Next' }).click();
  await fillCustomer(dialog, uniqueEmail(testInfo));
  await dialog.getByRole('button', { name: 'Next' }).click();

  const country = dialog.getByRole('combobox', { name: 'Country' });
  await expect(country).toBeEnabled();
  await country.selectOption({ label: 'Antarctica' });
  await expect(dialog.getByRole('combobox', { name: /State or province/ })).toHaveCount(0);
  await dialog.getByLabel('Street address').fill('Casey Station');
  await dialog.getByLabel('Suburb or town').fill('Casey');
  // The journey events go to /j in batches: the empty answer is recorded as an 'Unsupported Country'.
  const unsupported = page.waitForRequest(
    (sent) => sent.url().endsWith('/j') && /"Unsupported Country"/.test(sent.postData() ?? ''),
    { timeout: 15_000 },
  );
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByRole('heading', { name: 'Choose delivery' })).toBeFocused();
  await expect(dialog.getByRole('alert')).toContainText('Sorry, we can’t post cards to Antarctica.');
  await expect(dialog.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
  await checkpoint(page, testInfo, 'blank-shipping-empty', { fullPage: false });
  const event = JSON.parse((await unsupported).postData() ?? '{}') as { ev: Array<Record<string, unknown>> };
  expect(event.ev).toContainEqual(
    expect.objectContaining({ category: 'shipping', event: 'Unsupported Country', label: 'AQ' }),
  );

  await test.step('Back returns to the address, which another country can fix', async () => {
    await dialog.getByRole('button', { name: 'Back to the address' }).click();
    await expect(dialog.getByRole('heading', { name: 'Where should we post them?' })).toBeFocused();
    await expect(dialog.getByLabel('Street address')).toHaveValue('Casey Station');
    const country = dialog.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveValue('AQ');
    // Another country, one the post goes to: the delivery step has options, and Add To Cart is on.
    await country.selectOption('AU');
    await dialog.getByLabel('Street address').fill('12 Salamanca Place');
    await dialog.getByLabel('Suburb or town').fill('Hobart');
    await dialog.getByLabel('Postcode').fill('7000');
    await dialog.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Tasmania' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Choose delivery' })).toBeFocused();
    await expect(dialog.getByText('Sorry, we can’t post cards to Antarctica.')).toHaveCount(0);
    await expect(dialog.getByRole('group', { name: 'Delivery' }).getByRole('radio')).not.toHaveCount(0);
    await expect(dialog.getByRole('radio', { name: /^Standard post/ })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

/** POSTs JSON with the session's CSRF token, as the shop's own pages do (cookies are the page's). */
async function post(api: APIRequestContext, path: string, data: unknown): Promise<APIResponse> {
  const check = await api.get('/api/auth/check');
  const { xsrfToken } = (await check.json()).data as { xsrfToken: string };
  const response = await api.post(path, { data, headers: { 'x-csrf-token': xsrfToken } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return response;
}

test('a signed-in buyer with a saved address buys on one page; Somewhere different opens the steps', async ({
  page,
  request,
}, testInfo) => {
  const card = await blankCard(request);
  // A quick account signs the browser in; the profile holds the address blanks go to.
  await post(page.request, '/api/auth/create-account-quick', {
    username: uniqueEmail(testInfo),
    firstName: 'Sam',
    lastName: 'Saved',
  });
  await post(page.request, '/api/account/profile', {
    firstName: 'Sam',
    lastName: 'Saved',
    country: 'AU',
    address: '1 Collins Street',
    address2: '',
    locality: 'Melbourne',
    adminAreaLevel1: 'VIC',
    postcode: '3000',
  });
  // A contact of the address book is offered too, by name.
  await post(page.request, '/api/account/addresses', {
    firstName: 'Mary',
    lastName: 'Watson',
    address: '20 Ingram St',
    locality: 'Sydney',
    adminAreaLevel1: 'NSW',
    postcode: '2000',
    country: 'AU',
  });

  await page.goto(`${card.fullPath}#blank-${card.id}`);
  const dialog = page.getByRole('dialog', { name: literal(card.name) });
  // The blank pane's code loads when the modal first shows it.
  await expect(dialog.getByRole('heading', { name: 'Buy blank cards' })).toBeVisible({ timeout: 15_000 });
  const sendTo = dialog.getByRole('group', { name: 'Post them to' });
  await expect(sendTo.getByRole('radio', { name: /1 Collins Street, Melbourne, VIC 3000/ })).toBeChecked();
  await expect(
    sendTo.getByRole('radio', { name: /Mary Watson, 20 Ingram St, Sydney, NSW 2000/ }),
  ).toBeVisible();
  await expect(sendTo.getByRole('radio').last()).toHaveAccessibleName('Somewhere different...');
  await expect(dialog.getByText(/^Step \d of \d$/)).toHaveCount(0);

  await test.step('Somewhere different: the address and delivery steps, Back to the overview', async () => {
    await hydrated(sendTo.getByRole('radio').last());
    await sendTo.getByRole('radio', { name: 'Somewhere different...' }).check();
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Where should we post them?' })).toBeFocused();
    // A new address: the form starts empty.
    await expect(dialog.getByLabel('Street address')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Back to quantity' }).click();
    await sendTo.getByRole('radio', { name: /Mary Watson/ }).check();
  });

  await test.step('the saved contact: delivery and Add To Cart on the overview', async () => {
    const add = dialog.getByRole('button', { name: 'Add To Cart' });
    await expect(dialog.getByRole('radio', { name: /^Standard post/ })).toBeChecked();
    await expect(add).toBeEnabled();
    const quantity = dialog.getByRole('textbox', { name: 'How many cards?' });
    await quantity.fill('3');
    await quantity.press('Tab');
    await checkpoint(page, testInfo, 'blank-single-page', { fullPage: false });
    await add.click();
    await expect(page.getByText(`3 blank ${card.name} cards added to your cart.`)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 cards');
  });
});
