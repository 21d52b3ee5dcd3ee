import { type APIRequestContext, expect, test } from '@playwright/test';
import { linkIn, waitForMail } from './mail.ts';
import { desktopOnly, ownClientAddress } from './support.ts';

test.use(ownClientAddress('login-redirect'));

// `/login?redirect=…` follows only a path of this shop, on the server-rendered page: opened while signed
// in (the loader) and with the form posted without scripts (the action). The attack review's values, as
// they stand in the address, must neither fail (500) nor lead off the shop.
const FOREIGN = [
  '%0A',
  '%2F%0A%2Fevil.example',
  '%2F%09%2Fevil.example',
  '%5C%5Cevil.example',
  '%2F%5C%5Cevil.example',
  'https%3A%2F%2Fevil.example',
  '%2F%2Fevil.example',
];
const PASSWORD = 'a long and unusual passphrase';

/** The status and Location of a request, without following it. */
const answerOf = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => ({
  status: response.status(),
  location: response.headers().location ?? null,
});

/** The session's CSRF token (a signed-out session starts when there is none). */
async function csrfOf(request: APIRequestContext): Promise<string> {
  const check = await request.get('/api/auth/check');
  return ((await check.json()) as { data: { xsrfToken: string } }).data.xsrfToken;
}

test('after signing in, only a path of this shop is followed, however ?redirect= is written', async ({
  request,
  baseURL,
}, testInfo) => {
  desktopOnly(testInfo, 'what the server decides is the same for every device');
  const email = `redirect-${testInfo.project.name}-${Date.now()}@example.com`;

  await test.step('signed out, the login page shows for each of them', async () => {
    const answers = await Promise.all(
      FOREIGN.map(async (value) =>
        (await request.get(`/login?redirect=${value}`, { maxRedirects: 0 })).status(),
      ),
    );
    expect(answers).toEqual(FOREIGN.map(() => 200));
  });

  await test.step('an account with a password, signed in', async () => {
    const created = await request.post('/api/auth/create-account-quick', {
      data: { username: email, firstName: 'Red', lastName: 'Irect' },
      headers: { 'x-csrf-token': await csrfOf(request) },
    });
    expect(created.status()).toBe(200);
    const [, , id, token] = linkIn(await waitForMail(email, /confirm your email/i), '/verify-email/').split(
      '/',
    );
    const verified = await request.post('/api/auth/verify-email', {
      data: { id, token, password: PASSWORD },
      headers: { 'x-csrf-token': await csrfOf(request) },
    });
    expect(verified.status()).toBe(200);
  });

  await test.step('signed in, the login page sends each of them to the account', async () => {
    const answers = await Promise.all(
      FOREIGN.map(async (value) =>
        answerOf(await request.get(`/login?redirect=${value}`, { maxRedirects: 0 })),
      ),
    );
    expect(answers).toEqual(FOREIGN.map(() => ({ status: 302, location: '/account' })));
    expect(await answerOf(await request.get('/login?redirect=%2Ffavourites', { maxRedirects: 0 }))).toEqual({
      status: 302,
      location: '/favourites',
    });
  });

  await test.step('the form posted without scripts signs in and goes to the account for each of them', async () => {
    const origin = new URL(baseURL ?? '').origin;
    const answers = [];
    // One after another: each post is a sign-in of its own.
    for (const value of FOREIGN) {
      const posted = await request.post(`/login?redirect=${value}`, {
        form: { username: email, password: PASSWORD },
        headers: { origin },
        maxRedirects: 0,
      });
      answers.push(await answerOf(posted));
    }
    expect(answers).toEqual(FOREIGN.map(() => ({ status: 303, location: '/account' })));
  });
});
