import type {
  DisableRemindersSchema,
  FavouriteCards,
  ProfileSchema,
  UnsubscribeSchema,
} from '@cardshop/shared/contracts/account';
import type { Region } from '@cardshop/shared/contracts/config';
import type { NewsletterConfirm, NewsletterSignup } from '@cardshop/shared/contracts/newsletter';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { createLinkSigner, normaliseEmail } from '../../platform/signed-links.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { ConfigService } from '../config/service.ts';
import type { FavouritesService } from '../favourites/service.ts';
import type { NewsletterClient, NewsletterService } from '../newsletter/service.ts';
import * as store from './store.ts';

export type AccountService = ReturnType<typeof createAccountService>;

/** The refusal of a mail link whose signature does not match what it asks. */
export const INVALID_LINK = 'account.errors.invalid-link';

interface AccountDeps {
  config: ConfigService;
  catalogue: CatalogueService;
  favourites: FavouritesService;
  newsletter: NewsletterService;
  publicUrl: string;
  /** Signs the unsubscribe and disable-reminders links. */
  appSecret: string;
}

/** Account basics: profile, region, favourite cards, and the signed mail links that stop mail. */
export function createAccountService(db: Db, deps: AccountDeps) {
  const links = createLinkSigner(deps.appSecret);

  /** The country's ISO code and, where the country has a list of states, the state's code. */
  async function checkedPlace(country: string | null, state: string | null) {
    if (!country) return { country: null, adminAreaLevel1: null };
    const { countries, states } = await deps.config.countries();
    if (!countries.some((entry) => entry.iso === country)) {
      throw new ValidationError({ country: ['validation.in'] });
    }
    const known = states[country];
    if (!known || !state) return { country, adminAreaLevel1: state };
    // The form offers the states as a list; a typed name is accepted and kept as its code.
    const wanted = state.toUpperCase();
    const match = known.find((entry) => entry.code === wanted || entry.name.toUpperCase() === wanted);
    if (!match) throw new ValidationError({ adminAreaLevel1: ['validation.in'] });
    return { country, adminAreaLevel1: match.code };
  }

  return {
    /** Replaces the user's names and address (the profile form sends them all; a missing one is cleared). */
    async updateProfile(userId: string, profile: z.output<typeof ProfileSchema>): Promise<void> {
      const place = await checkedPlace(profile.country ?? null, profile.adminAreaLevel1 ?? null);
      // An address is started by its street, town, postcode or country, and then needs a country: without
      // one, stray second lines or states are not an address and are cleared with the rest.
      const hasAddress = place.country !== null;
      const saved = await store.updateProfile(db, userId, {
        firstName: profile.firstName,
        lastName: profile.lastName,
        address: hasAddress ? (profile.address ?? null) : null,
        address2: hasAddress ? (profile.address2 ?? null) : null,
        locality: hasAddress ? (profile.locality ?? null) : null,
        postcode: hasAddress ? (profile.postcode ?? null) : null,
        country: place.country,
        adminAreaLevel1: hasAddress ? place.adminAreaLevel1 : null,
      });
      if (!saved) throw new HttpError(401, 'global.error.unauthenticated');
    },

    /** The region named by id or ISO code (404 when unknown), remembered for a signed-in user. */
    async changeRegion(idOrIso: string, userId: string | null): Promise<Region> {
      const wanted = idOrIso.toUpperCase();
      const region = (await deps.config.regions()).find(
        (entry) => String(entry.id) === wanted || entry.iso === wanted,
      );
      if (!region) throw new NotFoundError();
      if (userId) await store.setRegion(db, userId, region.id);
      return region;
    },

    /** The user's favourite cards as listing tiles priced for the region, newest favourite first. */
    async favouriteCards(userId: string, regionIdOrIso?: string): Promise<FavouriteCards> {
      const [ids, region] = await Promise.all([
        deps.favourites.cardIds(userId),
        deps.config.region(regionIdOrIso),
      ]);
      return { results: await deps.catalogue.summaries(ids.reverse(), region.id) };
    },

    /** Stops `what` (all of it, or for one id) for an address, when the link's signature matches. */
    async unsubscribe(input: z.output<typeof UnsubscribeSchema>): Promise<void> {
      const id = input.id || null;
      if (!links.verifyUnsubscribe(input.what, input.email, id, input.signature)) {
        throw new HttpError(403, INVALID_LINK);
      }
      const email = normaliseEmail(input.email);
      // Both writes are idempotent, so a retry after a failure between them completes the job.
      if (input.what === 'newsletter' && !id) await deps.newsletter.unsubscribe(email);
      await store.addOptOut(db, email, input.what, id ?? '');
    },

    /** Stops the reminders a signed `/disable-reminders/{id}/{email}` link names. */
    async disableReminders(input: z.output<typeof DisableRemindersSchema>): Promise<void> {
      if (!links.verifyDisableReminders(input.id, input.email, input.signature)) {
        throw new HttpError(403, INVALID_LINK);
      }
      await store.addOptOut(db, normaliseEmail(input.email), 'reminders', input.id);
    },

    /**
     * Asks for the newsletter for an address (double opt-in: the address gets a link to confirm it): the
     * JSON call and the page's form both come here. Limited per address and per client (429).
     */
    async newsletterSignUp(signup: NewsletterSignup, client: NewsletterClient): Promise<void> {
      await deps.newsletter.signUp(signup, client);
    },

    /**
     * Confirms a newsletter signup from its mailed link (403 forged, 410 run out). The confirmed consent
     * outweighs an earlier unsubscribe from the list; a signup alone does not, since anyone can send one.
     */
    async newsletterConfirm(input: NewsletterConfirm): Promise<void> {
      const { email } = await deps.newsletter.confirm(input);
      await store.removeOptOut(db, email, 'newsletter');
    },

    /** Whether an address asked to stop `what` altogether, or for this id. Mail senders ask before sending. */
    isOptedOut(email: string, what: string, id?: string): Promise<boolean> {
      return store.hasOptOut(db, normaliseEmail(email), what, id ? ['', id] : ['']);
    },

    /** The signed link that stops `what` (for one id, when given) for an address. */
    unsubscribeUrl: (what: string, email: string, id?: string) =>
      links.unsubscribeUrl(deps.publicUrl, what, email, id),

    /** The signed link that stops the reminders of `id` for an address. */
    disableRemindersUrl: (id: string, email: string) => links.disableRemindersUrl(deps.publicUrl, id, email),

    /**
     * The signed addresses that stop the same mail on a POST without a session (RFC 8058 one-click, the
     * `List-Unsubscribe` header).
     */
    oneClick: {
      unsubscribeUrl: (what: string, email: string, id?: string) =>
        links.unsubscribeOneClickUrl(deps.publicUrl, what, email, id),
      disableRemindersUrl: (id: string, email: string) =>
        links.disableRemindersOneClickUrl(deps.publicUrl, id, email),
    },
  };
}
