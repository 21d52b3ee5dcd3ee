import { fieldErrorsFromIssues } from '@cardshop/shared/contracts/envelope';
import { NewsletterSignupSchema } from '@cardshop/shared/contracts/newsletter';
import { type NewsletterErrors, newsletterErrorKeys } from './newsletter-errors.ts';

// Loaded on demand by the signup form (it brings zod), so the shell's first script stays small.

/** The form's messages for these values by the API's own schema; empty when they are valid. */
export function validateNewsletter(values: { name: string; email: string }): NewsletterErrors {
  const result = NewsletterSignupSchema.safeParse(values);
  return result.success ? {} : newsletterErrorKeys(fieldErrorsFromIssues(result.error.issues));
}
