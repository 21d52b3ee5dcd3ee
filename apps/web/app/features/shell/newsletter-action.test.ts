import { describe, expect, it, vi } from 'vitest';
import { actionContext, answerOf, formPost, Refusal } from '../../lib/test-helpers.ts';
import {
  newsletterAction,
  newsletterConfirmAction,
  newsletterConfirmPage,
  signupPage,
} from './newsletter-action.server.ts';
import { newsletterConfirmRequest } from './newsletter-links.ts';

const SIG = 'A'.repeat(43);
const LINK = `/newsletter/confirm/ada%40example.com?expires=1900000000&sig=${SIG}`;
const BODY = { email: 'ada@example.com', expires: 1_900_000_000, signature: SIG };

describe('the newsletter signup posted without scripts', () => {
  it('signs up as the API does, from the client and region asked for, and says to check the inbox', async () => {
    const newsletterSignUp = vi.fn(async () => undefined);
    const { context } = actionContext({ account: { newsletterSignUp } });
    const request = formPost('/newsletter?region=nz', { name: ' Ada ', email: 'Ada@Example.com' });
    const answer = answerOf(await newsletterAction({ request, context }));
    expect(answer.data).toEqual({ sent: 'Ada', values: { name: '', email: '' }, errors: {}, messages: [] });
    // The client's address counts against the per-client limit, as the JSON call's does.
    expect(newsletterSignUp).toHaveBeenCalledWith(
      { name: 'Ada', email: 'ada@example.com' },
      { ip: '203.0.113.7', userAgent: 'test', region: 'nz' },
    );
  });

  it('shows the broken rules beside the fields and keeps what was typed', async () => {
    const newsletterSignUp = vi.fn();
    const { context } = actionContext({ account: { newsletterSignUp } });
    const request = formPost('/newsletter', { name: '', email: 'ada@' });
    const answer = answerOf(await newsletterAction({ request, context }));
    expect(answer).toEqual({
      status: 422,
      data: {
        sent: null,
        values: { name: '', email: 'ada@' },
        errors: { name: ['required'], email: ['email'] },
        messages: [],
      },
    });
    expect(newsletterSignUp).not.toHaveBeenCalled();
  });

  it('answers too many signups with 429 and the message beside the email field', async () => {
    const tooMany = new Refusal(
      429,
      'global.errors.too-many-requests',
      { errors: { email: ['validation.too-many-requests'] }, retryAfter: 1200 },
      { 'retry-after': '1200' },
    );
    const newsletterSignUp = vi.fn(async () => {
      throw tooMany;
    });
    const { context } = actionContext({ account: { newsletterSignUp } });
    const request = formPost('/newsletter', { name: 'Ada', email: 'ada@example.com' });
    const result = await newsletterAction({ request, context });
    expect(answerOf(result)).toEqual({
      status: 429,
      data: {
        sent: null,
        values: { name: 'Ada', email: 'ada@example.com' },
        errors: { email: ['too-many-requests'] },
        messages: [],
        retryAfter: 1200,
      },
    });
    expect(new Headers((result as { init?: ResponseInit }).init?.headers).get('retry-after')).toBe('1200');
  });
});

describe('the journey events of a signup posted without scripts', () => {
  const recorded = (record: ReturnType<typeof vi.fn>) =>
    record.mock.calls.flatMap(([events]) => events as Array<Record<string, unknown>>);

  it('records Newsletter / Signup / Success for a signup the service took, on the page it was sent from', async () => {
    const record = vi.fn(async () => 1);
    const { context } = actionContext({
      account: { newsletterSignUp: vi.fn(async () => undefined) },
      analytics: { record },
    });
    const request = new Request('http://shop.test/newsletter', {
      method: 'POST',
      body: new URLSearchParams({ name: 'Ada', email: 'ada@example.com' }),
      headers: { referer: 'http://shop.test/cards/birthday?page=2' },
    });
    await newsletterAction({ request, context });
    expect(recorded(record)).toEqual([
      expect.objectContaining({
        category: 'Newsletter',
        event: 'Signup',
        label: 'Success',
        uri: '/cards/birthday?page=2',
      }),
    ]);
  });

  it('records Failed for a signup the service refused, and the form still answers its 429', async () => {
    const record = vi.fn(async () => 1);
    const newsletterSignUp = vi.fn(async () => {
      throw new Refusal(429, 'global.errors.too-many-requests', {
        errors: { email: ['validation.too-many-requests'] },
      });
    });
    const { context } = actionContext({ account: { newsletterSignUp }, analytics: { record } });
    const result = await newsletterAction({
      request: formPost('/newsletter', { name: 'Ada', email: 'ada@example.com' }),
      context,
    });
    expect(answerOf(result).status).toBe(429);
    expect(recorded(record)).toEqual([expect.objectContaining({ label: 'Failed', uri: '/newsletter' })]);
  });

  it('records nothing for a form that breaks its rules (the page checks those before sending)', async () => {
    const record = vi.fn(async () => 1);
    const { context } = actionContext({ account: { newsletterSignUp: vi.fn() }, analytics: { record } });
    await newsletterAction({ request: formPost('/newsletter', { name: '', email: 'ada@' }), context });
    expect(record).not.toHaveBeenCalled();
  });

  it('signs up even when the event cannot be stored, and logs why', async () => {
    const lost = new Error('database gone');
    const { context, host } = actionContext({
      account: { newsletterSignUp: vi.fn(async () => undefined) },
      analytics: { record: vi.fn(async () => Promise.reject(lost)) },
    });
    const answer = answerOf(
      await newsletterAction({
        request: formPost('/newsletter', { name: 'Ada', email: 'ada@example.com' }),
        context,
      }),
    );
    expect(answer.status).toBe(200);
    expect(host.logError).toHaveBeenCalledWith(lost, expect.any(String));
  });

  it("names another site's referring page as the action's own page", () => {
    const from = (referer: string | null) =>
      signupPage(
        new Request('http://shop.test/newsletter?region=nz', {
          method: 'POST',
          headers: referer ? { referer } : {},
        }),
      );
    expect(from('https://elsewhere.example/cards')).toBe('/newsletter?region=nz');
    expect(from(null)).toBe('/newsletter?region=nz');
    expect(from('not a url')).toBe('/newsletter?region=nz');
    expect(from('http://shop.test/about')).toBe('/about');
  });
});

describe('the newsletter confirmation link', () => {
  it('reads the body of the JSON call from the link, and nothing from an incomplete one', () => {
    expect(newsletterConfirmRequest('ada@example.com', '1900000000', SIG)).toEqual(BODY);
    expect(newsletterConfirmRequest(undefined, '1900000000', SIG)).toBeNull();
    expect(newsletterConfirmRequest('ada@example.com', null, SIG)).toBeNull();
    expect(newsletterConfirmRequest('ada@example.com', 'soon', SIG)).toBeNull();
    expect(newsletterConfirmRequest('ada@example.com', '-1', SIG)).toBeNull();
    expect(newsletterConfirmRequest('ada@example.com', '1900000000', null)).toBeNull();
    expect(newsletterConfirmRequest('ada@example.com', '1900000000', '')).toBeNull();
  });

  it('tells the page where the link stands before it is sent, without using it', async () => {
    const linkState = vi.fn(async () => 'ready');
    const newsletterConfirm = vi.fn();
    const { context } = actionContext({ newsletter: { linkState }, account: { newsletterConfirm } });
    const page = await newsletterConfirmPage({
      request: new Request(`http://shop.test${LINK}`),
      context,
      params: { email: 'Ada@example.com' },
    });
    expect(page).toEqual({ link: 'ready', email: 'ada@example.com' });
    expect(linkState).toHaveBeenCalledWith({ ...BODY, email: 'Ada@example.com' });
    expect(newsletterConfirm).not.toHaveBeenCalled();

    const broken = await newsletterConfirmPage({
      request: new Request('http://shop.test/newsletter/confirm/ada%40example.com?expires=soon'),
      context,
      params: { email: 'ada@example.com' },
    });
    expect(broken).toEqual({ link: 'invalid', email: null });
    expect(linkState).toHaveBeenCalledTimes(1);
  });

  it('confirms from the button posted without scripts, as the JSON call does', async () => {
    const newsletterConfirm = vi.fn(async () => undefined);
    const { context } = actionContext({ account: { newsletterConfirm } });
    const request = formPost(LINK, {});
    const answer = answerOf(
      await newsletterConfirmAction({ request, context, params: { email: 'ada@example.com' } }),
    );
    expect(answer).toEqual({ status: 200, data: { link: 'confirmed', messages: [] } });
    expect(newsletterConfirm).toHaveBeenCalledWith(BODY);
  });

  it('says a forged link is not valid (403) and one run out has expired (410)', async () => {
    const refusals = [
      new Refusal(403, 'account.errors.invalid-link'),
      new Refusal(410, 'newsletter.errors.link-expired'),
      new Refusal(429, 'global.errors.too-many-requests'),
    ];
    const newsletterConfirm = vi.fn();
    for (const refusal of refusals) newsletterConfirm.mockRejectedValueOnce(refusal);
    const { context } = actionContext({ account: { newsletterConfirm } });
    const post = async () =>
      answerOf(
        await newsletterConfirmAction({
          request: formPost(LINK, {}),
          context,
          params: { email: 'ada@example.com' },
        }),
      );
    expect(await post()).toEqual({ status: 403, data: { link: 'invalid', messages: [] } });
    expect(await post()).toEqual({ status: 410, data: { link: 'expired', messages: [] } });
    expect(await post()).toEqual({
      status: 429,
      data: { link: 'ready', messages: ['global.errors.too-many-requests'] },
    });

    const incomplete = answerOf(
      await newsletterConfirmAction({
        request: formPost('/newsletter/confirm/ada%40example.com', {}),
        context,
        params: { email: 'ada@example.com' },
      }),
    );
    expect(incomplete).toEqual({ status: 403, data: { link: 'invalid', messages: [] } });
    expect(newsletterConfirm).toHaveBeenCalledTimes(3);
  });
});
