import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mailMessagesFor } from '@cardshop/shared/i18n/messages';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, readOutbox } from './mail.ts';
import { renderMail } from './mail-layout.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** The decoded text of one MIME part of a raw message, found by its content type. */
function partOf(raw: string, type: 'text/plain' | 'text/html'): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) throw new Error('not a multipart message');
  const part = raw
    .split(`--${boundary}`)
    .find((chunk) => new RegExp(`content-type:\\s*${type}`, 'i').test(chunk));
  if (!part) throw new Error(`no ${type} part`);
  const split = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, split);
  const body = part.slice(split).trim();
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

const NAME = 'Ada <Lovelace> & "Co"';
const VERIFY_URL = 'https://shop.example/verify-email/1/abc?x=1&y=2';
const UNSUBSCRIBE_URL = 'https://shop.example/unsubscribe/newsletter/ada%40example.com?sig=s1g';
const en = mailMessagesFor('en-AU');

const message = () =>
  renderMail({
    to: 'ada@example.com',
    locale: 'en-AU',
    subjectKey: 'mail.verify-email.subject',
    paragraphKeys: ['mail.greeting', 'mail.verify-email.body'],
    values: { firstName: NAME },
    action: { labelKey: 'mail.verify-email.action', url: VERIFY_URL },
    unsubscribeUrl: UNSUBSCRIBE_URL,
  });

describe('renderMail', () => {
  it('gives a text and an HTML part in the locale, both carrying the action link', () => {
    const mail = message();
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe(en['mail.verify-email.subject']);
    expect(mail.text).toContain(String(en['mail.greeting']).replace('{{firstName}}', NAME));
    expect(mail.text).toContain(en['mail.verify-email.body']);
    expect(mail.text).toContain(`${en['mail.verify-email.action']}: ${VERIFY_URL}`);
    expect(mail.html).toContain('href="https://shop.example/verify-email/1/abc?x=1&#38;y=2"');
    expect(mail.html).toContain('<html lang="en-AU">');
  });

  it('escapes values in the HTML part', () => {
    const { html } = message();
    expect(html).toContain('Ada &#60;Lovelace&#62; &#38; &#34;Co&#34;');
    expect(html).not.toContain('<Lovelace>');
  });

  it('adds the unsubscribe link and List-Unsubscribe headers only when given one', () => {
    const mail = message();
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${UNSUBSCRIBE_URL}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(`${en['mail.unsubscribe']}: ${UNSUBSCRIBE_URL}`);
    expect(mail.html).toContain(`href="${UNSUBSCRIBE_URL}"`);

    const plain = renderMail({
      to: 'ada@example.com',
      locale: 'en-AU',
      subjectKey: 'mail.verify-email.subject',
      paragraphKeys: ['mail.verify-email.body'],
    });
    expect(plain.headers).toBeUndefined();
    expect(plain.text).not.toContain('/unsubscribe/');
    expect(plain.html).not.toContain('/unsubscribe/');
  });
});

describe('renderMail with a one-click address and links', () => {
  it('sends the one-click address as List-Unsubscribe and keeps the page link in the footer', () => {
    const oneClickUrl = 'https://shop.example/api/account/disable-reminders/r1/ada%40example.com?sig=s1g';
    const mail = renderMail({
      to: 'ada@example.com',
      locale: 'en-AU',
      subjectKey: 'mail.verify-email.subject',
      paragraphKeys: ['mail.verify-email.body'],
      links: [{ text: 'Balloons & <Cake>', url: 'https://shop.example/write?card=1&contact=2' }],
      unsubscribeUrl: UNSUBSCRIBE_URL,
      oneClickUrl,
    });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(`${en['mail.unsubscribe']}: ${UNSUBSCRIBE_URL}`);
    expect(mail.text).toContain('- Balloons & <Cake>: https://shop.example/write?card=1&contact=2');
    expect(mail.html).toContain('<a href="https://shop.example/write?card=1&#38;contact=2"');
    expect(mail.html).toContain('Balloons &#38; &#60;Cake&#62;');
  });
});

describe('createMailer over SMTP', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a message with subject, recipient, a text part and an HTML part', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent' });
    expect(mailer.outboxDir).toBeNull();
    await mailer.send(message());

    expect(received).toHaveLength(1);
    const [mail] = received as [Received];
    expect(mail.to).toEqual(['ada@example.com']);
    expect(mail.from).toBe('hello@cardshop.example');
    expect(mail.raw).toMatch(/^To: ada@example\.com\r?$/m);
    // Long headers are folded onto continuation lines.
    const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toContain(`Subject: ${en['mail.verify-email.subject']}`);
    expect(headers).toContain(
      'List-Unsubscribe: <https://shop.example/unsubscribe/newsletter/ada%40example.com?sig=s1g>',
    );
    expect(mail.raw).toMatch(/content-type: multipart\/alternative/i);

    const text = partOf(mail.raw, 'text/plain');
    const html = partOf(mail.raw, 'text/html');
    expect(text).toContain(`: ${VERIFY_URL}`);
    expect(html).toContain('href="https://shop.example/verify-email/1/abc?x=1&#38;y=2"');
    expect(html).toContain('Ada &#60;Lovelace&#62;');
  });
});

describe('createMailer without SMTP (the outbox)', () => {
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'cardshop-outbox-')), 'outbox');
  });
  afterAll(() => rm(path.dirname(outboxDir), { recursive: true, force: true }));

  it('answers an empty list before anything was sent', async () => {
    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it('writes each message as .eml and .json, read back newest first', async () => {
    const mailer = createMailer({ outboxDir });
    expect(mailer.outboxDir).toBe(outboxDir);
    await mailer.send({ ...message(), subject: 'First' });
    await mailer.send({ ...message(), to: 'bob@example.com', subject: 'Second' });

    const files = (await readdir(outboxDir)).sort();
    expect(files.filter((name) => name.endsWith('.eml'))).toHaveLength(2);
    expect(files.filter((name) => name.endsWith('.json'))).toHaveLength(2);

    const entries = await readOutbox(outboxDir);
    expect(entries.map((entry) => entry.subject)).toEqual(['Second', 'First']);
    const [second] = entries as [(typeof entries)[number]];
    expect(second).toMatchObject({ to: 'bob@example.com', subject: 'Second' });
    expect(second.text).toContain(VERIFY_URL);
    expect(second.html).toContain('&#60;Lovelace&#62;');
    expect(Number.isNaN(Date.parse(second.sentAt))).toBe(false);

    const raw = await readFile(path.join(outboxDir, `${second.id}.eml`), 'utf8');
    expect(raw).toMatch(/^Subject: Second\r?$/m);
    expect(raw).toMatch(/^To: bob@example\.com\r?$/m);
    expect(partOf(raw, 'text/plain')).toContain(`: ${VERIFY_URL}`);
    expect(partOf(raw, 'text/html')).toContain('&#60;Lovelace&#62;');
  });
});
