import type { ContentSeed, SectionSeed } from '../../types.ts';

// The help centre's questions, grouped into faq sections. Answers are short HTML.

const faq = (title: string, items: Array<[string, string]>): SectionSeed => ({
  type: 'faq',
  title,
  items: items.map(([question, answer]) => ({ title: question, content: answer })),
});

export const FAQ_SECTIONS: SectionSeed[] = [
  faq('Ordering', [
    [
      'How do I order a card?',
      '<p>Choose a design, pick a handwriting style and type your message. Add the recipient’s address (or several), choose when you want it to arrive and check out. We print the card, write your message with a real pen, address the envelope and post it for you.</p>',
    ],
    [
      'Can I send the same card to lots of people?',
      '<p>Yes. Add as many recipients as you like to a single order, each with their own message if you wish. For larger lists you can upload a spreadsheet of addresses. If you send more than 50 cards at a time, a <a href="/business">business account</a> will save you money.</p>',
    ],
    [
      'Can I change or cancel my order?',
      '<p>You can edit the message, address or arrival date of any card from <em>My cards</em> until it is written. Once a card has gone to the writing queue it can no longer be changed, but <a href="/contact">get in touch</a> quickly and we will do our best.</p>',
    ],
    [
      'Can I have the card sent to me instead?',
      '<p>Of course. Just enter your own address. We can also leave the envelope unsealed so you can add a photo or a pressed flower before you hand it over.</p>',
    ],
    [
      'Which payment methods do you accept?',
      '<p>We accept all major credit and debit cards and digital wallets. Approved business accounts can also pay by monthly invoice.</p>',
    ],
  ]),
  faq('Writing & Handwriting styles', [
    [
      'Is my message really handwritten?',
      '<p>Your message is written with a real pen and real ink by one of our writing robots, which follow letterforms drawn by real people. Every letter varies slightly, just like genuine handwriting. Read <a href="/articles/how-our-handwriting-robots-work">how our robots work</a> for the full story.</p>',
    ],
    [
      'How long can my message be?',
      '<p>It depends on the card size and handwriting style. The editor shows a live preview and tells you when the message is getting close to the edge. As a guide, a folded card comfortably fits around 100 words.</p>',
    ],
    [
      'Can I use emoji or special characters?',
      '<p>Our pens can write letters, numbers, common punctuation and accented characters such as é and ü. A handful of simple symbols, such as hearts and smiley faces, are also available. Emoji are removed from messages because they cannot be drawn convincingly.</p>',
    ],
    [
      'Can you write in my own handwriting?',
      '<p>Business accounts can have a custom handwriting style or signature made from a sample. We send a proof for approval before it is used on any card. See <a href="/business">Cardshop for Business</a> for pricing.</p>',
    ],
    [
      'Do you check my spelling?',
      '<p>The editor highlights likely spelling mistakes as you type, but we write exactly what you enter. Please read your message once more before checking out.</p>',
    ],
  ]),
  faq('Delivery & Postage', [
    [
      'How long does delivery take?',
      '<p>Cards ordered before 1pm local time on a business day are written and posted the same day. After posting, cards usually arrive within 2–6 business days in Australia, 2–5 in New Zealand, 1–3 in the United Kingdom, 3–7 in the United States and 3–9 in Canada. International cards take 7–15 business days. See our <a href="/shipping">shipping page</a> for details.</p>',
    ],
    [
      'Can I schedule a card for a later date?',
      '<p>Yes. Choose an arrival date up to twelve months ahead and we will post the card so it arrives on or just before that day, allowing for typical delivery times to the destination. You can change a scheduled card until it is written.</p>',
    ],
    [
      'How much is postage?',
      '<p>Postage is charged per card and shown before you add a card to your basket, so there are no surprises at checkout. International postage and tracked delivery cost a little more. Business volume prices include standard postage.</p>',
    ],
    [
      'Can I track my card?',
      '<p>We email you when each card is posted. Standard letters are not individually tracked by postal services, so if you need proof of delivery, choose tracked delivery at checkout.</p>',
    ],
    [
      'My card has not arrived. What should I do?',
      '<p>Postal times vary, particularly around public holidays. If a card has not arrived five business days after the expected date, <a href="/contact">contact us</a> and we will rewrite and resend it free of charge.</p>',
    ],
  ]),
  faq('Gift cards', [
    [
      'How do gift cards work?',
      '<p>Choose a gift card and an amount, then send it by email or add it to a card and we will print it, tuck it inside and post it with your message. Each gift card’s page explains where and how it can be spent. Browse our <a href="/gift-cards">gift cards</a>.</p>',
    ],
    [
      'How long are gift cards valid for?',
      '<p>It depends on the gift card: some are valid for twelve months, many for three or five years and some never expire. The validity period is shown on each gift card’s page, on the gift card itself and in the email.</p>',
    ],
    [
      'Can a gift card be used in another country?',
      '<p>Each gift card lists the countries where it can be redeemed. Most can only be used in the country where they were bought, in that country’s currency.</p>',
    ],
    [
      'Which cards can carry a gift card?',
      '<p>Folded cards, in portrait or landscape, have room for a printed gift card inside. When you write one, you will see the option to add a gift card before checkout.</p>',
    ],
    [
      'What if a gift card is lost?',
      '<p>If you bought the gift card, we can resend the email or tell you the code. Please read the <a href="/gift-card-terms">gift card terms</a> for full details.</p>',
    ],
  ]),
  faq('Business accounts', [
    [
      'Who can open a business account?',
      '<p>Any registered business, practice, club or not-for-profit. Business accounts are opened by our team for now: <a href="/contact">contact us</a> and an account manager will be in touch; there are no set-up or subscription fees.</p>',
    ],
    [
      'How does volume pricing work?',
      '<p>The per-card price falls as you send more in one order, starting from 50 cards. Prices include the card, the handwriting, the envelope and standard postage unless shown otherwise. See <a href="/business#pricing">our pricing</a>.</p>',
    ],
    [
      'Can I pay by invoice?',
      '<p>Approved business accounts can be billed monthly on 14-day terms. Apply from your account settings once you have placed your first order.</p>',
    ],
    [
      'Can cards be sent automatically?',
      '<p>Yes. With <a href="/business/features/automations">automations</a> you can send cards on dates from a spreadsheet or your CRM, such as client anniversaries, birthdays and settlements.</p>',
    ],
    [
      'Can we add our logo or custom artwork?',
      '<p>Business accounts can upload their own artwork for the front of the card and add a logo to the back. Our design team is happy to check files before you order.</p>',
    ],
  ]),
  faq('Your account & privacy', [
    [
      'Do I need an account to order?',
      '<p>No, you can check out as a guest. An account lets you save addresses, schedule cards and see your order history.</p>',
    ],
    [
      'What do you do with the addresses I upload?',
      '<p>We only use them to post your cards. We never sell or share them for marketing. Read our <a href="/privacy">privacy policy</a> for details.</p>',
    ],
    [
      'Can I delete my account?',
      '<p>Yes. Go to your account settings and choose <em>Delete account</em>, or <a href="/contact">ask us</a> to do it for you. Any scheduled cards will be cancelled and refunded.</p>',
    ],
    [
      'Do you read my messages?',
      '<p>Our team checks each written card against your order before it is posted, so they will see your message. It is never used for anything other than making sure your card is right.</p>',
    ],
  ]),
];

export const FAQ_PAGE: ContentSeed = {
  path: '/faq',
  template: 'level2',
  title: 'Frequently Asked Questions',
  nav: 'primary',
  metaDescription:
    'Answers about ordering cards, handwriting styles, delivery times, scheduling, gift cards and business accounts at Cardshop.',
  summary:
    'Answers to the questions we are asked most about ordering, writing, postage, gift cards and business.',
  body: '<p>Cannot find what you are looking for? <a href="/contact">Get in touch</a> and a real person will reply within one business day.</p>',
  publishedAt: '2023-01-10',
  sections: FAQ_SECTIONS,
};
