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

export const NewsletterSignupResultSchema = z.object({ subscribed: z.literal(true) });
export type NewsletterSignupResult = z.infer<typeof NewsletterSignupResultSchema>;
