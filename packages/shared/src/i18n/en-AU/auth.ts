// Interface text of the auth pages and modals.
export const AUTH: Record<string, string> = {
  // Page titles ('Log in | Cardshop').
  'auth.meta.login': 'Log in',
  'auth.meta.logout': 'Log out',
  'auth.meta.create-account': 'Create an account',
  'auth.meta.forgot-password': 'Forgot your password',
  'auth.meta.reset-password': 'Choose a new password',
  'auth.meta.verify-email': 'Verify your e-mail address',

  // Form fields.
  'auth.field.email': 'E-mail address',
  'auth.field.password': 'Password',
  'auth.field.new-password': 'New password',
  'auth.field.password-confirm': 'Type the password again',
  'auth.field.password-hint': 'At least 12 characters. A few unrelated words make a strong one.',
  'auth.field.first-name': 'First name',
  'auth.field.last-name': 'Last name',
  'auth.field.subscribe': 'Send me news and offers by e-mail',

  // Messages beside a field that say more than the generic rule (validation.*).
  'auth.validation.password.min': 'Use at least 12 characters.',
  'auth.validation.password-confirm.confirmed': 'The two passwords don’t match.',
  'auth.validation.token.format': 'Enter the 6-character code.',
  'auth.validation.token.min': 'Enter the 6-character code.',

  // Log in.
  'auth.login.heading': 'Log in',
  'auth.login.intro': 'Welcome back. Log in to see your orders, addresses and favourite cards.',
  'auth.login.submit': 'Log in',
  'auth.login.processing': 'Logging in…',
  'auth.login.forgot': 'Forgot your password?',
  'auth.login.no-account': 'New here?',
  'auth.login.create': 'Create an account',
  'auth.login.welcome': 'Welcome back, {{name}}.',

  // Create an account.
  'auth.create.heading': 'Create an account',
  'auth.create.intro':
    'Tell us your name and e-mail address. We’ll send you a link to confirm the address and choose a password.',
  'auth.create.submit': 'Create my account',
  'auth.create.processing': 'Creating your account…',
  'auth.create.have-account': 'Already have an account?',
  'auth.create.login': 'Log in',
  'auth.create.done.heading': 'Check your inbox',
  'auth.create.done.text':
    'Your account is ready and you’re signed in. We’ve sent a link to {{email}}: open it to confirm your e-mail address and choose a password.',
  'auth.create.done.continue': 'Continue',

  // The mini-auth modal (favourites and other actions that need an account).
  'auth.mini.label': 'Log in or create an account',
  'auth.mini.heading': 'Log in or create an account',
  'auth.mini.intro': 'You need an account for this. It takes a moment.',
  'auth.mini.tabs': 'Log in or create an account',
  'auth.mini.tab.create': 'Create an account',
  'auth.mini.tab.login': 'Log in',
  'auth.mini.signed-in': 'You’re signed in.',

  // The sign-in code (MFA) modal.
  'auth.mfa.label': 'Enter your sign-in code',
  'auth.mfa.heading': 'Enter your sign-in code',
  'auth.mfa.intro.totp': 'Open your authenticator app and enter the 6-character code it shows for this shop.',
  'auth.mfa.intro.email': 'We’ve e-mailed you a 6-character code. Enter it below.',
  'auth.mfa.method': 'Where does your code come from?',
  'auth.mfa.method.totp': 'Authenticator app',
  'auth.mfa.method.email': 'A code by e-mail',
  'auth.mfa.code': 'Sign-in code',
  'auth.mfa.recovery-hint': 'No access to your codes? Enter one of your recovery codes instead.',
  'auth.mfa.trust': 'Trust this device: don’t ask for a code here for a while',
  'auth.mfa.proceed': 'Proceed',
  'auth.mfa.processing': 'Checking…',
  'auth.mfa.cancel': 'Cancel',
  'auth.mfa.resend': 'Send me a new code',
  'auth.mfa.resend-wait': 'You can ask for a new code in {{seconds}} s.',
  'auth.mfa.sending': 'Sending you a code…',
  'auth.mfa.sent': 'A code is on its way to your inbox.',
  // The code step of a login sent before the page's scripts ran (a form of the page, not the modal).
  'auth.mfa.password-again': 'Enter your password again with the code.',
  'auth.mfa.send': 'E-mail me a code',

  // Forgot password.
  'auth.forgot.heading': 'Forgot your password?',
  'auth.forgot.intro': 'Enter your e-mail address and we’ll send you a link to choose a new password.',
  'auth.forgot.submit': 'Send me a link',
  'auth.forgot.processing': 'Sending…',
  'auth.forgot.done.heading': 'Check your inbox',
  'auth.forgot.done.text':
    'If {{email}} belongs to an account, a link to choose a new password is on its way. It works once, for a limited time.',
  'auth.forgot.back': 'Back to log in',

  // The links sent by mail.
  'auth.link.expired.heading': 'This link has expired',
  'auth.link.expired.text':
    'The links we e-mail work once and for a limited time, and this one can’t be used any more. Ask for a new one and open it soon.',
  'auth.link.expired.action': 'Send me a new link',
  'auth.link.failed': 'We couldn’t check this link. Please try again.',

  // Reset password.
  'auth.reset.heading': 'Choose a new password',
  'auth.reset.intro': 'Choose a new password for {{email}}.',
  'auth.reset.submit': 'Save my new password',
  'auth.reset.processing': 'Saving…',
  'auth.reset.done.heading': 'Your password is changed',
  'auth.reset.done.signed-in': 'You’re signed in with your new password.',
  'auth.reset.done.login': 'Log in with your new password.',

  // Verify e-mail.
  'auth.verify.heading': 'Verify your e-mail address',
  'auth.verify.intro-password': 'Choose a password for {{email}} to finish setting up your account.',
  'auth.verify.submit': 'Verify and save my password',
  'auth.verify.processing': 'Verifying…',
  'auth.verify.verifying': 'Verifying your e-mail address…',
  'auth.verify.confirm': 'Verify my e-mail address',
  'auth.verify.done.heading': 'Your e-mail address is verified',
  'auth.verify.done.text': 'Thank you. Your account is all set.',

  // After a link or a sign-in.
  'auth.continue.account': 'Go to my account',
  'auth.continue.login': 'Log in',

  // Log out.
  'auth.logout.heading': 'Log out',
  'auth.logout.failed': 'We couldn’t log you out. Please try again.',
  'auth.logout.retry': 'Log out',
};
