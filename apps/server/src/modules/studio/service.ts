import { randomUUID } from 'node:crypto';
import type {
  AgreeTermsInput,
  ArtistProfile,
  ArtistProfileInput,
  CardSubmissionInput,
  StudioArtist,
  StudioDashboard,
  StudioMoney,
  StudioSubmission,
  StudioTerms,
} from '@cardshop/shared/contracts/studio';
import {
  ARTIST_TERMS_VERSION,
  artistTermsRequired,
  bioHtml,
  bioText,
  lastMonths,
  monthsStart,
  royaltyOf,
} from '@cardshop/shared/rules/studio';
import type { Db } from '../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { AnalyticsService } from '../analytics/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { CustomArtworkService } from '../custom-artwork/service.ts';
import type { FavouritesService } from '../favourites/service.ts';
import type { ArtistSales } from '../orders/artist-sales.ts';
import * as store from './store.ts';

// The artists' studio (docs/decisions/0038-artists-studio.md). A user works in the studio of the artist
// their access names (storefront.md §6: access.artists; the first, when they hold several). Nobody else's
// artist is reachable: there is no artist id to pass, and a submission of another artist is a 404. Until
// the artist agreed to the terms in force, every studio call but the terms' answers 403
// `studio.errors.terms-required`.

export type StudioService = ReturnType<typeof createStudioService>;

/** How many submissions the dashboard lists. */
const SUBMISSIONS_LISTED = 50;

const permissionDenied = () => new HttpError(403, 'global.errors.permission-denied');

/** Adds `value` to the entry of `currency` in a list of amounts. */
function addTo(list: StudioMoney[], currency: string, value: number) {
  const entry = list.find((item) => item.currency === currency);
  if (entry) entry.value += value;
  else list.push({ currency, value });
}

export function createStudioService(
  db: Db,
  deps: {
    auth: Pick<AuthService, 'userById'>;
    catalogue: Pick<
      CatalogueService,
      'artistProfile' | 'artistCards' | 'updateArtistProfile' | 'setArtistPicture' | 'size'
    >;
    analytics: Pick<AnalyticsService, 'cardViews'>;
    favourites: Pick<FavouritesService, 'addedByMonth'>;
    sales: ArtistSales;
    customArtwork: Pick<
      CustomArtworkService,
      'uploadArtistFront' | 'artistFrontSources' | 'uploadArtistPicture'
    >;
    /** Forgets cached catalogue pages after a profile changes. */
    onCatalogueChange: () => Promise<void>;
    clock: () => Date;
  },
) {
  /** The artist the user works for, or a 403 for a user who manages none. */
  async function artistIdOf(userId: string): Promise<string> {
    const user = await deps.auth.userById(userId);
    const artistId = user?.access.artists[0];
    if (!artistId) throw permissionDenied();
    return artistId;
  }

  async function artistOf(artistId: string): Promise<StudioArtist> {
    const profile = await deps.catalogue.artistProfile(artistId);
    return {
      id: profile.id,
      brandName: profile.brandName,
      artistName: profile.artistName,
      fullPath: profile.fullPath,
      cardLogo: profile.cardLogo,
    };
  }

  /** The artist of a user who may open the studio: an artist who agreed to the terms in force. */
  async function openStudio(userId: string): Promise<string> {
    const artistId = await artistIdOf(userId);
    if (!(await store.findAgreement(db, artistId, ARTIST_TERMS_VERSION))) {
      throw new HttpError(403, 'studio.errors.terms-required', { termsRequired: true });
    }
    return artistId;
  }

  function submissionOf(row: store.SubmissionRow, sizes: Map<string, { width: number; height: number }>) {
    const size = sizes.get(row.sizeId) ?? { width: 1, height: 1 };
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      tags: row.tags,
      size: row.sizeId,
      status: row.status,
      front: deps.customArtwork.artistFrontSources(row.uploadId, size, row.title),
      createdAt: row.createdAt.toISOString(),
    } satisfies StudioSubmission;
  }

  const service = {
    /** Whether the user may manage an artist at all (the account icon's studio entry, the route guard). */
    async isArtist(userId: string): Promise<boolean> {
      const user = await deps.auth.userById(userId);
      return (user?.access.artists.length ?? 0) > 0;
    },

    /** `GET /api/studio/terms`: the terms in force, and whether (and when) the artist agreed. */
    async terms(userId: string): Promise<StudioTerms> {
      const artistId = await artistIdOf(userId);
      const [artist, current, latest] = await Promise.all([
        artistOf(artistId),
        store.findAgreement(db, artistId, ARTIST_TERMS_VERSION),
        store.latestAgreement(db, artistId),
      ]);
      const agreed = current ?? latest;
      return {
        artist,
        version: ARTIST_TERMS_VERSION,
        required: artistTermsRequired(current?.version),
        agreedVersion: agreed?.version ?? null,
        agreedAt: agreed?.agreedAt.toISOString() ?? null,
      };
    },

    /**
     * `POST /api/studio/terms/agree`: records the artist's agreement with its version and date. A page
     * showing older terms cannot agree to the current ones: its version is refused (422).
     */
    async agree(userId: string, input: AgreeTermsInput): Promise<StudioTerms> {
      const artistId = await artistIdOf(userId);
      if (input.version !== ARTIST_TERMS_VERSION)
        throw new ValidationError({ version: ['validation.terms-version'] });
      await store.insertAgreement(db, { artistId, version: input.version, userId, agreedAt: deps.clock() });
      return service.terms(userId);
    },

    /**
     * `GET /api/studio/dashboard`: the artist's cards with their views, favourites and sales over the last
     * twelve months, month by month; the royalties earned on those sales (rules/studio `royaltyOf`, per
     * month and currency), what has been paid out and what is owed; and the cards waiting for review.
     */
    async dashboard(userId: string): Promise<StudioDashboard> {
      const artistId = await openStudio(userId);
      const now = deps.clock();
      const since = monthsStart(now);
      const cards = await deps.catalogue.artistCards(artistId);
      const cardIds = cards.map((card) => card.id);
      const [artist, views, favourites, sales, paid, submissions] = await Promise.all([
        artistOf(artistId),
        deps.analytics.cardViews(cardIds, since),
        deps.favourites.addedByMonth(cardIds, since),
        deps.sales.since(artistId, since),
        store.paidOut(db, artistId),
        service.submissions(userId, artistId),
      ]);
      const months = lastMonths(now).map((month) => ({
        month,
        views: 0,
        favourites: 0,
        sales: 0,
        earnings: [] as StudioMoney[],
        value: [] as StudioMoney[],
      }));
      const monthAt = new Map(months.map((entry) => [entry.month, entry]));
      const perCard = new Map(cards.map((card) => [card.id, { ...card, views: 0, favourites: 0, sales: 0 }]));
      for (const row of views) {
        const month = monthAt.get(row.month);
        if (month) month.views += row.count;
        const card = perCard.get(row.cardId);
        if (card) card.views += row.count;
      }
      for (const row of favourites) {
        const month = monthAt.get(row.month);
        if (month) month.favourites += row.count;
        const card = perCard.get(row.cardId);
        if (card) card.favourites += row.count;
      }
      for (const row of sales) {
        const month = monthAt.get(row.month);
        if (month) {
          month.sales += row.quantity;
          addTo(month.value, row.currency, row.value);
        }
        const card = perCard.get(row.cardId);
        if (card) card.sales += row.quantity;
      }
      // The royalty of a month is taken of its sales' total in each currency, rounded down once.
      const earned: StudioMoney[] = [];
      for (const month of months) {
        month.earnings = month.value.map((entry) => ({
          currency: entry.currency,
          value: royaltyOf(entry.value),
        }));
        for (const entry of month.earnings) addTo(earned, entry.currency, entry.value);
      }
      const paidOut = paid.map((row) => ({ currency: row.currency, value: row.value }));
      const owed = earned.map((entry) => ({
        currency: entry.currency,
        value: Math.max(
          0,
          entry.value - (paidOut.find((item) => item.currency === entry.currency)?.value ?? 0),
        ),
      }));
      return {
        artist,
        months: months.map(({ value: _value, ...month }) => month),
        cards: [...perCard.values()],
        earned,
        paidOut,
        owed,
        submissions,
      };
    },

    /** The artist's submitted cards, newest first (`artistId` when the caller already checked it). */
    async submissions(userId: string, checkedArtistId?: string): Promise<StudioSubmission[]> {
      const artistId = checkedArtistId ?? (await openStudio(userId));
      const rows = await store.listSubmissions(db, artistId, SUBMISSIONS_LISTED);
      const sizes = new Map<string, { width: number; height: number }>();
      for (const row of rows) sizes.set(row.sizeId, await service.sizeDimensions(row.sizeId));
      return rows.map((row) => submissionOf(row, sizes));
    },

    /** `GET /api/studio/cards/{id}`: one of the artist's submissions; another artist's is a 404. */
    async submission(userId: string, id: string): Promise<StudioSubmission> {
      const artistId = await openStudio(userId);
      const row = await store.findSubmission(db, artistId, id);
      if (!row) throw new NotFoundError();
      return submissionOf(row, new Map([[row.sizeId, await service.sizeDimensions(row.sizeId)]]));
    },

    /**
     * `POST /api/studio/cards`: a new card from the artist, its front checked as custom artwork is. It is
     * stored as a submission waiting for the shop's review: not in the catalogue, so not listed, not found
     * by search and not for sale.
     */
    async submitCard(
      userId: string,
      input: CardSubmissionInput,
      bytes: Uint8Array,
    ): Promise<StudioSubmission> {
      const artistId = await openStudio(userId);
      const upload = await deps.customArtwork.uploadArtistFront(userId, input.size, bytes);
      const id = randomUUID();
      await store.insertSubmission(db, {
        id,
        artistId,
        userId,
        uploadId: upload.id,
        sizeId: upload.sizeId,
        title: input.title,
        description: input.description,
        tags: input.tags,
        createdAt: deps.clock(),
      });
      return service.submission(userId, id);
    },

    /** `GET /api/studio/profile`: the artist's public profile as they edit it. */
    async profile(userId: string): Promise<ArtistProfile> {
      const artistId = await openStudio(userId);
      const [artist, profile] = await Promise.all([
        artistOf(artistId),
        deps.catalogue.artistProfile(artistId),
      ]);
      return {
        artist,
        portrait: profile.portrait,
        bio: bioText(profile.bio),
        facebookUrl: profile.facebookUrl,
        twitterUrl: profile.twitterUrl,
        instagramUrl: profile.instagramUrl,
      };
    },

    /** `POST /api/studio/profile`: replaces the bio and social links; the artist's pages show them at once. */
    async updateProfile(userId: string, input: ArtistProfileInput): Promise<ArtistProfile> {
      const artistId = await openStudio(userId);
      await deps.catalogue.updateArtistProfile(artistId, {
        bio: bioHtml(input.bio),
        facebookUrl: input.facebookUrl,
        twitterUrl: input.twitterUrl,
        instagramUrl: input.instagramUrl,
      });
      await deps.onCatalogueChange();
      return service.profile(userId);
    },

    /**
     * `POST /api/studio/profile/{logo|portrait}`: the artist's logo (shown in the header of their pages and
     * on their cards) or portrait (their artist page), checked as a card logo is; it replaces the last.
     */
    async uploadPicture(
      userId: string,
      picture: 'logo' | 'portrait',
      bytes: Uint8Array,
    ): Promise<ArtistProfile> {
      const artistId = await openStudio(userId);
      const uploadId = await deps.customArtwork.uploadArtistPicture(userId, picture, bytes);
      await deps.catalogue.setArtistPicture(artistId, picture, uploadId);
      await deps.onCatalogueChange();
      return service.profile(userId);
    },

    /** A card size's trimmed dimensions in mm (the proportions of a submission's front). */
    async sizeDimensions(sizeId: string) {
      return (await deps.catalogue.size(sizeId)).dimensions;
    },
  };
  return service;
}
