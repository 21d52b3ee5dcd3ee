// Text of the messages the shop sends by e-mail (rendered on the server in the recipient's locale).
export const MAIL: Record<string, string> = {
  'mail.footer': 'Cardshop · cards written and posted for you.',
  'mail.unsubscribe': 'Unsubscribe',
};
