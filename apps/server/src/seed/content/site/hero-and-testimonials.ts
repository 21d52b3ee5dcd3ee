import type { HeroSlideSeed, TestimonialSeed } from '../../types.ts';

// The home page carousel and the customer quotes shown around the shop. A slide's regions are null (everyone),
// a list of region ISO codes, or an include/exclude filter. {{regionPrice}} becomes the cheapest business unit charge
// in the visitor's region, formatted in its currency.

export const HERO_SLIDES: HeroSlideSeed[] = [
  {
    title: 'Hello, you.',
    subtitle: 'Real cards, written with a real pen and posted for you.',
    content:
      '<p>Choose a card from an independent artist, type your message and we will write it in ink and pop it in the post.</p>',
    ctaLabel: 'Write a card',
    ctaLink: '/cards',
    bgColor: 'f4f1de',
    regions: null,
    palette: ['#3d405b', '#f4f1de'],
  },
  {
    title: 'Schedule a whole year of birthdays in one evening',
    subtitle: 'Pick the arrival date and we will post it in time, up to twelve months ahead.',
    content:
      '<p>Write your cards while you are thinking of them, then relax. Each one arrives on or just before the big day.</p>',
    ctaLabel: 'Browse birthday cards',
    ctaLink: '/occasion/birthday',
    className: 'hero-slide--light',
    bgColor: 'fbeee0',
    regions: null,
    palette: ['#f2a541', '#fbeee0'],
  },
  {
    title: 'A summer Christmas, written by hand',
    subtitle: 'Beach cricket, pavlova and a card on every mantelpiece.',
    content:
      '<p>Christmas designs from Australian and New Zealand artists, written and posted for you. Order by mid-December for delivery before the big day.</p>',
    ctaLabel: 'Shop Christmas cards',
    ctaLink: '/occasion/christmas',
    className: 'hero-slide--dark',
    bgColor: '1b4332',
    regions: { include: ['AU', 'NZ'] },
    palette: ['#1b4332', '#f7e7c6'],
  },
  {
    title: 'Boxing Day thank-yous',
    subtitle: 'Thank them for the gifts before the wrapping paper hits the recycling.',
    content:
      '<p>Write your Christmas thank-you cards from the couch and we will post them as soon as the studio reopens.</p>',
    ctaLabel: 'Shop thank-you cards',
    ctaLink: '/occasion/thank-you',
    bgColor: 'fdf6f4',
    regions: { exclude: ['US'] },
    palette: ['#d8a7b1', '#fdf6f4'],
  },
  {
    title: 'Give thanks',
    subtitle: 'Thanksgiving cards, written in ink and posted locally.',
    content:
      '<p>Let the people around your table know how grateful you are, even if they cannot be at it this year.</p>',
    ctaLabel: 'Shop thank-you cards',
    ctaLink: '/occasion/thank-you',
    bgColor: 'fcf1e6',
    regions: ['US', 'CA'],
    palette: ['#e07a5f', '#fcf1e6'],
  },
  {
    title: 'Mothering Sunday is coming',
    subtitle: 'Say it properly this year, in real ink.',
    content: '<p>Cards for mums, nans and every mother figure, written for you and posted first class.</p>',
    ctaLabel: 'Shop cards for Mum',
    ctaLink: '/recipient/mum',
    bgColor: 'fbeef2',
    regions: ['GB'],
    palette: ['#c45b7a', '#fbeef2'],
  },
  {
    title: 'For teams',
    subtitle: 'Handwritten cards for your customers from {{regionPrice}} each',
    content:
      '<p>Upload a list, write once and we will write, stamp and post every card. Volume pricing, custom handwriting and CRM automations.</p>',
    ctaLabel: 'Cardshop for Business',
    ctaLink: '/business',
    className: 'hero-slide--dark',
    bgColor: '234e52',
    regions: null,
    palette: ['#234e52', '#e6f2ef'],
  },
];

export const TESTIMONIALS: TestimonialSeed[] = [
  {
    title: 'Mum cried (the good kind)',
    content:
      '<p>I live in Perth and Mum is in Hobart. The card arrived the morning of her birthday and she rang me in tears. It looked like I had written it myself, only neater.</p>',
    attribution: 'Chloe, Perth',
    attributionExtra: 5,
  },
  {
    title: 'Finally on top of birthdays',
    content:
      '<p>I scheduled every family birthday for the year in about forty minutes. My sister-in-law now thinks I am a very organised person. I am not.</p>',
    attribution: 'Tom, Geelong',
    attributionExtra: 5,
  },
  {
    title: 'Beautiful sympathy card',
    content:
      '<p>I did not trust my own handwriting to get through a sympathy card without a wobble. The card was gentle and lovely, and my friend kept it on her bedside table.</p>',
    attribution: 'Meera, Auckland',
    attributionExtra: 5,
  },
  {
    title: 'Wedding thank-yous done',
    content:
      '<p>One hundred and twelve thank-you cards, each with a personal message, and not a single sore wrist. Guests kept asking which of us had the nice handwriting.</p>',
    attribution: 'Sophie & James, Brisbane',
    attributionExtra: 5,
  },
  {
    title: 'Our best referral tool',
    content:
      '<p>Every settlement anniversary card goes out automatically in the agent’s own handwriting. Past clients call to say thank you and, more often than not, they have a friend thinking of selling.</p>',
    attribution: 'Renee K., Harbourside Property Co.',
    attributionExtra: 5,
  },
  {
    title: 'Customers remember us',
    content:
      '<p>We send a card a week after every funeral order. It never mentions flowers, it just says we are thinking of them. Families tell us it meant more than they can say.</p>',
    attribution: 'Bec, Wildflower Lane Florist',
    attributionExtra: 5,
  },
  {
    title: 'My paintings in letterboxes',
    content:
      '<p>As an artist, it is a joy to know my watercolours are being sent to people’s grandmothers in Scotland and best friends in Darwin. The royalty reports are clear and always on time.</p>',
    attribution: 'Tessa Marlow, watercolour artist',
    attributionExtra: 5,
  },
  {
    title: 'Quick and easy from London',
    content:
      '<p>I send cards to my nieces in Sydney and they arrive in time, every time. The only thing I would change is more designs with wombats.</p>',
    attribution: 'Gareth, London',
    attributionExtra: 4,
  },
  {
    title: 'Lovely paper, lovely people',
    content:
      '<p>The premium card stock is gorgeous. I had a question about an address and got a reply from a real person within the hour.</p>',
    attribution: 'Nadia, Toronto',
    attributionExtra: 4,
  },
  {
    title: 'Teachers loved them',
    content:
      '<p>My two kids chose their own cards for their teachers and dictated the messages. Both teachers said they were the highlight of the last week of term.</p>',
    attribution: 'Liam, Newcastle',
    attributionExtra: 5,
  },
  {
    title: 'Donors write back',
    content:
      '<p>Our donor thank-you cards are signed in our director’s own handwriting. For the first time, donors are writing back to thank us for thanking them.</p>',
    attribution: 'Alana P., Riverbend Community Kitchen',
    attributionExtra: 4,
  },
];
