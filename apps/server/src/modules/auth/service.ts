import { createHmac, randomInt } from 'node:crypto';
import { MFA_RESEND_WAIT_S, NAME_MAX } from '@cardshop/shared/constants';
import type { AuthState, EmailLinkState, MfaMethod, User } from '@cardshop/shared/contracts/auth';
import { EmailLinkParamsSchema } from '@cardshop/shared/contracts/auth';
import type { Db } from '../../db/client.ts';
import { HttpError, ValidationError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { renderMail } from '../../platform/mail-layout.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { type Backoff, createRateLimiter, type RateLimit } from '../../platform/rate-limit.ts';
import { hashToken, randomToken, type SessionStore, sameSecret } from '../../platform/sessions.ts';
import { verifyTotp } from '../../platform/totp.ts';
import type { ConfigService } from '../config/service.ts';
import type { FavouritesService } from '../favourites/service.ts';
import type { NewsletterService } from '../newsletter/service.ts';
import { adoptGuestOrders } from '../orders/store.ts';
import { createSecuritySettings, deviceLabel } from './security-settings.ts';
import * as store from './store.ts';

const MINUTE = 60;
const HOUR = 3600;

/** How long e-mailed secrets and trusted devices live, in seconds. */
export const AUTH_LIFETIMES = {
  resetLink: HOUR,
  verifyLink: 48 * HOUR,
  mfaCode: 10 * MINUTE,
  trustedDevice: 30 * 24 * HOUR,
} as const;

/**
 * Fixed-window limits on everything that checks a secret or sends mail. Per IP they stop one client
 * spraying many accounts; per (account, IP) pair they stop one client guessing at one account without
 * touching anyone else's way in. Every attempt counts; the right password clears its pair's count.
 */
export const AUTH_LIMITS = {
  loginPerAccountAndIp: { limit: 10, windowSeconds: 15 * MINUTE },
  loginPerIp: { limit: 50, windowSeconds: 15 * MINUTE },
  mfaPerAccount: { limit: 10, windowSeconds: 15 * MINUTE },
  mfaPerIp: { limit: 50, windowSeconds: 15 * MINUTE },
  /** One e-mailed code a minute (the MFA modal's resend wait), and a cap an hour. */
  codeMailPerAccount: { limit: 1, windowSeconds: MFA_RESEND_WAIT_S },
  codeMailPerAccountHourly: { limit: 10, windowSeconds: HOUR },
  codeMailPerIp: { limit: 30, windowSeconds: HOUR },
  signUpPerIp: { limit: 20, windowSeconds: HOUR },
  resetMailPerAccount: { limit: 3, windowSeconds: HOUR },
  resetMailPerIp: { limit: 20, windowSeconds: HOUR },
  /** Re-entering the password while signed in (change password, turning TOTP off). */
  passwordCheckPerUser: { limit: 10, windowSeconds: 15 * MINUTE },
} satisfies Record<string, RateLimit>;

/**
 * Per account (the address typed, whether or not it has one), a delay instead of a lock: after n wrong
 * passwords in a row the next attempt, from anywhere, waits 2^(n-1) s, at most a minute (decision record
 * 21). Anyone can make the owner wait, but never longer than that; the right password clears it, and a
 * quiet quarter of an hour forgets it.
 */
export const LOGIN_DELAY = {
  firstDelaySeconds: 1,
  maxDelaySeconds: MINUTE,
  forgetAfterSeconds: 15 * MINUTE,
} satisfies Backoff;

/** The job that looks up a forgot-password address and mails its reset link. */
export const RESET_MAIL_JOB = 'auth.reset-mail';

export const RECOVERY_CODE_COUNT = 10;
// Recovery codes are typed into the MFA modal's 6-character field, so they have its shape: six characters
// of an alphabet without look-alikes (0/o, 1/l/i), at least one a letter so none looks like an
// authenticator code. Guessing one of ten takes ~10^8 tries on average, far beyond the MFA rate limits.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Who is asking: for rate limits, device labels and the region of mail. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The region the request asks for (`?region=` or the cookie), used when the user has none. */
  region?: string;
}

export interface AuthServiceOptions {
  config: ConfigService;
  sessions: SessionStore;
  favourites: FavouritesService;
  newsletter: NewsletterService;
  mailer: Mailer;
  publicUrl: string;
  /** Keys the hashes of short codes (e-mailed codes, recovery codes). */
  appSecret: string;
  clock: () => Date;
  /** Makes the 6-digit e-mailed sign-in codes (random unless a test gives its own sequence). */
  mfaCode?: () => string;
  /** The names the user sent each card to (the orders service's previous sends). */
  previousSends: (userId: string) => Promise<Record<string, string[]>>;
  /** Where reset mail is queued, so the request costs the same for any address; without it, sent inline. */
  queue?: JobQueue;
  /**
   * The user's organisations (the organisations module's memberships): the permissions they hold in the
   * one they work in, and the ids of all they belong to. Without it, none.
   */
  membership?: (userId: string) => Promise<{ permissions: Record<string, boolean>; organisations: string[] }>;
}

/** What other modules may know of a user: the name and address, and whether the address is proved. */
export interface UserProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  /** The region the account chose, which its mail is written for (null: the shop's default). */
  regionId: number | null;
}

/**
 * Writes that belong with a new account (an organisation and its first member), made in the account's own
 * transaction: should they fail, there is no account either.
 */
export type WithNewAccount = (tx: Db, userId: string) => Promise<void>;

export interface LoginRequest {
  username: string;
  password: string;
  deviceToken?: string;
  method?: MfaMethod;
  token?: string;
  trustedDevice?: boolean;
}

/** The outcome of an e-mailed link: whose it was, and whether the user is now signed in. */
export interface LinkOutcome {
  userId: string;
  /** False when the account has TOTP: an e-mailed link alone must not get past an authenticator. */
  signIn: boolean;
}

export type AuthService = ReturnType<typeof createAuthService>;

/** A random 6-digit e-mailed sign-in code. */
export const randomMfaCode = () => String(randomInt(1_000_000)).padStart(6, '0');

/** The key of an account's sign-in delay: the address as typed (parsed), known or not. */
const loginDelayKey = (username: string) => `login-delay:account:${username}`;

const invalidCredentials = () => new ValidationError({ password: ['validation.invalid-credentials'] });
const invalidCode = () => new ValidationError({ token: ['validation.invalid-code'] });
const linkExpired = () => new ValidationError({ token: ['validation.link-expired'] });

/** Sign-in, MFA, account creation, e-mailed links, passwords and the security settings of an account. */
export function createAuthService(db: Db, options: AuthServiceOptions) {
  const { config, sessions, clock } = options;
  const limiter = createRateLimiter(db, clock);
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const later = (seconds: number) => new Date(clock().getTime() + seconds * 1000);
  // Short codes have too little entropy for a bare SHA-256: keyed, a copy of the table reveals nothing.
  const codeHash = (kind: string, code: string) =>
    createHmac('sha256', options.appSecret).update(`${kind}:${code.toLowerCase()}`).digest('hex');

  const mfaMethodsOf = (user: store.UserRow): MfaMethod[] => [
    ...(user.totpEnabledAt && user.totpSecret ? (['totp'] as const) : []),
    ...(user.mfaEmailEnabled ? (['email'] as const) : []),
  ];

  async function userById(userId: string): Promise<User | null> {
    const row = await store.findUserById(db, userId);
    return row ? userOf(row) : null;
  }

  async function userOf(row: store.UserRow): Promise<User> {
    const [favourites, previousSends, membership] = await Promise.all([
      options.favourites.of(row.id),
      options.previousSends(row.id),
      options.membership?.(row.id) ?? { permissions: {}, organisations: [] },
    ]);
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      emailVerified: row.emailVerifiedAt !== null,
      hasPassword: row.passwordHash !== null,
      address: row.address,
      address2: row.address2,
      locality: row.locality,
      adminAreaLevel1: row.adminAreaLevel1,
      postcode: row.postcode,
      country: row.country,
      // Permissions are the organisation's to give (decision 0032): those of the one the user works in.
      permissions: membership.permissions,
      access: { artists: row.access.artists, organisations: membership.organisations },
      favourites,
      previousSends,
      mfa: { totp: row.totpEnabledAt !== null, email: row.mfaEmailEnabled },
    };
  }

  async function sendMail(
    user: { email: string; firstName: string; regionId: number | null },
    client: Pick<ClientInfo, 'region'> | null,
    content: { subjectKey: string; paragraphKeys: string[]; values?: Record<string, string> } & {
      action?: { labelKey: string; url: string };
    },
  ) {
    const region = await config.region(user.regionId ?? client?.region);
    await options.mailer.send(
      renderMail({
        to: user.email,
        locale: region.locale,
        ...content,
        values: { firstName: user.firstName, ...content.values },
      }),
    );
  }

  async function sendLink(
    user: store.UserRow,
    purpose: 'reset-password' | 'verify-email',
    client: Pick<ClientInfo, 'region'> | null,
  ) {
    const token = randomToken();
    const now = clock();
    const lifetime = purpose === 'reset-password' ? AUTH_LIFETIMES.resetLink : AUTH_LIFETIMES.verifyLink;
    const id = await store.insertToken(db, {
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: later(lifetime),
    });
    const url = `${publicUrl}/${purpose}/${id}/${token}`;
    await sendMail(user, client, {
      subjectKey: `mail.${purpose}.subject`,
      paragraphKeys: [
        `mail.greeting`,
        `mail.${purpose}.body`,
        `mail.${purpose}.expiry`,
        `mail.${purpose}.ignore`,
      ],
      action: { labelKey: `mail.${purpose}.action`, url },
    });
  }

  /**
   * Checks a password with the per-user limit (already signed in: change password, turning TOTP off). The
   * account is known here, so a wrong one is named as the wrong current password, not an unknown pairing.
   */
  async function checkOwnPassword(user: store.UserRow, password: string, field: string) {
    await limiter.enforce([[`password-check:user:${user.id}`, AUTH_LIMITS.passwordCheckPerUser]]);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new ValidationError({ [field]: ['validation.wrong-password'] });
    }
  }

  /**
   * Asks again who is at the keyboard before the second sign-in step is weakened: the password, or (an
   * account without one yet) a current authenticator or recovery code. Field `password` either way.
   */
  async function confirmIdentity(user: store.UserRow, secret: string | undefined, client: ClientInfo) {
    if (!secret) throw new ValidationError({ password: ['validation.required'] });
    if (user.passwordHash) return checkOwnPassword(user, secret, 'password');
    await limiter.enforce([
      [`mfa:user:${user.id}`, AUTH_LIMITS.mfaPerAccount],
      [`mfa:ip:${client.ip}`, AUTH_LIMITS.mfaPerIp],
    ]);
    const code = secret.replace(/[^0-9A-Za-z]/g, '');
    if (!(await verifySecondFactor(user, 'totp', code))) throw invalidCredentials();
  }

  /** Tells the account's address that its sign-in settings changed, with the way back in if not them. */
  const securityNotice = (
    user: store.UserRow,
    client: ClientInfo | null,
    change: 'totp-off' | 'email-mfa-off' | 'recovery-codes' | 'password-changed',
  ) =>
    sendAfterChange(() =>
      sendMail(user, client, {
        subjectKey:
          change === 'password-changed' ? 'mail.password-changed.subject' : 'mail.security-changed.subject',
        paragraphKeys: [
          'mail.greeting',
          change === 'password-changed' ? 'mail.password-changed.body' : `mail.security-changed.${change}`,
          'mail.password-changed.not-you',
        ],
        action: { labelKey: 'mail.password-changed.action', url: `${publicUrl}/forgot-password` },
      }),
    );

  /**
   * The password sign-in step shared by login and code requests: the account's delay, the limits of the
   * client's address, then the password. None of them locks the owner out: the delay is at most a minute,
   * and the address limits count only the client's own attempts (decision record 21).
   */
  async function checkCredentials(username: string, password: string, client: ClientInfo) {
    const accountKey = loginDelayKey(username);
    const pairKey = `login:pair:${client.ip}:${username}`;
    // Waiting out the delay costs nothing: a refused attempt checks no password, so it counts for no limit.
    await limiter.checkBackoff(accountKey, LOGIN_DELAY);
    await limiter.enforce([
      [pairKey, AUTH_LIMITS.loginPerAccountAndIp],
      [`login:ip:${client.ip}`, AUTH_LIMITS.loginPerIp],
    ]);
    // Counted as a failure until the password proves right, so concurrent guesses get one turn between them.
    await limiter.startAttempt(accountKey, LOGIN_DELAY);
    const user = await store.findUserByEmail(db, username);
    // Unknown address, no password yet and a wrong password all cost one argon2 verification and give
    // the same answer, so neither the answer nor its timing tells whether the address has an account.
    const matches = await verifyPassword(user?.passwordHash, password);
    if (!user || !matches) throw invalidCredentials();
    // The right password ends the run of failures (the second step has limits of its own).
    await Promise.all([limiter.reset(accountKey), limiter.reset(pairKey)]);
    return user;
  }

  /** True when `token` is a valid second factor of `method` for the user; each code works once. */
  async function verifySecondFactor(user: store.UserRow, method: MfaMethod, token: string): Promise<boolean> {
    const now = clock();
    if (method === 'totp' && user.totpSecret && user.totpEnabledAt) {
      const step = await verifyTotp(user.totpSecret, token, { now, lastStep: user.totpLastStep });
      if (step !== null && (await store.claimTotpStep(db, user.id, step))) return true;
    }
    if (method === 'email' && user.mfaEmailEnabled) {
      const newest = await store.findNewestLiveToken(db, user.id, 'mfa-email', now);
      if (
        newest &&
        sameSecret(codeHash('mfa-email', token), newest.tokenHash) &&
        (await store.useToken(db, newest.id, now))
      ) {
        return true;
      }
    }
    // A recovery code stands in for either code (the MFA modal's 6-character field takes both).
    return store.useRecoveryCode(db, user.id, codeHash('recovery', token), now);
  }

  function newRecoveryCodes(): string[] {
    const codes = new Set<string>();
    while (codes.size < RECOVERY_CODE_COUNT) {
      let code = '';
      for (let i = 0; i < 6; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
      if (/[a-z]/.test(code)) codes.add(code);
    }
    return [...codes];
  }

  async function issueRecoveryCodes(userId: string) {
    const codes = newRecoveryCodes();
    await store.replaceRecoveryCodes(
      db,
      userId,
      codes.map((code) => codeHash('recovery', code)),
    );
    // Shown grouped for reading; the MFA field drops the dash.
    return { recoveryCodes: codes.map((code) => `${code.slice(0, 3)}-${code.slice(3)}`) };
  }

  /**
   * Sends a mail that follows a change already made (a new account, a new password): a mail server
   * failure must not turn that into an error answer, so it is handed back for the route to log.
   */
  async function sendAfterChange(send: () => Promise<void>): Promise<{ mailError: unknown }> {
    try {
      await send();
      return { mailError: null };
    } catch (error) {
      return { mailError: error };
    }
  }

  async function requireUser(userId: string) {
    const user = await store.findUserById(db, userId);
    if (!user) throw new HttpError(401, 'global.error.unauthenticated');
    return user;
  }

  /** The live token of an e-mailed link and its user, or null when the link is malformed or spent. */
  async function liveLink(purpose: 'reset-password' | 'verify-email', id: string, token: string) {
    if (!EmailLinkParamsSchema.safeParse({ id, token }).success) return null;
    const row = await store.findLiveToken(db, id, purpose, hashToken(token), clock());
    if (!row) return null;
    const user = await store.findUserById(db, row.userId);
    return user ? { tokenId: row.id, user } : null;
  }

  /** Mails a reset link when the address has an account (nothing otherwise). */
  async function mailResetLink(username: string, client: Pick<ClientInfo, 'region'> | null) {
    const user = await store.findUserByEmail(db, username);
    if (user) await sendLink(user, 'reset-password', client);
  }

  options.queue?.define<{ username: string; region: string | null }>(
    RESET_MAIL_JOB,
    ({ username, region }) => mailResetLink(username, region ? { region } : null),
    'standard',
  );

  return {
    userById,

    /** The names and addresses of these users, by id (those that exist). */
    async profilesOf(ids: readonly string[]): Promise<Map<string, UserProfile>> {
      const rows = await store.findUsersByIds(db, [...new Set(ids)]);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            email: row.email,
            firstName: row.firstName,
            lastName: row.lastName,
            emailVerified: row.emailVerifiedAt !== null,
            regionId: row.regionId,
          },
        ]),
      );
    },

    /** What `GET /api/auth/check` and every sign-in answer: the user, their region and the CSRF token. */
    async authState(userId: string | null, xsrfToken: string, requestRegion?: string): Promise<AuthState> {
      const row = userId ? await store.findUserById(db, userId) : null;
      const region = await config.region(row?.regionId ?? requestRegion);
      return { user: row ? await userOf(row) : null, region, xsrfToken };
    },

    /**
     * A password sign-in, completed with a second factor when the account has one and this browser is not
     * a trusted device. Throws 422 (credentials or code), 403 with the MFA methods, or 429.
     */
    async login(input: LoginRequest, client: ClientInfo): Promise<{ userId: string; deviceToken?: string }> {
      const user = await checkCredentials(input.username, input.password, client);
      const now = clock();
      const methods = mfaMethodsOf(user);
      let deviceToken: string | undefined;
      const trusted =
        methods.length === 0 ||
        (!!input.deviceToken && (await store.touchDevice(db, user.id, hashToken(input.deviceToken), now)));
      if (!trusted) {
        if (!input.token) {
          throw new HttpError(403, 'global.errors.mfa-required', { mfaRequired: true, mfaMethods: methods });
        }
        await limiter.enforce([
          [`mfa:user:${user.id}`, AUTH_LIMITS.mfaPerAccount],
          [`mfa:ip:${client.ip}`, AUTH_LIMITS.mfaPerIp],
        ]);
        const method = input.method ?? methods[0] ?? 'totp';
        if (!(await verifySecondFactor(user, method, input.token))) throw invalidCode();
        if (input.trustedDevice) {
          deviceToken = randomToken();
          await store.insertDevice(db, {
            userId: user.id,
            tokenHash: hashToken(deviceToken),
            label: deviceLabel(client.userAgent),
            createdAt: now,
            expiresAt: later(AUTH_LIFETIMES.trustedDevice),
          });
        }
      }
      return deviceToken ? { userId: user.id, deviceToken } : { userId: user.id };
    },

    /** E-mails a sign-in code to an account that has e-mailed codes on (the password is checked first). */
    async requestMfaCode(input: { username: string; password: string }, client: ClientInfo): Promise<void> {
      const user = await checkCredentials(input.username, input.password, client);
      if (!user.mfaEmailEnabled) throw new ValidationError({ method: ['validation.in'] });
      await limiter.enforce([
        [`code-mail:user:${user.id}`, AUTH_LIMITS.codeMailPerAccount],
        [`code-mail-hourly:user:${user.id}`, AUTH_LIMITS.codeMailPerAccountHourly],
        [`code-mail:ip:${client.ip}`, AUTH_LIMITS.codeMailPerIp],
      ]);
      const code = (options.mfaCode ?? randomMfaCode)();
      await store.insertToken(db, {
        userId: user.id,
        purpose: 'mfa-email',
        tokenHash: codeHash('mfa-email', code),
        createdAt: clock(),
        expiresAt: later(AUTH_LIFETIMES.mfaCode),
      });
      await sendMail(user, client, {
        subjectKey: 'mail.mfa-code.subject',
        paragraphKeys: [
          'mail.greeting',
          'mail.mfa-code.body',
          'mail.mfa-code.expiry',
          'mail.mfa-code.ignore',
        ],
        values: { code },
      });
    },

    /**
     * A quick account: names and an address, no password until the e-mailed verification link sets one.
     * Answers the new user's id (the route signs them in). Should the mail fail, the account stands: a
     * reset link from 'forgot password' verifies the address too. `withAccount` writes what belongs with
     * the account (a business sign-up's organisation) in the same transaction.
     */
    async createAccount(
      input: { username: string; firstName: string; lastName: string; subscribe?: boolean },
      client: ClientInfo,
      withAccount?: WithNewAccount,
    ): Promise<{ userId: string; mailError: unknown }> {
      await limiter.enforce([[`sign-up:ip:${client.ip}`, AUTH_LIMITS.signUpPerIp]]);
      const region = await config.region(client.region);
      const userId = await db.transaction(async (tx) => {
        const inserted = await store.insertUser(tx, {
          email: input.username,
          firstName: input.firstName,
          lastName: input.lastName,
          regionId: region.id,
          createdAt: clock(),
        });
        // Sign-up cannot hide that an address has an account (it must refuse a second one), so it says so
        // plainly; the per-IP limit keeps it from being a fast way to test addresses.
        if (!inserted) throw new ValidationError({ username: ['validation.email-taken'] });
        if (withAccount) await withAccount(tx, inserted);
        return inserted;
      });
      const user = await requireUser(userId);
      const verify = await sendAfterChange(() => sendLink(user, 'verify-email', client));
      // The box asks for the newsletter as its form does: the address confirms it by its own link (double
      // opt-in), since whoever creates an account has not proved the address yet.
      const name = `${input.firstName} ${input.lastName}`.slice(0, NAME_MAX);
      const newsletter = input.subscribe
        ? await sendAfterChange(() =>
            options.newsletter.request({ name, email: input.username }, String(region.id)),
          )
        : { mailError: null };
      return { userId, mailError: verify.mailError ?? newsletter.mailError };
    },

    /**
     * Mails a reset link when the address has an account; answers the same either way. With the job queue
     * the request only counts its limits and queues the lookup and the mail, so its time tells nothing.
     */
    async requestPasswordReset(username: string, client: ClientInfo): Promise<void> {
      await limiter.enforce([
        [`reset-mail:account:${username}`, AUTH_LIMITS.resetMailPerAccount],
        [`reset-mail:ip:${client.ip}`, AUTH_LIMITS.resetMailPerIp],
      ]);
      if (options.queue) {
        await options.queue.send(RESET_MAIL_JOB, { username, region: client.region ?? null });
      } else {
        await mailResetLink(username, client);
      }
    },

    /** Whether an e-mailed link still works, so its page can say 'expired' before asking for a password. */
    async linkState(
      purpose: 'reset-password' | 'verify-email',
      id: string,
      token: string,
    ): Promise<EmailLinkState> {
      const link = await liveLink(purpose, id, token);
      if (!link) return { valid: false, email: null, needsPassword: false };
      return {
        valid: true,
        email: link.user.email,
        needsPassword:
          purpose === 'reset-password' ||
          link.user.emailVerifiedAt === null ||
          link.user.passwordHash === null,
      };
    },

    /**
     * Sets a new password from a reset link (once, before it expires), marks the address verified (the
     * link proved it) and ends every session of the user.
     */
    async resetPassword(input: {
      id: string;
      token: string;
      password: string;
    }): Promise<LinkOutcome & { mailError: unknown }> {
      const link = await liveLink('reset-password', input.id, input.token);
      if (!link) throw linkExpired();
      const passwordHash = await hashPassword(input.password);
      const now = clock();
      const firstProof = link.user.emailVerifiedAt === null;
      await db.transaction(async (tx) => {
        if (!(await store.useToken(tx, link.tokenId, now))) throw linkExpired();
        await store.useAllTokens(tx, link.user.id, 'reset-password', now);
        await store.setPassword(tx, link.user.id, passwordHash, now);
        await store.markEmailVerified(tx, link.user.id, now);
        // The proved address takes the guest orders bought with it (decision 0028).
        await adoptGuestOrders(tx, link.user.id, link.user.email);
        if (firstProof) await store.forgetUnprovenFactors(tx, link.user.id);
      });
      await sessions.destroyForUser(link.user.id);
      // The link proved the mailbox: a delay others ran up no longer stands before the new password.
      await limiter.reset(loginDelayKey(link.user.email));
      const { mailError } = await securityNotice(link.user, null, 'password-changed');
      return { userId: link.user.id, signIn: firstProof || link.user.totpEnabledAt === null, mailError };
    },

    /**
     * Marks the address verified from its link (once), setting the password when the account has none or
     * the address is proved for the first time; the first proof drops the second factors set before it,
     * and every session of the account ends (the route signs in the one who opened the link).
     */
    async verifyEmail(input: { id: string; token: string; password?: string }): Promise<LinkOutcome> {
      const link = await liveLink('verify-email', input.id, input.token);
      if (!link) throw linkExpired();
      const firstProof = link.user.emailVerifiedAt === null;
      const needsPassword = firstProof || link.user.passwordHash === null;
      if (needsPassword && !input.password) throw new ValidationError({ password: ['validation.required'] });
      const passwordHash = needsPassword && input.password ? await hashPassword(input.password) : null;
      const now = clock();
      await db.transaction(async (tx) => {
        if (!(await store.useToken(tx, link.tokenId, now))) throw linkExpired();
        await store.useAllTokens(tx, link.user.id, 'verify-email', now);
        await store.markEmailVerified(tx, link.user.id, now);
        // The proved address takes the guest orders bought with it (decision 0028).
        await adoptGuestOrders(tx, link.user.id, link.user.email);
        if (passwordHash) await store.setPassword(tx, link.user.id, passwordHash, now);
        if (firstProof) await store.forgetUnprovenFactors(tx, link.user.id);
      });
      // Whoever was signed in before the address was proved (the creator of the account) is signed out.
      await sessions.destroyForUser(link.user.id);
      await limiter.reset(loginDelayKey(link.user.email));
      return { userId: link.user.id, signIn: firstProof || link.user.totpEnabledAt === null };
    },

    /**
     * Changes the password (the current one is required; an account without one gets its first through an
     * e-mailed link), ends every other session and mails a notice. The route then rotates the current session.
     */
    async changePassword(
      userId: string,
      input: { currentPassword?: string; password: string },
      currentSessionId: string | undefined,
      client: ClientInfo,
    ): Promise<{ mailError: unknown }> {
      const user = await requireUser(userId);
      // A first password comes only from a link sent to the address (verification or reset): set here, it
      // would be the password of whoever typed the address at sign-up (decision record 21).
      if (!user.passwordHash) throw new ValidationError({ password: ['validation.password-by-link'] });
      if (!input.currentPassword) throw new ValidationError({ currentPassword: ['validation.required'] });
      await checkOwnPassword(user, input.currentPassword, 'currentPassword');
      await store.setPassword(db, user.id, await hashPassword(input.password), clock());
      await sessions.destroyForUser(user.id, currentSessionId);
      return securityNotice(user, client, 'password-changed');
    },

    ...createSecuritySettings(db, {
      sessions,
      clock,
      limiter,
      mfaLimits: { perAccount: AUTH_LIMITS.mfaPerAccount, perIp: AUTH_LIMITS.mfaPerIp },
      requireUser,
      confirmIdentity,
      issueRecoveryCodes,
      securityNotice,
    }),
  };
}
