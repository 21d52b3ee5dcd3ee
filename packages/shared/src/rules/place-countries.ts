// The countries whose address forms get locality and postcode suggestions from the shop's own table
// (GET /api/addresses/places); kept apart from the contract so the page imports it without zod.

export const PLACE_COUNTRIES = ['AU', 'NZ', 'US', 'GB', 'CA'] as const;
export type PlaceCountry = (typeof PLACE_COUNTRIES)[number];
