import { createHmac } from 'node:crypto';
import { sameSecret } from './sessions.ts';

// Links sent by mail that act without a login (unsubscribe, disable reminders, confirming a newsletter
// signup) carry an HMAC of what they do and for whom, so nobody can forge one for another address or list.

/** What a signed mail link does; the purpose is signed too, so one kind of link never passes as another. */
export type SignedLinkPurpose = 'unsubscribe' | 'disable-reminders' | 'newsletter-confirm';

/** Addresses are compared lower-cased and trimmed, as the users table keeps them. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** HMAC-SHA256 (base64url) of the parts; JSON keeps ['a', 'b/c'] and ['a/b', 'c'] apart. */
export function signParts(secret: string, purpose: SignedLinkPurpose, parts: string[]): string {
  return createHmac('sha256', secret)
    .update(JSON.stringify([purpose, ...parts]))
    .digest('base64url');
}

/** Whether `signature` is the signature of the parts, compared in constant time. */
export function verifyParts(
  secret: string,
  purpose: SignedLinkPurpose,
  parts: string[],
  signature: string,
): boolean {
  return sameSecret(signParts(secret, purpose, parts), signature);
}

const unsubscribeParts = (what: string, email: string, id?: string | null) => [
  what,
  normaliseEmail(email),
  id ?? '',
];
const reminderParts = (id: string, email: string) => [id, normaliseEmail(email)];
const newsletterParts = (email: string, expires: number) => [normaliseEmail(email), String(expires)];

/** Where the one-click (RFC 8058) forms of the unsubscribe and disable-reminders links live. */
export const ONE_CLICK_PREFIX = '/api/account';

/** Signs and checks the mail links of one app secret. */
export function createLinkSigner(secret: string) {
  return {
    /** `{publicUrl}/unsubscribe/{what}/{email}?sig=…`, or `/unsubscribe/{event}/{id}/{email}` with an id. */
    unsubscribeUrl(publicUrl: string, what: string, email: string, id?: string): string {
      const signature = signParts(secret, 'unsubscribe', unsubscribeParts(what, email, id));
      const path = [what, ...(id ? [id] : []), normaliseEmail(email)].map(encodeURIComponent).join('/');
      return `${publicUrl}/unsubscribe/${path}?sig=${signature}`;
    },

    /** `{publicUrl}/disable-reminders/{id}/{email}?sig=…`. */
    disableRemindersUrl(publicUrl: string, id: string, email: string): string {
      const signature = signParts(secret, 'disable-reminders', reminderParts(id, email));
      const path = [id, normaliseEmail(email)].map(encodeURIComponent).join('/');
      return `${publicUrl}/disable-reminders/${path}?sig=${signature}`;
    },

    /**
     * The same links' one-click addresses (RFC 8058, the `List-Unsubscribe` header): the path under
     * `/api/account`, which stops the mail on a POST without a session or a CSRF token.
     */
    unsubscribeOneClickUrl(publicUrl: string, what: string, email: string, id?: string): string {
      return this.unsubscribeUrl(`${publicUrl}${ONE_CLICK_PREFIX}`, what, email, id);
    },
    disableRemindersOneClickUrl(publicUrl: string, id: string, email: string): string {
      return this.disableRemindersUrl(`${publicUrl}${ONE_CLICK_PREFIX}`, id, email);
    },

    /**
     * `{publicUrl}/newsletter/confirm/{email}?expires={unix seconds}&sig=…`: the link that confirms a
     * newsletter signup. The expiry is signed with the address, so it cannot be moved on.
     */
    newsletterConfirmUrl(publicUrl: string, email: string, expires: number): string {
      const signature = signParts(secret, 'newsletter-confirm', newsletterParts(email, expires));
      const path = encodeURIComponent(normaliseEmail(email));
      return `${publicUrl}/newsletter/confirm/${path}?expires=${expires}&sig=${signature}`;
    },

    verifyNewsletterConfirm(email: string, expires: number, signature: string) {
      return verifyParts(secret, 'newsletter-confirm', newsletterParts(email, expires), signature);
    },

    verifyUnsubscribe(what: string, email: string, id: string | null | undefined, signature: string) {
      return verifyParts(secret, 'unsubscribe', unsubscribeParts(what, email, id), signature);
    },

    verifyDisableReminders(id: string, email: string, signature: string) {
      return verifyParts(secret, 'disable-reminders', reminderParts(id, email), signature);
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;
