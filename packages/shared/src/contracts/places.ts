import { PLACE_COUNTRIES } from '../rules/place-countries.ts';
import * as z from './zod.ts';

// `GET /api/addresses/places`: suggestions of localities, states and postcodes from the shop's own table
// (no maps service), for the address forms of AU, NZ, US, GB and CA. A typed postcode suggests its
// localities (the form fills locality and state); typed letters suggest localities by name.

export { PLACE_COUNTRIES, type PlaceCountry } from '../rules/place-countries.ts';

/** Most suggestions in one answer. */
export const PLACES_MAX = 10;
/** Longest text looked up. */
export const PLACE_QUERY_MAX = 64;

export const PlacesQuerySchema = z.object({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(PLACE_COUNTRIES, { message: 'validation.in' })),
  q: z.string().trim().min(1, 'validation.required').max(PLACE_QUERY_MAX, 'validation.max'),
});
export type PlacesQuery = z.output<typeof PlacesQuerySchema>;

export const PlaceSchema = z.object({
  locality: z.string(),
  /** The state's code where the country has a list (VIC, NY, ON), else the region's name or ''. */
  state: z.string(),
  postcode: z.string(),
  /**
   * Whether `postcode` is a whole postcode (AU, NZ, US) or only its first part (a Canadian forward
   * sortation area, a British postcode area), which a form must not write over what was typed.
   */
  complete: z.boolean(),
});
export type Place = z.infer<typeof PlaceSchema>;

export const PlacesAnswerSchema = z.object({ places: z.array(PlaceSchema) });
export type PlacesAnswer = z.infer<typeof PlacesAnswerSchema>;
