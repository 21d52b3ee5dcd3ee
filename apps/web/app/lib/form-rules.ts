import { type FieldErrors, fieldErrorsFromIssues } from '@cardshop/shared/contracts/envelope';
import { withoutValidationPrefix } from '@cardshop/shared/rules/field-errors';
import type { z } from 'zod';

/** A form's checks by a shared schema: field → rule names, like a 422's errors once the API client has them. */
export function rulesOf(result: z.ZodSafeParseResult<unknown>): FieldErrors {
  return result.success ? {} : withoutValidationPrefix(fieldErrorsFromIssues(result.error.issues));
}
