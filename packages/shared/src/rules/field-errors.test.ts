import { describe, expect, it } from 'vitest';
import { withoutValidationPrefix } from './field-errors.ts';

describe('withoutValidationPrefix', () => {
  it('strips the prefix from every rule of every field, and only at the start', () => {
    expect(
      withoutValidationPrefix({
        email: ['validation.required', 'validation.email'],
        code: ['promo-validation.x'],
      }),
    ).toEqual({ email: ['required', 'email'], code: ['promo-validation.x'] });
  });
});
