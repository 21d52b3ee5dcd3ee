// Text of the messages the shop sends by e-mail (rendered on the server in the recipient's locale).
export const MAIL: Record<string, string> = {
  'mail.footer': 'Cardshop · cards written and posted for you.',
  'mail.unsubscribe': 'Unsubscribe',
  'mail.greeting': 'Hi {{firstName}},',
  'mail.verify-email.subject': 'Please confirm your email address',
  'mail.verify-email.body':
    'Thanks for creating a Cardshop account. Please confirm your email address and choose a password.',
  'mail.verify-email.action': 'Confirm my email address',
  'mail.verify-email.expiry': 'The link works once, for 48 hours.',
  'mail.verify-email.ignore': 'If you didn’t create an account, you can ignore this message.',
  'mail.reset-password.subject': 'Reset your Cardshop password',
  'mail.reset-password.body': 'We received a request to reset the password of your Cardshop account.',
  'mail.reset-password.action': 'Choose a new password',
  'mail.reset-password.expiry': 'The link works once, for one hour.',
  'mail.reset-password.ignore':
    'If you didn’t ask for this, you can ignore this message: your password stays the same.',
  'mail.mfa-code.subject': 'Your Cardshop sign-in code: {{code}}',
  'mail.mfa-code.body': 'Your sign-in code is {{code}}.',
  'mail.mfa-code.expiry': 'It works once, for 10 minutes.',
  'mail.mfa-code.ignore':
    'If you weren’t signing in, someone knows your password: please change it from your account.',
  'mail.password-changed.subject': 'Your Cardshop password was changed',
  'mail.password-changed.body': 'The password of your Cardshop account was just changed.',
  'mail.password-changed.not-you':
    'If this wasn’t you, reset your password now: that signs out everyone using your account.',
  'mail.password-changed.action': 'Reset my password',
  'mail.security-changed.subject': 'Your Cardshop sign-in settings changed',
  'mail.security-changed.totp-off': 'The authenticator app was turned off for your Cardshop account.',
  'mail.security-changed.email-mfa-off': 'E-mailed sign-in codes were turned off for your Cardshop account.',
  'mail.security-changed.recovery-codes':
    'New recovery codes were made for your Cardshop account; the old ones no longer work.',
  'mail.order-confirmation.subject': 'Your Cardshop order {{reference}} is confirmed',
  'mail.order-confirmation.body': 'Thank you for your order. We’ve received your payment of {{total}}.',
  'mail.order-confirmation.items': 'What you bought:',
  'mail.order-confirmation.item': '{{quantity}} × {{name}} ({{size}}), {{method}} post: {{lineTotal}}',
  'mail.order-confirmation.gift-card': '1 × {{name}} gift card, inside the card above: {{lineTotal}}',
  'mail.order-confirmation.subtotal': 'Cards: {{subtotal}}',
  'mail.order-confirmation.gift-cards': 'Gift cards: {{giftCards}}',
  'mail.order-confirmation.discount': 'Discount ({{couponCode}}): −{{discount}}',
  'mail.order-confirmation.credits': 'Card credits used ({{credits}}): −{{creditsAmount}}',
  'mail.order-confirmation.body-credits': 'Thank you for your order. Your card credits paid for all of it.',
  'mail.order-confirmation.body-credits-gift-credit':
    'Thank you for your order. Your card credits and gift credit paid for all of it.',
  'mail.order-confirmation.gift-credit': 'Gift credit used: −{{giftCredit}}',
  'mail.order-confirmation.shipping': 'Postage: {{shipping}}',
  'mail.order-confirmation.shipping-free': 'Postage: free',
  'mail.order-confirmation.tax-included': 'Includes {{taxName}} of {{tax}}',
  'mail.order-confirmation.tax-added': '{{taxName}}: {{tax}}',
  'mail.order-confirmation.total': 'Total paid: {{total}}',
  'mail.order-confirmation.delivery': 'Expected delivery: between {{minDelivery}} and {{maxDelivery}}.',
  'mail.order-confirmation.delivery-unknown': 'We’ll post your cards as soon as they are printed.',
  'mail.order-confirmation.test-mode': 'This order was paid in test mode: no money was taken.',
  'mail.order-confirmation.action': 'View your order',
  'mail.order-confirmation.account': 'You can also find it under Orders in your account.',
  'mail.newsletter-confirm.subject': 'Please confirm your Cardshop newsletter subscription',
  'mail.newsletter-confirm.body':
    'Someone, we hope you, asked for the Cardshop newsletter at this address. Please confirm that you’d like it: we won’t send it until you do.',
  'mail.newsletter-confirm.action': 'Yes, send me the newsletter',
  'mail.newsletter-confirm.expiry': 'The link works for 7 days.',
  'mail.newsletter-confirm.ignore':
    'If you didn’t ask for it, you can ignore this message: this address won’t be subscribed.',
  'mail.newsletter-subscribed.subject': 'You’re already subscribed to the Cardshop newsletter',
  'mail.newsletter-subscribed.body':
    'Someone, we hope you, asked for the Cardshop newsletter at this address. It is already subscribed, so there’s nothing more to do.',
  'mail.newsletter-subscribed.stop': 'If you no longer want it, the unsubscribe link below stops it.',
  'mail.newsletter-subscribed.ignore': 'If you didn’t ask, you can ignore this message: nothing has changed.',
  'mail.redeem-verification.subject': 'Your gift card verification code: {{code}}',
  'mail.redeem-verification.body':
    'To redeem the {{giftCard}} gift card sent to you in a Cardshop card, enter this verification code: {{code}}',
  'mail.redeem-verification.expiry': 'It works for {{minutes}} minutes.',
  'mail.redeem-verification.ignore':
    'If you aren’t redeeming a gift card, you can ignore this message: nothing happens without the code.',
  'mail.redeem-verification.sms':
    'Cardshop: your gift card verification code is {{code}}. It works for {{minutes}} minutes.',
  'mail.gift-voucher.subject': 'Your {{giftCard}} gift card ({{amount}})',
  'mail.gift-voucher.subject-test': 'TEST: your {{giftCard}} gift card ({{amount}})',
  'mail.gift-voucher.test':
    'TEST VOUCHER: the shop is in test mode, so this is not a real gift card and cannot be spent.',
  'mail.gift-voucher.body':
    'Here is the {{giftCard}} gift card sent to you in a Cardshop card, worth {{amount}}.',
  'mail.gift-voucher.code': 'Gift card code: {{voucherCode}}',
  'mail.gift-voucher.pin': 'PIN: {{pin}}',
  'mail.gift-voucher.expires': 'Use it by {{expiresOn}}.',
  'mail.gift-voucher.no-expiry': 'It never expires.',
  'mail.gift-voucher.where': 'Spend it at {{url}}',
  'mail.gift-voucher.keep': 'Keep this e-mail: the code is what you spend, so share it only to give it away.',
};
