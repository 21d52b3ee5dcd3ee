// Interface text of redeeming a gift card sent inside a card (issue 17; docs/decisions/0026): the
// recipient's pages /redeem, /redeem/{orderItemId}/{code} and /redeem/confirm-recipient/{…}, and the
// refusals the redemption service answers with (`redeem.*`).
export const REDEEM: Record<string, string> = {
  // The landing page: where the code is and one field for it.
  'redeem.landing.title': 'Redeem your gift card',
  'redeem.landing.intro':
    'Someone sent you a gift card inside a card. Type the code printed inside the card to receive it, or scan the QR code beside it with your phone’s camera.',
  'redeem.landing.where.title': 'Where is the code?',
  'redeem.landing.where.text':
    'Open the card: on the inside, next to the gift card’s name and value, is a code of twelve letters and digits in three groups, such as 7Q4M-2XKD-9PWA.',
  'redeem.landing.forgiving': 'Capitals, spaces and dashes don’t matter, and an O or an I reads as 0 or 1.',
  'redeem.field.code': 'Gift card code',
  'redeem.field.code-hint': 'Twelve letters and digits, as printed inside the card.',
  'redeem.landing.submit': 'Find my gift card',
  'redeem.landing.processing': 'Looking…',

  // A code that leads nowhere.
  'redeem.not-found.title': 'We couldn’t find this gift card',
  'redeem.not-found.text':
    'We couldn’t find a gift card with this code. Please check the code printed inside your card and type it again.',
  'redeem.not-found.again': 'Type the code again',

  // The gift card.
  'redeem.gift.title': 'A gift card for you',
  'redeem.gift.value': 'Value',
  'redeem.gift.validity': 'Valid for',
  'redeem.gift.valid-until': 'Redeem by',
  'redeem.gift.no-expiry': 'No expiry',
  'redeem.gift.terms':
    'Redeeming gives you a voucher from the gift card’s issuer, shown here and sent to the e-mail address you give. It is spent as the issuer’s terms say.',
  'redeem.gift.can-change': 'The sender lets you choose another gift card of the same value.',

  // Ready: one e-mail address and the voucher.
  'redeem.ready.title': 'Receive your gift card',
  'redeem.ready.intro': 'Tell us where to e-mail your voucher. It also shows on this page straight away.',
  'redeem.field.email': 'Your e-mail address',
  'redeem.ready.submit': 'Redeem my gift card',
  'redeem.ready.processing': 'Redeeming…',

  // Verify: a code to the address the sender gave.
  'redeem.verify.title': 'Confirm it’s you',
  'redeem.verify.intro':
    'The sender asked us to check the gift card reaches the right person. Choose where we send you a {{length}}-digit code.',
  'redeem.verify.by-email': 'E-mail a code to {{address}}',
  'redeem.verify.by-phone': 'Text a code to {{address}}',

  // Confirming the recipient with the code.
  'redeem.confirm.title': 'Enter your code',
  'redeem.confirm.sent-email':
    'We’ve e-mailed a {{length}}-digit code to {{address}}. It works for {{minutes}} minutes.',
  'redeem.confirm.sent-phone':
    'We’ve sent a {{length}}-digit code by text message to {{address}}. It works for {{minutes}} minutes.',
  'redeem.confirm.sent-any': 'Type the {{length}}-digit code we sent you. It works for {{minutes}} minutes.',
  'redeem.field.verification-code': 'Verification code',
  'redeem.field.verification-code-hint': '{{length}} digits.',
  'redeem.field.voucher-email': 'E-mail address for your voucher',
  'redeem.field.voucher-email-hint': 'Where we send the voucher: any address of yours.',
  'redeem.confirm.submit': 'Confirm and redeem',
  'redeem.confirm.processing': 'Redeeming…',
  'redeem.confirm.no-code': 'Didn’t get a code, or it has run out?',
  'redeem.confirm.resend-email': 'Send a new code by e-mail',
  'redeem.confirm.resend-phone': 'Send a new code by text message',
  'redeem.confirm.resend-wait_one': 'You can ask for a new code in {{count}} second.',
  'redeem.confirm.resend-wait_other': 'You can ask for a new code in {{count}} seconds.',
  'redeem.confirm.resent': 'We’ve sent a new code to {{address}}.',
  'redeem.confirm.choose-again': 'Choose where to send the code',

  // Redeemed or expired.
  'redeem.redeemed.title': 'This gift card has been redeemed',
  'redeem.redeemed.text': 'It was redeemed on {{date}}, and the voucher was sent to {{address}}.',
  'redeem.redeemed.text-no-address': 'It was redeemed on {{date}}.',
  'redeem.expired.title': 'This gift card has expired',
  'redeem.expired.text': 'It could be redeemed until {{date}}.',
  'redeem.expired.text-no-date': 'It can no longer be redeemed.',

  // The voucher.
  'redeem.voucher.title': 'Your voucher',
  'redeem.voucher.intro': 'Here is your voucher. We’ve also e-mailed it to you: keep it somewhere safe.',
  'redeem.voucher.test': 'Test voucher',
  'redeem.voucher.test-text': 'This voucher comes from the test supplier: it can’t be spent anywhere.',
  'redeem.voucher.code': 'Voucher code',
  'redeem.voucher.pin': 'PIN',
  'redeem.voucher.amount': 'Value',
  'redeem.voucher.expires': 'Expires',
  'redeem.voucher.no-expiry': 'No expiry',
  'redeem.voucher.issuer': 'Issued by',
  'redeem.voucher.spend': 'Where to spend it',

  // The service's refusals.
  'redeem.redeemed': 'This gift card has been redeemed already.',
  'redeem.expired': 'This gift card has expired and can no longer be redeemed.',
  'redeem.supplier-unavailable':
    'We couldn’t get your voucher from the gift card’s issuer just now. Nothing was used up: please try again in a few minutes.',
};
