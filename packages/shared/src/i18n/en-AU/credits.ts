// Interface text of card credits (docs/decisions/0024-credits.md): buying them, the purchase just paid
// and the account's credit history.
export const CREDITS: Record<string, string> = {
  'credits.balance_one': 'You have {{count}} card credit.',
  'credits.balance_other': 'You have {{count}} card credits.',
  'credits.count_one': '{{count}} credit',
  'credits.count_other': '{{count}} credits',

  // Buying: the packs and the region's tiers.
  'credits.buy.title': 'Buy card credits',
  'credits.buy.intro':
    'Pay for cards in advance: one credit pays for one written card with its standard postage, and the more you buy, the less each costs. At checkout your credits pay first; you only pay the rest.',
  'credits.buy.packs': 'Choose a pack',
  'credits.buy.pack-each': '{{price}} each',
  'credits.buy.pack-saving': 'Save {{percent}}%',
  'credits.buy.other': 'Another number of credits',
  'credits.buy.quantity': 'How many credits',
  'credits.buy.quantity-hint': 'From {{min}} to {{max}}.',
  'credits.buy.continue': 'Continue',
  'credits.buy.tiers': 'Price per credit',
  'credits.buy.tier-from': '{{from}} or more',
  'credits.buy.tier-range': '{{from}} to {{to}}',
  'credits.buy.tier-cards': 'Credits',
  'credits.buy.tier-price': 'Each',
  'credits.buy.tier-saving': 'Saving',
  'credits.buy.history': 'See your credit history',
  'credits.validation.quantity': 'Please enter a whole number of credits from {{min}} to {{max}}.',

  // Paying for a pack.
  'credits.pay.title': 'Buy {{count}} credits',
  'credits.pay.summary': 'Your purchase',
  'credits.pay.quantity': 'Credits',
  'credits.pay.each': 'Each',
  'credits.pay.subtotal': 'Subtotal',
  'credits.pay.total': 'Total',
  'credits.pay.change': 'Choose another pack',
  'credits.pay.card': 'Pay by card',
  'credits.pay.pay': 'Pay {{amount}}',
  'credits.pay.processing': 'Processing your payment…',
  'credits.pay.declined': 'Your payment was declined.',
  'credits.pay.declined-hint': 'Nothing was charged. Try another card.',
  'credits.pay.note': 'Your credits are added as soon as you’ve paid.',

  // After paying.
  'credits.complete.meta-title': 'Your credits',
  'credits.complete.title': 'Thank you! Your credits are ready.',
  'credits.complete.added_one': '{{count}} credit was added to your account.',
  'credits.complete.added_other': '{{count}} credits were added to your account.',
  'credits.complete.paid': 'Paid {{amount}} on {{date}}.',
  'credits.complete.open-title': 'This purchase hasn’t been paid yet',
  'credits.complete.open-text': 'Nothing has been charged. You can go back and pay for it.',
  'credits.complete.pay': 'Go to payment',
  'credits.complete.write': 'Write a card',
  'credits.complete.history': 'See your credit history',

  // The credit history.
  'credits.history.title': 'Credit history',
  'credits.history.intro': 'Every credit you’ve bought, used and been given back, newest first.',
  'credits.history.empty-title': 'No credits yet',
  'credits.history.empty-text': 'Credits you buy, and the cards they pay for, are listed here.',
  'credits.history.buy': 'Buy credits',
  'credits.history.entries': 'Your credits, newest first',
  'credits.history.purchase': 'Bought',
  'credits.history.use': 'Used for order {{number}}',
  'credits.history.refund': 'Given back: order {{number}} cancelled',
  'credits.history.view-purchase': 'View the purchase',
  'credits.history.change': 'Change',
  'credits.history.balance-after': 'Balance {{count}}',
};
