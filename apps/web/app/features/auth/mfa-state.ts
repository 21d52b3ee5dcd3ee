import { MFA_CODE_LENGTH, MFA_RESEND_WAIT_S } from '@cardshop/shared/constants';
import type { MfaMethod } from '@cardshop/shared/contracts/auth';

// The sign-in code modal as a small state machine (account-ordering.md §4, MFA): which method, the code
// typed so far, whether this device is to be trusted, and when another e-mailed code may be asked for.

export interface MfaState {
  methods: MfaMethod[];
  method: MfaMethod;
  token: string;
  trustDevice: boolean;
  /** The code is being checked. */
  processing: boolean;
  /** An e-mailed code is being requested. */
  sending: boolean;
  /** When (epoch ms) another e-mailed code may be requested; null before the first one was sent. */
  resendAt: number | null;
  /** Translation key of the last failure, shown under the code. */
  error: string | null;
}

export type MfaAction =
  | { type: 'choose'; method: MfaMethod }
  | { type: 'input'; value: string }
  | { type: 'trust'; value: boolean }
  | { type: 'sending' }
  | { type: 'sent'; at: number }
  | { type: 'send-failed'; error: string }
  | { type: 'submit' }
  | { type: 'failed'; error: string };

/**
 * The second factors a refused login asks for: from a 403 with `mfaRequired` (the API's answer, or the
 * service's refusal in a route action), else null.
 */
export function mfaMethodsIn(
  status: number,
  data: Record<string, unknown> | null | undefined,
): MfaMethod[] | null {
  if (status !== 403 || data?.mfaRequired !== true || !Array.isArray(data.mfaMethods)) return null;
  const known = data.mfaMethods.filter(
    (method): method is MfaMethod => method === 'totp' || method === 'email',
  );
  return known.length > 0 ? known : null;
}

/** The method shown first: the authenticator app when offered, else the first method offered. */
export function defaultMfaMethod(methods: readonly MfaMethod[]): MfaMethod {
  return methods.includes('totp') ? 'totp' : (methods[0] ?? 'totp');
}

/** A typed or pasted code as sent: letters and digits only (spaces, dashes gone), at most 6 of them. */
export function cleanMfaToken(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').slice(0, MFA_CODE_LENGTH);
}

export function initialMfaState(methods: readonly MfaMethod[]): MfaState {
  return {
    methods: [...methods],
    method: defaultMfaMethod(methods),
    token: '',
    trustDevice: false,
    processing: false,
    sending: false,
    resendAt: null,
    error: null,
  };
}

export function mfaReducer(state: MfaState, action: MfaAction): MfaState {
  switch (action.type) {
    case 'choose':
      // A code from one method is no use for the other: the field starts empty.
      if (!state.methods.includes(action.method)) return state;
      return { ...state, method: action.method, token: '', error: null };
    case 'input':
      return { ...state, token: cleanMfaToken(action.value), error: null };
    case 'trust':
      return { ...state, trustDevice: action.value };
    case 'sending':
      return { ...state, sending: true, error: null };
    case 'sent':
      return { ...state, sending: false, resendAt: action.at + MFA_RESEND_WAIT_S * 1000 };
    case 'send-failed':
      return { ...state, sending: false, error: action.error };
    case 'submit':
      return { ...state, processing: true, error: null };
    case 'failed':
      return { ...state, processing: false, error: action.error };
  }
}

/** Proceed is enabled only with a whole code and nothing under way. */
export function canProceed(state: MfaState): boolean {
  return state.token.length === MFA_CODE_LENGTH && !state.processing && !state.sending;
}

/** Whole seconds until another e-mailed code may be requested (0: now). */
export function resendSecondsLeft(state: MfaState, now: number): number {
  if (state.resendAt === null) return 0;
  return Math.max(0, Math.ceil((state.resendAt - now) / 1000));
}

/**
 * An e-mailed code may be requested: e-mail chosen, none on its way, and the wait since the last one over.
 * Choosing e-mail sends one only then, so switching back and forth does not flood the inbox.
 */
export function canRequestCode(state: MfaState, now: number): boolean {
  return state.method === 'email' && !state.sending && resendSecondsLeft(state, now) === 0;
}
