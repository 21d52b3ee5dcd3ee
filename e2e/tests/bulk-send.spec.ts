import { expect, type Page, test } from '@playwright/test';
import { main, post, TEST_CARD, uniqueEmail } from './checkout-helpers.ts';
import { cardTiles, desktopOnly, expectAccessible, hydrated, ownClientAddress } from './support.ts';

test.use(ownClientAddress('bulk-send'));

// Bulk sending (issue 19, decision record 33): a business manager signs up, buys 30 credits with the test
// card, starts a bulk send from a card tile's "Send bulk", writes one message with a merge field, sends it
// to a group of their address book (10 contacts) plus a CSV list of 20 uploaded on the spot, gives one
// card its own message in the review, pays with the credits and watches all 30 print files being made by
// the job queue. The API tests cover permissions, problems and fixes, pricing by tier and restarts.

const GROUP = 'Loyal clients';

function listCsv(count: number): string {
  const rows = ['First name,Last name,Address,Suburb,State,Postcode,Country,Company'];
  for (let index = 0; index < count; index++) {
    rows.push(`Lena${index},Listed,${index + 10} Collins St,Melbourne,VIC,3000,Australia,Firm ${index}`);
  }
  return `${rows.join('\n')}\n`;
}

/** Ten contacts in a group of the signed-in account's address book, made through the API. */
async function groupOfContacts(page: Page) {
  const ids: string[] = [];
  for (let index = 0; index < 10; index++) {
    const response = await post(page.request, '/api/account/addresses', {
      firstName: `Bob${index}`,
      lastName: 'Booked',
      address: `${index + 1} George St`,
      locality: 'Sydney',
      adminAreaLevel1: 'NSW',
      postcode: '2000',
      country: 'AU',
    });
    ids.push(((await response.json()).data as { id: string }).id);
  }
  await post(page.request, '/api/account/addresses/groups', { name: GROUP, add: ids });
}

test('a business manager sends one card to a group and a CSV list, pays with credits and sees 30 print files', async ({
  page,
}, testInfo) => {
  desktopOnly(
    testInfo,
    'a business sends in bulk from a desk; its pages on a phone are checked by business.spec.ts',
  );
  // Sign-up, credits, five steps and thirty print files made by the job queue.
  test.setTimeout(240_000);
  const email = uniqueEmail(testInfo, 'bulk-manager');

  await test.step('set-up: a business signs up, buys 30 credits, and has a group of 10 contacts', async () => {
    await page.goto('/business/signup');
    const form = main(page);
    await form.getByLabel('First name').fill('Bea');
    await form.getByLabel('Last name').fill('Bulk');
    await form.getByLabel('Work e-mail').fill(email);
    await form.getByLabel('Organisation name').fill(`Bulk Bakers ${testInfo.project.name}`);
    await form.getByLabel('People in your organisation').selectOption({ label: '6 to 20' });
    await form.getByLabel('Cards you expect to send a year').selectOption({ label: '250 to 499' });
    await form.getByLabel('Industry').selectOption({ label: 'Retail and e-commerce' });
    await form.getByRole('checkbox', { name: 'Christmas' }).check();
    await form.getByRole('button', { name: 'Open my business account' }).click();
    await expect(page).toHaveURL(/\/manage\?done=welcome$/);

    await page.goto('/account/credits/purchase/30');
    const pay = main(page).getByRole('button', { name: /^Pay / });
    await hydrated(pay);
    await main(page).getByLabel('Card number').fill(TEST_CARD);
    await main(page).getByLabel('Expiry date').fill('12 / 34');
    await main(page).getByLabel('Security code (CVC)').fill('123');
    await main(page).getByLabel('Name on card').fill('Bea Bulk');
    await pay.click();
    await expect(main(page).getByText('You have 30 card credits.')).toBeVisible();
    await groupOfContacts(page);
  });

  await test.step('a card tile’s “Send bulk” starts a bulk send with that card', async () => {
    await page.goto('/all');
    const tile = cardTiles(page).first();
    await hydrated(tile);
    await tile.getByRole('button', { name: /^Send bulk/ }).click();
    await page.getByRole('link', { name: 'Start a bulk send with this card' }).click();
    await expect(page).toHaveURL(/\/send\?card=[0-9a-f-]{36}$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Send cards in bulk' })).toBeVisible();
    await main(page).getByLabel('Name of this send (for your list)').fill('Christmas thanks');
    await main(page).getByRole('button', { name: 'Start a bulk send' }).click();
    await expect(page).toHaveURL(/\/send\/message\?c=[0-9a-f-]{36}$/);
  });

  await test.step('the message is written once with a merge field', async () => {
    await main(page)
      .getByRole('textbox', { name: 'Message' })
      .fill('Dear {{firstName}}, thank you for a wonderful year!');
    await main(page).getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/send\/recipients\?c=/);
  });

  await test.step('recipients: the group, then a CSV list of 20 uploaded on the spot', async () => {
    await main(page)
      .getByRole('checkbox', { name: `${GROUP} (10)` })
      .check();
    await main(page).getByRole('button', { name: 'Add the ticked recipients' }).click();
    await expect(main(page).getByText('10 recipients added (0 left out).')).toBeVisible();
    await main(page)
      .getByLabel('CSV file')
      .setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from(listCsv(20)) });
    await main(page).getByRole('button', { name: 'Upload the list' }).click();
    await expect(main(page).getByText('20 recipients added (0 left out).')).toBeVisible();
    await expect(main(page).getByText('30 recipients so far, 0 with something to fix.')).toBeVisible();
    await expectAccessible(page, 'bulk send, recipients');
  });

  await test.step('the review shows each card with its name filled in; one gets its own message', async () => {
    await main(page).getByRole('link', { name: 'Save and continue' }).click();
    await expect(main(page).getByText('30 cards, 0 with something to fix.')).toBeVisible();
    await expect(main(page).getByText('Dear Bob0, thank you for a wonderful year!')).toBeVisible();
    const first = main(page).getByRole('listitem').filter({ hasText: 'Dear Bob0,' });
    await first.getByText('Fix or change this card').click();
    await first
      .getByLabel('Their own message (leave empty for the message to all)')
      .fill('Bob, you are our best customer.');
    await first.getByRole('button', { name: 'Save this card' }).click();
    await expect(
      main(page).getByRole('paragraph').filter({ hasText: 'Bob, you are our best customer.' }),
    ).toBeVisible();
    await expect(main(page).getByText(/^1\. To Bob0 Booked, Sydney, AU · Own message$/)).toBeVisible();
    await expectAccessible(page, 'bulk send, review');
    await main(page).getByRole('link', { name: 'Next page' }).click();
    await expect(main(page).getByText('Dear Lena19, thank you for a wonderful year!')).toBeVisible();
  });

  await test.step('sent now, priced by the tier, paid with the 30 credits', async () => {
    await main(page).getByRole('link', { name: 'Save and continue' }).click();
    await main(page).getByRole('radio', { name: 'As soon as they are paid' }).check();
    await main(page).getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/send\/pay\?c=/);
    await expect(main(page).getByText(/^30 cards at \$6\.95 each/)).toBeVisible();
    await main(page).getByRole('button', { name: 'Pay with 30 credits' }).click();
    await expect(page).toHaveURL(/\/send\/status\?c=/);
  });

  await test.step('the job queue makes 30 print files, one per recipient, shown on the campaign page', async () => {
    await expect(async () => {
      await page.reload();
      await expect(main(page).locator('[data-progress]')).toHaveAttribute('data-progress', '30/30');
    }).toPass({ timeout: 150_000, intervals: [2_000] });
    await expect(main(page).getByText('30 of 30 print files made')).toBeVisible();
    await expectAccessible(page, 'bulk send, progress');
    await main(page).getByRole('link', { name: 'See the order and each card’s status' }).click();
    await expect(main(page).getByRole('link', { name: 'Download proof' }).first()).toBeVisible();
  });
});

test('without scripts, the steps are route forms: a list uploaded, a card fixed, paid by the test card', async ({
  browser,
}, testInfo) => {
  desktopOnly(testInfo, 'the route forms are the same on every device');
  test.setTimeout(180_000);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...ownClientAddress('bulk-send-nojs'),
  });
  const page = await context.newPage();
  const form = main(page);

  await page.goto('/business/signup');
  await form.getByLabel('First name').fill('Nora');
  await form.getByLabel('Last name').fill('Noscript');
  await form.getByLabel('Work e-mail').fill(uniqueEmail(testInfo, 'bulk-nojs'));
  await form.getByLabel('Organisation name').fill(`Plain Forms ${testInfo.project.name}`);
  await form.getByLabel('People in your organisation').selectOption({ label: '1 to 5' });
  await form.getByLabel('Cards you expect to send a year').selectOption({ label: '50 to 99' });
  await form.getByLabel('Industry').selectOption({ label: 'Retail and e-commerce' });
  await form.getByRole('checkbox', { name: 'Christmas' }).check();
  await form.getByRole('button', { name: 'Open my business account' }).click();
  await expect(page).toHaveURL(/\/manage\?done=welcome$/);

  await page.goto('/send');
  await form.getByRole('button', { name: 'Start a bulk send' }).click();
  await expect(page).toHaveURL(/\/send\/card\?c=/);
  await form.getByRole('radio').first().check();
  await form.getByRole('button', { name: 'Save and continue' }).click();
  await form.getByRole('textbox', { name: 'Message' }).fill('Thank you, {{firstName}} at {{Company}}!');
  await form.getByRole('button', { name: 'Save and continue' }).click();

  const csv = listCsv(3).replace(
    'Lena1,Listed,11 Collins St,Melbourne,VIC,3000,Australia,Firm 1',
    'Lena1,Listed,,,,,,',
  );
  await form
    .getByLabel('CSV file')
    .setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await form.getByRole('button', { name: 'Upload the list' }).click();
  await expect(form.getByText('3 recipients so far, 1 with something to fix.')).toBeVisible();

  await form.getByRole('link', { name: 'Save and continue' }).click();
  await form.getByRole('link', { name: 'Only cards to fix' }).click();
  const flagged = form.getByRole('listitem').filter({ hasText: 'Lena1' });
  await expect(flagged.getByText('No address the post can take')).toBeVisible();
  await expect(flagged.getByText('No value for company')).toBeVisible();
  await flagged.getByText('Fix or change this card').click();
  await flagged.getByLabel('Street address').fill('2 Flinders St');
  await flagged.getByLabel('Town or suburb').fill('Melbourne');
  await flagged.getByLabel('State or province').fill('VIC');
  await flagged.getByLabel('Postcode').fill('3000');
  await flagged.getByLabel('Country').fill('AU');
  await flagged.getByLabel('Value of company').fill('Acme');
  await flagged.getByRole('button', { name: 'Save this card' }).click();
  await expect(form.getByText('3 cards, 0 with something to fix.')).toBeVisible();

  await page.goto(page.url().replace('/send/review', '/send/pay').replace(/&.*$/, ''));
  await expect(form.getByText(/^3 cards at \$6\.95 each/)).toBeVisible();
  await form.getByLabel('Card number').fill(TEST_CARD);
  await form.getByLabel('Expiry date').fill('12 / 34');
  await form.getByLabel('Security code (CVC)').fill('123');
  await form.getByLabel('Name on card').fill('Nora Noscript');
  await form.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/send\/status\?c=/);
  // Paid: the campaign shows its three items' print files being made.
  await expect(form.locator('[data-progress]')).toHaveAttribute('data-progress', /^\d\/3$/);
  await context.close();
});
