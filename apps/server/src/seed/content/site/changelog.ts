import type { ContentSeed } from '../../types.ts';

// Product updates, newest last here; listings sort by publishedAt.

const html = (...parts: string[]): string => parts.join('\n');

const UPDATES: ContentSeed[] = [
  {
    path: '/changelog/scheduled-cards',
    template: 'article',
    title: 'Schedule cards up to a year ahead',
    metaDescription: 'You can now choose an arrival date for any card, up to twelve months in advance.',
    summary:
      'Pick the day you want a card to arrive and we will post it at the right time, up to a year ahead.',
    publishedAt: '2024-02-13',
    body: html(
      '<p>Every card now has an <strong>arrival date</strong> option at checkout. Choose a date up to twelve months away and we will work out when to write and post it, allowing for typical delivery times to the destination.</p>',
      '<p>Scheduled cards appear under <em>My cards</em>, where you can change the message, address or date until the card is written.</p>',
    ),
  },
  {
    path: '/changelog/new-zealand-shop',
    template: 'article',
    title: 'Kia ora, New Zealand',
    metaDescription:
      'Cardshop now has a New Zealand shop with prices in NZD and cards written and posted locally.',
    summary: 'A New Zealand shop with NZD pricing, and cards written and posted from within New Zealand.',
    publishedAt: '2024-04-09',
    body: html(
      '<p>Cards for New Zealand addresses are now written by our partner studio in Christchurch and posted through the local network, cutting typical delivery times to 2–5 business days.</p>',
      '<p>Visitors in New Zealand will see prices in NZD automatically. You can switch region at any time from the footer.</p>',
    ),
  },
  {
    path: '/changelog/address-book-import',
    template: 'article',
    title: 'Import your address book from a spreadsheet',
    metaDescription: 'Upload a CSV of names and addresses to fill your Cardshop address book in one go.',
    summary:
      'Upload a CSV file and we will add every address to your address book, checking the format as we go.',
    publishedAt: '2024-06-25',
    body: html(
      '<p>You can now upload a CSV of contacts from your address book page. We match common column names automatically and flag any rows with a missing postcode or state before anything is saved.</p>',
      '<p>Birthdays in the file are imported too, ready for scheduling.</p>',
    ),
  },
  {
    path: '/changelog/premium-cotton-stock',
    template: 'article',
    title: 'New premium cotton card stock',
    metaDescription: 'A heavier 400gsm cotton-blend card stock is now available on every design.',
    summary: 'A 400gsm cotton-blend board with a soft texture, available as an upgrade on every card.',
    publishedAt: '2024-09-03',
    body: html(
      '<p>Our new premium stock is a 400gsm cotton-blend board with a gentle tooth that makes pen lines look especially rich. Choose it from the paper options when you write your card.</p>',
      '<p>Read more about how we choose our papers in <a href="/articles/choosing-paper-stocks">our guide to paper stocks</a>.</p>',
    ),
  },
  {
    path: '/changelog/business-volume-pricing',
    template: 'article',
    title: 'Simpler volume pricing for business',
    metaDescription:
      'Business accounts now get automatic tiered pricing from 50 cards, with postage included.',
    summary: 'Tiered per-card prices now apply automatically from 50 cards, with postage included.',
    publishedAt: '2024-11-19',
    body: html(
      '<p>We have replaced quotes with a clear, published price list. The more cards you send, the less each one costs, and the right tier is applied automatically at checkout.</p>',
      '<p>See the full table on our <a href="/business#pricing">business page</a>.</p>',
    ),
  },
  {
    path: '/changelog/gift-cards-in-cards',
    template: 'article',
    title: 'Tuck a gift card inside your card',
    metaDescription: 'Add a gift card to a folded card, printed and posted with your message.',
    summary: 'Add a gift card to a folded card and it will be printed and posted with your message.',
    publishedAt: '2025-02-04',
    body: html(
      '<p>When you write a folded card, portrait or landscape, you will now see an option to add a gift card. Choose an amount and we will print the gift card, slot it inside and post everything together.</p>',
      '<p>Gift cards can also still be sent by email. See <a href="/gift-cards">gift cards</a> for the full range.</p>',
    ),
  },
  {
    path: '/changelog/custom-signatures',
    template: 'article',
    title: 'Custom signatures for business accounts',
    metaDescription:
      'Business accounts can now upload a signature and have it written in real ink on every card.',
    summary: 'Upload a signature once and we will write it in real ink at the end of every card.',
    publishedAt: '2025-04-15',
    body: html(
      '<p>Business accounts can now upload a photo of a signature. Our team traces it into a pen path, and once you approve the proof it can be added to any card at the end of your message.</p>',
      '<p>Full custom handwriting styles are available too; see <a href="/business">Cardshop for Business</a>.</p>',
    ),
  },
  {
    path: '/changelog/canada-shop',
    template: 'article',
    title: 'Now writing cards in Canada',
    metaDescription: 'Cardshop now has a Canadian shop with CAD pricing and cards posted from within Canada.',
    summary: 'A Canadian shop with CAD pricing, and local writing and posting for Canadian addresses.',
    publishedAt: '2025-07-01',
    body: html(
      '<p>Cards to Canadian addresses are now written at our partner studio in Ontario and posted locally. Prices are shown in CAD, and the address form now asks for the province and postal code in the Canadian format.</p>',
    ),
  },
  {
    path: '/changelog/crm-automations',
    template: 'article',
    title: 'Automations: send cards from your CRM',
    metaDescription:
      'Trigger handwritten cards automatically from dates and events in your CRM or a spreadsheet.',
    summary:
      'Cards can now be triggered by dates and events in your CRM, such as a settlement or a client anniversary.',
    publishedAt: '2025-09-23',
    body: html(
      '<p>Business accounts can now create automations: a rule that writes and posts a card whenever a contact reaches a date or event. Settlement anniversaries, birthdays and new-client welcomes are the most popular so far.</p>',
      '<p>Read how it works on the <a href="/business/features/automations">automations page</a>.</p>',
    ),
  },
  {
    path: '/changelog/message-preview',
    template: 'article',
    title: 'See your handwriting before you buy',
    metaDescription:
      'The card editor now shows a live preview of your message in the handwriting style you choose.',
    summary: 'A live preview now shows your message in your chosen handwriting style, line breaks and all.',
    publishedAt: '2025-11-11',
    body: html(
      '<p>As you type, the editor now draws your message in the handwriting style you have chosen, with the same line breaks and spacing our pens will use. If a message is too long for the card, you will know before you reach checkout.</p>',
    ),
  },
  {
    path: '/changelog/faster-christmas-dispatch',
    template: 'article',
    title: 'Longer writing hours for the Christmas rush',
    metaDescription: 'Extended studio hours in December mean cards ordered by 1pm are posted the same day.',
    summary: 'Extended studio hours through December, and clearer posting deadlines for every country.',
    publishedAt: '2025-12-01',
    body: html(
      '<p>Our studios are running extra shifts through December, so cards ordered before 1pm local time on a business day are still posted the same day. Each country’s last recommended posting date is now shown at checkout.</p>',
    ),
  },
  {
    path: '/changelog/team-workspaces',
    template: 'article',
    title: 'Shared workspaces for business teams',
    metaDescription:
      'Invite colleagues to a shared business workspace with one address book, one invoice and shared designs.',
    summary:
      'Invite your team to a shared workspace with one address book, shared templates and a single monthly invoice.',
    publishedAt: '2026-03-10',
    body: html(
      '<p>Business accounts can now invite colleagues. Everyone shares the same address book, saved messages and handwriting styles, and all cards are billed on one monthly invoice.</p>',
      '<p>Admins can set who may send cards and who may only draft them for approval.</p>',
    ),
  },
  {
    path: '/changelog/artist-studio',
    template: 'article',
    title: 'A new studio for our artists',
    metaDescription:
      'Artists selling on Cardshop now have a studio dashboard with sales, payouts and design uploads.',
    summary: 'Artists can now upload designs, follow sales and see payouts in one dashboard.',
    publishedAt: '2026-06-16',
    body: html(
      '<p>The artist studio brings everything our artists need into one place: upload artwork, preview it on every card size, see which designs are being sent and track monthly payouts.</p>',
      '<p>Interested in selling your art? Visit <a href="/artists">our artists page</a>.</p>',
    ),
  },
];

export const CHANGELOG_PAGE: ContentSeed = {
  path: '/changelog',
  template: 'changelog',
  title: 'Changelog',
  metaDescription:
    'New features, improvements and fixes to Cardshop, from scheduling to business automations.',
  summary: 'What is new at Cardshop: features, improvements and the occasional fix.',
  body: html(
    '<p>We are always tinkering with the shop, the studio and the pens. This is where we note what has changed, big and small. If something here prompts a question, <a href="/contact">get in touch</a>; we read every message.</p>',
  ),
  publishedAt: '2024-02-01',
  children: UPDATES,
};
