import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../platform/errors.ts';
import { type OutboxEntry, readOutbox } from '../../platform/mail.ts';

// Development only: the messages the embedded mailer wrote to DATA_DIR/outbox, so a developer can open the
// verification and reset links without a mail server. app.ts registers these routes only outside production.

/**
 * No scripts at all. The message's own HTML is shown in a sandboxed srcdoc frame, which inherits this
 * policy, so the mail's inline styles apply but nothing in it can run or load from elsewhere. A srcdoc
 * frame loads no URL, so it needs no frame-src (checked in Chromium).
 */
const OUTBOX_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ID = /^[A-Za-z0-9-]{1,120}$/;
const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Escaped text with its http(s) links made clickable, so a developer can follow a mailed link. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

/** The header block of a raw message, continuation lines unfolded. */
function headersOf(raw: string): Array<[string, string]> {
  const end = raw.search(/\r?\n\r?\n/);
  const block = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  return block
    .split(/\r?\n/)
    .filter((line) => line.includes(':'))
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1).trim()];
    });
}

function page(reply: FastifyReply, title: string, body: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', OUTBOX_POLICY)
    .header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#1f1d1a;max-width:72rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.35rem .6rem;border-bottom:1px solid #e7e2da;vertical-align:top}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f3ee;padding:1rem;border-radius:6px}
iframe{width:100%;height:40rem;border:1px solid #e7e2da;border-radius:6px}
</style></head><body>${body}</body></html>`);
}

function listPage(entries: OutboxEntry[]): string {
  const rows = entries
    .map(
      (entry) =>
        `<tr><td><time datetime="${escapeHtml(entry.sentAt)}">${escapeHtml(entry.sentAt)}</time></td><td>${escapeHtml(entry.to)}</td><td><a href="/dev/outbox/${encodeURIComponent(entry.id)}">${escapeHtml(entry.subject)}</a></td></tr>`,
    )
    .join('\n');
  return `<h1>Outbox</h1><p>Mail the development server wrote instead of sending, newest first.</p>
${entries.length === 0 ? '<p>No messages yet.</p>' : `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`}`;
}

function messagePage(entry: OutboxEntry, raw: string): string {
  const headers = headersOf(raw)
    .map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  // The frame's links open in the whole window (the sandbox allows that only on a click); no scripts.
  const frame = `<base target="_top">${entry.html}`;
  return `<p><a href="/dev/outbox">← Outbox</a></p>
<h1>${escapeHtml(entry.subject)}</h1>
<h2>Headers</h2><table><tbody>${headers}</tbody></table>
<h2>Text</h2><pre>${linkify(entry.text)}</pre>
<h2>HTML</h2><iframe title="HTML part" sandbox="allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(frame)}"></iframe>`;
}

/** GET /dev/outbox and /dev/outbox/{id}: the outbox as small HTML pages. */
export function registerDevOutboxRoutes(app: FastifyInstance, outboxDir: string) {
  app.get('/dev/outbox', async (_request, reply) =>
    page(reply, 'Outbox', listPage(await readOutbox(outboxDir))),
  );

  app.get('/dev/outbox/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    // The id names files in the outbox folder: only the characters the mailer uses, never a path.
    if (!ID.test(id)) throw new HttpError(404, 'global.errors.not-found');
    const read = (extension: string) => readFile(path.join(outboxDir, `${id}${extension}`), 'utf8');
    const [json, raw] = await Promise.all([read('.json'), read('.eml')]).catch(() => {
      throw new HttpError(404, 'global.errors.not-found');
    });
    const entry = JSON.parse(json) as OutboxEntry;
    return page(reply, entry.subject, messagePage(entry, raw));
  });
}
