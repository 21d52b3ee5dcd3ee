import { CUSTOM_ARTWORK_SIZES, DEFAULT_CUSTOM_ARTWORK_SIZE } from '../rules/custom-artwork.ts';
import {
  isSocialUrl,
  type SocialNetwork,
  SUBMISSION_MAX_TAGS,
  SUBMISSION_TAG_MAX_LENGTH,
  submissionTags,
} from '../rules/studio.ts';
import { ImageSourcesSchema } from './catalogue.ts';
import * as z from './zod.ts';

// The artists' studio (docs/decisions/0038-artists-studio.md): the terms an artist agrees to first, the
// dashboard of their cards' views, favourites, sales and royalties, the cards they submit for review and
// their public profile. Every call works on the signed-in user's artist (storefront.md §6: access.artists).

export const StudioArtistSchema = z.object({
  id: z.string(),
  brandName: z.string(),
  artistName: z.string(),
  fullPath: z.string(),
  cardLogo: z.string(),
});
export type StudioArtist = z.infer<typeof StudioArtistSchema>;

/** `GET /api/studio/terms`: the terms in force and whether the artist has agreed to them. */
export const StudioTermsSchema = z.object({
  artist: StudioArtistSchema,
  version: z.string(),
  required: z.boolean(),
  agreedVersion: z.string().nullable(),
  agreedAt: z.string().nullable(),
});
export type StudioTerms = z.infer<typeof StudioTermsSchema>;

/** `POST /api/studio/terms/agree`: the version read (a stale page cannot agree to other terms) and the tick. */
export const AgreeTermsSchema = z.object({
  version: z.string('validation.required').min(1, 'validation.required').max(20, 'validation.max'),
  agree: z.literal(true, 'validation.accepted'),
});
export type AgreeTermsInput = z.output<typeof AgreeTermsSchema>;

const MoneySchema = z.object({ value: z.number().int(), currency: z.string() });
export type StudioMoney = z.infer<typeof MoneySchema>;

export const StudioMonthSchema = z.object({
  /** `YYYY-MM` (UTC). */
  month: z.string(),
  views: z.number().int(),
  favourites: z.number().int(),
  /** Cards sold (quantities of paid order items). */
  sales: z.number().int(),
  /** The royalty earned that month, per currency. */
  earnings: z.array(MoneySchema),
});
export type StudioMonth = z.infer<typeof StudioMonthSchema>;

export const StudioCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  fullPath: z.string(),
  views: z.number().int(),
  favourites: z.number().int(),
  sales: z.number().int(),
});
export type StudioCard = z.infer<typeof StudioCardSchema>;

export const SUBMISSION_STATUSES = ['waiting'] as const;

/** A card the artist submitted: stored apart from the catalogue until the shop has reviewed it. */
export const StudioSubmissionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  size: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  front: ImageSourcesSchema,
  createdAt: z.string(),
});
export type StudioSubmission = z.infer<typeof StudioSubmissionSchema>;

/** `GET /api/studio/dashboard`: the last twelve months, the cards, royalties earned and paid out. */
export const StudioDashboardSchema = z.object({
  artist: StudioArtistSchema,
  months: z.array(StudioMonthSchema),
  cards: z.array(StudioCardSchema),
  /** Every royalty earned, per currency; what has been paid out; what is still owed. */
  earned: z.array(MoneySchema),
  paidOut: z.array(MoneySchema),
  owed: z.array(MoneySchema),
  submissions: z.array(StudioSubmissionSchema),
});
export type StudioDashboard = z.infer<typeof StudioDashboardSchema>;

export const StudioSubmissionParamsSchema = z.object({ id: z.uuid('validation.invalid') });

const tagsField = z
  .union([z.string(), z.array(z.string())])
  .default('')
  .transform(submissionTags)
  .pipe(
    z
      .array(z.string().max(SUBMISSION_TAG_MAX_LENGTH, 'validation.max'))
      .min(1, 'validation.required')
      .max(SUBMISSION_MAX_TAGS, 'validation.max'),
  );

/**
 * `POST /api/studio/cards?size=&title=&description=&tags=`: a new card's details (the front artwork is
 * the body's bytes, checked as custom artwork is); tags comma-separated.
 */
export const CardSubmissionSchema = z.object({
  size: z.enum(CUSTOM_ARTWORK_SIZES, 'validation.in').default(DEFAULT_CUSTOM_ARTWORK_SIZE),
  title: z.string('validation.required').trim().min(1, 'validation.required').max(80, 'validation.max'),
  description: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(1000, 'validation.max'),
  tags: tagsField,
});
export type CardSubmissionInput = z.output<typeof CardSubmissionSchema>;

const socialField = (network: SocialNetwork) =>
  z
    .string()
    .trim()
    .max(300, 'validation.max')
    .default('')
    .refine((value) => value === '' || isSocialUrl(network, value), 'validation.social-url')
    .transform((value) => (value === '' ? null : value));

/** `POST /api/studio/profile`: the public profile (bio as plain paragraphs; links to the three networks). */
export const ArtistProfileInputSchema = z.object({
  bio: z.string('validation.required').trim().min(1, 'validation.required').max(3000, 'validation.max'),
  facebookUrl: socialField('facebook'),
  twitterUrl: socialField('twitter'),
  instagramUrl: socialField('instagram'),
});
export type ArtistProfileInput = z.output<typeof ArtistProfileInputSchema>;

/** `GET /api/studio/profile`: the profile as the artist edits it (bio as plain text, a paragraph a line). */
export const ArtistProfileSchema = z.object({
  artist: StudioArtistSchema,
  /** The portrait on their artist page (their logo until they upload one). */
  portrait: z.string(),
  bio: z.string(),
  facebookUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
});
export type ArtistProfile = z.infer<typeof ArtistProfileSchema>;
