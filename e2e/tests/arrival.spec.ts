import { expect, type Page, test } from '@playwright/test';
import { fillCard, main, signedInAccount } from './checkout-helpers.ts';
import { waitForMail } from './mail.ts';
import { cardLinks, hydrated, literal } from './support.ts';

// One arrival story (docs/decisions/0040-arrival-dates.md): a card scheduled for a later day reads the
// same posting day and delivery window in the editor, the cart, the confirmation page, the e-mail and the
// account's order page; Back from checkout finds the card as it was written.

const ARRIVAL =
  /^Posted (\w{3} \d{1,2}\w{2} \d{4}), arriving (\w{3} \d{1,2}\w{2} \d{4}) to (\w{3} \d{1,2}\w{2} \d{4})\.$/;

/** The editor's arrival note, once it has worked the dates out. */
async function editorArrival(page: Page): Promise<string> {
  const note = page
    .getByRole('form', { name: 'Send your card' })
    .getByRole('status')
    .filter({ hasText: /^Posted / });
  await expect(note).toHaveText(ARRIVAL);
  return (await note.innerText()).trim();
}

test('a scheduled card reads the same arrival everywhere, and Back from checkout keeps it as written', async ({
  page,
}, testInfo) => {
  const { email } = await signedInAccount(page.request, testInfo, 'arrival');
  const message = page.getByRole('textbox', { name: 'Your message on the Inside right page' });
  const compose = page.getByRole('form', { name: 'Send your card' });
  // Twelve days ahead: inside the schedule's range in every region's time zone.
  const day = new Date(Date.now() + 12 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  let arrival = '';

  await test.step('the editor: a message, a recipient, sent on a later day, and its arrival', async () => {
    await page.goto('/cards?sizes=folded');
    await page.goto((await cardLinks(page).first().getAttribute('href')) ?? '');
    const write = page.getByRole('link', { name: 'Write this card' });
    await hydrated(write);
    await write.click();
    await expect(page).toHaveURL(/\/write\?card=[0-9a-f-]{36}$/);
    await page.getByRole('tab', { name: 'Inside right' }).click();
    await message.fill('Happy birthday, Nan!\nSee you soon');
    await compose.getByLabel('Recipient’s name').fill('Nan Taylor');
    const country = compose.getByRole('combobox', { name: 'Country' });
    await expect(country).toBeEnabled();
    await country.selectOption('AU');
    await compose.getByLabel('Street address').fill('12 Salamanca Place');
    await compose.getByLabel('Suburb or town').fill('Hobart');
    await compose.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Tasmania' });
    await compose.getByLabel('Postcode').fill('7000');
    await compose.getByRole('radio', { name: 'Send later' }).check();
    await compose.getByLabel('Send on').fill(day);
    arrival = await editorArrival(page);
  });

  await test.step('the cart says the same', async () => {
    await compose.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(main(page).getByText(literal(arrival))).toBeVisible();
  });

  await test.step('Back from checkout opens the card as it was written', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/write\?item=[0-9a-f-]{36}$/);
    await page.getByRole('tab', { name: 'Inside right' }).click();
    await expect(message).toHaveValue('Happy birthday, Nan!\nSee you soon');
    await expect(compose.getByLabel('Recipient’s name')).toHaveValue('Nan Taylor');
    await expect(compose.getByRole('radio', { name: 'Send later' })).toBeChecked();
    await expect(compose.getByLabel('Send on')).toHaveValue(day);
    expect(await editorArrival(page)).toBe(arrival);
    // It is the same cart line: updating it adds no second card.
    await compose.getByRole('button', { name: 'Update cart' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ cards?$/ }),
    ).toHaveAccessibleName('Cart, 1 card');
  });

  const [, posted, from, to] = ARRIVAL.exec(arrival) ?? [];
  let reference = '';

  await test.step('the confirmation page says the same', async () => {
    await expect(main(page).getByText(literal(arrival))).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await main(page)
      .getByRole('button', { name: /^Pay (?!with )/ })
      .click();
    // One card written to one person: the page reads as a single card sent.
    await expect(page).toHaveURL(/\/complete\/[0-9a-f-]{36}\/[^/]+\/single$/);
    reference = new URL(page.url()).pathname.split('/')[2]?.slice(0, 8).toUpperCase() ?? '';
    await expect(
      main(page).getByText('We’ll print your card for Nan Taylor and post it straight to them.'),
    ).toBeVisible();
    await expect(main(page).getByText(literal(arrival))).toBeVisible();
    await expect(main(page).getByText(`Expected between ${from} and ${to}.`)).toBeVisible();
    await expect(main(page).getByText(`Dispatched by ${posted}.`)).toBeVisible();
    // The address naming blanks cannot make a written card read as one; a mode the shop lacks is no page.
    const [, , id, token] = new URL(page.url()).pathname.split('/');
    await page.goto(`/complete/${id}/${token}/blank`);
    await expect(
      main(page).getByText('We’ll print your card for Nan Taylor and post it straight to them.'),
    ).toBeVisible();
    await expect(main(page).getByText(/blank cards? will be posted/)).toHaveCount(0);
    const unknown = await page.goto(`/complete/${id}/${token}/gift`);
    expect(unknown?.status()).toBe(404);
  });

  await test.step('the e-mail says the same', async () => {
    const mail = await waitForMail(email, new RegExp(`order ${reference} is confirmed`));
    expect(mail.text).toContain(arrival);
    expect(mail.text).toContain(`between ${from} and ${to}`);
  });

  await test.step("the account's order page says the same", async () => {
    await page.goto('/account/orders');
    await main(page)
      .getByRole('link', { name: `Order ${reference}` })
      .click();
    await expect(main(page).getByText(literal(arrival))).toBeVisible();
  });
});
