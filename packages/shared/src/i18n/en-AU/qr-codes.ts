// Interface text of business QR codes (docs/decisions/0034-qr-codes.md): the page a code on a card opens,
// and the scans on the manage dashboard.
export const QR_CODES: Record<string, string> = {
  'qr-codes.landing.title': 'Thanks for scanning',
  'qr-codes.landing.heading': 'Thanks for scanning — a card from {{organisation}}',
  'qr-codes.landing.intro': '{{organisation}} added this code to their card to share a link with you.',
  'qr-codes.landing.go': 'Continue to {{host}}',
  'qr-codes.landing.address': 'The link goes to:',
  'qr-codes.landing.note': 'You are leaving our shop for a site we do not run.',
  'qr-codes.landing.not-found': 'This QR code is not one of ours',
  'qr-codes.landing.not-found-text':
    'We could not find the card this code belongs to. Check that the whole code was scanned, or visit our shop.',
  'qr-codes.landing.home': 'Visit the shop',
  'qr-codes.scans.title': 'QR code scans',
  'qr-codes.scans.intro': 'How often the QR codes on your organisation’s cards were scanned.',
  'qr-codes.scans.none':
    'No QR codes yet. Add a QR code to a card and we print it with a link to a page that thanks the scanner in your name and counts each scan.',
  'qr-codes.scans.total_one': '{{count}} scan in all',
  'qr-codes.scans.total_other': '{{count}} scans in all',
  'qr-codes.scans.sent-from': 'Sent from',
  'qr-codes.scans.codes': 'Codes',
  'qr-codes.scans.scans': 'Scans',
  'qr-codes.scans.single': 'Cards sent one at a time',
  'qr-codes.scans.campaign': 'Campaign {{reference}}',
};
