import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxEntry } from './mail.ts';

/** Sends text messages (a gift card's verification code to the phone the buyer gave). */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
  /** Where the embedded default writes messages, or null when a real gateway sends them. */
  readonly outboxDir: string | null;
}

/** The subject a text message has in the outbox, so the outbox page and tests can tell it from mail. */
export const SMS_SUBJECT = 'Text message';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The embedded default: no message leaves the server. Each is written to `outboxDir` beside the mail, in
 * the mail outbox's shape (`to` the phone number, subject 'Text message', the text; a small .eml for the
 * development outbox page), so a developer and the end-to-end tests read it like a mail. A real SMS
 * gateway plugs in by implementing SmsSender (docs/decisions/0026-redeeming-gift-cards.md).
 */
export function createOutboxSmsSender(outboxDir: string): SmsSender {
  let sequence = 0;
  return {
    outboxDir,
    async send(to, text) {
      await mkdir(outboxDir, { recursive: true });
      const sentAt = new Date();
      sequence += 1;
      // Sorts with the mail by time; the `sms` part keeps it apart from the mailer's own sequence.
      const id = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${process.pid}-sms-${String(sequence).padStart(4, '0')}`;
      const entry: OutboxEntry = {
        id,
        to,
        subject: SMS_SUBJECT,
        text,
        html: `<pre style="font-family:system-ui,sans-serif;white-space:pre-wrap">${escapeHtml(text)}</pre>`,
        sentAt: sentAt.toISOString(),
      };
      const eml = [`To: ${to}`, `Subject: ${SMS_SUBJECT}`, `Date: ${sentAt.toUTCString()}`, '', text].join(
        '\r\n',
      );
      await writeFile(path.join(outboxDir, `${id}.eml`), eml);
      await writeFile(path.join(outboxDir, `${id}.json`), JSON.stringify(entry));
    },
  };
}
