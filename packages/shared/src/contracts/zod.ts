import * as zod from 'zod';

/**
 * Zod as every contract uses it (`import * as z from './zod.ts'`): the same API, except that text cannot
 * carry a NUL character or a lone UTF-16 surrogate. Neither can be stored in PostgreSQL text or JSON, and
 * no form or client has a reason to send one, so each string field — bodies, query strings and path
 * parameters alike — and every string inside a free-form value (`unknown`, e.g. a card layout) refuses
 * them with the field error `validation.characters`.
 */
export * from 'zod';

export const CHARACTERS_RULE = 'validation.characters';

// With the `u` flag a surrogate range matches only surrogates that are not half of a pair.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the character refused.
const UNSTORABLE = /\u0000|[\uD800-\uDFFF]/u;

/** Whether a text can be stored and shown: no NUL, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** Whether every string in a JSON-like value (its keys too) is storable; walked without recursion. */
export function hasOnlyStorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isStorableText(item)) return false;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return false;
        pending.push(child);
      }
    }
  }
  return true;
}

export function string(params?: Parameters<typeof zod.string>[0]): zod.ZodString {
  return zod.string(params).refine(isStorableText, { message: CHARACTERS_RULE, abort: true });
}

export function unknown(): zod.ZodUnknown {
  return zod.unknown().refine(hasOnlyStorableText, { message: CHARACTERS_RULE, abort: true });
}
