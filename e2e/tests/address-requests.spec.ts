import { expect, test } from '@playwright/test';
import {
  confirmedHeading,
  fillCard,
  main,
  openPayment,
  post,
  signedInAccount,
  TEST_CARD,
} from './checkout-helpers.ts';
import { waitForMail } from './mail.ts';
import { cardLinks, hydrated, ownClientAddress } from './support.ts';

test.use(ownClientAddress('address-requests'));

// Address requests (issue 18, decision record 30): the owner makes a collection link that puts answers
// into a group; a signed-out visitor, in a browser of their own, sends their address (the postcode of
// another state refused first); the owner finds them in the book and the group, and has the mail. The
// API tests cover other accounts, turned-off links, duplicates, limits and bad input. Then the book in the
// card editor: a saved contact picked by searching fills in the recipient, and a new recipient ticked
// "Save to my address book" is in the book once the card is in the cart; paid, the order and the card's
// previous recipients name that contact as the book does.

test('a friend sends their address through the owner’s link and it lands in the book', async ({
  page,
  browser,
}, testInfo) => {
  const { email } = await signedInAccount(page.request, testInfo, 'address-requests');
  await post(page.request, '/api/account/addresses/groups', { name: 'Friends' });

  await page.goto('/account/addresses/request');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Ask for addresses' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Make my link' }).click();
  const linkField = main(page).getByLabel('Your link');
  await expect(linkField).toHaveValue(/\/address\/[A-Za-z0-9_-]{32}\/sam$/);
  const link = new URL(await linkField.inputValue()).pathname;

  await hydrated(main(page).getByRole('link', { name: 'Link settings' }));
  await main(page).getByRole('link', { name: 'Link settings' }).click();
  await main(page).getByLabel('Your message').fill('Moving house? Tell me where!');
  await main(page).getByLabel('Put answers into the group').selectOption({ label: 'Friends' });
  await main(page).getByRole('button', { name: 'Save settings' }).click();
  await expect(main(page).getByText('Settings saved.')).toBeVisible();

  // A visitor who is not signed in.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(link);
  const form = main(visitor);
  await expect(form.getByRole('heading', { level: 1, name: 'Your postal address for Sam' })).toBeVisible();
  await expect(form.getByText('Moving house? Tell me where!')).toBeVisible();
  await form.getByLabel('First name').fill('Rosa');
  await form.getByLabel('Last name').fill('Diaz');
  await form.getByLabel('Country').selectOption('AU');
  await form.getByLabel('Street address').fill('20 Ingram St');
  await form.getByLabel('Town or suburb').fill('Melbourne');
  await form.getByLabel('State or province').selectOption('NSW');
  await form.getByLabel('Postcode').fill('3000');
  await form.getByRole('button', { name: 'Send my address' }).click();
  await expect(form.getByText('This postcode is not in the state chosen.')).toBeVisible();
  await form.getByLabel('State or province').selectOption('VIC');
  await form.getByLabel('E-mail (optional)').fill('rosa@example.com');
  await form.getByRole('button', { name: 'Send my address' }).click();
  await expect(form.getByText('Thank you: Sam has your address.')).toBeVisible();
  await expect(visitor).toHaveURL(new RegExp(`${link}/[A-Za-z0-9_-]{22}\\?done=sent$`));
  await context.close();

  // In the owner's book, and in the group.
  await page.goto('/account/addresses?query=diaz');
  await expect(main(page).getByText('Rosa Diaz', { exact: true })).toBeVisible();
  await expect(main(page).getByText('Melbourne VIC 3000, AU')).toBeVisible();
  await expect(main(page).getByText(/Groups: Friends/)).toBeVisible();

  const mail = await waitForMail(email, /Rosa Diaz sent you their address/);
  expect(mail.text).toContain('/account/addresses/edit/');
});

test('a signed-in writer picks a saved contact for a card, and saves a new recipient to the book', async ({
  page,
}, testInfo) => {
  await signedInAccount(page.request, testInfo, 'address-pick');
  await post(page.request, '/api/account/addresses', {
    firstName: 'Mary',
    lastName: 'Watson',
    address: '20 Ingram St',
    locality: 'Melbourne',
    adminAreaLevel1: 'VIC',
    postcode: '3000',
    country: 'AU',
  });

  await page.goto('/cards?sizes=folded');
  const cardPath = (await cardLinks(page).first().getAttribute('href')) ?? '';
  await page.goto(cardPath);
  const write = page.getByRole('link', { name: 'Write this card' });
  await hydrated(write);
  await write.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write your card' })).toBeVisible();
  await page.getByRole('tab', { name: 'Front' }).click();
  await page.getByRole('button', { name: 'Add words on the Front' }).click();
  await page.getByRole('textbox', { name: 'Your message on the Front page' }).fill('Hello Mary');

  // Picked by searching: the contact fills in the recipient.
  const compose = page.getByRole('form', { name: 'Send your card' });
  await compose.getByLabel('Pick from your address book').fill('wats');
  await compose.getByRole('button', { name: /^Mary Watson/ }).click();
  await expect(compose.getByLabel('Recipient’s name')).toHaveValue('Mary Watson');
  await expect(compose.getByLabel('Street address')).toHaveValue('20 Ingram St');
  await expect(compose.getByLabel('Postcode')).toHaveValue('3000');

  // The same address for someone new, saved to the book as the card goes into the cart.
  await compose.getByLabel('Recipient’s name').fill('Peter Watson');
  await compose.getByRole('checkbox', { name: 'Save to my address book' }).check();
  await compose.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(main(page).getByText('Peter Watson').first()).toBeVisible();

  await page.goto('/account/addresses?query=peter');
  await expect(main(page).getByText('Peter Watson', { exact: true })).toBeVisible();
  await expect(main(page).getByText('Melbourne VIC 3000, AU')).toBeVisible();

  // Paid, the card remembers the contact it went to: renamed in the book, the order page and the card's
  // previous recipients name them as the book does now, and the order links to the contact.
  const pay = await openPayment(page);
  await fillCard(page, TEST_CARD);
  await pay.click();
  await expect(confirmedHeading(page)).toBeVisible();
  const reference = new URL(page.url()).pathname.split('/')[2]?.slice(0, 8).toUpperCase() ?? '';
  const found = await page.request.get('/api/account/addresses?query=peter');
  const [peter] = ((await found.json()) as { data: { results: Array<Record<string, unknown>> } }).data
    .results;
  expect(peter?.id).toBeTruthy();
  await post(page.request, `/api/account/addresses/${String(peter?.id)}`, {
    ...peter,
    groups: undefined,
    title: 'Dr',
  });

  await page.goto('/account/orders');
  await main(page)
    .getByRole('link', { name: `Order ${reference}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  const toContact = main(page).getByRole('link', { name: 'To Dr Peter Watson, of your address book' });
  await expect(toContact).toHaveAttribute('href', `/account/addresses/edit/${String(peter?.id)}`);

  await page.goto(cardPath);
  await main(page).getByText('You’ve sent this card to 1 person').click();
  await expect(
    main(page)
      .getByRole('listitem')
      .filter({ hasText: /^Dr Peter Watson$/ }),
  ).toBeVisible();
});
