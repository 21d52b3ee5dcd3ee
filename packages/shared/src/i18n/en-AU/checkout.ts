// Interface text of paying and after: the payment page, the complete page, the account's order history
// and the link back to an unpaid order.
export const CHECKOUT: Record<string, string> = {
  'checkout.retry': 'Try again',
  'checkout.test-mode': 'Test mode',
  'checkout.needs-scripts':
    'Your cart and orders are kept in this browser and need JavaScript. Please turn it on to continue.',

  // The cart on the payment page.
  'checkout.cart.title': 'Your cart',
  'checkout.cart.loading': 'Loading your cart…',
  'checkout.cart.load-failed': 'We couldn’t load your cart. Please check your connection and try again.',
  'checkout.cart.empty-title': 'Your cart is empty',
  'checkout.cart.empty-text': 'Choose a card to write and send, or buy blank cards to write yourself.',
  'checkout.cart.browse': 'Browse the cards',
  'checkout.cart.change-failed': 'That change didn’t go through. Your cart is as shown.',

  // One line of an order.
  'checkout.item.blank': 'Blank cards',
  'checkout.item.written': 'Written card',
  'checkout.item.each': 'each',
  'checkout.item.quantity': 'Quantity of {{label}}',
  'checkout.item.quantity-fixed_one': '{{count}} card',
  'checkout.item.quantity-fixed_other': '{{count}} cards',
  'checkout.item.quantity-times_one': '{{count}} ×',
  'checkout.item.quantity-times_other': '{{count}} ×',
  'checkout.item.remove': 'Remove',
  'checkout.item.remove-label': 'Remove {{label}} from your cart',
  'checkout.item.status-scheduled': 'Scheduled to be printed and posted',
  'checkout.item.status-scheduled-on': 'Scheduled to be posted on {{date}}',
  'checkout.item.status-printed': 'Printed, waiting to be posted',
  'checkout.item.status-dispatched': 'Posted on {{date}}',
  'checkout.item.proof': 'Download proof',
  'checkout.item.send-again': 'Send again',
  'checkout.item.send-again-of': '({{label}}, to someone else)',
  'checkout.item.proof-of': '(PDF of {{label}})',
  'checkout.item.edit': 'Edit',
  'checkout.item.edit-label': 'Edit {{label}}',
  'checkout.item.to': 'To {{name}}',
  'checkout.item.to-contact': 'To {{name}}, of your address book',
  'checkout.item.sends-on': 'Sent on {{date}}',
  'checkout.item.sends-now': 'Sent straight away',
  'checkout.gift-card.label': '{{name}} gift card',
  'checkout.gift-card.wildcard': 'Choose any gift card',
  'checkout.gift-card.kind': 'Gift card inside {{card}}',
  'checkout.gift-card.can-change': 'They can swap it for another gift card of the same value.',
  'checkout.gift-card.verified': 'They confirm it is theirs with a code before spending it.',
  'checkout.gift-card.edit': 'Change in the card',
  'checkout.gift-card.edit-label': 'Change in the card: the gift card in {{label}}',

  // The order summary and its totals.
  'checkout.summary.title': 'Order summary',
  'checkout.summary.loading': 'Working out your total…',
  'checkout.summary.failed': 'We couldn’t work out your total just now.',
  'checkout.summary.line': '{{quantity}} × {{label}}',
  'checkout.summary.subtotal': 'Cards',
  'checkout.summary.shipping': 'Postage',
  'checkout.summary.shipping-free': 'Free',
  'checkout.summary.gift-cards': 'Gift cards',
  'checkout.summary.discount': 'Discount',
  'checkout.summary.discount-code': 'Discount ({{code}})',
  'checkout.summary.credits_one': 'Paid with {{count}} card credit',
  'checkout.summary.credits_other': 'Paid with {{count}} card credits',
  'checkout.summary.gift-credit': 'Paid with gift credit',
  'checkout.summary.tax': 'Tax',
  'checkout.summary.tax-added': '{{name}}',
  'checkout.summary.tax-included': 'Includes {{name}} of',
  'checkout.summary.total': 'Total',
  'checkout.summary.conversion': 'About, in {{currency}} (estimate):',

  // The discount code.
  'checkout.promo.label': 'Discount code',
  'checkout.promo.apply': 'Apply',
  'checkout.promo.applying': 'Applying…',
  'checkout.promo.applied': 'Discount code {{code}} applied.',
  'checkout.promo.remove': 'Remove code',
  'checkout.promo.errors.invalid': 'That discount code isn’t valid.',
  'checkout.promo.errors.required': 'Please enter a discount code.',
  'checkout.promo.errors.promo-unknown': 'We don’t know that discount code. Please check it and try again.',
  'checkout.promo.errors.promo-not-started': 'That discount code can’t be used yet.',
  'checkout.promo.errors.promo-expired': 'That discount code has expired.',
  'checkout.promo.errors.promo-currency': 'That discount code can’t be used in this currency.',
  'checkout.promo.errors.promo-minimum-spend':
    'Your order doesn’t reach the minimum spend for that code yet.',
  'checkout.promo.errors.promo-used-up': 'That discount code has been used up.',
  // account-ordering.md §4: the alert after a code is applied (terms.discount-stored).
  'checkout.terms.discount-stored': 'Your discount code is saved and will be used when you pay.',

  // The buyer's details.
  'checkout.customer.title': 'Your details',
  'checkout.customer.email': 'E-mail address',
  'checkout.customer.email-hint': 'We’ll send your confirmation here.',
  'checkout.customer.first-name': 'First name',
  'checkout.customer.last-name': 'Last name',
  'checkout.customer.name': 'Name',

  // Paying.
  'checkout.payment.title': 'Checkout',
  'checkout.payment.section': 'Payment',
  'checkout.payment.pay': 'Pay {{amount}}',
  'checkout.payment.pay-plain': 'Pay',
  'checkout.payment.processing': 'Processing your payment…',
  'checkout.payment.declined': 'Your payment was declined.',
  'checkout.payment.declined-hint': 'Nothing was charged and your cart is just as it was. Try another card.',
  'checkout.payment.secure-note':
    'You’ll see your order and get a confirmation e-mail as soon as you’ve paid.',
  'checkout.payment.opening-order': 'Payment received. Opening your order…',
  'checkout.payment.credits-cover':
    'Your card credits pay for this whole order: there’s nothing to pay by card.',
  'checkout.payment.credits-part': 'Your card credits pay for some of the cards; the rest is paid by card.',
  'checkout.payment.gift-credit': 'Your gift credit pays for {{amount}} of the gift cards in this order.',
  'checkout.payment.pay-with-credits_one': 'Pay with {{count}} credit',
  'checkout.payment.pay-with-credits_other': 'Pay with {{count}} credits',
  'checkout.payment.stripe-unavailable':
    'Card payments here use Stripe, whose card form (Stripe.js) is loaded from Stripe’s servers. It can’t load in this environment, so paying by card isn’t possible right now. Your cart is kept.',

  // The test gateway's card form.
  // The saved card at checkout (issue 17, decision 0025).
  'checkout.saved-card.title': 'Your saved card',
  'checkout.saved-card.details': '{{brand}} ending in {{last4}}, expires {{expiry}}.',
  'checkout.saved-card.pay': 'Pay with {{brand}} •••• {{last4}}',
  'checkout.saved-card.or-other': 'Or pay with another card below.',
  'checkout.saved-card.save': 'Save this card for next time',
  'checkout.saved-card.save-hint':
    'Your next checkout takes one step. We keep only the card’s type, last four digits and expiry date; you can remove it from your account at any time.',
  'checkout.card.test-intro':
    'This shop is in test mode: no real card is charged. Use one of the test card numbers with any future expiry date and any CVC.',
  'checkout.card.test-cards': 'Test card numbers',
  'checkout.card.use-number': 'Use',
  'checkout.card.use-number-label': 'Use test card {{number}}',
  'checkout.card.number': 'Card number',
  'checkout.card.expiry': 'Expiry date',
  'checkout.card.expiry-hint': 'Month and year, as MM / YY.',
  'checkout.card.expiry-placeholder': 'MM / YY',
  'checkout.card.cvc': 'Security code (CVC)',
  'checkout.card.name': 'Name on card',
  'checkout.card.errors.number': 'Please check the card number.',
  'checkout.card.errors.expiry': 'Please enter the expiry date as MM / YY.',
  'checkout.card.errors.expired': 'This card has expired.',
  'checkout.card.errors.cvc': 'The security code is the 3 or 4 digits on your card.',

  // The simulated 3-D Secure check.
  'checkout.challenge.title': 'Confirm your payment',
  'checkout.challenge.text': 'Your bank asks you to confirm this payment to {{shop}} of',
  'checkout.challenge.note':
    'This is the test gateway’s stand-in for your bank’s check: approve to pay, or fail the check to see a declined payment.',
  'checkout.challenge.approve': 'Approve payment',
  'checkout.challenge.fail': 'Fail the check',

  // The complete page.
  'checkout.complete.meta-title': 'Your order',
  'checkout.complete.loading': 'Loading your order…',
  'checkout.complete.title': 'Thank you! Your order is confirmed.',
  'checkout.complete.paying-title': 'We’re confirming your payment',
  'checkout.complete.paying-text':
    'Your payment has been received and we’re completing your order. This usually takes a moment.',
  'checkout.complete.check-again': 'Check again',
  'checkout.complete.open-title': 'This order hasn’t been paid yet',
  'checkout.complete.open-text': 'Nothing has been charged. You can go back and pay for it.',
  'checkout.complete.open-refunded-text':
    'The payment we took was given back in full (listed under Refunds). You can go back and pay for it.',
  'checkout.complete.resume': 'Go to payment',
  'checkout.complete.cancelled-title': 'This order was cancelled',
  'checkout.complete.number': 'Order number {{number}}',
  'checkout.complete.email': 'We’ve sent a confirmation to {{email}}.',
  'checkout.complete.items_one': 'What you bought: {{count}} card',
  'checkout.complete.items_other': 'What you bought: {{count}} cards',
  // What happens next, by what was bought (/complete/{id}/{token}/{mode}).
  'checkout.complete.mode.single': 'We’ll print your card for {{name}} and post it straight to them.',
  'checkout.complete.mode.single-unnamed': 'We’ll print your card and post it straight to its recipient.',
  'checkout.complete.mode.bulk_one': 'We’ll print your {{count}} card and post it straight to its recipient.',
  'checkout.complete.mode.bulk_other':
    'We’ll print your {{count}} cards and post each straight to its recipient.',
  'checkout.complete.mode.blank_one': 'Your {{count}} blank card will be posted to you, ready to write.',
  'checkout.complete.mode.blank_other': 'Your {{count}} blank cards will be posted to you, ready to write.',
  'checkout.complete.delivery': 'Delivery',
  'checkout.complete.delivery-window': 'Expected between {{from}} and {{to}}.',
  'checkout.complete.dispatch': 'Dispatched by {{date}}.',
  'checkout.complete.delivery-unknown': 'We’ll e-mail you when your order is on its way.',
  'checkout.complete.totals': 'Totals',
  'checkout.complete.next': 'What next',
  'checkout.complete.keep-shopping': 'Keep shopping',
  'checkout.complete.view-orders': 'View your orders',

  // Loading an order by its link.
  'checkout.order.not-found': 'We couldn’t find that order. Please check the link.',
  'checkout.order.load-failed': 'We couldn’t load this order. Please check your connection and try again.',

  // Order status.
  'checkout.status.open': 'Not paid',
  'checkout.status.paying': 'Being confirmed',
  'checkout.status.paid': 'Paid',
  'checkout.status.cancelled': 'Cancelled',

  // The account's order history.
  'checkout.orders.title': 'Your orders',
  'checkout.orders.intro': 'Everything you’ve bought, newest first.',
  'checkout.orders.loading': 'Loading your orders…',
  'checkout.orders.loading-one': 'Loading the order…',
  'checkout.orders.empty-title': 'No orders yet',
  'checkout.orders.empty-text': 'Orders you pay for while signed in are listed here.',
  'checkout.orders.order': 'Order {{number}}',
  'checkout.orders.cards_one': '{{count}} card',
  'checkout.orders.cards_other': '{{count}} cards',
  'checkout.orders.view-title': 'Order',
  'checkout.orders.placed': 'Placed {{date}}',
  'checkout.orders.email': 'Confirmation sent to {{email}}',
  'checkout.orders.items_one': '{{count}} item',
  'checkout.orders.items_other': '{{count}} items',
  'checkout.orders.pages': 'Pages of items',
  'checkout.orders.page-of': 'Page {{page}} of {{pages}}',
  'checkout.orders.page': 'Page {{page}}',
  'checkout.orders.back': 'Back to your orders',

  // Refunds of the order's payments (decision record 20), beside its totals.
  'checkout.refunds.title': 'Refunds',
  'checkout.refunds.intro': 'Payments for this order that we gave back to you in full.',
  'checkout.refunds.status.succeeded': 'Refunded on {{date}}',
  'checkout.refunds.status.on-its-way': 'Refund on its way since {{date}}',
  'checkout.refunds.status.failed':
    'Refund of {{date}} not made yet: the payment service refused it, and our team will make it by hand',
  'checkout.refunds.timing': 'A refund usually reaches your card within 5 to 10 business days.',
  'checkout.refunds.reason.superseded':
    'An earlier payment attempt went through as well. The order was paid once, by the later payment.',
  'checkout.refunds.reason.order-paid-by-another-payment':
    'The order had already been paid by another payment.',
  'checkout.refunds.reason.amount-mismatch': 'The amount charged didn’t match the order’s total.',
  'checkout.refunds.reason.order-not-paying':
    'The order had been changed or cancelled before this payment arrived.',
  'checkout.refunds.reason.promo-used-up':
    'The promo code had been used up by the time this payment arrived, so the order’s total changed.',

  // The link back to an unpaid order.
  'checkout.resume.title': 'Your order',
  'checkout.resume.loading': 'Opening your order…',
  'checkout.resume.paid': 'This order has already been paid. Thank you!',
  'checkout.resume.closed': 'This order can no longer be paid for. Please start a new one.',
  'checkout.resume.not-found': 'We couldn’t find that order. Please check the link.',
  'checkout.resume.failed':
    'We couldn’t open your order just now. Please check your connection and try again.',
  'checkout.resume.view-order': 'View the order',
};
