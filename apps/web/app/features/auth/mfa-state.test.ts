import { describe, expect, it } from 'vitest';
import {
  canProceed,
  canRequestCode,
  cleanMfaToken,
  defaultMfaMethod,
  initialMfaState,
  type MfaAction,
  type MfaState,
  mfaReducer,
  resendSecondsLeft,
} from './mfa-state.ts';

const run = (state: MfaState, ...actions: MfaAction[]) => actions.reduce(mfaReducer, state);

describe('the default MFA method', () => {
  it('is the authenticator app when offered, else the first method offered', () => {
    expect(defaultMfaMethod(['email', 'totp'])).toBe('totp');
    expect(defaultMfaMethod(['totp'])).toBe('totp');
    expect(defaultMfaMethod(['email'])).toBe('email');
    expect(initialMfaState(['email', 'totp']).method).toBe('totp');
  });
});

describe('the code field', () => {
  it('drops everything but letters and digits from a pasted code', () => {
    expect(cleanMfaToken(' 123-456 ')).toBe('123456');
    expect(cleanMfaToken('ab c.d\te1')).toBe('abcde1');
    expect(run(initialMfaState(['totp']), { type: 'input', value: '12 34 56' }).token).toBe('123456');
  });

  it('keeps at most six characters', () => {
    expect(cleanMfaToken('1234567')).toBe('123456');
  });

  it('is cleared when the method changes', () => {
    const typed = run(initialMfaState(['totp', 'email']), { type: 'input', value: '123456' });
    const switched = run(typed, { type: 'choose', method: 'email' });
    expect(switched.method).toBe('email');
    expect(switched.token).toBe('');
  });

  it('ignores a method the account does not offer', () => {
    const state = initialMfaState(['totp']);
    expect(run(state, { type: 'choose', method: 'email' })).toBe(state);
  });
});

describe('Proceed', () => {
  const six = run(initialMfaState(['totp']), { type: 'input', value: '123456' });

  it('is enabled only with six characters', () => {
    expect(canProceed(run(initialMfaState(['totp']), { type: 'input', value: '12345' }))).toBe(false);
    expect(canProceed(six)).toBe(true);
  });

  it('is disabled while the code is checked or a code is being sent', () => {
    expect(canProceed(run(six, { type: 'submit' }))).toBe(false);
    expect(canProceed(run(six, { type: 'sending' }))).toBe(false);
    expect(canProceed(run(six, { type: 'submit' }, { type: 'failed', error: 'x' }))).toBe(true);
  });
});

describe('the e-mailed code and its resend countdown', () => {
  const email = initialMfaState(['email']);

  it('can be requested at once the first time, then only after 60 s', () => {
    expect(canRequestCode(email, 0)).toBe(true);
    const sent = run(email, { type: 'sending' }, { type: 'sent', at: 1_000 });
    expect(resendSecondsLeft(sent, 1_000)).toBe(60);
    expect(resendSecondsLeft(sent, 1_001)).toBe(60);
    expect(resendSecondsLeft(sent, 31_000)).toBe(30);
    expect(resendSecondsLeft(sent, 60_999)).toBe(1);
    expect(canRequestCode(sent, 60_999)).toBe(false);
    expect(resendSecondsLeft(sent, 61_000)).toBe(0);
    expect(canRequestCode(sent, 61_000)).toBe(true);
  });

  it('is not requested again while one is on its way', () => {
    expect(canRequestCode(run(email, { type: 'sending' }), 0)).toBe(false);
  });

  it('is never requested for the authenticator app', () => {
    expect(canRequestCode(initialMfaState(['totp', 'email']), 0)).toBe(false);
  });

  it('keeps the countdown when the user switches away and back', () => {
    const sent = run(
      initialMfaState(['totp', 'email']),
      { type: 'choose', method: 'email' },
      { type: 'sending' },
      { type: 'sent', at: 0 },
      { type: 'choose', method: 'totp' },
      { type: 'choose', method: 'email' },
    );
    expect(canRequestCode(sent, 10_000)).toBe(false);
    expect(resendSecondsLeft(sent, 10_000)).toBe(50);
  });

  it('shows a failed request and lets the user try again', () => {
    const failed = run(email, { type: 'sending' }, { type: 'send-failed', error: 'auth.errors.x' });
    expect(failed.error).toBe('auth.errors.x');
    expect(canRequestCode(failed, 0)).toBe(true);
  });
});
