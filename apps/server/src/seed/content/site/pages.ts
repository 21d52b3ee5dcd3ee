import type { ContentSeed } from '../../types.ts';

// The shop's standalone pages: company, help and legal pages, plus the intro copy of the listing pages.

const html = (...parts: string[]): string => parts.join('\n');

const ABOUT: ContentSeed = {
  path: '/about',
  template: 'level2',
  title: 'About Cardshop',
  nav: 'primary',
  metaDescription:
    'Cardshop is an independent Sydney card shop that writes your message with a real pen and posts it for you, in Australia and around the world.',
  summary: 'An independent card shop from Sydney, writing real cards with real pens since 2022.',
  publishedAt: '2023-01-10',
  featureImage: { palette: ['#3d405b', '#f4f1de'], motif: 'hills' },
  body: html(
    '<p>Cardshop started at a kitchen table in Marrickville in 2022. Our founder, Hannah, had a shoebox of cards she meant to send and a calendar full of birthdays she kept missing. She wanted a way to send a proper card, one with real handwriting on good paper, without having to find a post office open at 7pm.</p>',
    '<h2>What we do</h2>',
    '<p>You choose a card, pick a handwriting style and type your message. We print the card, write your words with a real pen, address and stamp the envelope and post it, today or on the date you choose. It is the thoughtfulness of a handwritten card, without the hunt for a stamp.</p>',
    '<h2>Who makes it happen</h2>',
    '<p>We are a small team of writers, printers, packers and people who answer emails, working from a studio in Sydney and with partner studios in New Zealand, the United Kingdom, the United States and Canada. Every card is checked by a person before it goes in the post.</p>',
    '<h2>Art from real artists</h2>',
    '<p>Our designs come from more than forty independent illustrators, painters, photographers and letterers. Artists earn a royalty on every card sent with their work. Meet them on our <a href="/artists">artists page</a>.</p>',
    '<h2>For businesses too</h2>',
    '<p>Real estate agents, florists, accountants, charities and cafés use Cardshop to thank clients, welcome new customers and remember the dates that matter to them. Find out more about <a href="/business">Cardshop for Business</a>.</p>',
  ),
};

const HOW_IT_WORKS: ContentSeed = {
  path: '/how-it-works',
  template: 'level2',
  title: 'How It Works',
  nav: 'primary',
  metaDescription:
    'Choose a card, write your message, pick a handwriting style and a date. We write it with a real pen and post it for you.',
  summary: 'From choosing a design to a card in the letterbox, in four simple steps.',
  publishedAt: '2023-01-10',
  featureImage: { palette: ['#2d3a4a', '#d9e4ec'], motif: 'circles' },
  body: html(
    '<p>Sending a Cardshop card takes a few minutes. Here is what happens between you pressing <em>Send</em> and someone opening their letterbox.</p>',
    '<h2>1. Choose your card</h2>',
    '<p>Browse <a href="/cards">all cards</a> by occasion, recipient or style. Every design is by an independent artist and printed on thick, responsibly sourced card stock.</p>',
    '<h2>2. Write your message</h2>',
    '<p>Type your message and choose from our handwriting styles, from a neat print to a loose, loopy script. The live preview shows exactly how your words will sit on the card.</p>',
    '<h2>3. Add addresses and a date</h2>',
    '<p>Send it to one person or a hundred. Choose to post it straight away or pick an arrival date up to twelve months ahead, and we will post it in time for the day.</p>',
    '<h2>4. We write, check and post</h2>',
    '<p>A robot holding a real pen writes your message in ink. A member of our team checks it, addresses and seals the envelope and puts it in the post. We email you when it is on its way.</p>',
    '<h2>Questions?</h2>',
    '<p>Our <a href="/faq">FAQ</a> covers delivery times, handwriting styles and gift cards, or you can <a href="/contact">get in touch</a>.</p>',
  ),
};

const SUSTAINABILITY: ContentSeed = {
  path: '/sustainability',
  template: 'level2',
  title: 'Sustainability',
  nav: 'primary',
  metaDescription:
    'How Cardshop reduces waste: recycled and certified paper, plastic-free packaging, local printing and posting, and minimal stock.',
  summary: 'Recycled paper, no plastic sleeves and cards printed close to where they are going.',
  publishedAt: '2023-03-01',
  featureImage: { palette: ['#6a994e', '#f1f7e9'], motif: 'leaves' },
  body: html(
    '<p>A greeting card is a small thing, but we send a lot of them. We try to make each one with as little waste as we can, and we are honest about where we still have work to do.</p>',
    '<h2>Paper</h2>',
    '<p>Our standard card stock contains recycled content and certified fibre from responsibly managed forests. Our envelopes are fully recyclable and we never wrap cards in plastic sleeves.</p>',
    '<h2>Printed on demand</h2>',
    '<p>We print each card when it is ordered, so there are no warehouses of unsold stock heading to landfill at the end of the season. Misprints and offcuts are recycled.</p>',
    '<h2>Written close to home</h2>',
    '<p>Cards to New Zealand, the United Kingdom, the United States and Canada are written and posted by partner studios in those countries, so they travel as local mail rather than by air from Sydney.</p>',
    '<h2>Still to do</h2>',
    '<p>Our pens use refillable cartridges, but not every ink we use is yet available in a refillable format. We are working with our suppliers on it and will share progress in our <a href="/changelog">changelog</a>.</p>',
  ),
};

const SHIPPING: ContentSeed = {
  path: '/shipping',
  template: 'level2',
  title: 'Shipping & Postage',
  nav: 'primary',
  metaDescription:
    'Cardshop delivery times and postage costs for Australia, New Zealand, the UK, the US, Canada and international destinations.',
  summary: 'When cards are posted, how long they take to arrive and what postage costs.',
  publishedAt: '2023-01-10',
  body: html(
    '<p>Cards ordered before 1pm local time on a business day are written, checked and posted the same day. Orders placed later, or on weekends and public holidays, are posted the next business day. Scheduled cards are posted in time to arrive on or just before the date you choose.</p>',
    '<h2>Christmas posting</h2>',
    '<p>Postal services are busiest in December. We publish recommended last order dates for each country from November; as a rule of thumb, order domestic Christmas cards by mid-December and international cards by the end of November.</p>',
    '<p>If a card has not arrived five business days after its expected date, <a href="/contact">let us know</a> and we will rewrite and resend it free of charge.</p>',
  ),
  sections: [
    {
      type: 'shipping',
      title: 'Delivery times and postage',
      subtitle: 'Times are counted from the day your card is posted and are typical rather than guaranteed.',
      content:
        '<p>Postage is charged per card in your shop’s currency and shown before you add a card to your basket. Business volume prices include standard postage.</p>',
      items: [
        {
          region: 'AU',
          destination: 'Australia',
          service: 'Standard letter',
          time: '2–6 business days',
          cost: '$1.50',
        },
        {
          region: 'AU',
          destination: 'Australia',
          service: 'Tracked letter',
          time: '2–4 business days',
          cost: '$4.50',
        },
        {
          region: 'NZ',
          destination: 'New Zealand',
          service: 'Standard letter',
          time: '2–5 business days',
          cost: '$1.90',
        },
        {
          region: 'GB',
          destination: 'United Kingdom',
          service: 'First class',
          time: '1–3 business days',
          cost: '£1.35',
        },
        {
          region: 'US',
          destination: 'United States',
          service: 'First-Class Mail',
          time: '3–7 business days',
          cost: '$0.73',
        },
        {
          region: 'CA',
          destination: 'Canada',
          service: 'Lettermail',
          time: '3–9 business days',
          cost: '$1.15',
        },
        {
          region: null,
          destination: 'Rest of the world',
          service: 'International airmail from Sydney',
          time: '7–15 business days',
          cost: 'From $3.50',
        },
      ],
    },
  ],
};

const GIFT_CARD_TERMS: ContentSeed = {
  path: '/gift-card-terms',
  template: 'level2',
  title: 'Gift Card Terms',
  metaDescription:
    'The terms and conditions that apply to gift cards bought from Cardshop, including validity, balances and redemption.',
  summary: 'The standard terms that apply to gift cards bought from Cardshop.',
  publishedAt: '2023-06-01',
  body: html(
    '<p>These terms apply to gift cards bought from Cardshop, whether sent by email or printed and posted inside a card, unless a gift card shows terms of its own. Where it does, those terms apply as well as these.</p>',
    '<h2>Validity</h2>',
    '<p>Each gift card shows its validity period, counted from the date of purchase, on its page, on the gift card and in the email. Validity ranges from twelve months to no expiry, depending on the gift card.</p>',
    '<h2>Where gift cards can be used</h2>',
    '<ul><li>Each gift card lists the countries and places where it can be redeemed, and is issued in the currency of the shop where it was bought.</li><li>Most gift cards can be used over several purchases until the balance runs out.</li><li>Redemption instructions are included with every gift card.</li></ul>',
    '<h2>Cash and refunds</h2>',
    '<p>Gift cards cannot be exchanged for cash and are not refundable once sent, except where required by law. Nothing in these terms limits your rights under the Australian Consumer Law or the consumer laws of your country.</p>',
    '<h2>Lost or stolen gift cards</h2>',
    '<p>Please treat a gift card code like cash. If you bought a gift card and it has been lost, <a href="/contact">contact us</a> with your order details and we will resend it. We cannot replace balances that have already been spent.</p>',
    '<h2>Changes</h2>',
    '<p>We may update these terms from time to time. Changes will not reduce the value or validity of a gift card already bought.</p>',
  ),
};

const PRIVACY: ContentSeed = {
  path: '/privacy',
  template: 'level2',
  title: 'Privacy Policy',
  metaDescription:
    'How Cardshop collects, uses and protects your personal information and the addresses you send cards to.',
  summary: 'What we collect, why we collect it and how we look after it.',
  publishedAt: '2023-01-10',
  body: html(
    '<p>We take care of the information you trust us with, including the names and addresses of the people you send cards to. This policy explains what we collect and what we do with it. We handle personal information in line with the Australian Privacy Principles and the privacy laws of each country we operate in.</p>',
    '<h2>What we collect</h2>',
    '<ul><li>Your name, email address and, if you provide them, phone number and billing address.</li><li>The names, addresses and dates you enter for your recipients.</li><li>The messages you write and the cards you order.</li><li>Basic information about how you use our website, such as pages visited.</li></ul>',
    '<h2>How we use it</h2>',
    '<p>We use your information to write, post and support your orders, to send you order updates and, if you opt in, occasional emails about new cards and reminders. Recipient details are used only to send the cards you order. We never sell personal information.</p>',
    '<h2>Who we share it with</h2>',
    '<p>We share only what is needed with our partner studios, postal services and payment providers so they can fulfil your order. Card payments are handled by our payment provider; we never see or store your full card number.</p>',
    '<h2>Your choices</h2>',
    '<p>You can view, update or delete your details and address book from your account at any time, unsubscribe from marketing emails using the link in each email, or ask us for a copy of the information we hold.</p>',
    '<h2>Contact</h2>',
    '<p>Questions or complaints about privacy can be sent through our <a href="/contact">contact page</a>. We will respond within 30 days.</p>',
  ),
};

const TERMS: ContentSeed = {
  path: '/terms',
  template: 'level2',
  title: 'Terms & Conditions',
  metaDescription:
    'The terms and conditions for ordering cards, scheduling deliveries and using Cardshop accounts.',
  summary: 'The terms that apply when you use Cardshop or place an order.',
  publishedAt: '2023-01-10',
  body: html(
    '<p>These terms apply to your use of the Cardshop website and every order you place with us. Please read them alongside our <a href="/privacy">privacy policy</a> and <a href="/gift-card-terms">gift card terms</a>.</p>',
    '<h2>Orders</h2>',
    '<p>When you place an order, we will write your message as entered and post the card to the address you provide. Please check spelling and addresses carefully; we are not responsible for errors in the details you give us.</p>',
    '<h2>Scheduled cards</h2>',
    '<p>Scheduled cards are posted so they are expected to arrive on or just before the chosen date. Postal times are outside our control and arrival on a specific day cannot be guaranteed. You can change or cancel a scheduled card until it has been written.</p>',
    '<h2>Content of messages</h2>',
    '<p>You must not use Cardshop to send messages that are unlawful, threatening, harassing or that infringe someone else’s rights. We may decline to write a card that breaches these terms and will refund you if we do.</p>',
    '<h2>Problems with your order</h2>',
    '<p>If a card arrives damaged, is written incorrectly by us or does not arrive, contact us and we will rewrite and resend it or refund you. Our goods and services come with guarantees that cannot be excluded under the Australian Consumer Law.</p>',
    '<h2>Artwork</h2>',
    '<p>All card designs are owned by their artists and licensed to Cardshop. They may not be copied or reproduced without permission.</p>',
  ),
};

const CONTACT: ContentSeed = {
  path: '/contact',
  template: 'level2',
  title: 'Contact Us',
  nav: 'primary',
  metaDescription:
    'Get in touch with the Cardshop team about an order, a business account or selling your art. We reply within one business day.',
  summary: 'Real people, replying within one business day.',
  publishedAt: '2023-01-10',
  body: html(
    '<p>We are a small team and we read every message. Most questions are answered within one business day, and often much sooner.</p>',
    '<h2>Orders and deliveries</h2>',
    '<p>Email <strong>support@cardshop.example</strong> with your order number and we will help. Many common questions are answered in our <a href="/faq">FAQ</a> and on our <a href="/shipping">shipping page</a>.</p>',
    '<h2>Business enquiries</h2>',
    '<p>Planning a large send or want a custom handwriting style? Email <strong>support@cardshop.example</strong> and an account manager will be in touch.</p>',
    '<h2>Artists</h2>',
    '<p>We love hearing from illustrators, painters, photographers and letterers. Tell us a little about your work and include a link to your portfolio.</p>',
    '<h2>Our studio</h2>',
    '<p>We are open Monday to Friday, 9am to 5pm Sydney time. Our studio is not a shopfront, but we are always happy to arrange a visit for business customers.</p>',
  ),
};

const ARTISTS: ContentSeed = {
  path: '/artists',
  template: 'artists',
  title: 'Our Artists',
  nav: 'primary',
  metaDescription:
    'Meet the independent illustrators, painters, photographers and letterers behind every Cardshop card design.',
  summary: 'The independent artists behind every Cardshop design.',
  publishedAt: '2023-01-10',
  featureImage: { palette: ['#e07a5f', '#fcf1e6'], motif: 'circles' },
  body: html(
    '<p>Every card in our shop is designed by an independent artist, from watercolourists on the south coast to letterers in Dunedin and illustrators in Glasgow. Artists earn a royalty on every card sent with their work, so when you choose one of their designs, you are supporting them directly.</p>',
    '<p>Are you an artist? We are always looking for new work. <a href="/contact">Get in touch</a> with a link to your portfolio.</p>',
  ),
};

const CARDS: ContentSeed = {
  path: '/cards',
  template: 'cards',
  title: 'All Cards',
  nav: 'primary',
  metaDescription:
    'Browse every Cardshop card: birthday, thank-you, sympathy, Christmas and more, written with a real pen and posted for you.',
  summary: 'Every design in the shop, ready to be written with a real pen and posted.',
  publishedAt: '2023-01-10',
  body: html(
    '<p>Every card here is designed by an independent artist, printed on thick, responsibly sourced stock and written with a real pen in the handwriting style you choose. Filter by occasion, recipient or style, then write your message and we will post it, today or on the day you choose.</p>',
  ),
};

const GIFT_CARDS: ContentSeed = {
  path: '/gift-cards',
  template: 'giftCards',
  title: 'Gift Cards',
  nav: 'primary',
  metaDescription:
    'Gift cards for every taste, sent by email or tucked inside a handwritten card and posted with your message.',
  summary: 'Gift cards sent by email or tucked inside a handwritten card.',
  publishedAt: '2023-06-01',
  featureImage: { palette: ['#f2a541', '#fbeee0'], motif: 'confetti' },
  body: html(
    '<p>Sometimes the best gift is letting them choose. Pick a gift card for dinner out, a good book, a day at the spa, or a choose-anything card that suits everyone. Send it by email in minutes, or add it to a card and we will print it, tuck it inside and post it with your handwritten message.</p>',
    '<p>See the <a href="/gift-card-terms">gift card terms</a> for full details.</p>',
  ),
};

export const PAGES: ContentSeed[] = [
  ABOUT,
  HOW_IT_WORKS,
  SUSTAINABILITY,
  SHIPPING,
  GIFT_CARD_TERMS,
  PRIVACY,
  TERMS,
  CONTACT,
  ARTISTS,
  CARDS,
  GIFT_CARDS,
];
