import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, readOutbox } from './mail.ts';
import { createOutboxSmsSender, SMS_SUBJECT } from './sms.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the embedded text-message sender', () => {
  it('writes each message to the mail outbox, read like a mail (to the number, subject Text message)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sms-'));
    dirs.push(dir);
    const sms = createOutboxSmsSender(dir);
    const mailer = createMailer({ outboxDir: dir });
    await mailer.send({ to: 'a@example.com', subject: 'Hello', text: 'hi', html: '<p>hi</p>' });
    await sms.send('+61412345678', 'Your code is 123456 <b>');
    const entries = await readOutbox(dir);
    expect(entries.map((entry) => entry.subject).sort()).toEqual(['Hello', SMS_SUBJECT]);
    const text = entries.find((entry) => entry.subject === SMS_SUBJECT);
    expect(text).toMatchObject({ to: '+61412345678', text: 'Your code is 123456 <b>' });
    expect(text?.html).toContain('123456 &#60;b&#62;');
    expect(text?.id).toMatch(/^[A-Za-z0-9-]+$/);
  });
});
