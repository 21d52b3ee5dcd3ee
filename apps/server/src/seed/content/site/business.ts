import type { ContentSeed, SectionSeed } from '../../types.ts';

// Cardshop for Business: the overview, a campaign landing page, sign-up, industry pages and a feature page.
// Section item shapes: icons {icon, title, content}; faq {title, content}; testimonials {title, content,
// attribution, attributionExtra}; comparison starts with {headers} followed by {cells} rows, where a cell of
// 'check' or 'times' is drawn as an icon; discount {code, applyLabel, contentTop, contentBottom}; cards {tag,
// label, url}; companies {name}.

const html = (...parts: string[]): string => parts.join('\n');

const SIGNUP_CTA: SectionSeed = {
  type: 'signup',
  title: 'Start sending in minutes',
  subtitle: 'No set-up fees, no subscriptions, no minimum order.',
  content:
    '<p>Open a free business account in a minute, then invite your team: each member gets the permissions you choose.</p>',
  cta: '/business/signup',
  ctaLabel: 'Open a business account',
};

const BUSINESS: ContentSeed = {
  path: '/business',
  template: 'business',
  title: 'Cardshop for Business',
  nav: 'business',
  metaDescription:
    'Handwritten cards for your clients, written with a real pen and posted for you. Volume pricing, custom handwriting and CRM automations.',
  summary: 'Real handwritten cards for clients, staff and supporters, sent by the dozen or by the thousand.',
  publishedAt: '2023-05-01',
  featureImage: { palette: ['#234e52', '#e6f2ef'], motif: 'grid' },
  body: '',
  sections: [
    {
      type: 'hero',
      title: 'Handwritten cards that get opened',
      subtitle: 'Thank clients, welcome customers and remember the dates that matter, at any scale.',
      content:
        '<p>Upload a list, write a message and we will write every card with a real pen, address it and post it. No printed fonts, no stickers, no trips to the post office.</p>',
      cta: '/contact',
      ctaLabel: 'Talk to our business team',
    },
    {
      type: 'general',
      title: 'The personal touch, without the late nights',
      content: html(
        '<p>A handwritten card is the one piece of mail everyone opens. It is also the one that takes forever to write. Cardshop gives your team the first without the second.</p>',
        '<p>Real estate agencies, financial advisers, florists, cafés, charities and sporting clubs use Cardshop to send thank-you cards, anniversaries, birthdays and seasonal greetings. Whether it is twelve cards or twelve thousand, each one is written in real ink and checked by a person before it is posted.</p>',
      ),
    },
    {
      type: 'icons',
      title: 'Everything your team needs',
      items: [
        {
          icon: 'pen',
          title: 'Real pen, real ink',
          content:
            '<p>Every card is written by a robot holding a real pen, with natural variation in every letter.</p>',
        },
        {
          icon: 'users',
          title: 'Personal at scale',
          content:
            '<p>Merge names and personal details from a spreadsheet so every message reads as if it was written for one person.</p>',
        },
        {
          icon: 'calendar',
          title: 'Scheduled sends',
          content:
            '<p>Pick an arrival date for each card, up to twelve months ahead, and we post it at the right time.</p>',
        },
        {
          icon: 'briefcase',
          title: 'Your handwriting',
          content:
            '<p>Turn a handwriting sample or signature into a custom style, so cards come from your desk.</p>',
        },
        {
          icon: 'print',
          title: 'Your artwork',
          content:
            '<p>Choose from hundreds of artist designs or upload your own branded artwork and logo.</p>',
        },
        {
          icon: 'truck',
          title: 'Postage sorted',
          content:
            '<p>We address, stamp and post every card. Standard postage is included in our volume prices.</p>',
        },
        {
          icon: 'clock',
          title: 'Automations',
          content:
            '<p>Trigger cards from your CRM for settlements, anniversaries and new clients, then forget about them.</p>',
        },
        {
          icon: 'star',
          title: 'Checked by people',
          content: '<p>Every card is checked by a member of our team before it goes in the post.</p>',
        },
      ],
    },
    {
      type: 'pricing',
      title: 'Simple volume pricing',
      subtitle: 'The more you send, the less each card costs.',
      content: html(
        '<p>One price per card covers the card, the handwriting, a quality envelope and standard postage, unless shown otherwise. Prices fall automatically as your order grows, starting at 50 cards, and the right tier is applied at checkout.</p>',
        '<p>There are no subscriptions or set-up fees. Premium envelopes, international postage and custom handwriting styles are optional extras, always shown before you pay.</p>',
      ),
      cta: '/contact',
      ctaLabel: 'Talk to our business team',
    },
    {
      type: 'testimonials',
      title: 'Trusted by small businesses',
      items: [
        {
          title: 'Our phones ring after every batch',
          content:
            '<p>We send a card on every settlement anniversary. Past clients call to say thanks, and half the time they mention a friend who is thinking of selling.</p>',
          attribution: 'Renee K., Harbourside Property Co.',
          attributionExtra: 5,
        },
        {
          title: 'Hours back every month',
          content:
            '<p>I used to spend a Sunday every month writing thank-you cards. Now I upload a list on Monday morning and they are in the post by lunchtime.</p>',
          attribution: 'Marcus L., Ledger & Oak Advisory',
          attributionExtra: 5,
        },
        {
          title: 'Donors notice',
          content:
            '<p>Our donor thank-you cards are signed in our director’s own hand. Retention is up, and the notes we get back are lovely.</p>',
          attribution: 'Alana P., Riverbend Community Kitchen',
          attributionExtra: 4,
        },
      ],
    },
    {
      type: 'comparison',
      title: 'Cardshop or doing it yourself?',
      subtitle: 'Two hundred client cards, side by side.',
      items: [
        { headers: ['', 'Cardshop', 'Doing it yourself'] },
        { cells: ['Real pen handwriting, without the writer’s cramp', 'check', 'times'] },
        { cells: ['Consistent, legible writing on every card', 'check', 'times'] },
        { cells: ['Envelopes addressed and stamped for you', 'check', 'times'] },
        { cells: ['Scheduled to arrive on the right day', 'check', 'times'] },
        { cells: ['Triggered automatically from your CRM', 'check', 'times'] },
        { cells: ['Every card checked before posting', 'check', 'Depends on the day'] },
        { cells: ['Staff time for 200 cards', 'About 15 minutes', 'Two to three days'] },
      ],
    },
    {
      type: 'faq',
      title: 'Business questions',
      items: [
        {
          title: 'Is there a minimum order?',
          content:
            '<p>No. Send a single card if you like; volume pricing starts automatically from 50 cards.</p>',
        },
        {
          title: 'How do I upload my list?',
          content:
            '<p>Upload a CSV or spreadsheet with names and addresses. We match the columns for you and flag any incomplete addresses before anything is sent.</p>',
        },
        {
          title: 'Can the cards be written in my handwriting?',
          content:
            '<p>Yes. Send us a handwriting sample or signature and we will create a custom style and send a proof for approval, usually within ten business days.</p>',
        },
        {
          title: 'Can we pay on account?',
          content: '<p>Approved accounts can be invoiced monthly on 14-day terms.</p>',
        },
        {
          title: 'Do you send overseas?',
          content:
            '<p>Yes. Cards to New Zealand, the UK, the US and Canada are written and posted locally; other countries are sent by international airmail.</p>',
        },
      ],
    },
    SIGNUP_CTA,
  ],
};

const LANDING: ContentSeed = {
  path: '/business/landing',
  template: 'businessLanding',
  title: 'Handwritten Cards for Business',
  nav: 'business',
  metaDescription:
    'Try Cardshop for Business with 10% off your first order: real handwritten cards for clients, posted for you.',
  summary: 'A welcome offer for new business customers: 10% off your first handwritten card campaign.',
  publishedAt: '2025-03-03',
  body: '',
  sections: [
    {
      type: 'hero',
      title: 'Your clients will keep this one',
      subtitle: 'Real pen. Real ink. Posted for you.',
      content:
        '<p>Send handwritten thank-you cards, anniversary cards and seasonal greetings to your clients, and save 10% on your first order.</p>',
      cta: '/contact',
      ctaLabel: 'Talk to our business team',
    },
    {
      type: 'companies',
      title: 'Sending cards for hundreds of small businesses',
      items: [
        { name: 'Harbourside Property Co.' },
        { name: 'Ledger & Oak Advisory' },
        { name: 'Wildflower Lane Florist' },
        { name: 'Riverbend Community Kitchen' },
        { name: 'Saltbush Café' },
        { name: 'Northshore Physio' },
      ],
    },
    {
      type: 'discount',
      title: '10% off your first business order',
      items: [
        {
          code: 'WELCOME10',
          applyLabel: 'Apply code',
          contentTop: '<p>Use this code at checkout on your first order as a business customer.</p>',
          contentBottom:
            '<p>Valid once per business account on orders of 10 cards or more. Cannot be combined with other offers.</p>',
        },
      ],
    },
    {
      type: 'icons',
      title: 'How it works',
      items: [
        {
          icon: 'users',
          title: 'Upload your list',
          content: '<p>A spreadsheet of names and addresses is all you need.</p>',
        },
        {
          icon: 'pen',
          title: 'Write once',
          content: '<p>Write your message with personal details merged in.</p>',
        },
        {
          icon: 'truck',
          title: 'We post it',
          content: '<p>Every card is written, checked, stamped and posted.</p>',
        },
      ],
    },
    {
      type: 'quote',
      quote:
        'We tried printed cards for years. The first batch of handwritten ones brought in more referrals than the previous two Christmases combined.',
      author: 'Daniel W., principal, Harbourside Property Co.',
    },
    SIGNUP_CTA,
  ],
};

interface VerticalCopy {
  slug: string;
  title: string;
  metaDescription: string;
  summary: string;
  publishedAt: string;
  palette: [string, string];
  motif: string;
  heroTitle: string;
  heroSubtitle: string;
  heroContent: string;
  generalTitle: string;
  general: string;
  quote: string;
  author: string;
  cardsTitle: string;
  cardsContent: string;
  cards: Array<{ tag: string; label: string; url: string }>;
}

const vertical = (copy: VerticalCopy): ContentSeed => ({
  path: `/business/${copy.slug}`,
  template: 'businessVertical',
  title: copy.title,
  nav: 'business',
  metaDescription: copy.metaDescription,
  summary: copy.summary,
  publishedAt: copy.publishedAt,
  featureImage: { palette: copy.palette, motif: copy.motif },
  body: '',
  sections: [
    {
      type: 'hero',
      title: copy.heroTitle,
      subtitle: copy.heroSubtitle,
      content: copy.heroContent,
      cta: '/contact',
      ctaLabel: 'Talk to our business team',
    },
    { type: 'general', title: copy.generalTitle, content: copy.general },
    { type: 'quote', quote: copy.quote, author: copy.author },
    { type: 'cards', title: copy.cardsTitle, content: copy.cardsContent, items: copy.cards },
    SIGNUP_CTA,
  ],
});

const VERTICALS: ContentSeed[] = [
  vertical({
    slug: 'real-estate',
    title: 'Handwritten Cards for Real Estate Agents',
    metaDescription:
      'Handwritten appraisal, settlement and anniversary cards for real estate agents, written in your own handwriting and posted for you.',
    summary: 'Appraisal follow-ups, settlement cards and anniversaries that keep past clients calling.',
    publishedAt: '2023-07-12',
    palette: ['#264653', '#e9f1ef'],
    motif: 'hills',
    heroTitle: 'Be the agent they remember',
    heroSubtitle: 'Appraisal, settlement and anniversary cards, written in your handwriting.',
    heroContent:
      '<p>Referrals come from people who remember you. A handwritten card at the right moment keeps your name on the fridge long after the sale.</p>',
    generalTitle: 'Built for the way agencies work',
    general: html(
      '<p>Send a thank-you within two days of an appraisal, a welcome card to buyers at settlement and a card on every settlement anniversary. Connect your CRM and the cards go out on their own, written in each agent’s own handwriting style and signed in real ink.</p>',
      '<p>Just-listed and just-sold cards for the neighbours are written and posted within one business day, so they arrive while the signboard is still up.</p>',
    ),
    quote:
      'Settlement anniversary cards are the best thing we have done for repeat business. Clients ring to say thanks, and then they tell us about their neighbours.',
    author: 'Renee K., director, Harbourside Property Co.',
    cardsTitle: 'Cards agents love',
    cardsContent:
      '<p>Warm, understated designs that suit every client, from first-home buyers to downsizers.</p>',
    cards: [
      { tag: 'new-home', label: 'New home', url: '/occasion/new-home' },
      { tag: 'thank-you', label: 'Thank you', url: '/occasion/thank-you' },
      { tag: 'congratulations', label: 'Congratulations', url: '/occasion/congratulations' },
      { tag: 'christmas', label: 'Christmas', url: '/occasion/christmas' },
    ],
  }),
  vertical({
    slug: 'financial-services',
    title: 'Handwritten Cards for Financial Services',
    metaDescription:
      'Handwritten client cards for accountants, financial advisers and mortgage brokers: onboarding, birthdays, milestones and end of financial year.',
    summary:
      'Client onboarding, milestones and end-of-financial-year thank-yous for advisers, brokers and accountants.',
    publishedAt: '2023-09-06',
    palette: ['#2b2d42', '#edf2f4'],
    motif: 'grid',
    heroTitle: 'Trust is built by hand',
    heroSubtitle: 'Cards for advisers, brokers and accountants who know their clients by name.',
    heroContent:
      '<p>Your clients trust you with their money and their plans. A handwritten card shows them they are more than an account number.</p>',
    generalTitle: 'The right card at the right moment',
    general: html(
      '<p>Welcome new clients after onboarding, mark a loan settlement or a paid-off mortgage, send birthday cards and say thank you at the end of the financial year, when every other letter they receive is about tax.</p>',
      '<p>Cards are written in a neutral, professional handwriting style or in your own hand, and we never use client details for anything but posting your cards.</p>',
    ),
    quote:
      'Our end-of-financial-year thank-you cards get more replies than any email we have ever sent. Clients mention them at their next review.',
    author: 'Marcus L., principal adviser, Ledger & Oak Advisory',
    cardsTitle: 'Understated, professional designs',
    cardsContent: '<p>Clean typographic and minimal designs that suit a professional relationship.</p>',
    cards: [
      { tag: 'thank-you', label: 'Thank you', url: '/occasion/thank-you' },
      { tag: 'birthday', label: 'Birthday', url: '/occasion/birthday' },
      { tag: 'retirement', label: 'Retirement', url: '/occasion/retirement' },
      { tag: 'new-year', label: 'New year', url: '/occasion/new-year' },
    ],
  }),
  vertical({
    slug: 'hospitality',
    title: 'Handwritten Cards for Hospitality',
    metaDescription:
      'Handwritten cards for restaurants, cafés, hotels and venues: thank your regulars, follow up events and bring guests back.',
    summary: 'Thank regulars, follow up functions and welcome guests back with a handwritten note.',
    publishedAt: '2024-01-17',
    palette: ['#9c6644', '#f8efe4'],
    motif: 'circles',
    heroTitle: 'Bring your regulars back',
    heroSubtitle: 'Thank-you notes for cafés, restaurants, hotels and venues.',
    heroContent:
      '<p>Great hospitality does not stop when the bill is paid. A handwritten note after a wedding, a function or a first stay turns guests into regulars.</p>',
    generalTitle: 'Hospitality, continued by post',
    general: html(
      '<p>Send a thank-you card to every couple after their wedding reception, a follow-up to the person who booked last month’s work function, or a birthday card to your loyalty members with an invitation to come in for a drink on the house.</p>',
      '<p>Upload your booking list each week, or connect your booking system, and the cards go out without anyone staying back after close.</p>',
    ),
    quote:
      'Every couple who holds their reception with us gets a card on their first anniversary. Dozens have come back to celebrate it at the same table.',
    author: 'Giulia M., owner, Saltbush Café & Functions',
    cardsTitle: 'Designs with a sense of place',
    cardsContent: '<p>Illustrated and botanical designs, or your own venue artwork printed on the front.</p>',
    cards: [
      { tag: 'thank-you', label: 'Thank you', url: '/occasion/thank-you' },
      { tag: 'anniversary', label: 'Anniversary', url: '/occasion/anniversary' },
      { tag: 'birthday', label: 'Birthday', url: '/occasion/birthday' },
      { tag: 'just-because', label: 'Just because', url: '/occasion/just-because' },
    ],
  }),
  vertical({
    slug: 'not-for-profit',
    title: 'Handwritten Cards for Not-for-Profits',
    metaDescription:
      'Handwritten donor thank-you cards and volunteer cards for charities and not-for-profits, with discounted pricing.',
    summary: 'Thank donors and volunteers properly, without pulling staff away from the work that matters.',
    publishedAt: '2024-04-24',
    palette: ['#6a994e', '#f1f7e9'],
    motif: 'hearts',
    heroTitle: 'Thank every donor by hand',
    heroSubtitle: 'Donor and volunteer cards for charities, clubs and community groups.',
    heroContent:
      '<p>Donors who receive a personal thank-you are far more likely to give again. Cardshop lets a small team thank every supporter in real ink.</p>',
    generalTitle: 'Gratitude that keeps supporters close',
    general: html(
      '<p>Send a thank-you within days of a first gift, a card on the anniversary of a supporter’s first donation and a note to every volunteer at the end of the season. Cards can be signed in your director’s or chair’s own handwriting.</p>',
      '<p>Registered charities and not-for-profits receive an additional discount on our volume prices. Get in touch after signing up and we will apply it to your account.</p>',
    ),
    quote:
      'Our volunteers run on goodwill. A handwritten card at the end of the season costs us very little and means an enormous amount to them.',
    author: 'Alana P., volunteer coordinator, Riverbend Community Kitchen',
    cardsTitle: 'Cards that say thank you properly',
    cardsContent: '<p>Warm, heartfelt designs for donors, volunteers and the communities you serve.</p>',
    cards: [
      { tag: 'thank-you', label: 'Thank you', url: '/occasion/thank-you' },
      { tag: 'thinking-of-you', label: 'Thinking of you', url: '/occasion/thinking-of-you' },
      { tag: 'christmas', label: 'Christmas', url: '/occasion/christmas' },
      { tag: 'congratulations', label: 'Congratulations', url: '/occasion/congratulations' },
    ],
  }),
];

const AUTOMATIONS: ContentSeed = {
  path: '/business/features/automations',
  template: 'businessFeature',
  title: 'Automations',
  nav: 'business',
  metaDescription:
    'Send handwritten cards automatically from your CRM or a spreadsheet: birthdays, anniversaries, settlements and new clients.',
  summary: 'Handwritten cards that send themselves, triggered by dates and events in your CRM.',
  publishedAt: '2025-09-23',
  featureImage: { palette: ['#3d405b', '#e0e7f0'], motif: 'circles' },
  body: '',
  sections: [
    {
      type: 'hero',
      title: 'Cards that send themselves',
      subtitle: 'Set a rule once. Every client gets the right card at the right time.',
      content:
        '<p>Connect your CRM or upload a spreadsheet of dates, choose a card and a message, and we will write and post a card every time a date comes around.</p>',
      cta: '/contact',
      ctaLabel: 'Talk to our business team',
    },
    {
      type: 'general',
      title: 'How automations work',
      content: html(
        '<p>An automation is a simple rule: <em>when</em> something happens, <em>send</em> this card, <em>from</em> this person. The trigger can be a date in your data, such as a birthday or a settlement anniversary, or an event, such as a new client being added.</p>',
        '<p>Each card is personalised with the details from your records, written in the chosen handwriting style and posted so it arrives on the day. You will see every upcoming card in your dashboard and can pause or edit any of them before they are written.</p>',
      ),
    },
    {
      type: 'icons',
      title: 'Popular automations',
      items: [
        {
          icon: 'calendar',
          title: 'Birthdays',
          content: '<p>A birthday card for every client, timed to arrive on the day.</p>',
        },
        {
          icon: 'star',
          title: 'Anniversaries',
          content: '<p>Mark a year since settlement, sign-up or a first order.</p>',
        },
        {
          icon: 'users',
          title: 'New clients',
          content: '<p>Welcome new clients within days of them joining you.</p>',
        },
        {
          icon: 'clock',
          title: 'Check-ins',
          content: '<p>Say hello to clients you have not heard from in six months.</p>',
        },
      ],
    },
    {
      type: 'faq',
      title: 'Automation questions',
      items: [
        {
          title: 'Which systems can I connect?',
          content:
            '<p>Any CRM that can export a spreadsheet or send a webhook. You can also upload a CSV and update it whenever your records change.</p>',
        },
        {
          title: 'Can I approve cards before they are sent?',
          content:
            '<p>Yes. Turn on approvals and each card waits for a team member to approve it before it is written.</p>',
        },
        {
          title: 'How am I billed?',
          content:
            '<p>Automated cards are charged at your account’s volume price when they are written, on your card or monthly invoice.</p>',
        },
        {
          title: 'What if a client moves?',
          content:
            '<p>Cards use the address in your records at the time of writing, so keep your CRM up to date and every card follows the client.</p>',
        },
      ],
    },
    SIGNUP_CTA,
  ],
};

// The sign-up itself is the web app's /business/signup page (decision record 32), where SIGNUP_CTA leads.
export const BUSINESS_PAGES: ContentSeed[] = [BUSINESS, LANDING, ...VERTICALS, AUTOMATIONS];
