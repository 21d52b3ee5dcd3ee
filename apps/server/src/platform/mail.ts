import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** One message, ready to send: both parts are always given (mail clients without HTML read the text). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** A message as the outbox keeps it. */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where the embedded default writes messages, or null when sending over SMTP. */
  readonly outboxDir: string | null;
}

export const MAIL_FROM = 'Cardshop <hello@cardshop.example>';

/**
 * Mail through nodemailer. With `smtpUrl` it sends over SMTP; otherwise it writes each message to
 * `outboxDir` as the raw .eml plus a .json summary that the development outbox page and tests read.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outboxDir: null,
      async send(message) {
        await transport.sendMail({ from: MAIL_FROM, ...message });
      },
    };
  }
  const transport: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let sequence = 0;
  return {
    outboxDir: options.outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from: MAIL_FROM, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const sentAt = new Date();
      sequence += 1;
      // Sortable by time, unique within the process.
      const id = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${process.pid}-${String(sequence).padStart(4, '0')}`;
      const entry: OutboxEntry = {
        id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        sentAt: sentAt.toISOString(),
      };
      await writeFile(path.join(options.outboxDir, `${id}.eml`), info.message as Buffer);
      await writeFile(path.join(options.outboxDir, `${id}.json`), JSON.stringify(entry));
    },
  };
}

/** The outbox's messages, newest first. */
export async function readOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch {
    return [];
  }
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxEntry),
  );
  return entries.sort((a, b) => b.id.localeCompare(a.id));
}
