import type { NavItemSeed, NavigationSeed } from '../../types.ts';

// The site's menus. Every url is a site-relative path; tag pages nest under their category (/occasion/birthday/…).

const occasion = (label: string, slug: string): NavItemSeed => ({ label, url: `/occasion/${slug}` });
const recipient = (label: string, slug: string): NavItemSeed => ({ label, url: `/recipient/${slug}` });
const style = (label: string, slug: string): NavItemSeed => ({ label, url: `/style/${slug}` });

const INDUSTRIES: NavItemSeed[] = [
  { label: 'Real estate', url: '/business/real-estate' },
  { label: 'Financial services', url: '/business/financial-services' },
  { label: 'Hospitality', url: '/business/hospitality' },
  { label: 'Not-for-profit', url: '/business/not-for-profit' },
];

export const NAVIGATION: NavigationSeed = {
  primary: [
    {
      label: 'Occasions',
      url: '/occasion',
      groups: [
        {
          label: 'Celebrate',
          links: [
            occasion('Birthday', 'birthday'),
            occasion('Milestone birthday', 'birthday/milestone-birthday'),
            occasion('Kids birthday', 'birthday/kids-birthday'),
            occasion('Anniversary', 'anniversary'),
            occasion('Wedding', 'wedding'),
            occasion('Engagement', 'engagement'),
            occasion('New baby', 'baby'),
            occasion('Congratulations', 'congratulations'),
            occasion('Graduation', 'graduation'),
            occasion('Love', 'love'),
          ],
          allLink: { label: 'All celebrations', url: '/occasion' },
        },
        {
          label: 'Life moments',
          links: [
            occasion('Thank you', 'thank-you'),
            occasion('Sympathy', 'sympathy'),
            occasion('Get well', 'get-well'),
            occasion('Thinking of you', 'thinking-of-you'),
            occasion('New home', 'new-home'),
            occasion('Good luck', 'good-luck'),
            occasion('Farewell', 'farewell'),
            occasion('Retirement', 'retirement'),
            occasion('Just because', 'just-because'),
          ],
        },
        {
          label: 'Seasonal',
          links: [
            occasion('Christmas', 'christmas'),
            occasion('New Year', 'new-year'),
            occasion('Valentine’s Day', 'valentines-day'),
            occasion('Easter', 'easter'),
            occasion('Mother’s Day', 'mothers-day'),
            occasion('Father’s Day', 'fathers-day'),
          ],
        },
      ],
      allLink: { label: 'All occasions', url: '/occasion' },
    },
    {
      label: 'Recipients',
      url: '/recipient',
      children: [
        recipient('Mum', 'mum'),
        recipient('Dad', 'dad'),
        recipient('Partner', 'partner'),
        recipient('Friend', 'friend'),
        recipient('Grandparent', 'grandparent'),
        recipient('Sister', 'sister'),
        recipient('Brother', 'brother'),
        recipient('Colleague', 'colleague'),
        recipient('Teacher', 'teacher'),
        recipient('Kids', 'kids'),
        recipient('For him', 'him'),
        recipient('For her', 'her'),
      ],
      allLink: { label: 'All recipients', url: '/recipient' },
    },
    {
      label: 'Styles',
      url: '/style',
      children: [
        style('Illustrated', 'illustrated'),
        style('Botanical', 'botanical'),
        style('Typographic', 'typographic'),
        style('Watercolour', 'watercolour'),
        style('Minimal', 'minimal'),
        style('Photographic', 'photographic'),
        style('Funny', 'funny'),
        style('Vintage', 'vintage'),
      ],
      allLink: { label: 'All styles', url: '/style' },
    },
    { label: 'Artists', url: '/artists' },
    { label: 'Gift Cards', url: '/gift-cards' },
    { label: 'Business', url: '/business' },
  ],
  secondary: [
    { label: 'Write a card', url: '/cards', icon: 'pen' },
    { label: 'How it works', url: '/how-it-works' },
    { label: 'Articles', url: '/articles' },
    { label: 'FAQ', url: '/faq' },
  ],
  footer: [
    {
      label: 'Shop',
      links: [
        { label: 'All cards', url: '/cards' },
        occasion('Birthday', 'birthday'),
        occasion('Thank you', 'thank-you'),
        occasion('Sympathy', 'sympathy'),
        occasion('Anniversary', 'anniversary'),
        occasion('New baby', 'baby'),
        occasion('Christmas', 'christmas'),
        { label: 'All occasions', url: '/occasion' },
        { label: 'Cards by recipient', url: '/recipient' },
        { label: 'Cards by style', url: '/style' },
        { label: 'Gift cards', url: '/gift-cards' },
      ],
    },
    {
      label: 'Help',
      links: [
        { label: 'How it works', url: '/how-it-works' },
        { label: 'FAQ', url: '/faq' },
        { label: 'Shipping & postage', url: '/shipping' },
        { label: 'Contact us', url: '/contact' },
        { label: 'Gift card terms', url: '/gift-card-terms' },
      ],
    },
    {
      label: 'Company',
      links: [
        { label: 'About us', url: '/about' },
        { label: 'Our artists', url: '/artists' },
        { label: 'Sustainability', url: '/sustainability' },
        { label: 'Articles', url: '/articles' },
        { label: 'Changelog', url: '/changelog' },
        { label: 'Privacy policy', url: '/privacy' },
        { label: 'Terms & conditions', url: '/terms' },
      ],
    },
    {
      label: 'Business',
      links: [
        { label: 'Cardshop for Business', url: '/business' },
        { label: 'Pricing', url: '/business#pricing' },
        { label: 'Automations', url: '/business/features/automations' },
        ...INDUSTRIES,
        { label: 'Talk to us', url: '/contact' },
      ],
    },
  ],
  business: [
    { label: 'Overview', url: '/business' },
    { label: 'Pricing', url: '/business#pricing' },
    {
      label: 'Industries',
      url: '/business',
      children: INDUSTRIES,
    },
    { label: 'Automations', url: '/business/features/automations' },
    { label: 'Talk to us', url: '/contact', icon: 'briefcase' },
  ],
};
