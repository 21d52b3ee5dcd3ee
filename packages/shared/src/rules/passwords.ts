import { COMMON_PASSWORDS } from './common-passwords.ts';

// The password rule (OWASP ASVS 4.0 V2.1, decision record 21): long enough, not too long to hash, and not
// one of the most common passwords. One rule for the forms and the API (the contracts' NewPasswordSchema).

/** At least 12 characters (ASVS 2.1.1). */
export const PASSWORD_MIN = 12;
/** At most 128 characters are accepted (ASVS 2.1.2); argon2 hashes any length, this bounds its cost. */
export const PASSWORD_MAX = 128;

let common: Set<string> | null = null;

/** True when the password, in any case, is among the shipped list of common and breached passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS);
  return common.has(password.toLowerCase());
}
