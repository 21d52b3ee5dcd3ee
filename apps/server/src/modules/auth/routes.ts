import {
  ChangePasswordSchema,
  EmailMfaSchema,
  RecoveryCodesRequestSchema,
  RecoveryCodesSchema,
  SecurityOverviewSchema,
  SessionParamsSchema,
  TotpConfirmSchema,
  TotpDisableSchema,
  TotpSetupSchema,
  TrustedDeviceParamsSchema,
} from '@cardshop/shared/contracts/account';
import {
  AuthStateSchema,
  CreateAccountSchema,
  DoneSchema,
  EmailLinkPurposeSchema,
  EmailLinkStateSchema,
  ForgotPasswordSchema,
  LoginResultSchema,
  LoginSchema,
  RequestMfaTokenSchema,
  ResetPasswordSchema,
  VerifyEmailSchema,
} from '@cardshop/shared/contracts/auth';
import * as z from '@cardshop/shared/contracts/zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { requestedRegion } from '../../platform/request-region.ts';
import { csrfTokenFor, requireUserId, startSession } from '../../platform/security.ts';
import type { Services } from '../../services.ts';
import type { ClientInfo, LinkOutcome } from './service.ts';

const TAG = 'auth';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  region: requestedRegion(request),
});

const logMailError = (request: FastifyRequest, error: unknown) => {
  if (error) request.log.error({ err: error }, 'mail not sent');
};

// Answers about who is signed in must never be served from a cache.
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Sign-in, sign-up, MFA, e-mailed links, the password and the security settings of an account. */
export function registerAuthRoutes(app: FastifyInstance, services: Services) {
  const { auth, sessions } = services;

  /** Starts a session for `userId` (a new id and CSRF token) and answers the auth state. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: string | null) {
    const csrfToken = await startSession(request, reply, sessions, userId);
    noStore(reply);
    return auth.authState(userId, csrfToken, requestedRegion(request));
  }

  /** After an e-mailed link: signed in, or (TOTP accounts) on a fresh signed-out session. */
  const afterLink = (
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: LinkOutcome & { mailError?: unknown },
  ) => {
    logMailError(request, outcome.mailError);
    return signIn(request, reply, outcome.signIn ? outcome.userId : null);
  };

  const overview = async (request: FastifyRequest, userId: string) =>
    auth.securityOverview(userId, (await request.session())?.id);

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/check',
    summary:
      'The signed-in user (or null), the region and the CSRF token; signed out, the token is signed from the visitor cookie (set when missing), and no session is stored',
    tag: TAG,
    response: AuthStateSchema,
    handler: async ({ request, reply }) => {
      const csrfToken = await csrfTokenFor(request, reply, sessions);
      noStore(reply);
      return auth.authState((await request.session())?.userId ?? null, csrfToken, requestedRegion(request));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/login',
    summary:
      'Signs in with a password; 403 with mfaRequired and mfaMethods when a second factor is needed, which the same call completes with method and token; 429 with Retry-After while the account or the client address must wait',
    tag: TAG,
    limited:
      'a delay per account after wrong passwords, doubling from 1 s to 60 s; per client address at one account and at all; code checks per account and client address',
    body: LoginSchema,
    response: LoginResultSchema,
    handler: async ({ body, request, reply }) => {
      const { userId, deviceToken } = await auth.login(body, clientOf(request));
      const state = await signIn(request, reply, userId);
      return deviceToken ? { ...state, deviceToken } : state;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/request-mfa-token',
    summary: 'E-mails a sign-in code (the password is checked first; one a minute)',
    tag: TAG,
    limited: 'the password as at login; one code a minute and a cap an hour per account; per client address',
    body: RequestMfaTokenSchema,
    response: DoneSchema,
    handler: async ({ body, request }) => {
      await auth.requestMfaCode(body, clientOf(request));
      return { done: true as const };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/create-account-quick',
    summary: 'Creates an account from names and an e-mail address, signs it in and mails a verification link',
    tag: TAG,
    limited: 'per client address',
    body: CreateAccountSchema,
    response: AuthStateSchema,
    handler: async ({ body, request, reply }) => {
      const { userId, mailError } = await auth.createAccount(body, clientOf(request));
      logMailError(request, mailError);
      return signIn(request, reply, userId);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/logout',
    summary: 'Ends the session; the visitor is signed out with a new CSRF token',
    tag: TAG,
    response: AuthStateSchema,
    handler: async ({ request, reply }) => signIn(request, reply, null),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/forgot-password',
    summary: 'Mails a password reset link when the address has an account; answers the same either way',
    tag: TAG,
    limited: 'per address asked for and per client address',
    body: ForgotPasswordSchema,
    response: DoneSchema,
    handler: async ({ body, request }) => {
      await auth.requestPasswordReset(body.username, clientOf(request));
      return { done: true as const };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/link/:purpose/:id/:token',
    summary: 'Whether an e-mailed link still works, for whom, and whether it will ask for a password',
    tag: TAG,
    // Loose on purpose: a mangled id or token is an expired link to its page, not a 404.
    params: z.object({
      purpose: EmailLinkPurposeSchema,
      id: z.string().max(100),
      token: z.string().max(300),
    }),
    response: EmailLinkStateSchema,
    handler: async ({ params, reply }) => {
      noStore(reply);
      return auth.linkState(params.purpose, params.id, params.token);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/reset-password',
    summary: 'Sets a new password from a reset link (once, within the hour) and ends every other session',
    tag: TAG,
    body: ResetPasswordSchema,
    response: AuthStateSchema,
    handler: async ({ body, request, reply }) => afterLink(request, reply, await auth.resetPassword(body)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/verify-email',
    summary: 'Verifies the address from its link (once), setting the first password of a quick account',
    tag: TAG,
    body: VerifyEmailSchema,
    response: AuthStateSchema,
    handler: async ({ body, request, reply }) => afterLink(request, reply, await auth.verifyEmail(body)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/change-password',
    summary: 'Changes the password; every other session ends and this one gets a new id and CSRF token',
    tag: 'account',
    limited: 'checks of the current password, per user',
    body: ChangePasswordSchema,
    response: AuthStateSchema,
    handler: async ({ body, request, reply }) => {
      const userId = await requireUserId(request);
      const { mailError } = await auth.changePassword(
        userId,
        body,
        (await request.session())?.id,
        clientOf(request),
      );
      logMailError(request, mailError);
      return signIn(request, reply, userId);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/security',
    summary: 'Second factors, recovery codes left, trusted devices and sessions of the signed-in user',
    tag: 'account',
    response: SecurityOverviewSchema,
    handler: async ({ request, reply }) => {
      const userId = await requireUserId(request);
      noStore(reply);
      return overview(request, userId);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/security/totp/start',
    summary: 'A new authenticator secret with its QR code; off until confirmed with a code',
    tag: 'account',
    response: TotpSetupSchema,
    handler: async ({ request }) => auth.startTotp(await requireUserId(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/security/totp/confirm',
    summary: 'Turns the authenticator on with a code from it; answers the recovery codes, shown once',
    tag: 'account',
    limited: 'code checks, per user and per client address',
    body: TotpConfirmSchema,
    response: RecoveryCodesSchema,
    handler: async ({ body, request }) =>
      auth.confirmTotp(await requireUserId(request), body.token, clientOf(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/security/totp/disable',
    summary: 'Turns the authenticator off (with the password) and drops the recovery codes',
    tag: 'account',
    limited: 'checks of the password (or code), per user',
    body: TotpDisableSchema,
    response: SecurityOverviewSchema,
    handler: async ({ body, request }) => {
      const userId = await requireUserId(request);
      logMailError(request, (await auth.disableTotp(userId, body.password, clientOf(request))).mailError);
      return overview(request, userId);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/security/recovery-codes',
    summary: 'New recovery codes (with the password); the old ones stop working and the address is told',
    tag: 'account',
    limited: 'checks of the password (or code), per user',
    body: RecoveryCodesRequestSchema,
    response: RecoveryCodesSchema,
    handler: async ({ body, request }) => {
      const userId = await requireUserId(request);
      const { recoveryCodes, mailError } = await auth.regenerateRecoveryCodes(
        userId,
        body.password,
        clientOf(request),
      );
      logMailError(request, mailError);
      return { recoveryCodes };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/security/email-mfa',
    summary: 'Turns e-mailed sign-in codes on, or off with the password (and tells the address)',
    tag: 'account',
    limited: 'checks of the password (or code), per user',
    body: EmailMfaSchema,
    response: SecurityOverviewSchema,
    handler: async ({ body, request }) => {
      const userId = await requireUserId(request);
      logMailError(request, (await auth.setEmailMfa(userId, body, clientOf(request))).mailError);
      return overview(request, userId);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/security/devices/:id/revoke',
    summary: 'Forgets a trusted device: it is asked for a second factor again',
    tag: 'account',
    params: TrustedDeviceParamsSchema,
    response: SecurityOverviewSchema,
    handler: async ({ params, request }) => {
      const userId = await requireUserId(request);
      await auth.revokeDevice(userId, params.id);
      return overview(request, userId);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/security/sessions/:id/revoke',
    summary: 'Signs out another of the user’s sessions',
    tag: 'account',
    params: SessionParamsSchema,
    response: SecurityOverviewSchema,
    handler: async ({ params, request }) => {
      const userId = await requireUserId(request);
      await auth.revokeSession(userId, params.id, (await request.session())?.id);
      return overview(request, userId);
    },
  });
}
