import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { generate } from 'otplib';
import { linkIn, waitForMail } from './mail.ts';
import { checkpoint, desktopOnly, expectAccessible, hydrated, ownClientAddress } from './support.ts';

test.use(ownClientAddress('account-security'));

/** Seconds per authenticator code. */
const TOTP_PERIOD = 30;
const stepAt = (epochSeconds: number) => Math.floor(epochSeconds / TOTP_PERIOD);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** An address no other test or project uses, so each journey starts without an account. */
function uniqueEmail(testInfo: TestInfo, what: string): string {
  return `${what}-${testInfo.project.name}-${Date.now()}@example.com`;
}

const accountIcon = (page: Page, name: 'Log in' | 'My account') =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

/** Creates an account on /create-account and sets its password through the e-mailed verification link. */
async function createVerifiedAccount(page: Page, email: string, password: string) {
  await page.goto('/create-account');
  const submit = page.getByRole('button', { name: 'Create my account' });
  await hydrated(submit);
  // The newsletter signup below the page asks for a first name too.
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Ada');
  await main.getByLabel('Last name').fill('Lovelace');
  await main.getByLabel('E-mail address').fill(email);
  await submit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();

  const mail = await waitForMail(email, /confirm your email/i);
  await page.goto(linkIn(mail, '/verify-email/'));
  const verify = page.getByRole('button', { name: 'Verify and save my password' });
  await hydrated(verify);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Type the password again').fill(password);
  await verify.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is verified' }),
  ).toBeVisible();
}

test('a customer turns on an authenticator app and then logs in with a code from it', async ({
  page,
}, testInfo) => {
  // The second code must come from a later 30-second step than the first: up to half a minute of waiting.
  test.setTimeout(150_000);
  const email = uniqueEmail(testInfo, 'totp');
  const password = 'correct horse battery staple';
  let secret = '';
  let usedStep = 0;

  await test.step('an account with a verified address and a password', async () => {
    await createVerifiedAccount(page, email, password);
  });

  await test.step('the account area: dashboard and its navigation', async () => {
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ada' })).toBeVisible();
    await expect(page.getByText(`Your e-mail address ${email} is verified.`)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Your account' });
    // On a phone the list is behind a disclosure that names the current page.
    if (testInfo.project.name === 'phone') {
      await nav.getByText('Dashboard', { exact: true }).first().click();
    }
    await expect(nav.getByRole('link', { name: 'Security' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Orders/ })).toHaveAttribute('href', '/account/orders');
    await expect(nav.getByRole('link', { name: 'Reminders' })).toHaveAttribute('href', '/account/reminders');
    await checkpoint(page, testInfo, 'account-dashboard');
  });

  await test.step('an account path of no page is not found', async () => {
    const response = await page.goto('/account/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  await test.step('the security page offers the authenticator app', async () => {
    await page.goto('/account/security');
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    const app = page.getByRole('region', { name: 'Authenticator app' });
    await expect(app.getByText('Off', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Where you’re signed in' }).getByText('This device'),
    ).toBeVisible();
    await checkpoint(page, testInfo, 'account-security');
  });

  await test.step('scan (here: read the key), confirm with a code, keep the recovery codes', async () => {
    const app = page.getByRole('region', { name: 'Authenticator app' });
    const start = app.getByRole('button', { name: 'Set up an authenticator app' });
    await hydrated(start);
    await start.click();
    await expect(app.getByRole('img', { name: /QR code/ })).toBeVisible();
    secret = ((await app.locator('code').innerText()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    const turnOn = app.getByRole('button', { name: 'Turn on' });
    await expect(turnOn).toBeDisabled();
    const epoch = nowSeconds();
    usedStep = stepAt(epoch);
    await app.getByLabel('The 6-digit code the app shows').fill(await generate({ secret, epoch }));
    await turnOn.click();

    const codes = app.getByRole('list', { name: 'Your recovery codes' });
    await expect(codes.getByRole('listitem').first()).toBeVisible();
    expect(await codes.getByRole('listitem').count()).toBeGreaterThanOrEqual(8);
    await expect(app.getByText('On', { exact: true })).toBeVisible();
    await checkpoint(page, testInfo, 'account-security-recovery-codes', { fullPage: false });
    await app.getByRole('button', { name: 'I’ve kept them' }).click();
    await expect(app.getByRole('button', { name: 'Create new recovery codes' })).toBeVisible();
  });

  await test.step('log out', async () => {
    await page.goto('/logout');
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountIcon(page, 'Log in')).toBeVisible();
  });

  await test.step('log in with the password, then a fresh code from the app', async () => {
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Log in', exact: true });
    await hydrated(submit);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(password);
    await submit.click();

    const mfa = page.getByRole('dialog', { name: 'Enter your sign-in code' });
    await expect(mfa).toBeVisible();
    await expectAccessible(page, 'mfa-modal');

    // A code works once: wait until the app would show the next one.
    while (stepAt(nowSeconds()) <= usedStep) await page.waitForTimeout(1000);
    await mfa.getByLabel('Sign-in code').fill(await generate({ secret, epoch: nowSeconds() }));
    await mfa.getByRole('button', { name: 'Proceed' }).click();
    await expect(mfa).toBeHidden();
    await expect(accountIcon(page, 'My account')).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ada' })).toBeVisible();
  });
});

test('a customer saves the profile with an address and changes the password', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'profile');
  const password = 'correct horse battery staple';
  await createVerifiedAccount(page, email, password);

  await test.step('the profile checks the address by the country rules, then saves', async () => {
    await page.goto('/account/profile');
    const save = page.getByRole('button', { name: 'Save profile' });
    await hydrated(save);
    const country = page.getByLabel('Country');
    await expect(country).toBeEnabled();
    await country.selectOption('AU');
    await page.getByLabel('Street address', { exact: true }).fill('1 Main Street');
    await save.click();
    // Australia needs a town and a state.
    await expect(page.getByText('This field is required.')).toHaveCount(2);
    await expect(page.getByLabel('Town or suburb')).toBeFocused();
    await checkpoint(page, testInfo, 'account-profile-errors');

    // A typed postcode fills the town and the state from the shop's table of places.
    await page.getByLabel('Postcode (optional)').fill('3000');
    await expect(page.getByLabel('Town or suburb')).toHaveValue('Melbourne');
    await expect(page.getByLabel('State or province')).toHaveValue('VIC');
    await save.click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Town or suburb')).toHaveValue('Melbourne');
    await expect(page.getByLabel('State or province')).toHaveValue('VIC');
  });

  await test.step('the password changes with the current one', async () => {
    await page.goto('/account/change-password');
    const save = page.getByRole('button', { name: 'Save the new password' });
    await hydrated(save);
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill('another long passphrase');
    await page.getByLabel('Type the new password again').fill('another long passphrase');
    await save.click();
    await expect(
      page.getByText('That is not your current password. Please check it and try again.'),
    ).toBeVisible();
    await page.getByLabel('Current password').fill(password);
    await save.click();
    await expect(page.getByText('Your password is changed.')).toBeVisible();
    await checkpoint(page, testInfo, 'account-change-password');
  });

  await test.step('signed out, the old password is refused and the new one signs in', async () => {
    await page.goto('/logout');
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountIcon(page, 'Log in')).toBeVisible();
    await page.goto('/login');
    const main = page.getByRole('main');
    const submit = main.getByRole('button', { name: 'Log in', exact: true });
    await hydrated(submit);
    await main.getByLabel('E-mail address').fill(email);
    await main.getByLabel('Password').fill(password);
    await submit.click();
    await expect(page.getByText('That email address and password don’t match an account.')).toBeVisible();
    await expect(accountIcon(page, 'Log in')).toBeVisible();

    // A wrong password makes the account's next attempt wait a second (decision record 21).
    await page.waitForTimeout(1_000);
    await main.getByLabel('Password').fill('another long passphrase');
    await submit.click();
    await expect(accountIcon(page, 'My account')).toBeVisible();
    await page.goto('/account/profile');
    await expect(page).toHaveURL(/\/account\/profile$/);
    await expect(page.getByLabel('Town or suburb')).toHaveValue('Melbourne');
  });
});

test('an altered unsubscribe link is refused, and one without a signature is not valid', async ({
  page,
}, testInfo) => {
  desktopOnly(testInfo, 'what the server decides is the same for every device');
  await page.goto(
    `/unsubscribe/newsletter/${encodeURIComponent('someone@example.com')}?sig=${'A'.repeat(43)}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText('Stop sending our newsletter to someone@example.com?')).toBeVisible();
  await checkpoint(page, testInfo, 'unsubscribe');
  const confirm = page.getByRole('button', { name: 'Unsubscribe' });
  await hydrated(confirm);
  await confirm.click();
  await expect(page.getByText('This link is not valid.')).toBeVisible();

  await page.goto(`/disable-reminders/7/${encodeURIComponent('someone@example.com')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Turn off reminders' })).toBeVisible();
  await expect(page.getByText('This link is not valid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off the reminder' })).toHaveCount(0);
});
