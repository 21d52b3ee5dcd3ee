import { describe, expect, it } from 'vitest';
import { NewPasswordSchema } from '../contracts/auth.ts';
import { isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from './passwords.ts';

const rulesOf = (password: string) => {
  const parsed = NewPasswordSchema.safeParse(password);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => (issue.code === 'custom' ? issue.message : issue.code));
};

describe('the password rule', () => {
  it('asks for at least 12 characters and accepts up to 128', () => {
    expect(PASSWORD_MIN).toBe(12);
    expect(rulesOf('eleven chars')).toEqual([]);
    expect(rulesOf('elevenchars')).toEqual(['too_small']);
    expect(rulesOf(`${'x'.repeat(PASSWORD_MAX - 5)} long`)).toEqual([]);
    expect(rulesOf('y'.repeat(PASSWORD_MAX + 1))).toEqual(['too_big']);
  });

  it('refuses common and breached passwords whatever their case', () => {
    expect(isCommonPassword('qwertyuiop123')).toBe(true);
    expect(rulesOf('1q2w3e4r5t6y')).toEqual(['validation.password-common']);
    expect(rulesOf('LeaveMeAlone')).toEqual(['validation.password-common']);
    expect(rulesOf('marmalade kettle drum')).toEqual([]);
  });
});
