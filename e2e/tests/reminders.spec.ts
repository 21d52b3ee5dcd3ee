import { expect, test } from '@playwright/test';
import { fillCard, main, post, signedInAccount } from './checkout-helpers.ts';
import { linkIn, waitForMail } from './mail.ts';
import { checkpoint, desktopOnly, expectAccessible, hydrated, ownClientAddress } from './support.ts';

test.use(ownClientAddress('reminders'));

// Reminders (decision record 37): a contact's birthday eight days away is on the reminders page; the
// next day (the reminders' clock moved on by the journeys' hook) its e-mail comes, and its link opens the
// editor addressed to the contact and scheduled to arrive in time; the card is written and paid now, to
// be posted on that day. Then the reminder is turned off from the e-mail, signed out.

/** The calendar day `days` from now in Sydney (the account's region, AU) as day, month and ISO date. */
function sydneyDay(days: number) {
  const moment = new Date(Date.now() + days * 24 * 3600 * 1000);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(moment);
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day, iso };
}

test('a birthday’s reminder e-mail opens the editor for the contact; the card is scheduled; the reminder is turned off signed out', async ({
  page,
  browser,
}, testInfo) => {
  const { email } = await signedInAccount(page.request, testInfo, 'reminders');
  const birthday = sydneyDay(8);
  await post(page.request, '/api/account/addresses', {
    firstName: 'Mary',
    lastName: 'Watson',
    address: '20 Ingram St',
    locality: 'Melbourne',
    adminAreaLevel1: 'VIC',
    postcode: '3000',
    country: 'AU',
    birthdayDay: birthday.day,
    birthdayMonth: birthday.month,
  });

  await test.step('the birthday is on the reminders page', async () => {
    await page.goto('/account/reminders');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
    const item = main(page).getByRole('listitem').filter({ hasText: 'Mary Watson' });
    await expect(item).toContainText('In 8 days');
    await expect(item.locator(`time[datetime="${birthday.iso}"]`)).toBeVisible();
    await expectAccessible(page, 'reminders page');
    await checkpoint(page, testInfo, 'reminders-page');
  });

  const mail = await test.step('a day later its e-mail comes', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    const swept = await page.request.post('/test/reminders/sweep', { data: { at: tomorrow } });
    expect(swept.ok(), await swept.text()).toBe(true);
    return waitForMail(email, /^Mary Watson’s birthday is on /);
  });

  await test.step('its link opens the editor addressed to Mary, scheduled to arrive in time', async () => {
    const link = linkIn(mail, '/write?');
    const sendOn = new URL(link, 'http://shop.example').searchParams.get('date') ?? '';
    expect(sendOn > sydneyDay(0).iso && sendOn < birthday.iso).toBe(true);
    await page.goto(link);
    const compose = page.getByRole('form', { name: 'Send your card' });
    await expect(compose.getByLabel('Recipient’s name')).toHaveValue('Mary Watson');
    await expect(compose.getByLabel('Street address')).toHaveValue('20 Ingram St');
    await expect(compose.getByRole('radio', { name: 'Send later' })).toBeChecked();
    await expect(compose.getByLabel('Send on')).toHaveValue(sendOn);
    // The address names the card alone now: a reload resumes this draft.
    await expect(page).toHaveURL(/\/write\?card=[0-9a-f-]{36}$/);
    await checkpoint(page, testInfo, 'reminders-editor');

    await compose.getByLabel('First name').fill('Sam');
    await compose.getByLabel('Last name').fill('Saver');
    await compose.getByLabel('Email').fill(email);
    const add = compose.getByRole('button', { name: 'Add to cart' });
    await hydrated(add);
    await add.click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(main(page).getByText('To Mary Watson')).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await main(page).getByRole('button', { name: /^Pay / }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' }),
    ).toBeVisible();
  });

  await test.step('signed out, the e-mail’s link turns the reminder off', async () => {
    const signedOut = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' } });
    const stranger = await signedOut.newPage();
    await stranger.goto(linkIn(mail, '/disable-reminders/'));
    await expect(stranger.getByText(`Stop sending this reminder to ${email}?`)).toBeVisible();
    const confirm = stranger.getByRole('button', { name: 'Turn off the reminder' });
    await hydrated(confirm);
    await confirm.click();
    await expect(stranger.getByText('Done: you won’t get this reminder any more.')).toBeVisible();
    await signedOut.close();

    await page.goto('/account/reminders');
    const item = main(page).getByRole('listitem').filter({ hasText: 'Mary Watson' });
    await expect(item).toContainText('E-mails for this one are turned off.');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a date is added (a day April does not have is refused beside the field), edited and deleted', async ({
    page,
  }, testInfo) => {
    desktopOnly(testInfo, 'the route forms are the same on every device');
    await signedInAccount(page.request, testInfo, 'reminders-nojs');
    await page.goto('/account/reminders');
    const form = main(page);
    await expect(form.getByText(/Nothing to remember yet/)).toBeVisible();
    await form.getByLabel('Name').fill('Our anniversary');
    await form.getByLabel('Occasion').selectOption('anniversary');
    await form.getByLabel('Day', { exact: true }).fill('31');
    await form.getByLabel('Month').selectOption('4');
    await form.getByRole('button', { name: 'Add the date' }).click();
    await expect(form.getByLabel('Day', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name')).toHaveValue('Our anniversary');
    await checkpoint(page, testInfo, 'reminders-no-js', { scriptsDisabled: true });

    await form.getByLabel('Day', { exact: true }).fill('30');
    await form.getByRole('button', { name: 'Add the date' }).click();
    await expect(page).toHaveURL(/\/account\/reminders\?done=saved$/);
    const item = form.getByRole('listitem').filter({ hasText: 'Our anniversary' });
    await expect(item).toContainText('Anniversary');

    await item.getByRole('link', { name: 'Edit' }).click();
    await expect(form.getByLabel('Name')).toHaveValue('Our anniversary');
    await form.getByLabel('Name').fill('Our 10th anniversary');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/account\/reminders\?done=saved$/);
    await form
      .getByRole('listitem')
      .filter({ hasText: 'Our 10th anniversary' })
      .getByRole('button', { name: 'Delete the reminder “Our 10th anniversary”' })
      .click();
    await expect(page).toHaveURL(/\/account\/reminders\?done=deleted$/);
    await expect(form.getByText(/Nothing to remember yet/)).toBeVisible();
  });
});
