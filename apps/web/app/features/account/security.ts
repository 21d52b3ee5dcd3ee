import { MFA_CODE_LENGTH } from '@cardshop/shared/constants';
import type { SecurityOverview } from '@cardshop/shared/contracts/account';
import { formatPhpDate } from '@cardshop/shared/rules/dates';

// The rules of the security page: the TOTP set-up steps, recovery codes, devices and sessions.

/** The answer that turns TOTP on or renews the recovery codes (`RecoveryCodesSchema`). */
export interface RecoveryCodesAnswer {
  recoveryCodes: string[];
}

/**
 * Where TOTP set-up is: not started, a secret to scan and confirm, or turned on with recovery codes to
 * keep (shown once). `disabling` and `renewing` ask for the password before TOTP goes off or new
 * recovery codes replace the old ones.
 */
export type TotpStep =
  | { step: 'idle' }
  | { step: 'scan'; secret: string; qrCode: string }
  | { step: 'codes'; recoveryCodes: string[] }
  | { step: 'disabling' }
  | { step: 'renewing' };

/** The manual key in groups of four, easier to read and type ('JBSW Y3DP …'). */
export function groupedKey(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** A typed or pasted code as the form keeps it: letters and digits only, at most six (spec §4). */
export function cleanCode(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').slice(0, MFA_CODE_LENGTH);
}

/** Confirm is offered only for a whole code and when nothing is processing. */
export function canConfirmCode(code: string, processing: boolean): boolean {
  return !processing && cleanCode(code).length === MFA_CODE_LENGTH;
}

/** The text file of recovery codes offered for download: what they are, for whom, one code a line. */
export function recoveryCodesText(codes: readonly string[], heading: string): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/** The sessions as listed: this browser's first, then the most recently seen. */
export function sessionsInOrder(sessions: SecurityOverview['sessions']): SecurityOverview['sessions'] {
  return [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt),
  );
}

/** A moment as the security page shows it, in the region's time zone ('Mar 1st 2024, 3:04 pm'). */
export function securityTime(iso: string, timeZone: string): string {
  try {
    return formatPhpDate(iso, 'M jS Y, g:i a', timeZone);
  } catch {
    return iso;
  }
}

/** Whether an answer is the security overview (the revoke and switch calls answer it). */
export function isOverview(value: unknown): value is SecurityOverview {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as SecurityOverview).sessions) &&
    Array.isArray((value as SecurityOverview).trustedDevices)
  );
}
