// Interface text of address requests (docs/decisions/0030-address-requests.md): the owner's collection
// link and its settings, and the public page a friend fills in.
export const ADDRESS_REQUESTS: Record<string, string> = {
  'address-requests.title': 'Ask for addresses',
  'address-requests.intro':
    'Send this link to friends and family: they fill in their postal address and it lands in your address book.',
  'address-requests.none': 'You have no link yet.',
  'address-requests.make': 'Make my link',
  'address-requests.link': 'Your link',
  'address-requests.copy': 'Copy link',
  'address-requests.copied': 'Copied',
  'address-requests.share-mail': 'Send by e-mail',
  'address-requests.share-subject': 'Your postal address, please',
  'address-requests.share-body': 'Could you fill in your postal address here? {{url}}',
  'address-requests.off': 'Your link is turned off: nobody can answer it until you turn it on.',
  'address-requests.answers_one': '{{count}} answer so far',
  'address-requests.answers_other': '{{count}} answers so far',
  'address-requests.settings-link': 'Link settings',
  'address-requests.book-link': 'Back to the address book',
  'address-requests.settings.title': 'Link settings',
  'address-requests.settings.message': 'Your message',
  'address-requests.settings.message-hint': 'Shown above the form, with your first name.',
  'address-requests.settings.asked': 'Also ask for',
  'address-requests.settings.ask-email': 'E-mail address',
  'address-requests.settings.ask-phone': 'Phone number',
  'address-requests.settings.ask-birthday': 'Birthday',
  'address-requests.settings.group': 'Put answers into the group',
  'address-requests.settings.no-group': 'No group',
  'address-requests.settings.enabled': 'The link is on',
  'address-requests.settings.save': 'Save settings',
  'address-requests.settings.saved': 'Settings saved.',
  'address-requests.settings.new-link': 'Make a new link',
  'address-requests.settings.new-link-hint': 'The old link stops working at once.',
  'address-requests.settings.renewed': 'Your new link is ready; the old one no longer works.',
  'address-requests.public.title': 'Your postal address for {{firstName}}',
  'address-requests.public.intro':
    '{{firstName}} would like your postal address, to send you cards. It goes to their address book only.',
  'address-requests.public.update-title': 'Correct your address for {{firstName}}',
  'address-requests.public.send': 'Send my address',
  'address-requests.public.update': 'Save my changes',
  'address-requests.public.thanks': 'Thank you: {{firstName}} has your address.',
  'address-requests.public.correct-later':
    'Keep this link to correct your address later (it is yours alone):',
  'address-requests.public.not-found.title': 'This link does not work',
  'address-requests.public.not-found.body':
    'The link may have been typed wrongly or turned off. Ask the person who sent it for a new one.',
  'address-requests.public.too-many': 'Too many tries from here. Please wait {{seconds}} seconds.',
  'address-requests.public.birthday': 'Birthday (day, month and, if you like, year)',
  'address-requests.meta.request': 'Ask for addresses',
  'address-requests.meta.settings': 'Address link settings',
  'address-requests.meta.public': 'Your postal address',
};

/** The owner's mail when someone answers their link. */
export const ADDRESS_REQUESTS_MAIL: Record<string, string> = {
  'mail.address-request.subject': '{{name}} sent you their address',
  'mail.address-request.added': '{{name}} answered your address link: they are now in your address book.',
  'mail.address-request.updated':
    '{{name}} answered your address link: their contact in your address book is up to date.',
  'mail.address-request.action': 'See the contact',
};
