import { EMAIL_MAX, NAME_MAX } from '../constants.ts';
import * as z from './zod.ts';

/**
 * `POST /api/account/newsletter-signup`: who signs up for the newsletter. The browser's form validates with
 * the same schema, so both sides report the same rules (required, email, max).
 */
export const NewsletterSignupSchema = z.object({
  name: z.string().trim().min(1).max(NAME_MAX),
  // One row per address however it is typed: trimmed and lower-cased before the format check.
  email: z.string().trim().min(1).toLowerCase().pipe(z.email().max(EMAIL_MAX)),
});
export type NewsletterSignupInput = z.input<typeof NewsletterSignupSchema>;
export type NewsletterSignup = z.output<typeof NewsletterSignupSchema>;

/**
 * The answer to a signup, the same whatever the address (new, waiting for its confirmation, or already
 * subscribed), so it never tells whether an address is on the list: a message went to the address, and
 * the visitor is to look there. Only the link in that message confirms a subscription (double opt-in).
 */
export const NewsletterSignupResultSchema = z.object({ checkInbox: z.literal(true) });
export type NewsletterSignupResult = z.infer<typeof NewsletterSignupResultSchema>;

/**
 * The field error of a signup over its rate limit (per address and per client), answered with 429 and
 * Retry-After: shown beside the email field.
 */
export const NEWSLETTER_TOO_MANY = 'validation.too-many-requests';

/**
 * `POST /api/account/newsletter-confirm`: what the signed `/newsletter/confirm/{email}?expires=…&sig=…`
 * link carries. A missing or wrong signature is refused (403) like a forged one, not as a field error.
 */
export const NewsletterConfirmSchema = z.object({
  email: z.string().min(3).max(EMAIL_MAX),
  /** When the link stops working, in seconds since 1970 (signed with the address). */
  expires: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  signature: z.string().max(200).default(''),
});
export type NewsletterConfirmInput = z.input<typeof NewsletterConfirmSchema>;
export type NewsletterConfirm = z.output<typeof NewsletterConfirmSchema>;

export const NewsletterConfirmResultSchema = z.object({ confirmed: z.literal(true) });
export type NewsletterConfirmResult = z.infer<typeof NewsletterConfirmResultSchema>;

/** Why a confirmation link does nothing: its signature does not match (403), or it ran out (410). */
export const NEWSLETTER_LINK_INVALID = 'account.errors.invalid-link';
export const NEWSLETTER_LINK_EXPIRED = 'newsletter.errors.link-expired';

/**
 * Where a confirmation link stands, as its page shows it before anything is sent: waiting to be used,
 * used already (the address is subscribed), not a link of ours, or run out (or its signup is gone).
 */
export const NewsletterLinkStateSchema = z.enum(['ready', 'confirmed', 'invalid', 'expired']);
export type NewsletterLinkState = z.infer<typeof NewsletterLinkStateSchema>;
