import type { NewsletterConfirmInput } from '@cardshop/shared/contracts/newsletter';

// The link that confirms a newsletter signup: `/newsletter/confirm/{email}?expires={seconds}&sig=…`.

/**
 * The body of `POST /api/account/newsletter-confirm` a link stands for, or null when the link is
 * incomplete (no address, an expiry that is not a whole number of seconds, no signature): such a link is
 * 'not valid' without asking the server.
 */
export function newsletterConfirmRequest(
  email: string | undefined,
  expires: string | null,
  signature: string | null,
): NewsletterConfirmInput | null {
  if (!email || !signature || !expires || !/^\d{1,15}$/.test(expires)) return null;
  return { email, expires: Number(expires), signature };
}
