// The artists' studio's rules (docs/decisions/0038-artists-studio.md): the terms every artist agrees to,
// the royalty on their cards' sales, the months the dashboard counts by and the social links of a profile.

/** The version of the artist terms in force; raising it sends every artist to agree again. */
export const ARTIST_TERMS_VERSION = '2026-11';

/** Whether an artist whose latest agreement is `agreedVersion` (null: never) must agree before the studio opens. */
export function artistTermsRequired(agreedVersion: string | null | undefined): boolean {
  return agreedVersion !== ARTIST_TERMS_VERSION;
}

/** The artist's share of what their cards sold for, postage, discounts and gift cards excluded: 12.5 %. */
export const ARTIST_ROYALTY_BASIS_POINTS = 1250;

/**
 * The royalty earned on sales worth `value` minor units (the cards' unit prices times their quantities),
 * rounded down to a whole minor unit: the shop never pays out a fraction it cannot transfer.
 */
export function royaltyOf(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.floor((Math.floor(value) * ARTIST_ROYALTY_BASIS_POINTS) / 10_000);
}

/** How many months the dashboard shows, the current one included. */
export const STUDIO_MONTHS = 12;

/** `YYYY-MM` of an instant, in UTC (the dashboard counts by calendar month in UTC). */
export function monthOf(instant: Date): string {
  return instant.toISOString().slice(0, 7);
}

/** The last `count` months up to the one of `now`, oldest first, as `YYYY-MM`. */
export function lastMonths(now: Date, count: number = STUDIO_MONTHS): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    months.push(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))));
  }
  return months;
}

/** The first instant of the oldest of the last `count` months (what the dashboard's counts start from). */
export function monthsStart(now: Date, count: number = STUDIO_MONTHS): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1), 1));
}

export type SocialNetwork = 'facebook' | 'twitter' | 'instagram';

/** The hosts a profile's link to each network may point to. */
export const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  facebook: ['facebook.com', 'www.facebook.com', 'm.facebook.com'],
  twitter: ['twitter.com', 'www.twitter.com', 'x.com', 'www.x.com'],
  instagram: ['instagram.com', 'www.instagram.com'],
};

/**
 * Whether `value` is an https link to a page of the network: its own host, a path beyond the bare site,
 * no credentials and no port. A profile shows these links to everyone, so nothing else is accepted.
 */
export function isSocialUrl(network: SocialNetwork, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    SOCIAL_HOSTS[network].includes(url.hostname.toLowerCase()) &&
    url.pathname.length > 1
  );
}

/** Tags a card submission carries: lower-case words, trimmed, duplicates dropped, blanks ignored. */
export function submissionTags(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input;
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.trim().toLowerCase().replace(/\s+/g, ' ');
    if (tag !== '' && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/** The most tags a submission may carry, and the longest a tag may be. */
export const SUBMISSION_MAX_TAGS = 12;
export const SUBMISSION_TAG_MAX_LENGTH = 40;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** An artist's bio as they edit it: the stored paragraphs as plain text, a blank line between them. */
export function bioText(html: string): string {
  return html
    .split(/<\/p>/i)
    .map((part) =>
      part
        .replace(/<br\s*\/?>/gi, '\n')
        .replace(/<[^>]*>/g, '')
        .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
        .trim(),
    )
    .filter((part) => part !== '')
    .join('\n\n');
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The stored bio of plain text: each paragraph (split at blank lines) escaped inside `<p>`, lines kept. */
export function bioHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
