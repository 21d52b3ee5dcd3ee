import { describe, expect, it, vi } from 'vitest';
import { actionContext, answerOf, formPost, invalid, Refusal } from '../../lib/test-helpers.ts';
import {
  accountCreatedIn,
  createAccountAction,
  emailLinkAction,
  forgotPasswordAction,
} from './auth-actions.server.ts';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const LINK = { id: '22222222-2222-4222-8222-222222222222', token: 'a-token-of-the-link-long-enough' };
const PASSWORD = 'a brand new passphrase';

describe('create-account without scripts', () => {
  const fields = { firstName: 'Ada', lastName: 'Lovelace', username: 'Ada@Example.com ' };

  it('creates the account as the API does, signs it in and says where the link went', async () => {
    const createAccount = vi.fn(async () => ({ userId: USER_ID, mailError: new Error('smtp down') }));
    const { context, host } = actionContext({ auth: { createAccount } });
    const answer = answerOf(
      await createAccountAction({
        request: formPost('/create-account', { ...fields, subscribe: 'on' }),
        context,
      }),
    );
    expect(answer.data).toMatchObject({ createdFor: 'ada@example.com', errors: {} });
    expect(createAccount).toHaveBeenCalledWith(
      { firstName: 'Ada', lastName: 'Lovelace', username: 'ada@example.com', subscribe: true },
      expect.objectContaining({ ip: '203.0.113.7' }),
    );
    // The account stands though the mail failed; the failure is logged, as the API logs it.
    expect(host.logError).toHaveBeenCalledWith(expect.any(Error), 'mail not sent');
    expect(host.startSession).toHaveBeenCalledWith(USER_ID);
    expect(accountCreatedIn(context)).toBe(true);
  });

  it('an unticked box is no subscription; broken rules and a taken address come back beside the fields', async () => {
    const createAccount = vi.fn(async () => {
      throw invalid({ username: ['validation.email-taken'] });
    });
    const { context, host } = actionContext({ auth: { createAccount } });
    const taken = answerOf(
      await createAccountAction({ request: formPost('/create-account', fields), context }),
    );
    expect(createAccount).toHaveBeenCalledWith(
      expect.objectContaining({ subscribe: false }),
      expect.anything(),
    );
    expect(taken).toMatchObject({
      status: 422,
      data: {
        createdFor: null,
        values: { ...fields, subscribe: false },
        errors: { username: ['email-taken'] },
      },
    });
    const empty = answerOf(await createAccountAction({ request: formPost('/create-account', {}), context }));
    expect(empty.data).toMatchObject({
      errors: { firstName: ['required'], lastName: ['required'], username: ['required'] },
    });
    expect(host.startSession).not.toHaveBeenCalled();
    expect(accountCreatedIn(context)).toBe(false);
  });
});

describe('forgot-password without scripts', () => {
  it('asks for the link as the API does and answers the same either way', async () => {
    const requestPasswordReset = vi.fn(async () => undefined);
    const { context } = actionContext({ auth: { requestPasswordReset } });
    const answer = answerOf(
      await forgotPasswordAction({
        request: formPost('/forgot-password', { username: ' Grace@Example.com' }),
        context,
      }),
    );
    expect(answer.data).toMatchObject({ sentTo: 'grace@example.com' });
    expect(requestPasswordReset).toHaveBeenCalledWith(
      'grace@example.com',
      expect.objectContaining({ ip: '203.0.113.7' }),
    );
  });

  it('shows a rate limit above the form', async () => {
    const requestPasswordReset = vi.fn(async () => {
      throw new Refusal(429, 'global.errors.too-many-requests');
    });
    const { context } = actionContext({ auth: { requestPasswordReset } });
    const answer = answerOf(
      await forgotPasswordAction({
        request: formPost('/forgot-password', { username: 'grace@example.com' }),
        context,
      }),
    );
    expect(answer).toMatchObject({
      status: 429,
      data: { sentTo: null, messages: ['global.errors.too-many-requests'] },
    });
  });
});

describe('an e-mailed link used without scripts', () => {
  const post = (path: string, fields: Record<string, string>, auth: Record<string, unknown>) => {
    const { context, host } = actionContext({ auth });
    const purpose = path.startsWith('/reset') ? 'reset-password' : 'verify-email';
    const request = formPost(`${path}/${LINK.id}/${LINK.token}`, fields);
    return { host, answer: emailLinkAction(purpose, { request, context, params: LINK }).then(answerOf) };
  };

  it('sets the new password and signs in, as the API does', async () => {
    const resetPassword = vi.fn(async () => ({ userId: USER_ID, signIn: true }));
    const { host, answer } = post(
      '/reset-password',
      { password: PASSWORD, passwordConfirm: PASSWORD },
      { resetPassword },
    );
    expect((await answer).data).toMatchObject({ done: { signedIn: true }, values: {} });
    expect(resetPassword).toHaveBeenCalledWith({ ...LINK, password: PASSWORD });
    expect(host.startSession).toHaveBeenCalledWith(USER_ID);
  });

  it('leaves an account with an authenticator app signed out, on a fresh session', async () => {
    const resetPassword = vi.fn(async () => ({ userId: USER_ID, signIn: false }));
    const { host, answer } = post(
      '/reset-password',
      { password: PASSWORD, passwordConfirm: PASSWORD },
      { resetPassword },
    );
    expect((await answer).data).toMatchObject({ done: { signedIn: false } });
    expect(host.startSession).toHaveBeenCalledWith(null);
  });

  it('checks the two passwords first, and sends none of them back', async () => {
    const resetPassword = vi.fn();
    const { answer } = post(
      '/reset-password',
      { password: 'short', passwordConfirm: 'other' },
      { resetPassword },
    );
    const refused = await answer;
    expect(refused).toMatchObject({ status: 422, data: { done: null, errors: { password: ['min'] } } });
    expect(JSON.stringify(refused.data)).not.toContain('short');
    const mismatch = await post(
      '/reset-password',
      { password: PASSWORD, passwordConfirm: `${PASSWORD}!` },
      { resetPassword },
    ).answer;
    expect(mismatch.data).toMatchObject({ errors: { passwordConfirm: ['confirmed'] } });
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('says the link has expired when it is spent, or mangled', async () => {
    const resetPassword = vi.fn(async () => {
      throw invalid({ token: ['validation.link-expired'] });
    });
    const spent = await post(
      '/reset-password',
      { password: PASSWORD, passwordConfirm: PASSWORD },
      { resetPassword },
    ).answer;
    expect(spent.data).toMatchObject({ done: null, expired: true });

    const { context } = actionContext({ auth: { resetPassword } });
    const mangled = answerOf(
      await emailLinkAction('reset-password', {
        request: formPost('/reset-password/x/y', { password: PASSWORD, passwordConfirm: PASSWORD }),
        context,
        params: { id: 'x', token: 'y' },
      }),
    );
    expect(mangled.data).toMatchObject({ expired: true });
    expect(resetPassword).toHaveBeenCalledTimes(1);
  });

  it('verifies an address without a password when the form asks for none', async () => {
    const verifyEmail = vi.fn(async () => ({ userId: USER_ID, signIn: true }));
    const { host, answer } = post('/verify-email', {}, { verifyEmail });
    expect((await answer).data).toMatchObject({ done: { signedIn: true } });
    expect(verifyEmail).toHaveBeenCalledWith(LINK);
    expect(host.startSession).toHaveBeenCalledWith(USER_ID);
  });
});
