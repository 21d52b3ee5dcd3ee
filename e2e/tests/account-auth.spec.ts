import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { linkIn, waitForMail } from './mail.ts';
import { checkpoint, desktopOnly, expectAccessible, hydrated, ownClientAddress } from './support.ts';

test.use(ownClientAddress('account-auth'));

/** An address no other test or project uses, so each journey starts without an account. */
function uniqueEmail(testInfo: TestInfo, what: string): string {
  return `${what}-${testInfo.project.name}-${Date.now()}@example.com`;
}

// The newsletter signup under every page has a 'First name' field too: forms are found inside <main>.
const main = (page: Page) => page.getByRole('main');

/** The header's account icon: 'Log in' when signed out, 'My account' when signed in. */
const accountIcon = (page: Page, name: 'Log in' | 'My account') =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

async function createAccount(page: Page, testInfo: TestInfo, email: string) {
  await page.goto('/create-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await checkpoint(page, testInfo, 'create-account');
  const submit = page.getByRole('button', { name: 'Create my account' });
  await hydrated(submit);

  // Checked in the browser first: every field is required.
  await submit.click();
  await expect(main(page).getByText('This field is required.')).toHaveCount(3);
  await expect(main(page).getByLabel('First name')).toBeFocused();

  await main(page).getByLabel('First name').fill('Ada');
  await main(page).getByLabel('Last name').fill('Lovelace');
  await main(page).getByLabel('E-mail address').fill(email);
  await main(page).getByLabel('Send me news and offers by e-mail').check();
  await submit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`We’ve sent a link to ${email}`)).toBeVisible();
  await expect(accountIcon(page, 'My account')).toBeVisible();
}

async function logOut(page: Page) {
  await page.goto('/logout');
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountIcon(page, 'Log in')).toBeVisible();
}

/** Fills in the login form in the page and sends it. */
async function submitLogin(page: Page, email: string, password: string) {
  const submit = main(page).getByRole('button', { name: 'Log in', exact: true });
  await hydrated(submit);
  await main(page).getByLabel('E-mail address').fill(email);
  await main(page).getByLabel('Password').fill(password);
  await submit.click();
}

/** Logs in on /login; the account pages' guard sent us there, so we come back to /account. */
async function logIn(page: Page, testInfo: TestInfo, email: string, password: string) {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  const submit = main(page).getByRole('button', { name: 'Log in', exact: true });
  await hydrated(submit);

  await main(page).getByLabel('E-mail address').fill('not-an-address');
  await submit.click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await checkpoint(page, testInfo, 'login-errors');

  await submitLogin(page, email, 'definitely the wrong one');
  await expect(page.getByText('That email address and password don’t match an account.')).toBeVisible();

  // A wrong password makes the account's next attempt wait a second (decision record 21).
  await page.waitForTimeout(1_000);
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(accountIcon(page, 'My account')).toBeVisible();
}

async function chooseNewPassword(page: Page, password: string, submitName: string) {
  const submit = page.getByRole('button', { name: submitName });
  await expect(submit).toBeVisible();
  await hydrated(submit);
  await main(page).getByLabel('New password').fill('short');
  await main(page).getByLabel('Type the password again').fill('short');
  await submit.click();
  await expect(page.getByText('Use at least 12 characters.')).toBeVisible();
  await main(page).getByLabel('New password').fill(password);
  await main(page).getByLabel('Type the password again').fill(password);
  await submit.click();
}

async function verifyWithPassword(page: Page, testInfo: TestInfo, email: string, password: string) {
  const mail = await waitForMail(email, /confirm your email/i);
  await page.goto(linkIn(mail, '/verify-email/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeVisible();
  await expect(page.getByText(`Choose a password for ${email}`)).toBeVisible();
  await checkpoint(page, testInfo, 'verify-email');
  await chooseNewPassword(page, password, 'Verify and save my password');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is verified' }),
  ).toBeVisible();
  await expectAccessible(page, 'verified');
}

test('a visitor creates an account, verifies it from the e-mail, logs out and logs in again', async ({
  page,
  context,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'ada');
  const password = 'correct horse battery staple';

  await test.step('create an account with names and an e-mail address', async () => {
    await createAccount(page, testInfo, email);
  });

  await test.step('open the verification link and choose a password', async () => {
    await verifyWithPassword(page, testInfo, email, password);
  });

  await test.step('the link works once', async () => {
    const mail = await waitForMail(email, /confirm your email/i);
    await page.goto(linkIn(mail, '/verify-email/'));
    await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  await test.step('log out', async () => {
    await logOut(page);
  });

  await test.step('log in with e-mail and password and reach the account', async () => {
    await logIn(page, testInfo, email, password);
  });

  await test.step('a session that ends mid-visit sends the customer to log in, then back', async () => {
    await page.goto('/account/change-password');
    const save = main(page).getByRole('button', { name: 'Save the new password' });
    await hydrated(save);
    await main(page).getByLabel('Current password').fill(password);
    await main(page).getByLabel('New password', { exact: true }).fill(`${password} again`);
    await main(page).getByLabel('Type the new password again').fill(`${password} again`);
    // The session is gone (expired, or revoked from another device) when the form is sent.
    await context.clearCookies();
    await save.click();
    await expect(page.getByText('Please log in to continue.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(accountIcon(page, 'Log in')).toBeVisible();
    await submitLogin(page, email, password);
    await expect(page).toHaveURL(/\/account\/change-password$/);
  });
});

test('a customer who forgot the password resets it from the e-mailed link and logs in with it', async ({
  page,
}, testInfo) => {
  desktopOnly(testInfo, 'what the server decides is the same for every device');
  const email = uniqueEmail(testInfo, 'grace');
  const password = 'a brand new passphrase';

  await test.step('an account exists (created quickly, then signed out)', async () => {
    await createAccount(page, testInfo, email);
    await logOut(page);
  });

  await test.step('ask for a reset link', async () => {
    await page.goto('/login');
    const forgot = page.getByRole('link', { name: 'Forgot your password?' });
    await hydrated(forgot);
    await forgot.click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await checkpoint(page, testInfo, 'forgot-password');
    const submit = page.getByRole('button', { name: 'Send me a link' });
    await hydrated(submit);
    await main(page).getByLabel('E-mail address').fill(email);
    await submit.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(`If ${email} belongs to an account`)).toBeVisible();
  });

  await test.step('choose a new password from the link', async () => {
    const mail = await waitForMail(email, /reset your/i);
    await page.goto(linkIn(mail, '/reset-password/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await checkpoint(page, testInfo, 'reset-password');
    await chooseNewPassword(page, password, 'Save my new password');
    await expect(page.getByRole('heading', { level: 1, name: 'Your password is changed' })).toBeVisible();
  });

  await test.step('log in with the new password', async () => {
    await logOut(page);
    await logIn(page, testInfo, email, password);
  });
});

test('wrong passwords make the next attempt wait, and the form says for how long', async ({
  page,
}, testInfo) => {
  desktopOnly(testInfo, 'what the server decides is the same for every device');
  // The delay is the same for an address with no account, so none is needed here.
  const email = uniqueEmail(testInfo, 'guesser');
  const attempt = async (password: string) => {
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await submitLogin(page, email, password);
    return (await answer).status();
  };
  await page.goto('/login');

  await test.step('each wrong password doubles the wait before the next: 1 s, 2 s, 4 s, 8 s', async () => {
    const statuses: number[] = [];
    for (const wait of [0, 1, 2, 4]) {
      await page.waitForTimeout(wait * 1000);
      statuses.push(await attempt(`wrong guess ${wait}`));
    }
    expect(statuses).toEqual([422, 422, 422, 422]);
  });

  await test.step('trying again at once is refused, beside the form, saying when to try again', async () => {
    expect(await attempt('one guess too soon')).toBe(429);
    const message = main(page).getByRole('alert').filter({ hasText: 'Too many attempts' });
    await expect(message).toHaveText(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
    await checkpoint(page, testInfo, 'login-wait');
    const seconds = Number((await message.textContent())?.match(/(\d+) second/)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(8);

    // After that many seconds, the next attempt is checked again (and the message goes).
    await page.waitForTimeout(seconds * 1000);
    expect(await attempt('a later guess')).toBe(422);
    await expect(message).toBeHidden();
  });
});

test('an expired or mangled link says so and offers a new one', async ({ page }, testInfo) => {
  desktopOnly(testInfo, 'what the server decides is the same for every device');
  await page.goto('/reset-password/00000000-0000-4000-8000-000000000000/not-a-real-token-at-all');
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await checkpoint(page, testInfo, 'link-expired');
});

test('a customer with e-mailed sign-in codes logs in with a code and trusts this device', async ({
  page,
}, testInfo) => {
  desktopOnly(testInfo, 'what the server decides is the same for every device');
  const email = uniqueEmail(testInfo, 'mary');
  const password = 'a passphrase with codes';

  await test.step('an account with a password and e-mailed codes turned on', async () => {
    await createAccount(page, testInfo, email);
    await verifyWithPassword(page, testInfo, email, password);
    const check = await page.request.get('/api/auth/check');
    const { xsrfToken } = (await check.json()).data as { xsrfToken: string };
    const turnedOn = await page.request.post('/api/account/security/email-mfa', {
      data: { enabled: true },
      headers: { 'x-csrf-token': xsrfToken },
    });
    expect(turnedOn.status()).toBe(200);
    await logOut(page);
  });

  await test.step('the password alone opens the code modal, which e-mails a code', async () => {
    await page.goto('/login');
    await submitLogin(page, email, password);
    const dialog = page.getByRole('dialog', { name: 'Enter your sign-in code' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('A code is on its way to your inbox.')).toBeVisible();
    await expect(dialog.getByText(/You can ask for a new code in \d+ s\./)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Proceed' })).toBeDisabled();
    await checkpoint(page, testInfo, 'mfa-modal', { fullPage: false });
  });

  await test.step('a pasted code loses its spaces; trusting the device completes the login', async () => {
    const mail = await waitForMail(email, /sign-in code/i);
    const code = mail.subject.match(/([0-9A-Za-z]{6})\s*$/)?.[1] ?? '';
    expect(code).toHaveLength(6);
    const dialog = page.getByRole('dialog', { name: 'Enter your sign-in code' });
    await dialog.getByLabel('Sign-in code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await expect(dialog.getByLabel('Sign-in code')).toHaveValue(code);
    await dialog.getByLabel(/Trust this device/).check();
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cardshop.device-token'))).toBeTruthy();
  });

  await test.step('the next login on this device needs no code', async () => {
    await logOut(page);
    await page.goto('/login');
    await submitLogin(page, email, password);
    await expect(page).toHaveURL(/\/account$/);
  });
});
