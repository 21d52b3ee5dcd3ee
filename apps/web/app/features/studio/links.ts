// The studio's addresses (decision record 38). The terms page's address is the route guard's
// (features/auth/guards.ts ARTIST_TERMS_URL): both name studio.terms-agreement.

export const STUDIO_URL = '/studio';
export const STUDIO_NEW_CARD_URL = '/studio/cards/new';
export const STUDIO_PROFILE_URL = '/studio/profile';
/** The dashboard after a card was added: it says the card waits for review. */
export const STUDIO_SUBMITTED_URL = `${STUDIO_URL}?submitted=1`;
export const STUDIO_PROFILE_SAVED_URL = `${STUDIO_PROFILE_URL}?saved=1`;
