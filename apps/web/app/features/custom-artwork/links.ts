// The custom-artwork pages (storefront.md §2, frontend.custom-artwork; decision record 35).
export const CUSTOM_ARTWORK_URL = '/custom-artwork';

/** The crop step of an uploaded artwork. */
export const cropUrl = (id: string) => `${CUSTOM_ARTWORK_URL}/${id}`;

/** The editor, opened with the artwork as the card to write. */
export const writeUrl = (id: string) => `/write?card=${id}`;

/** The query parameter /manage is sent back with after a custom-artwork form ('logo-saved' …). */
export const MANAGE_ARTWORK_DONE = 'artwork';

/** Where the custom-artwork forms of /manage post (the route's action tells them from its own). */
export const MANAGE_ARTWORK_ACTION = '/manage?form=custom-artwork';
