// Interface text by locale and namespace. en-AU is complete and the fallback; other locales hold only the
// keys whose wording differs. `GET /api/config/translations?which=global,catalogue` serves these.

export type Messages = Record<string, Record<string, string>>;

const EN_AU: Messages = {
  global: {
    'global.errors.not-found': 'We couldn’t find that page.',
    'global.errors.validation-failed': 'Please check the highlighted fields.',
    'global.errors.bad-request': 'That request could not be understood.',
    'global.error.internal-server-error': 'Something went wrong on our side. Please try again.',
    'global.error.unauthenticated': 'Please log in to continue.',
    'global.errors.permission-denied': 'You don’t have permission to see that page.',
    'global.errors.system-update': 'We’ve just updated the shop. Reloading…',
    'global.errors.translation-load-failed': 'Some text could not be loaded.',
    'global.purchase-options.load-failed.message': 'We couldn’t load this card. Please try again.',
    'global.business.pricing.errors.load-failed': 'We couldn’t load business pricing.',
    'validation.required': 'This field is required.',
    'validation.email': 'Please enter a valid email address.',
    'validation.min': 'This value is too small.',
    'validation.max': 'This value is too large.',
    'validation.integer': 'Please enter a whole number.',
    'validation.format': 'This value is not in the expected format.',
    'validation.slug': 'Please choose from the list.',
    'validation.in': 'Please choose from the list.',
    'validation.type': 'This value is not valid.',
    'validation.unknown': 'This option is not recognised.',
    'validation.invalid': 'This value is not valid.',
    'validation.region': 'Please choose a region.',
  },
  catalogue: {
    'catalogue.cards.suffix': 'Cards',
    'catalogue.listing.no-results': 'No cards match your search. Try fewer filters.',
    'catalogue.listing.load-more': 'Load more',
    'catalogue.card.colour': 'Colour',
  },
};

const EN_US: Messages = {
  catalogue: { 'catalogue.card.colour': 'Color' },
};

export const MESSAGES: Record<string, Messages> = {
  'en-AU': EN_AU,
  'en-US': EN_US,
  'en-GB': {},
  'en-CA': {},
  'en-NZ': {},
};

export const MESSAGE_NAMESPACES = Object.keys(EN_AU);
