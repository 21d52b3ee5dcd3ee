import { BUSINESS_SEND_BANDS, BUSINESS_USE_CASES, EMAIL_MAX, NAME_MAX } from '@cardshop/shared/constants';

/** The fields of the business sign-up form, in the order they are shown. */
export const SIGNUP_FIELDS = ['company', 'name', 'email', 'phone', 'volume', 'useCase'] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupValues = Record<SignupField, string>;
/** A validation message key (validation.required …) per field in error. */
export type SignupErrors = Partial<Record<SignupField, string>>;

const DEFAULT_REQUIRED: readonly SignupField[] = ['company', 'name', 'email'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

export const EMPTY_SIGNUP: SignupValues = {
  company: '',
  name: '',
  email: '',
  phone: '',
  volume: '',
  useCase: '',
};

function isField(name: unknown): name is SignupField {
  return typeof name === 'string' && (SIGNUP_FIELDS as readonly string[]).includes(name);
}

/**
 * The fields a visitor must fill in: company, name and email, unless the page's field list (items of
 * `{ name, label, required }`) says otherwise for a field.
 */
export function requiredSignupFields(items: ReadonlyArray<Record<string, unknown>>): Set<SignupField> {
  const required = new Set<SignupField>(DEFAULT_REQUIRED);
  for (const item of items) {
    if (!isField(item.name) || typeof item.required !== 'boolean') continue;
    if (item.required) required.add(item.name);
    else required.delete(item.name);
  }
  // Without an email address nobody can get back to the business.
  required.add('email');
  return required;
}

/** Checks the sign-up form; gives a validation message key per field in error (none when valid). */
export function validateSignup(values: SignupValues, required: ReadonlySet<SignupField>): SignupErrors {
  const errors: SignupErrors = {};
  for (const field of SIGNUP_FIELDS) {
    if (required.has(field) && values[field].trim() === '') errors[field] = 'validation.required';
  }
  const email = values.email.trim();
  if (!errors.email && email !== '') {
    if (email.length > EMAIL_MAX) errors.email = 'validation.max';
    else if (!EMAIL.test(email)) errors.email = 'validation.email';
  }
  for (const field of ['company', 'name'] as const) {
    if (!errors[field] && values[field].trim().length > NAME_MAX) errors[field] = 'validation.max';
  }
  const phone = values.phone.trim();
  if (!errors.phone && phone !== '' && !PHONE.test(phone)) errors.phone = 'validation.format';
  const volume = values.volume;
  if (!errors.volume && volume !== '' && !(BUSINESS_SEND_BANDS as readonly string[]).includes(volume))
    errors.volume = 'validation.in';
  const useCase = values.useCase;
  if (!errors.useCase && useCase !== '' && !BUSINESS_USE_CASES.some((option) => option.slug === useCase))
    errors.useCase = 'validation.in';
  return errors;
}

/** A mailto: address that opens an e-mail with the given subject and `Label: value` lines. */
export function signupMailto(to: string, subject: string, lines: ReadonlyArray<[string, string]>): string {
  const body = lines
    .filter(([, value]) => value.trim() !== '')
    // Labels may end in their own punctuation ('What will you send?'): one colon separates.
    .map(([label, value]) => `${label.trim().replace(/[?:.]+$/, '')}: ${value.trim()}`)
    .join('\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
