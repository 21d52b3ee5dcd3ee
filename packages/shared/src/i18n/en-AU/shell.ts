// Header, navigation, search, region switcher, footer, newsletter, alerts and notifications.
export const SHELL: Record<string, string> = {
  'shell.breadcrumbs.home': 'Home',
  'shell.breadcrumbs.label': 'Breadcrumbs',

  'shell.skip-link': 'Skip to main content',
  'shell.test-mode.label': 'Test mode',
  'shell.test-mode.text':
    'Test mode: this shop takes no real payments. No money moves and no card is charged.',
  'shell.brand.home': '{{name}} home',

  'shell.nav.primary': 'Main',
  'shell.nav.secondary': 'Quick links',
  'shell.nav.view-all': 'All {{label}}',
  'shell.nav.feature.title': 'Not sure where to start?',
  'shell.nav.feature.text':
    'Browse all {{label}} from our independent artists. We write each card by hand and post it for you.',

  'shell.menu.open': 'Open menu',
  'shell.menu.close': 'Close menu',
  'shell.menu.label': 'Menu',

  'shell.search.open': 'Search',
  'shell.search.close': 'Close search',
  'shell.search.label': 'Search cards',
  'shell.search.placeholder': 'Search cards, occasions and artists',
  'shell.search.submit': 'Search',
  'shell.search.hint': 'Showing cards for “{{query}}” in a moment. Press Enter to search now.',
  'shell.search.popular': 'Popular occasions',

  'shell.account.menu': 'Account menu',
  'shell.account.signed-out': 'Log in to see your orders and favourites.',
  'shell.account.greeting': 'Hello, {{name}}',
  'shell.account.studio': 'Artist studio',
  // Artist mode (decision 0038): the header of an artist's pages and their cards.
  'shell.artist.label': 'An artist of {{shop}}',
  'shell.artist.about': 'About {{name}}',
  'shell.artist.cards': 'Cards by {{name}}',
  'shell.artist.all': 'All artists',
  'shell.account.manage': 'Manage organisation',
  'shell.account.manage-artwork': 'Send a card',
  'shell.account.dashboard': 'My account',
  'shell.account.favourites': 'Favourites',
  'shell.account.login': 'Log in',
  'shell.account.logout': 'Log out',

  'shell.cart.label_one': 'Cart, {{count}} card',
  'shell.cart.label_other': 'Cart, {{count}} cards',
  'shell.cart.title': 'Your cart',
  'shell.cart.empty': 'Your cart is empty.',
  'shell.cart.browse': 'Browse cards',
  'shell.cart.quantity': 'Qty {{count}}',
  'shell.cart.resume': 'Resume editing',
  'shell.cart.view': 'View cart',

  'shell.region.change': ', change region',
  'shell.region.title': 'Choose your region',
  'shell.region.tip': 'Prices are in {{currency}} for {{name}}. Shopping from elsewhere?',
  'shell.region.tip-short': 'Not in {{name}}?',
  'shell.region.tip-change': 'Change region',
  'shell.region.tip-dismiss': 'Dismiss region tip',

  'shell.newsletter.title': 'Card ideas, new artists and the odd offer',
  'shell.newsletter.text':
    'A short letter once a month: new cards from our artists, reminders before the big days, and subscriber-only offers.',
  'shell.newsletter.name': 'First name',
  'shell.newsletter.name-placeholder': 'Your first name',
  'shell.newsletter.email': 'Email',
  'shell.newsletter.email-placeholder': 'you@example.com',
  'shell.newsletter.submit': 'Sign up',
  'shell.newsletter.processing': 'Signing up…',
  'shell.newsletter.privacy': 'You can unsubscribe at any time. We never share your address.',
  // Said the same whatever the address (new, waiting or already subscribed): nothing tells who is on the list.
  'shell.newsletter.check-inbox':
    'Thank you! Check your inbox to confirm your subscription: we’ve just e-mailed you.',
  'shell.newsletter.check-inbox-name':
    'Thank you, {{name}}! Check your inbox to confirm your subscription: we’ve just e-mailed you.',
  'shell.newsletter.errors.required': 'Please fill in this field.',
  'shell.newsletter.errors.email': 'Please enter a valid email address.',
  'shell.newsletter.errors.max': 'That’s too long.',
  'shell.newsletter.errors.invalid': 'Please check this field.',
  'shell.newsletter.errors.too-many-requests':
    'Too many sign-ups for this address or from your connection just now. Please try again in an hour.',
  'shell.newsletter.errors.failed': 'We couldn’t sign you up just now. Please try again.',
  'shell.newsletter.confirm.meta-title': 'Confirm your newsletter subscription',
  'shell.newsletter.confirm.heading': 'Confirm your subscription',
  'shell.newsletter.confirm.question': 'Would you like our newsletter at {{email}}?',
  'shell.newsletter.confirm.submit': 'Yes, confirm my subscription',
  'shell.newsletter.confirm.confirming': 'Confirming your subscription…',
  'shell.newsletter.confirm.done-heading': 'You’re subscribed',
  'shell.newsletter.confirm.done': 'Your subscription is confirmed: our newsletter will come to {{email}}.',
  'shell.newsletter.confirm.done-text':
    'You can unsubscribe at any time with the link at the bottom of every newsletter.',
  'shell.newsletter.confirm.invalid-heading': 'This link isn’t valid',
  'shell.newsletter.confirm.invalid':
    'This confirmation link is incomplete or wasn’t sent by us, so nothing has changed. Please open the link exactly as it is in our e-mail, or sign up again.',
  'shell.newsletter.confirm.expired-heading': 'This link has expired',
  'shell.newsletter.confirm.expired':
    'Confirmation links work for 7 days, so nothing has changed. Sign up again and we’ll e-mail you a new one.',
  'shell.newsletter.confirm.sign-up-again': 'Sign up again',
  'shell.newsletter.confirm.retry': 'Try again',
  'shell.newsletter.confirm.home': 'Back to the homepage',

  'shell.footer.socials': 'Follow us',
  'shell.footer.social.facebook': 'Facebook',
  'shell.footer.social.twitter': 'Twitter',
  'shell.footer.social.instagram': 'Instagram',
  'shell.footer.social.linkedin': 'LinkedIn',
  'shell.footer.copyright': '© {{year}} {{name}}. All rights reserved.',

  'shell.alerts.label': 'Messages',
  'shell.alerts.close': 'Close message',

  'shell.notifications.dismiss': 'Dismiss: {{title}}',
  'shell.notifications.cp-strike-2025-01.title': 'Canada Post Strike Update',
  'shell.notifications.cp-strike-2025-01.message':
    'Limited operations have resumed, but delays are expected for mail to Canada.',

  'shell.cookies.title': 'Cookies',
  'shell.cookies.text':
    'We use cookies to keep you signed in and your cart safe. With your consent we also measure visits to improve the shop.',
  'shell.cookies.accept': 'Accept all',
  'shell.cookies.necessary': 'Only necessary',
  'shell.support.button': 'Help',
  'shell.support.title': 'How can we help?',
  'shell.support.text': 'Most answers are in our FAQ. If not, we’re happy to help by email or phone.',
  'shell.support.faq': 'Read the FAQ',
  'shell.support.faq-text': 'Delivery times, writing styles, orders and more',
  'shell.support.email': 'Email us',
  'shell.support.phone': 'Call us',

  'shell.tooltip.dismiss': 'Dismiss tip',
  'shell.quantity.decrease': 'Decrease quantity',
  'shell.quantity.increase': 'Increase quantity',
  'shell.expandable.more': 'Show more',
  'shell.expandable.less': 'Show less',
};
