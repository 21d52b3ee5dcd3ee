import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import { createMailer } from '../../platform/mail.ts';
import { createServices } from '../../services.ts';
import { createTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the development outbox page', () => {
  it('lists nothing before any mail, as an HTML page with its own script-free policy', async () => {
    const response = await get('/dev/outbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.body).toContain('No messages yet.');
  });

  it('lists messages newest first, escaped, each linking to its page', async () => {
    await t.services.mailer.send({
      to: 'ada@example.com',
      subject: 'First',
      text: 'one',
      html: '<p>one</p>',
    });
    await t.services.mailer.send({
      to: 'bob@example.com',
      subject: 'Second <b>bold</b>',
      text: 'two',
      html: '<p>two</p>',
    });
    const [second, first] = await t.outbox();
    const response = await get('/dev/outbox');
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body.indexOf('Second')).toBeLessThan(body.indexOf('First'));
    expect(body).toContain(`<a href="/dev/outbox/${second?.id}">Second &#60;b&#62;bold&#60;/b&#62;</a>`);
    expect(body).toContain(`<a href="/dev/outbox/${first?.id}">First</a>`);
    expect(body).toContain('bob@example.com');
    expect(body).not.toContain('<b>bold</b>');
  });

  it('shows one message: headers, the text with clickable links, and the HTML in a sandboxed frame', async () => {
    await t.services.mailer.send({
      to: 'carol@example.com',
      subject: 'Verify',
      text: 'Open http://localhost:3000/verify-email/1/abc?x=1&y=2 to verify <now>.',
      html: '<p style="color:red">Hi "Carol" &amp; co</p><script>alert(1)</script>',
      headers: {
        'List-Unsubscribe': '<http://localhost:3000/unsubscribe/newsletter/carol%40example.com?sig=x>',
      },
    });
    const [latest] = await t.outbox();
    const response = await get(`/dev/outbox/${latest?.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('<th>To</th><td>carol@example.com</td>');
    expect(body).toContain('<th>Subject</th><td>Verify</td>');
    expect(body).toContain('<th>List-Unsubscribe</th><td>&#60;http://localhost:3000/unsubscribe/');
    expect(body).toContain(
      'Open <a href="http://localhost:3000/verify-email/1/abc?x=1&#38;y=2">http://localhost:3000/verify-email/1/abc?x=1&#38;y=2</a> to verify &#60;now&#62;.',
    );
    // The message's HTML only ever appears escaped inside srcdoc; the frame may not run scripts.
    expect(body).toContain(
      'sandbox="allow-top-navigation-by-user-activation" srcdoc="&#60;base target=&#34;_top&#34;&#62;&#60;p style=&#34;color:red&#34;&#62;Hi &#34;Carol&#34; &#38;amp; co&#60;/p&#62;&#60;script&#62;alert(1)&#60;/script&#62;"',
    );
    expect(body).not.toContain('<script');
    expect(body).not.toMatch(/sandbox="[^"]*allow-scripts/);
  });

  it('answers 404 for an unknown message or an id that is not a file name', async () => {
    for (const id of ['2020-01-01T00-00-00-000Z-1-0001', '..%2F..%2Fapp-secret', '..', 'a.json']) {
      const response = await get(`/dev/outbox/${id}`);
      expect(response.statusCode, id).toBe(404);
    }
  });
});

describe('where the outbox page does not exist', () => {
  it('is absent in production and when mail goes over SMTP', async () => {
    const cases = [
      { env: 'production' as const, mailer: createMailer({ outboxDir: t.config.dataDir }) },
      { env: 'development' as const, mailer: createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: '' }) },
    ];
    for (const { env, mailer } of cases) {
      const config = loadConfig({
        NODE_ENV: env,
        PAYMENTS: 'test',
        DATA_DIR: t.config.dataDir,
        LOG_LEVEL: 'silent',
      });
      const services = createServices(t.database.db, {
        publicUrl: config.PUBLIC_URL,
        mailer,
        appSecret: 'x'.repeat(32),
      });
      const app = await buildApp({ config, database: t.database, services });
      try {
        for (const url of ['/dev/outbox', '/dev/outbox/anything']) {
          const response = await app.inject({ method: 'GET', url });
          expect(response.statusCode, `${env} ${url}`).toBe(404);
        }
      } finally {
        await app.close();
      }
    }
  });
});
