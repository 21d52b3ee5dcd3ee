import type { TestApp } from '../auth/test-helpers.ts';

/**
 * The confirmation link in the newest newsletter mail to `to`: the mail, the link, and the body of
 * `POST /api/account/newsletter-confirm` it stands for (as the link's page sends it).
 */
export async function confirmLinkIn(t: TestApp, to: string) {
  const mail = (await t.outbox()).find(
    (entry) => entry.to === to && entry.text.includes('/newsletter/confirm/'),
  );
  if (!mail) throw new Error(`no newsletter confirmation mail to ${to}`);
  const match = mail.text.match(/https?:\/\/\S*\/newsletter\/confirm\/\S+/);
  if (!match) throw new Error('no confirmation link in the mail');
  const url = new URL(match[0]);
  const email = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
  const body = {
    email,
    expires: Number(url.searchParams.get('expires')),
    signature: url.searchParams.get('sig') ?? '',
  };
  return { mail, url, body };
}
