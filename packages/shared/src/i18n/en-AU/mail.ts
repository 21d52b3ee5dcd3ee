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
};
