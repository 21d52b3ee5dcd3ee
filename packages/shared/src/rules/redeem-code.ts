import { REDEEM_CODE_LENGTH } from '../constants.ts';

// A gift card's redemption code (docs/decisions/0026-redeeming-gift-cards.md): twelve characters of
// Crockford's base32, printed as XXXX-XXXX-XXXX. Typed back by hand, so reading is forgiving: case,
// spaces and dashes do not matter, and the letters people mistake for digits (O, I, L) read as 0 and 1.

/** The alphabet: digits and upper-case letters without I, L, O and U. */
export const REDEEM_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A typed code in its stored form: upper case, no spaces or dashes, O as 0 and I or L as 1. */
export function normaliseRedeemCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** Whether a normalised code has the shape of a redemption code (it may still be unknown). */
export function isRedeemCode(normalised: string): boolean {
  if (normalised.length !== REDEEM_CODE_LENGTH) return false;
  for (const character of normalised) if (!REDEEM_CODE_ALPHABET.includes(character)) return false;
  return true;
}

/** A code as printed and shown: groups of four joined by dashes. */
export function formatRedeemCode(normalised: string): string {
  return normalised.match(/.{1,4}/g)?.join('-') ?? normalised;
}
