import { expect, test } from '@playwright/test';
import { main, signedInAccount } from './checkout-helpers.ts';
import { hydrated, ownClientAddress } from './support.ts';

test.use(ownClientAddress('address-import'));

// Importing contacts (issue 18, decision record 29): a Google Contacts CSV export with a row whose postcode
// is in another state (fixed in the preview) goes into a new group; then an Apple Contacts vCard. The
// API tests cover the bad files, duplicates, all-or-nothing and other accounts.

const GOOGLE_CSV = [
  'Name,Given Name,Family Name,Birthday,E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Type,Phone 1 - Value,Address 1 - Type,Address 1 - Street,Address 1 - City,Address 1 - Region,Address 1 - Postal Code,Address 1 - Country',
  'Ada Lovelace,Ada,Lovelace,1985-12-10,* Home,ada@example.com,Mobile,0412 345 678,Home,1 Collins St,Melbourne,VIC,3000,Australia',
  'Grace Hopper,Grace,Hopper,,* Home,grace@example.com,,,Home,"5 George St",Sydney,NSW,3000,Australia',
].join('\r\n');

const APPLE_VCF = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'PRODID:-//Apple Inc.//macOS 14.0//EN',
  'N:Turing;Alan;;Dr;',
  'FN:Dr Alan Turing',
  'EMAIL;type=INTERNET;type=HOME;type=pref:alan@example.com',
  'item1.ADR;type=HOME;type=pref:;;7 Smith St;Fitzroy;VIC;3065;Austr',
  ' alia',
  'BDAY:1990-06-23',
  'NOTE:Codes\\, ciphers',
  'END:VCARD',
  '',
].join('\r\n');

test('a Google Contacts export and an Apple vCard are imported, a bad row fixed in the preview', async ({
  page,
}, testInfo) => {
  await signedInAccount(page.request, testInfo, 'address-import');

  await page.goto('/account/addresses/import');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Import contacts' })).toBeVisible();
  await hydrated(main(page).getByRole('button', { name: 'Upload and preview' }));
  await main(page)
    .getByLabel('Your file (.csv or .vcf)')
    .setInputFiles({ name: 'google.csv', mimeType: 'text/csv', buffer: Buffer.from(GOOGLE_CSV) });
  await main(page).getByRole('button', { name: 'Upload and preview' }).click();

  await expect(main(page).getByRole('heading', { level: 1, name: 'Check your contacts' })).toBeVisible();
  await expect(main(page).getByText('2 contacts in google.csv: 1 ready, 1 with problems')).toBeVisible();
  const grace = main(page).getByTestId('import-row').filter({ hasText: 'Grace Hopper' });
  await expect(grace.getByText('This postcode is not in the state chosen.')).toBeVisible();
  await grace.getByLabel('Postcode').fill('2000');
  await main(page).getByLabel('Or a new group named').fill('Imported friends');
  await main(page).getByRole('button', { name: 'Import contacts' }).click();

  await expect(main(page).getByText('Contacts imported.')).toBeVisible();
  // The list shows the new group's members.
  await expect(main(page).getByText('Ada Lovelace')).toBeVisible();
  await expect(main(page).getByText('Grace Hopper')).toBeVisible();
  await expect(main(page).getByText('Sydney NSW 2000, AU')).toBeVisible();

  await page.goto('/account/addresses/import');
  await hydrated(main(page).getByRole('button', { name: 'Upload and preview' }));
  await main(page)
    .getByLabel('Your file (.csv or .vcf)')
    .setInputFiles({ name: 'apple.vcf', mimeType: 'text/vcard', buffer: Buffer.from(APPLE_VCF) });
  await main(page).getByRole('button', { name: 'Upload and preview' }).click();
  await expect(main(page).getByText('1 contacts in apple.vcf: 1 ready')).toBeVisible();
  await main(page).getByLabel('Put them in a group').selectOption({ label: 'Imported friends' });
  await main(page).getByRole('button', { name: 'Import contacts' }).click();
  await expect(main(page).getByText('Contacts imported.')).toBeVisible();
  await expect(main(page).getByText('Dr Alan Turing')).toBeVisible();
  await expect(main(page).getByText('Fitzroy VIC 3065, AU')).toBeVisible();

  await page.goto('/account/addresses/groups');
  await expect(main(page).getByText('Imported friends')).toBeVisible();
  await expect(main(page).getByText('3 contacts')).toBeVisible();
});
