import * as z from './zod.ts';

// Every JSON answer of the API is wrapped in this envelope (ARCHITECTURE.md, "The API contract").
export const MessageSchema = z.object({
  type: z.enum(['success', 'info', 'warning', 'error']),
  message: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const StateSchema = z.object({
  version: z.string(),
  messages: z.array(MessageSchema),
  reload: z.boolean().optional(),
});

/** The envelope around a payload schema. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ data, state: StateSchema });
}

/** Field errors of a 422: field path → translation keys of the rules it broke ('validation.required'). */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

export const ErrorDataSchema = z.object({ errors: FieldErrorsSchema.optional() }).nullable();

/** Turns zod issues into the API's field error map, each rule as a `validation.<rule>` key. */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const rule = ruleOf(issue);
    const list = errors[field] ?? [];
    if (!list.includes(rule)) list.push(rule);
    errors[field] = list;
  }
  return errors;
}

function ruleOf(issue: z.core.$ZodIssue): string {
  // A custom refinement names its own key; everything else maps the zod code to a rule name.
  if (issue.code === 'custom' && issue.message.startsWith('validation.')) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      // Zod leaves `input` out of issues unless asked; its message names what it received.
      if (/received undefined/.test(issue.message)) return 'validation.required';
      return issue.expected === 'int' ? 'validation.integer' : 'validation.type';
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1 ? 'validation.required' : 'validation.min';
    case 'too_big':
      return 'validation.max';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.format';
    case 'invalid_value':
      return 'validation.in';
    case 'unrecognized_keys':
      return 'validation.unknown';
    default:
      return issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
}
