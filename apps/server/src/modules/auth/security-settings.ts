import type { SecurityOverview, TotpSetup } from '@cardshop/shared/contracts/account';
import type { Db } from '../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { createRateLimiter, RateLimit } from '../../platform/rate-limit.ts';
import type { SessionStore } from '../../platform/sessions.ts';
import { newTotpSecret, qrCodeDataUrl, totpUri, verifyTotp } from '../../platform/totp.ts';
import type { ClientInfo } from './service.ts';
import * as store from './store.ts';

// The security settings of a signed-in account (account-ordering.md, security): what protects it, the
// authenticator app and its recovery codes, e-mailed sign-in codes, trusted devices and sessions. A change
// that lowers protection asks for the password again and mails the owner.

/** What the settings borrow from the sign-in service. */
export interface SecuritySettingsDeps {
  sessions: SessionStore;
  clock: () => Date;
  limiter: ReturnType<typeof createRateLimiter>;
  /** How many authenticator codes an account and an address may try (AUTH_LIMITS). */
  mfaLimits: { perAccount: RateLimit; perIp: RateLimit };
  requireUser(userId: string): Promise<store.UserRow>;
  /** The password (or, without one, a current code) of the account, or a field error. */
  confirmIdentity(user: store.UserRow, secret: string | undefined, client: ClientInfo): Promise<void>;
  issueRecoveryCodes(userId: string): Promise<{ recoveryCodes: string[] }>;
  securityNotice(
    user: store.UserRow,
    client: ClientInfo | null,
    change: 'totp-off' | 'email-mfa-off' | 'recovery-codes' | 'password-changed',
  ): Promise<{ mailError: unknown }>;
}

const invalidCode = () => new ValidationError({ token: ['validation.invalid-code'] });

export function createSecuritySettings(db: Db, deps: SecuritySettingsDeps) {
  const {
    sessions,
    clock,
    limiter,
    mfaLimits,
    requireUser,
    confirmIdentity,
    issueRecoveryCodes,
    securityNotice,
  } = deps;
  return {
    /** What protects the account: second factors, recovery codes left, trusted devices and sessions. */
    async securityOverview(userId: string, currentSessionId: string | undefined): Promise<SecurityOverview> {
      const user = await requireUser(userId);
      const now = clock();
      const [devices, live, recoveryCodesLeft] = await Promise.all([
        store.listDevices(db, userId, now),
        sessions.listForUser(userId),
        store.countRecoveryCodesLeft(db, userId),
      ]);
      return {
        totp: user.totpEnabledAt !== null,
        email: user.mfaEmailEnabled,
        recoveryCodesLeft,
        trustedDevices: devices.map((device) => ({
          id: device.id,
          label: device.label,
          createdAt: device.createdAt.toISOString(),
          lastUsedAt: device.lastUsedAt?.toISOString() ?? null,
          expiresAt: device.expiresAt.toISOString(),
        })),
        sessions: live.map((session) => ({
          id: session.id,
          label: deviceLabel(session.userAgent),
          ip: session.ip,
          createdAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
          current: session.id === currentSessionId,
        })),
      };
    },

    /** A new TOTP secret to scan; it is stored but off until a code confirms it. */
    async startTotp(userId: string): Promise<TotpSetup> {
      const user = await requireUser(userId);
      if (user.totpEnabledAt) throw new HttpError(409, 'validation.totp-already-enabled');
      const secret = newTotpSecret();
      await store.setPendingTotp(db, userId, secret);
      const otpauthUrl = totpUri(secret, user.email);
      return { secret, otpauthUrl, qrCode: await qrCodeDataUrl(otpauthUrl) };
    },

    /** Turns TOTP on with a code from the authenticator; answers the recovery codes (shown once). */
    async confirmTotp(userId: string, token: string, client: ClientInfo) {
      const user = await requireUser(userId);
      if (user.totpEnabledAt) throw new HttpError(409, 'validation.totp-already-enabled');
      await limiter.enforce([
        [`mfa:user:${user.id}`, mfaLimits.perAccount],
        [`mfa:ip:${client.ip}`, mfaLimits.perIp],
      ]);
      if (!user.totpSecret) throw invalidCode();
      const step = await verifyTotp(user.totpSecret, token, { now: clock(), lastStep: user.totpLastStep });
      if (step === null || !(await store.claimTotpStep(db, user.id, step))) throw invalidCode();
      await store.enableTotp(db, user.id, clock());
      return issueRecoveryCodes(user.id);
    },

    /**
     * Turns TOTP off, with the password; an account without a password (a quick account that has not
     * verified yet) gives a current code instead. Its recovery codes go with it.
     */
    async disableTotp(userId: string, password: string, client: ClientInfo): Promise<{ mailError: unknown }> {
      const user = await requireUser(userId);
      await confirmIdentity(user, password, client);
      await store.disableTotp(db, userId);
      await store.deleteRecoveryCodes(db, userId);
      return securityNotice(user, client, 'totp-off');
    },

    /** New recovery codes (the old ones stop working), with the password; only while TOTP is on. */
    async regenerateRecoveryCodes(userId: string, password: string, client: ClientInfo) {
      const user = await requireUser(userId);
      if (!user.totpEnabledAt) throw new HttpError(409, 'validation.totp-not-enabled');
      await confirmIdentity(user, password, client);
      const codes = await issueRecoveryCodes(userId);
      return { ...codes, ...(await securityNotice(user, client, 'recovery-codes')) };
    },

    /**
     * Turns e-mailed sign-in codes on (only for a verified address: codes must arrive), or off with the
     * password.
     */
    async setEmailMfa(
      userId: string,
      input: { enabled: boolean; password?: string },
      client: ClientInfo,
    ): Promise<{ mailError: unknown }> {
      const user = await requireUser(userId);
      if (input.enabled) {
        if (!user.emailVerifiedAt) throw new ValidationError({ enabled: ['validation.email-unverified'] });
        await store.setEmailMfa(db, userId, true);
        return { mailError: null };
      }
      if (!user.mfaEmailEnabled) return { mailError: null };
      await confirmIdentity(user, input.password, client);
      await store.setEmailMfa(db, userId, false);
      return securityNotice(user, client, 'email-mfa-off');
    },

    async revokeDevice(userId: string, deviceId: string): Promise<void> {
      if (!(await store.deleteDevice(db, userId, deviceId))) throw new NotFoundError();
    },

    /** Ends another of the user's sessions (the current one ends with logout). */
    async revokeSession(
      userId: string,
      sessionId: string,
      currentSessionId: string | undefined,
    ): Promise<void> {
      if (sessionId === currentSessionId) throw new ValidationError({ id: ['validation.current-session'] });
      if (!(await sessions.revoke(userId, sessionId))) throw new NotFoundError();
    },
  };
}

/** A short name for the browser and system of a user agent ('Firefox on Windows'); '' when unknown. */
export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return '';
  const browsers: Array<[RegExp, string]> = [
    [/Edg(e|A|iOS)?\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/SamsungBrowser\//, 'Samsung Internet'],
    [/Firefox\/|FxiOS\//, 'Firefox'],
    [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  const systems: Array<[RegExp, string]> = [
    [/iPhone|iPad|iPod/, 'iOS'],
    [/Android/, 'Android'],
    [/CrOS/, 'ChromeOS'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/Linux/, 'Linux'],
  ];
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}
