// Articles, changelog, FAQ, artists, business and other content pages.
export const CONTENT: Record<string, string> = {
  // Listings (articles, artists)
  'content.listing.pagination': 'Pages',
  'content.listing.previous': 'Previous',
  'content.listing.next': 'Next',
  'content.listing.page': 'Page {{page}}',
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

  // Business sign-up
  'content.signup.title': 'Create a business account',
  'content.signup.field.company': 'Business name',
  'content.signup.field.name': 'Your name',
  'content.signup.field.email': 'Work email',
  'content.signup.field.phone': 'Phone',
  'content.signup.field.volume': 'Cards per year',
  'content.signup.field.useCase': 'What will you send?',
  'content.signup.optional': '(optional)',
  'content.signup.choose': 'Choose…',
  'content.signup.band': '{{band}} cards',
  'content.signup.use-case.automated-anniversary': 'Automated anniversary',
  'content.signup.use-case.birthday': 'Birthday',
  'content.signup.use-case.crm-sends': 'CRM sends',
  'content.signup.use-case.christmas': 'Christmas',
  'content.signup.use-case.customer-engagement': 'Customer engagement',
  'content.signup.use-case.customer-thanks': 'Customer thanks',
  'content.signup.use-case.employee-anniversaries': 'Employee anniversaries',
  'content.signup.use-case.employee-birthdays': 'Employee birthdays',
  'content.signup.use-case.gifts-and-appreciation': 'Gifts and appreciation',
  'content.signup.use-case.prospecting': 'Prospecting',
  'content.signup.use-case.other': 'Other',
  'content.signup.contact-title': 'How this form reaches us',
  'content.signup.contact-body':
    'Fill in the form and we’ll prepare an email to our business team for you to send, or write to us directly:',
  'content.signup.submit': 'Prepare my email',
  'content.signup.submit-note': 'Nothing is sent until you press send in your own email app.',
  'content.signup.mail-subject': 'Business account request: {{company}}',
  'content.signup.ready-title': 'Your email is ready',
  'content.signup.ready-body':
    'Open it in your email app and press send. An account manager will reply within one business day.',
  'content.signup.ready-open': 'Open the email',
  'content.signup.edit': 'Change details',
};
