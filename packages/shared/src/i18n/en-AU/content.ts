// Articles, changelog, FAQ, artists, business and other content pages.
export const CONTENT: Record<string, string> = {
  // Listings (articles, artists)
  'content.listing.pagination': 'Pages',
  'content.listing.previous': 'Previous',
  'content.listing.next': 'Next',
  'content.listing.page': 'Page {{page}}',
  'content.listing.all': 'All',
  'content.listing.all-label': 'All on one page',
  'content.listing.loading': 'Loading more…',
  'content.listing.load-failed': 'We couldn’t load the next page.',
  'content.listing.retry': 'Try again',

  // Articles
  'content.blog.listing': 'Articles',
  'content.blog.empty': 'There are no articles here yet.',
  'content.blog.load-more': 'Load more articles',
  'content.article.tag': 'Article',
  'content.article.update-tag': 'Update',
  'content.article.read-more': 'Read more',
  'content.article.siblings': 'More articles',
  'content.article.previous': 'Previous',
  'content.article.next': 'Next',

  // Changelog
  'content.changelog.history': 'Update History',
  'content.changelog.empty': 'No updates yet.',

  // Artists
  'content.artists.listing': 'Artists',
  'content.artists.showing': 'Showing {{shown}} of {{total}} artists',
  'content.artists.empty': 'There are no artists to show yet.',
  'content.artists.load-more': 'Load more artists',

  // Sections
  'content.testimonials.rating': 'Rated {{rating}} out of 5',
  'content.comparison.feature': 'Feature',
  'content.comparison.check': 'Yes',
  'content.comparison.times': 'No',
  'content.shipping.caption': 'Delivery times and postage by destination',
  'content.shipping.destination': 'Destination',
  'content.shipping.time': 'Delivery time',
  'content.shipping.cost': 'Postage',
  'content.shipping.your-region': 'Your region',

  // Discount offers
  'content.discount.code-label': 'Your code',
  'content.discount.apply': 'Apply code',
  'content.discount.applied': 'Code applied',
  'content.discount.applied-note': 'We’ll take {{code}} off at checkout.',
  'content.discount.stored': 'Discount code saved. It will be applied at checkout.',
  'content.discount.store-failed':
    'We couldn’t save the code in this browser. Enter {{code}} at checkout instead.',

  // Business pricing
  'content.pricing.title': 'Volume pricing',
  'content.pricing.table-title': 'Price per card',
  'content.pricing.include-postage': 'Include postage',
  'content.pricing.caption': 'Business price per card by order size, in {{currency}}',
  'content.pricing.quantity': 'Cards per order',
  'content.pricing.unit-price': 'Per card',
  'content.pricing.saving': 'Saving',
  'content.pricing.range': '{{from}}–{{to}}',
  'content.pricing.range-open': '{{from}}+',
  'content.pricing.save': 'Save {{percent}}%',
  'content.pricing.no-saving': 'Standard price',
  'content.pricing.note-excluding':
    'Prices in {{currency}} per card, before postage. Standard postage adds {{postage}} per card.',
  'content.pricing.note-including': 'Prices in {{currency}} per card, including standard postage.',
  'content.pricing.loading': 'Loading prices…',
  'content.pricing.retry': 'Try again',
  'content.pricing.no-script': 'Volume prices appear here once JavaScript is turned on.',
};
