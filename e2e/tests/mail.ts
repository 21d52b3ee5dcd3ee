import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** Messages read so far, by file name: a message's file never changes once written. */
const read = new Map<string, OutboxEntry>();

/** The messages the shop under test wrote to its outbox (DATA_DIR/outbox), newest first. */
export async function outbox(): Promise<OutboxEntry[]> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => {
        const known = read.get(name);
        if (known) return known;
        const entry = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxEntry;
        read.set(name, entry);
        return entry;
      }),
  );
  return entries.sort((a, b) => b.id.localeCompare(a.id));
}

/** Waits for the newest message to `to` whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(async () => {
      found = (await outbox()).find((entry) => entry.to === to && subject.test(entry.subject));
      return !!found;
    })
    .toBe(true);
  return found as OutboxEntry;
}

/** The first link in a message's text part that starts with `prefix` (a path like '/verify-email/'). */
export function linkIn(entry: OutboxEntry, prefix: string): string {
  const match = entry.text.match(new RegExp(`https?://[^\\s]*${prefix.replace(/\//g, '\\/')}[^\\s]*`));
  if (!match) throw new Error(`no ${prefix} link in: ${entry.text}`);
  return new URL(match[0]).pathname + new URL(match[0]).search;
}
