import { describe, expect, it, vi } from 'vitest';
import { actionContext, answerOf, formPost, invalid, Refusal } from '../../lib/test-helpers.ts';
import { loginAction, offeredMethods } from './login-action.server.ts';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const ADDRESS = 'ada@example.com';
const PASSWORD = 'correct horse battery staple';

const mfaRequired = (methods: string[]) =>
  new Refusal(403, 'global.errors.mfa-required', { mfaRequired: true, mfaMethods: methods });

function setUp(auth: { login?: () => Promise<unknown>; requestMfaCode?: () => Promise<void> } = {}) {
  const services = {
    auth: {
      login: vi.fn(auth.login ?? (async () => ({ userId: USER_ID }))),
      requestMfaCode: vi.fn(auth.requestMfaCode ?? (async () => undefined)),
    },
  };
  const { context, host } = actionContext(services);
  const post = async (path: string, fields: Record<string, string>) =>
    answerOf(await loginAction({ request: formPost(path, fields), context }));
  return { services, host, post };
}

describe('the login form posted without scripts', () => {
  it('signs in as the API does (a new session) and goes on to the page asked for', async () => {
    const { services, host, post } = setUp();
    const answer = await post('/login?redirect=%2Ffavourites', {
      username: ` ${ADDRESS.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(answer).toEqual({ status: 303, location: '/favourites' });
    // Parsed by the API's own schema: the address trimmed and lower-cased.
    expect(services.auth.login).toHaveBeenCalledWith(
      { username: ADDRESS, password: PASSWORD },
      { ip: '203.0.113.7', userAgent: 'test', region: undefined },
    );
    expect(host.startSession).toHaveBeenCalledWith(USER_ID);
  });

  it('goes only to a path of this shop afterwards, never back to a sign-in page', async () => {
    const foreign = [
      '//evil.example/',
      'https://evil.example/',
      '/\t/evil.example',
      '\n',
      '/\n/evil.example',
      '\\evil.example',
      '/\\evil.example',
      '/login',
    ];
    for (const redirect of foreign) {
      const { post } = setUp();
      const answer = await post(`/login?${new URLSearchParams({ redirect })}`, {
        username: ADDRESS,
        password: PASSWORD,
      });
      expect(answer.location).toBe('/account');
    }
  });

  it('answers the broken rules beside their fields, with the address but never the password', async () => {
    const { services, host, post } = setUp();
    const answer = await post('/login', { username: 'not-an-address', password: '' });
    expect(answer).toEqual({
      status: 422,
      data: {
        step: 'password',
        values: { username: 'not-an-address' },
        errors: { username: ['email'], password: ['required'] },
        messages: [],
      },
    });
    expect(services.auth.login).not.toHaveBeenCalled();
    expect(host.startSession).not.toHaveBeenCalled();
  });

  it('shows the service’s refusal beside the password, and a rate limit above the form', async () => {
    const wrong = setUp({
      login: async () => {
        throw invalid({ password: ['validation.invalid-credentials'] });
      },
    });
    const refused = await wrong.post('/login', { username: ADDRESS, password: 'wrong' });
    expect(refused.status).toBe(422);
    expect(refused.data).toMatchObject({ errors: { password: ['invalid-credentials'] }, messages: [] });
    expect(JSON.stringify(refused.data)).not.toContain('wrong');
    expect(wrong.host.startSession).not.toHaveBeenCalled();

    const limited = setUp({
      login: async () => {
        throw new Refusal(
          429,
          'global.errors.too-many-requests',
          { retryAfter: 60 },
          { 'retry-after': '60' },
        );
      },
    });
    const answer = await limited.post('/login', { username: ADDRESS, password: PASSWORD });
    expect(answer.status).toBe(429);
    // With the wait, so the page says when to try again (the account's delay, decision record 21).
    expect(answer.data).toMatchObject({
      errors: {},
      messages: ['global.errors.too-many-requests'],
      retryAfter: 60,
    });
  });

  it('lets anything but a refusal fail the request', async () => {
    const { post } = setUp({
      login: async () => {
        throw new Error('database gone');
      },
    });
    await expect(post('/login', { username: ADDRESS, password: PASSWORD })).rejects.toThrow('database gone');
  });
});

describe('the code step without scripts', () => {
  it('opens on the authenticator app when offered, sending no code', async () => {
    const { services, post } = setUp({
      login: async () => {
        throw mfaRequired(['totp', 'email']);
      },
    });
    const answer = await post('/login', { username: ADDRESS, password: PASSWORD });
    expect(answer.data).toMatchObject({
      step: 'code',
      methods: ['totp', 'email'],
      method: 'totp',
      sent: false,
    });
    expect(services.auth.requestMfaCode).not.toHaveBeenCalled();
  });

  it('e-mails the first code at once when e-mail is the only method, as the code modal does', async () => {
    const { services, host, post } = setUp({
      login: async () => {
        throw mfaRequired(['email']);
      },
    });
    const answer = await post('/login', { username: ADDRESS, password: PASSWORD });
    expect(answer.data).toMatchObject({ step: 'code', methods: ['email'], method: 'email', sent: true });
    expect(services.auth.requestMfaCode).toHaveBeenCalledWith(
      { username: ADDRESS, password: PASSWORD },
      expect.objectContaining({ ip: '203.0.113.7' }),
    );
    expect(host.startSession).not.toHaveBeenCalled();
  });

  it('completes the login with the password again and the code, cleaned as the API cleans it', async () => {
    const { services, host, post } = setUp();
    const answer = await post('/login?redirect=%2Faccount%2Fsecurity', {
      intent: 'code',
      methods: 'totp,email',
      method: 'email',
      username: ADDRESS,
      password: PASSWORD,
      token: '123 456',
    });
    expect(answer).toEqual({ status: 303, location: '/account/security' });
    expect(services.auth.login).toHaveBeenCalledWith(
      { username: ADDRESS, password: PASSWORD, method: 'email', token: '123456' },
      expect.anything(),
    );
    expect(host.startSession).toHaveBeenCalledWith(USER_ID);
  });

  it('shows a wrong code beside the code field and keeps the methods on offer', async () => {
    const { post } = setUp({
      login: async () => {
        throw invalid({ token: ['validation.invalid-code'] });
      },
    });
    const fields = {
      intent: 'code',
      methods: 'totp,email',
      method: 'totp',
      username: ADDRESS,
      password: PASSWORD,
    };
    const answer = await post('/login', { ...fields, token: '000000' });
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({
      step: 'code',
      methods: ['totp', 'email'],
      method: 'totp',
      values: { username: ADDRESS },
      errors: { token: ['invalid-code'] },
    });
    const short = await post('/login', { ...fields, token: '12' });
    expect(short.data).toMatchObject({ errors: { token: ['min'] } });
  });

  it('says how long to wait when the account’s delay refuses the code step', async () => {
    const { post } = setUp({
      login: async () => {
        throw new Refusal(429, 'global.errors.too-many-requests', { retryAfter: 8 }, { 'retry-after': '8' });
      },
    });
    const answer = await post('/login', {
      intent: 'code',
      methods: 'totp',
      method: 'totp',
      username: ADDRESS,
      password: PASSWORD,
      token: '123456',
    });
    expect(answer.status).toBe(429);
    expect(answer.data).toMatchObject({
      step: 'code',
      messages: ['global.errors.too-many-requests'],
      retryAfter: 8,
    });
  });

  it('e-mails another code when asked, checking the password first', async () => {
    const { services, post } = setUp();
    const answer = await post('/login', {
      intent: 'send-code',
      methods: 'totp,email',
      method: 'totp',
      username: ADDRESS,
      password: PASSWORD,
    });
    expect(answer.data).toMatchObject({ step: 'code', method: 'email', sent: true });
    expect(services.auth.requestMfaCode).toHaveBeenCalledWith(
      { username: ADDRESS, password: PASSWORD, method: 'email' },
      expect.anything(),
    );
    const withoutPassword = await post('/login', {
      intent: 'send-code',
      methods: 'email',
      username: ADDRESS,
    });
    expect(withoutPassword.data).toMatchObject({ sent: false, errors: { password: ['required'] } });
  });

  it('reads only known methods from the form', () => {
    expect(offeredMethods('totp,email')).toEqual(['totp', 'email']);
    expect(offeredMethods('sms,email,')).toEqual(['email']);
    expect(offeredMethods('')).toEqual([]);
  });
});
