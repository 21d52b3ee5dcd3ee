import type { NewsletterSignup } from '@cardshop/shared/contracts/newsletter';
import type { Db } from '../../db/client.ts';
import type { ConfigService } from '../config/service.ts';
import * as store from './store.ts';

export type NewsletterService = ReturnType<typeof createNewsletterService>;

/** Newsletter signups: who agreed to receive it, when, and from which region. */
export function createNewsletterService(db: Db, config: ConfigService) {
  return {
    /** Subscribes an address with consent given now; signing up again keeps one entry. */
    async signUp(signup: NewsletterSignup, regionIdOrIso?: string): Promise<void> {
      const region = await config.region(regionIdOrIso);
      await store.upsertSignup(db, {
        email: signup.email,
        name: signup.name,
        regionId: region.id,
        consentedAt: new Date(),
      });
    },

    /** The signup of an address, or null. */
    find: (email: string) => store.findSignup(db, email.trim().toLowerCase()),

    /** Withdraws an address's consent: its signup is removed (a signed unsubscribe link asked). */
    unsubscribe: (email: string) => store.deleteSignup(db, email.trim().toLowerCase()),
  };
}
