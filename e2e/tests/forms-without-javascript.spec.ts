import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { linkIn, waitForMail } from './mail.ts';
import { checkpoint, ownClientAddress } from './support.ts';

test.use(ownClientAddress('forms-without-javascript'));

// The forms a shopper sends before the page's scripts have loaded (or in a browser that runs none): each
// posts to its route's action and goes all the way to its effect (decision record 19).
test.use({ javaScriptEnabled: false });
// The route forms are the same on every device: the desktop project runs them (as `desktopOnly` does).
test.skip(({ isMobile }) => isMobile, 'the route forms are the same on every device');
const NO_SCRIPTS = { scriptsDisabled: true };

/** An address no other test or project uses, so each journey starts without an account. */
function uniqueEmail(testInfo: TestInfo, what: string): string {
  return `${what}-nojs-${testInfo.project.name}-${Date.now()}@example.com`;
}

// The newsletter signup under every page has a 'First name' field too: forms are found inside <main>.
const main = (page: Page) => page.getByRole('main');

/** The header's account icon: 'Log in' when signed out, 'My account' when signed in. */
const accountIcon = (page: Page, name: 'Log in' | 'My account') =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

/** Clicks a submit button and waits for the page its form posted to (never a GET with the fields). */
async function send(page: Page, button: string) {
  const posted = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.method() === 'POST',
  );
  await main(page).getByRole('button', { name: button, exact: true }).click();
  const request = await posted;
  expect(new URL(request.url()).search).not.toMatch(/password|token|username|email=/);
  await page.waitForLoadState();
}

async function createAccount(page: Page, email: string) {
  await page.goto('/create-account');
  await main(page).getByLabel('First name').fill('Ada');
  await main(page).getByLabel('Last name').fill('Lovelace');
  await main(page).getByLabel('E-mail address').fill(email);
  await send(page, 'Create my account');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
}

/** An account with a password, made through the pages as a shopper makes one, then signed out. */
async function accountWithPassword(page: Page, email: string, password: string) {
  await createAccount(page, email);
  const mail = await waitForMail(email, /confirm your email/i);
  await page.goto(linkIn(mail, '/verify-email/'));
  await main(page).getByLabel('New password').fill(password);
  await main(page).getByLabel('Type the password again').fill(password);
  await send(page, 'Verify and save my password');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is verified' }),
  ).toBeVisible();
  // Logging out is a script's POST; a browser without scripts forgets its session instead.
  await page.context().clearCookies();
}

/** Logs in on /login as the account pages' guard sends a visitor there, and comes back to /account. */
async function logIn(page: Page, email: string, password: string, name = 'Ada') {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await main(page).getByLabel('E-mail address').fill(email);
  await main(page).getByLabel('Password').fill(password);
  await send(page, 'Log in');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${name}` })).toBeVisible();
  await expect(accountIcon(page, 'My account')).toBeVisible();
}

test('a shopper signs in without JavaScript and sees the account', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'ada');
  const password = 'correct horse battery staple';
  await test.step('an account with a password exists', async () => {
    await accountWithPassword(page, email, password);
  });

  await test.step('the login form posts to its action, which signs in and goes back to /account', async () => {
    await page.goto('/login');
    await checkpoint(page, testInfo, 'login-no-js', NO_SCRIPTS);
    await logIn(page, email, password);
    expect(page.url()).not.toContain(encodeURIComponent(password));
  });
});

test('a failed sign-in without JavaScript shows the message beside the field', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'nobody');
  await page.goto('/login?redirect=%2Ffavourites');
  await main(page).getByLabel('E-mail address').fill(email);
  await main(page).getByLabel('Password').fill('not the password');
  await send(page, 'Log in');

  const password = main(page).getByLabel('Password');
  const message = main(page).getByText('That email address and password don’t match an account.');
  await expect(message).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(
    'That email address and password don’t match an account.',
  );
  // The address is kept, the password is not; the page to return to is still named.
  await expect(main(page).getByLabel('E-mail address')).toHaveValue(email);
  await expect(password).toHaveValue('');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffavourites$/);
  await expect(accountIcon(page, 'Log in')).toBeVisible();
});

test('a visitor creates an account without JavaScript', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'grace');

  await test.step('an empty form comes back with a message beside each field', async () => {
    await page.goto('/create-account');
    await checkpoint(page, testInfo, 'create-account-no-js', NO_SCRIPTS);
    await send(page, 'Create my account');
    await expect(main(page).getByText('This field is required.')).toHaveCount(3);
    await expect(main(page).getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('the account is created and signed in, and its link is mailed', async () => {
    await main(page).getByLabel('First name').fill('Ada');
    await main(page).getByLabel('Last name').fill('Lovelace');
    await main(page).getByLabel('E-mail address').fill(email);
    await main(page).getByLabel('Send me news and offers by e-mail').check();
    await send(page, 'Create my account');
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(`We’ve sent a link to ${email}`)).toBeVisible();
    await expect(accountIcon(page, 'My account')).toBeVisible();
    await waitForMail(email, /confirm your email/i);
  });

  await test.step('the account exists: its page greets the new customer', async () => {
    await main(page).getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ada' })).toBeVisible();
    await expect(page.getByText(`open the link we sent to ${email}`)).toBeVisible();
  });
});

test('a customer resets the password without JavaScript and logs in with it', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'mary');
  const password = 'a brand new passphrase';
  await test.step('an account with a password exists', async () => {
    await accountWithPassword(page, email, 'the password forgotten');
  });

  await test.step('ask for a reset link', async () => {
    await page.goto('/login');
    await main(page).getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await main(page).getByLabel('E-mail address').fill(email);
    await send(page, 'Send me a link');
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(`If ${email} belongs to an account`)).toBeVisible();
  });

  await test.step('the mailed link asks for the new password twice and sets it', async () => {
    const mail = await waitForMail(email, /reset your/i);
    await page.goto(linkIn(mail, '/reset-password/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
    await main(page).getByLabel('New password').fill('short');
    await main(page).getByLabel('Type the password again').fill('short');
    await send(page, 'Save my new password');
    await expect(page.getByText('Use at least 12 characters.')).toBeVisible();
    await expect(main(page).getByLabel('New password')).toHaveValue('');
    await main(page).getByLabel('New password').fill(password);
    await main(page).getByLabel('Type the password again').fill(password);
    await send(page, 'Save my new password');
    await expect(page.getByRole('heading', { level: 1, name: 'Your password is changed' })).toBeVisible();
    await expect(accountIcon(page, 'My account')).toBeVisible();
  });

  await test.step('signing in with the new password works', async () => {
    await page.context().clearCookies();
    await logIn(page, email, password);
  });
});

test('a customer with e-mailed sign-in codes logs in without JavaScript', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'emmy');
  const password = 'a passphrase with codes';
  await test.step('an account with e-mailed codes turned on', async () => {
    await accountWithPassword(page, email, password);
    // Turned on through the API as the account-auth journey does (the security page is a script's).
    const check = await page.request.get('/api/auth/check');
    let { xsrfToken } = (await check.json()).data as { xsrfToken: string };
    const signedIn = await page.request.post('/api/auth/login', {
      data: { username: email, password },
      headers: { 'x-csrf-token': xsrfToken },
    });
    ({ xsrfToken } = (await signedIn.json()).data as { xsrfToken: string });
    const turnedOn = await page.request.post('/api/account/security/email-mfa', {
      data: { enabled: true },
      headers: { 'x-csrf-token': xsrfToken },
    });
    expect(turnedOn.status()).toBe(200);
    await page.context().clearCookies();
  });

  await test.step('the password alone leads to the code step, which e-mails a code', async () => {
    await page.goto('/login');
    await main(page).getByLabel('E-mail address').fill(email);
    await main(page).getByLabel('Password').fill(password);
    await send(page, 'Log in');
    await expect(page.getByRole('heading', { level: 2, name: 'Enter your sign-in code' })).toBeVisible();
    await expect(page.getByText('A code is on its way to your inbox.')).toBeVisible();
  });

  await test.step('a wrong code is refused beside the code field', async () => {
    await main(page).getByLabel('Password').fill(password);
    await main(page).getByLabel('Sign-in code').fill('000000');
    await send(page, 'Proceed');
    await expect(main(page).getByLabel('Sign-in code')).toHaveAccessibleDescription(
      /That code is not right, or has been used already\./,
    );
    await expect(main(page).getByLabel('E-mail address')).toHaveValue(email);
  });

  await test.step('the password again and the mailed code complete the login', async () => {
    const mail = await waitForMail(email, /sign-in code/i);
    const code = mail.subject.match(/([0-9A-Za-z]{6})\s*$/)?.[1] ?? '';
    expect(code).toHaveLength(6);
    await main(page).getByLabel('Password').fill(password);
    await main(page)
      .getByLabel('Sign-in code')
      .fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await send(page, 'Proceed');
    await expect(page).toHaveURL(/\/account$/);
    await expect(accountIcon(page, 'My account')).toBeVisible();
  });
});

test('a customer saves the profile and changes the password without JavaScript', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'augusta');
  const password = 'correct horse battery staple';
  await test.step('a signed-in customer', async () => {
    await accountWithPassword(page, email, password);
    await logIn(page, email, password);
  });

  await test.step('the profile checks the address by the country rules, then saves', async () => {
    await page.goto('/account/profile');
    await main(page).getByLabel('First name').fill('Augusta');
    await main(page).getByLabel('Country').selectOption('AU');
    // Without scripts the labels do not follow the country; the answer marks what it needs.
    await main(page)
      .getByLabel(/^Street address/)
      .fill('1 Main Street');
    await send(page, 'Save profile');
    // Australia needs a town and a state; what was typed is kept.
    await expect(main(page).getByText('This field is required.')).toHaveCount(2);
    await expect(main(page).getByLabel(/^Street address/)).toHaveValue('1 Main Street');
    await expect(main(page).getByLabel('First name')).toHaveValue('Augusta');
    await main(page).getByLabel('Town or suburb').fill('Sydney');
    await main(page).getByLabel('State or province').selectOption('NSW');
    await send(page, 'Save profile');
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    await page.goto('/account/profile');
    await expect(main(page).getByLabel('Town or suburb')).toHaveValue('Sydney');
  });

  await test.step('the password changes with the current one', async () => {
    await page.goto('/account/change-password');
    await main(page).getByLabel('Current password').fill('not my password');
    await main(page).getByLabel('New password', { exact: true }).fill('another long passphrase');
    await main(page).getByLabel('Type the new password again').fill('another long passphrase');
    await send(page, 'Save the new password');
    await expect(main(page).getByLabel('Current password')).toHaveAccessibleDescription(
      'That is not your current password. Please check it and try again.',
    );
    await main(page).getByLabel('Current password').fill(password);
    await main(page).getByLabel('New password', { exact: true }).fill('another long passphrase');
    await main(page).getByLabel('Type the new password again').fill('another long passphrase');
    await send(page, 'Save the new password');
    await expect(page.getByText('Your password is changed.')).toBeVisible();
  });

  await test.step('the new name greets, and the new password signs in', async () => {
    await page.context().clearCookies();
    await logIn(page, email, 'another long passphrase', 'Augusta');
  });
});

test('a visitor signs up to the newsletter without JavaScript', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'letters');
  const signup = page.getByRole('region', { name: 'Card ideas, new artists and the odd offer' });
  await page.goto('/');

  await test.step('a mistyped address comes back with its message and what was typed', async () => {
    await signup.getByLabel('First name').fill('Ada');
    await signup.getByLabel('Email').fill('ada@');
    await signup.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(main(page).getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    await expect(main(page).getByLabel('First name')).toHaveValue('Ada');
  });

  await test.step('the signup is sent, and the visitor asked to confirm it from their inbox', async () => {
    await main(page).getByLabel('Email').fill(email);
    await main(page).getByRole('button', { name: 'Sign up' }).click();
    await expect(main(page).getByRole('status')).toHaveText(
      'Thank you, Ada! Check your inbox to confirm your subscription: we’ve just e-mailed you.',
    );
  });

  await test.step('the mailed link asks once, and its button confirms the subscription', async () => {
    const mail = await waitForMail(email, /confirm your Cardshop newsletter subscription/i);
    const link = linkIn(mail, '/newsletter/confirm/');
    await page.goto(link);
    // Opening the link confirms nothing by itself (mail scanners open links too): the button does.
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
    await expect(main(page).getByText(`Would you like our newsletter at ${email}?`)).toBeVisible();
    await send(page, 'Yes, confirm my subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'You’re subscribed' })).toBeVisible();
    await expect(main(page).getByRole('status')).toHaveText(
      `Your subscription is confirmed: our newsletter will come to ${email}.`,
    );
    // The link again: it says so, with nothing to press.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'You’re subscribed' })).toBeVisible();
  });

  await test.step('an altered link is not valid, and says where to go instead', async () => {
    const mail = await waitForMail(email, /confirm your Cardshop newsletter subscription/i);
    const link = new URL(linkIn(mail, '/newsletter/confirm/'), 'http://shop.test');
    const expires = Number(link.searchParams.get('expires'));
    link.searchParams.set('expires', String(expires + 3600));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This link isn’t valid' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Sign up again' })).toHaveAttribute(
      'href',
      '/newsletter',
    );
  });
});

test('a form posted from another site is refused before any action runs', async ({ request }) => {
  const fields = { username: 'someone@example.com', password: 'a guess' };
  const crossSite = await request.post('/login', {
    form: fields,
    headers: { origin: 'http://evil.example' },
  });
  expect(crossSite.status()).toBe(403);
  expect(crossSite.headers()['set-cookie']).toBeUndefined();
  // A post that says nothing of where it comes from is refused too.
  expect((await request.post('/newsletter', { form: { name: 'X', email: 'x@example.com' } })).status()).toBe(
    403,
  );
});
