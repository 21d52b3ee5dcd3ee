import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createLogRedaction, isSecretName, REDACTED } from './log-redaction.ts';

const redaction = createLogRedaction();

describe('secret names', () => {
  it('knows credentials and personal fields however they are spelt', () => {
    for (const name of [
      'password',
      'newPassword',
      'current_password',
      'user[password]',
      'code',
      'otp',
      'recoveryCode',
      'token',
      'csrfToken',
      'payment_intent_client_secret',
      'email',
      'phone',
      'sig',
      'postcode',
      'verificationCode',
    ]) {
      expect(isSecretName(name), name).toBe(true);
    }
    for (const name of ['id', 'region', 'page', 'sort', 'card', 'item', 'redirect', 'orderId', 'via']) {
      expect(isSecretName(name), name).toBe(false);
    }
  });
});

describe('URLs and text', () => {
  it('redacts secret query values and keeps the others', () => {
    expect(redaction.text('/login?email=a@b.c&password=hunter2&region=au')).toBe(
      `/login?email=${REDACTED}&password=${REDACTED}&region=au`,
    );
    expect(redaction.text('/x?code=123456&newPassword=a&currentPassword=b&otp=1&recoveryCode=r')).toBe(
      `/x?code=${REDACTED}&newPassword=${REDACTED}&currentPassword=${REDACTED}&otp=${REDACTED}&recoveryCode=${REDACTED}`,
    );
  });

  it("redacts the token or email segment of a link's path, keeping a data request's suffix", () => {
    expect(redaction.text('/reset-password/12/s3cr3t-t0ken')).toBe(`/reset-password/12/${REDACTED}`);
    expect(redaction.text('/verify-email/12/s3cr3t?x=1')).toBe(`/verify-email/12/${REDACTED}?x=1`);
    expect(redaction.text('/complete/7/s3cr3t')).toBe(`/complete/7/${REDACTED}`);
    expect(redaction.text('/complete/7/s3cr3t/paid')).toBe(`/complete/7/${REDACTED}/paid`);
    expect(redaction.text('/orders/resume/7/s3cr3t.data')).toBe(`/orders/resume/7/${REDACTED}.data`);
    expect(redaction.text('/account/orders/view/7/s3cr3t/')).toBe(`/account/orders/view/7/${REDACTED}/`);
    expect(redaction.text('/unsubscribe/newsletter/someone%40mail.example')).toBe(
      `/unsubscribe/newsletter/${REDACTED}`,
    );
    // A longer path is redacted by its own pattern; a shorter one sharing its start may take a segment more.
    expect(redaction.text('/unsubscribe/reminder/9/someone%40mail.example?sig=abc')).toBe(
      `/unsubscribe/reminder/${REDACTED}/${REDACTED}?sig=${REDACTED}`,
    );
    expect(redaction.text('/reset-password/12/s3cr3t/more')).toBe(`/reset-password/12/${REDACTED}/more`);
    // A gift card's redemption code: the line's id stays, the code goes (the confirm page's id may go too).
    const line = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    expect(redaction.text(`/redeem/${line}/7Q4M2XKD9ZPA`)).toBe(`/redeem/${line}/${REDACTED}`);
    expect(redaction.text(`/redeem/${line}/7Q4M-2XKD-9ZPA.data?x=1`)).toBe(
      `/redeem/${line}/${REDACTED}.data?x=1`,
    );
    expect(redaction.text(`GET /redeem/confirm-recipient/${line}/7Q4M2XKD9ZPA`)).not.toContain(
      '7Q4M2XKD9ZPA',
    );
    expect(redaction.text('/redeem')).toBe('/redeem');
    expect(redaction.text('/disable-reminders/9/x@y.z')).toBe(`/disable-reminders/9/${REDACTED}`);
    expect(redaction.text('/newsletter/confirm/someone%40mail.example?expires=1&sig=abc')).toBe(
      `/newsletter/confirm/${REDACTED}?expires=1&sig=${REDACTED}`,
    );
    expect(redaction.text('/occasion/birthday?page=2')).toBe('/occasion/birthday?page=2');
  });

  it('redacts a token path carried in a query value (a redirect after signing in)', () => {
    expect(redaction.text('/login?redirect=%2Faccount%2Forders%2Fview%2F5%2Fs3cr3t')).toBe(
      `/login?redirect=%2Faccount%2Forders%2Fview%2F5%2F${REDACTED}`,
    );
  });

  it('redacts the API routes it is given, by their parameter names', () => {
    const own = createLogRedaction([]);
    own.addPath('/api/order/proof/:orderId/:token/:itemId');
    own.addPath('/api/cards/:slug');
    expect(own.text('GET:/api/order/proof/3/s3cr3t/4 not found')).toBe(
      `GET:/api/order/proof/3/${REDACTED}/4 not found`,
    );
    expect(own.text('/api/cards/birthday')).toBe('/api/cards/birthday');
  });

  it('redacts form pairs, JSON values and email addresses in free text', () => {
    expect(redaction.text('Unexpected token, "password=hunter2&x=1" is not valid JSON')).toBe(
      `Unexpected token, "password=${REDACTED}&x=1" is not valid JSON`,
    );
    expect(redaction.text('body {"email":"x","password":"hunter2","id":3}')).toBe(
      `body {"email":"${REDACTED}","password":"${REDACTED}","id":3}`,
    );
    expect(redaction.text('550 <someone@mail.example>: Recipient address rejected')).toBe(
      `550 <${REDACTED}>: Recipient address rejected`,
    );
    expect(redaction.text('at node_modules/@fastify/static/index.js (pino@10.4.0)')).toBe(
      'at node_modules/@fastify/static/index.js (pino@10.4.0)',
    );
  });
});

describe('logged values and errors', () => {
  it('replaces secret fields at any depth and redacts strings', () => {
    expect(
      redaction.fields({
        orderId: 4,
        customer: { email: 'a@b.c', firstName: 'Ann', address: { line1: '1 Road', country: 'AU' } },
        headers: { cookie: 'sid=1', 'x-csrf-token': 't', accept: 'text/html' },
        url: '/reset-password/1/s3cr3t',
      }),
    ).toEqual({
      orderId: 4,
      customer: { email: REDACTED, firstName: REDACTED, address: REDACTED },
      headers: { cookie: REDACTED, 'x-csrf-token': REDACTED, accept: 'text/html' },
      url: `/reset-password/1/${REDACTED}`,
    });
  });

  it("keeps an error's name, message, stack and codes, never its payloads", () => {
    const error = Object.assign(new Error('mail to someone@mail.example failed'), {
      code: 'EENVELOPE',
      statusCode: 502,
      rejected: ['someone@mail.example'],
      body: { password: 'hunter2' },
      raw: { payment_method: { billing_details: { name: 'Ann' } } },
      request: { url: '/x' },
    });
    error.cause = Object.assign(new Error('inner'), { response: '550 bad <someone@mail.example>' });
    const serialized = redaction.error(error);
    expect(serialized).toMatchObject({
      type: 'Error',
      message: `mail to ${REDACTED} failed`,
      code: 'EENVELOPE',
      statusCode: 502,
      cause: { type: 'Error', message: 'inner', response: `550 bad <${REDACTED}>` },
    });
    const line = JSON.stringify(serialized);
    expect(line).not.toContain('someone@mail.example');
    expect(line).not.toContain('hunter2');
    expect(line).not.toMatch(/rejected|body|raw|billing|request/);
  });
});

describe('the web app', () => {
  it('redacts an address request link and the key of an answer, on the page and in the API', () => {
    const app = createLogRedaction();
    app.addPath('/api/address-requests/:token/:slug/:answerToken');
    for (const url of ['/address/TOKEN123/sam/ANSWERKEY9', '/api/address-requests/TOKEN123/sam/ANSWERKEY9']) {
      const line = app.text(`GET ${url}?done=sent`);
      expect(line).not.toMatch(/TOKEN123|ANSWERKEY9/);
      expect(line).toContain('/sam/');
    }
  });

  it('lists every page whose path carries a token or an email', () => {
    const routes = readFileSync(new URL('../../../web/app/routes.ts', import.meta.url), 'utf8');
    const secretPages = [...routes.matchAll(/route\('([^']+)'/g)]
      .map((match) => `/${match[1]}`)
      .filter((page) => [...page.matchAll(/:(\w+)/g)].some((param) => isSecretName(param[1] ?? '')));
    // Account pages sit under the /account prefix.
    const filled = secretPages.map((page) =>
      page.replace(/^\/orders\/view/, '/account/orders/view').replace(/:\w+\??/g, 'abc'),
    );
    expect(filled.length).toBeGreaterThan(5);
    for (const url of filled) expect(redaction.text(url), url).toContain(REDACTED);
  });
});
