// Gift-card pages and the quick-add form.
export const GIFT_CARDS: Record<string, string> = {
  // Shared by tiles and the detail page
  'gift-cards.wildcard-label': 'Choose any gift card',
  'gift-cards.value': 'Value',
  'gift-cards.value-range': '{{min}} – {{max}} {{currency}}',
  'gift-cards.value-single': '{{value}} {{currency}}',
  'gift-cards.terms.valid-for': 'Valid for {{period}}',
  'gift-cards.terms.no-expiry': 'No expiry: this gift card never expires',

  // Tile
  'gift-cards.tile.usable-in': 'Use in',
  'gift-cards.tile.view': 'View details',
  'gift-cards.tile.view-hidden': 'of {{name}}',
  'gift-cards.tile.unavailable': 'This gift card starts above your limit.',

  // Quick-add form
  'gift-cards.quick-add.label': 'Send a {{name}} gift card',
  'gift-cards.quick-add.amount': 'Amount',
  'gift-cards.quick-add.amount.placeholder': 'Choose an amount',
  'gift-cards.quick-add.category': 'Occasion',
  'gift-cards.quick-add.category.placeholder': 'Choose an occasion',
  'gift-cards.quick-add.category.occasions': 'Other occasions',
  'gift-cards.quick-add.region': 'Region:',
  'gift-cards.quick-add.region.none': 'Not available',
  'gift-cards.quick-add.can-change': 'Let them change the card',
  'gift-cards.quick-add.can-change.hint': 'They can swap it for another gift card of the same value.',
  'gift-cards.quick-add.submit': 'Choose a card to send it in',
  'gift-cards.quick-add.processing': 'Taking you to the cards…',
  'gift-cards.quick-add.unavailable': 'Not available within your limit.',
  'gift-cards.quick-add.errors.amount-required': 'Please choose an amount.',
  'gift-cards.quick-add.errors.amount-invalid': 'Please choose one of the amounts listed.',
  'gift-cards.quick-add.errors.category-required': 'Please choose an occasion.',
  'gift-cards.quick-add.errors.category-invalid': 'Please choose an occasion from the list.',
  'gift-cards.quick-add.errors.region-required': 'This gift card has no region it can be sent to.',
  'gift-cards.quick-add.errors.region-invalid': 'This gift card can’t be used in that region.',
  'gift-cards.quick-add.prompt.artwork':
    'Gift card chosen. Now choose a card to send it in: it goes in your cart with the card.',
  'gift-cards.quick-add.prompt.occasion':
    'Gift card chosen. Now choose an occasion, then a card to send it in.',

  // Landing
  'gift-cards.landing.eyebrow': 'Gift cards',
  'gift-cards.landing.regions.title': 'Gift cards by region',
  'gift-cards.landing.regions.intro':
    'Gift cards are used in the country they are bought for. Choose where the person you’re sending to lives.',
  'gift-cards.landing.regions.link': 'See gift cards',
  'gift-cards.landing.categories.title': 'Gift cards by category',
  'gift-cards.landing.categories.intro':
    'Dinner out, a good book or a day at the spa: find the gift that suits them.',

  // Listings (region and category)
  'gift-cards.listing.title': '{{name}} gift cards',
  'gift-cards.listing.region-intro':
    'Every gift card here can be used in {{region}}. Choose an amount and an occasion, then pick a card to send it in.',
  'gift-cards.listing.regions-nav': 'Gift cards by region',
  'gift-cards.listing.categories-nav': 'Gift cards by category',
  'gift-cards.listing.count_one': '{{count}} gift card',
  'gift-cards.listing.count_other': '{{count}} gift cards',
  'gift-cards.listing.count-paged_one': '{{count}} gift card · page {{page}} of {{pages}}',
  'gift-cards.listing.count-paged_other': '{{count}} gift cards · page {{page}} of {{pages}}',
  'gift-cards.listing.empty.title': 'No gift cards here yet',
  'gift-cards.listing.empty.body':
    'We don’t have gift cards to show for this one. Try another region or category.',
  'gift-cards.listing.empty.link': 'See all gift cards',
  'gift-cards.pagination.label': 'Pages',
  'gift-cards.pagination.prev': 'Previous',
  'gift-cards.pagination.next': 'Next',
  'gift-cards.pagination.page': 'Page {{page}}',
  // The listing filters and the full listing at /gift-cards/all (decision record 41)
  'gift-cards.listing.all-name': 'All',
  'gift-cards.listing.no-match.title': 'No gift cards match',
  'gift-cards.listing.no-match.body':
    'Nothing matches all of these filters. Try fewer of them, or another word.',
  'gift-cards.filters.label': 'Filter gift cards',
  'gift-cards.filters.query': 'Gift card name',
  'gift-cards.filters.query-placeholder': 'Search gift cards',
  'gift-cards.filters.categories': 'Categories',
  'gift-cards.filters.occasions': 'Occasions',
  'gift-cards.filters.recipients': 'Recipients',
  'gift-cards.filters.regions': 'Regions',
  'gift-cards.filters.wildcards': 'Choose-any cards',
  'gift-cards.filters.wildcards.any': 'Include them',
  'gift-cards.filters.wildcards.only': 'Only choose-any cards',
  'gift-cards.filters.wildcards.none': 'Leave them out',
  'gift-cards.filters.selected_one': '{{count}} selected',
  'gift-cards.filters.selected_other': '{{count}} selected',
  'gift-cards.filters.apply': 'Show gift cards',
  'gift-cards.filters.clear': 'Clear filters',

  // Detail
  'gift-cards.detail.eyebrow': 'Gift card',
  'gift-cards.detail.validity': 'Validity',
  'gift-cards.detail.regions': 'Where it can be used',
  'gift-cards.detail.region-warning.title': 'Not for your region',
  'gift-cards.detail.region-warning.body':
    'This gift card can only be used in {{regions}}. You’re shopping in {{region}}.',
  'gift-cards.detail.region-warning.alternate': 'See the gift card for {{country}}',
  'gift-cards.detail.send.cta': 'Send this gift card',
  'gift-cards.detail.send.title': 'Send this gift card',
  'gift-cards.detail.send.intro':
    'We tuck the gift card inside a card of your choice, write your message by hand and post it.',
  'gift-cards.detail.send.step-1': 'Choose an amount and the occasion.',
  'gift-cards.detail.send.step-2': 'Pick a card to send it in.',
  'gift-cards.detail.send.step-3': 'Write your message; we post it for you.',
  'gift-cards.detail.redemption.title': 'How to redeem',
  'gift-cards.detail.terms.title': 'Terms and conditions',
  'gift-cards.detail.terms.link': 'Read the full gift card terms',
  'gift-cards.detail.terms.new-window': '(opens in a new window)',
  'gift-cards.detail.alternates.title': 'Sending to another country?',
  'gift-cards.detail.alternates.intro': 'This gift card has a counterpart in these countries.',
};
