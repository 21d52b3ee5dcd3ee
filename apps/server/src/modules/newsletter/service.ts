import {
  NEWSLETTER_LINK_EXPIRED,
  NEWSLETTER_LINK_INVALID,
  NEWSLETTER_TOO_MANY,
  type NewsletterConfirm,
  type NewsletterLinkState,
  type NewsletterSignup,
} from '@cardshop/shared/contracts/newsletter';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { renderMail } from '../../platform/mail-layout.ts';
import { createRateLimiter, type RateLimit, TooManyRequestsError } from '../../platform/rate-limit.ts';
import { createLinkSigner, normaliseEmail } from '../../platform/signed-links.ts';
import type { ConfigService } from '../config/service.ts';
import * as store from './store.ts';

const HOUR = 3600;

/** How long a confirmation link works, in seconds; a signup never confirmed is deleted after it. */
export const NEWSLETTER_CONFIRM_LIFETIME = 7 * 24 * HOUR;

/**
 * Every signup sends a message, so signups are limited: per address, so nobody fills someone's inbox with
 * confirmation requests; per client, so nobody signs up a list of addresses. Every signup counts.
 */
export const NEWSLETTER_LIMITS = {
  perEmail: { limit: 3, windowSeconds: HOUR },
  perIp: { limit: 10, windowSeconds: HOUR },
} satisfies Record<string, RateLimit>;

/** Who is signing up: the client's address for the rate limit, the region asked for (`?region=`, cookie). */
export interface NewsletterClient {
  ip: string;
  region?: string;
}

/** A signup over a limit: 429 with Retry-After, and the message beside the email field. */
export class NewsletterTooManyError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(
      429,
      'global.errors.too-many-requests',
      { errors: { email: [NEWSLETTER_TOO_MANY] }, retryAfter: retryAfterSeconds },
      { 'retry-after': String(retryAfterSeconds) },
    );
  }
}

export interface NewsletterDeps {
  config: ConfigService;
  mailer: Mailer;
  publicUrl: string;
  /** Signs the confirmation and unsubscribe links. */
  appSecret: string;
  clock?: () => Date;
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;

/**
 * Newsletter signups, double opt-in: a signup is kept waiting and a link is mailed to the address; only
 * following that link subscribes it. Who is on the list is never told to whoever signs up: an address
 * already subscribed gets the same answer, and a message saying so instead of the link.
 */
export function createNewsletterService(db: Db, deps: NewsletterDeps) {
  const clock = deps.clock ?? (() => new Date());
  const limiter = createRateLimiter(db, clock);
  const links = createLinkSigner(deps.appSecret);
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');

  /** Whether a confirmation link is ours (its signature) and still works (its expiry). */
  function checkLink(input: NewsletterConfirm): 'ok' | 'invalid' | 'expired' {
    if (!input.signature || !links.verifyNewsletterConfirm(input.email, input.expires, input.signature)) {
      return 'invalid';
    }
    return input.expires * 1000 <= clock().getTime() ? 'expired' : 'ok';
  }

  /** Records the signup (unless already confirmed) and mails the link, or the 'already subscribed' note. */
  async function request(signup: NewsletterSignup, regionIdOrIso?: string): Promise<void> {
    const email = normaliseEmail(signup.email);
    const now = clock();
    const existing = await store.findSignup(db, email);
    if (existing?.confirmedAt) {
      const region = await deps.config.region(existing.regionId);
      await deps.mailer.send(
        renderMail({
          to: email,
          locale: region.locale,
          subjectKey: 'mail.newsletter-subscribed.subject',
          paragraphKeys: [
            'mail.greeting',
            'mail.newsletter-subscribed.body',
            'mail.newsletter-subscribed.stop',
            'mail.newsletter-subscribed.ignore',
          ],
          values: { firstName: existing.name },
          unsubscribeUrl: links.unsubscribeUrl(publicUrl, 'newsletter', email),
          oneClickUrl: links.unsubscribeOneClickUrl(publicUrl, 'newsletter', email),
        }),
      );
      return;
    }
    const region = await deps.config.region(regionIdOrIso);
    await store.upsertPendingSignup(db, { email, name: signup.name, regionId: region.id, consentedAt: now });
    const expires = Math.floor(now.getTime() / 1000) + NEWSLETTER_CONFIRM_LIFETIME;
    await deps.mailer.send(
      renderMail({
        to: email,
        locale: region.locale,
        subjectKey: 'mail.newsletter-confirm.subject',
        paragraphKeys: [
          'mail.greeting',
          'mail.newsletter-confirm.body',
          'mail.newsletter-confirm.expiry',
          'mail.newsletter-confirm.ignore',
        ],
        values: { firstName: signup.name },
        action: {
          labelKey: 'mail.newsletter-confirm.action',
          url: links.newsletterConfirmUrl(publicUrl, email, expires),
        },
      }),
    );
  }

  return {
    /**
     * A signup from the form (the JSON call or the page's action): counted against the limits of the
     * address and the client (429 beside the email field when over), then kept waiting for its
     * confirmation and the link mailed. The answer never depends on whether the address is subscribed.
     */
    async signUp(signup: NewsletterSignup, client: NewsletterClient): Promise<void> {
      try {
        await limiter.enforce([
          [`newsletter:email:${normaliseEmail(signup.email)}`, NEWSLETTER_LIMITS.perEmail],
          [`newsletter:ip:${client.ip}`, NEWSLETTER_LIMITS.perIp],
        ]);
      } catch (error) {
        if (error instanceof TooManyRequestsError) throw new NewsletterTooManyError(error.retryAfterSeconds);
        throw error;
      }
      await request(signup, client.region);
    },

    /**
     * A signup made with something else that has limits of its own (the 'subscribe' box of a new
     * account): waiting for its confirmation, and the link mailed, as from the form.
     */
    request,

    /**
     * Confirms the signup of a link: 403 when its signature does not match, 410 when it has run out or its
     * signup is gone (unsubscribed, or never confirmed in time). Following it again changes nothing.
     */
    async confirm(input: NewsletterConfirm): Promise<{ email: string }> {
      const checked = checkLink(input);
      if (checked === 'invalid') throw new HttpError(403, NEWSLETTER_LINK_INVALID);
      if (checked === 'expired') throw new HttpError(410, NEWSLETTER_LINK_EXPIRED);
      const email = normaliseEmail(input.email);
      if (!(await store.confirmSignup(db, email, clock()))) throw new HttpError(410, NEWSLETTER_LINK_EXPIRED);
      return { email };
    },

    /** Where a confirmation link stands, without using it: its page says so before scripts run. */
    async linkState(input: NewsletterConfirm): Promise<NewsletterLinkState> {
      const checked = checkLink(input);
      if (checked !== 'ok') return checked;
      const row = await store.findSignup(db, normaliseEmail(input.email));
      if (!row) return 'expired';
      return row.confirmedAt ? 'confirmed' : 'ready';
    },

    /** The signup of an address (waiting or confirmed), or null. */
    find: (email: string) => store.findSignup(db, normaliseEmail(email)),

    /** Whether an address receives the newsletter: signed up and confirmed. */
    async isSubscribed(email: string): Promise<boolean> {
      return (await store.findSignup(db, normaliseEmail(email)))?.confirmedAt != null;
    },

    /** Withdraws an address's consent: its signup is removed (a signed unsubscribe link asked). */
    unsubscribe: (email: string) => store.deleteSignup(db, normaliseEmail(email)),

    /** Deletes the signups whose confirmation links have all run out (housekeeping). */
    pruneUnconfirmed: () =>
      store.deleteUnconfirmedBefore(db, new Date(clock().getTime() - NEWSLETTER_CONFIRM_LIFETIME * 1000)),
  };
}
