// The homepage sections.
export const HOME: Record<string, string> = {
  'home.heading': 'Handwritten cards from independent artists, posted for you',
  'home.meta.title': '{{brand}} – Handwritten cards from independent artists, posted for you',
  'home.meta.description':
    'Choose a card from an independent artist, type your message and we write it in real ink and post it for you, today or on the date you pick.',

  'home.hero.label': 'Featured',
  'home.hero.roledescription': 'carousel',
  'home.hero.slide-roledescription': 'slide',
  'home.hero.slide-label': '{{index}} of {{count}}',
  'home.hero.previous': 'Previous slide',
  'home.hero.next': 'Next slide',
  'home.hero.pause': 'Pause the slideshow',
  'home.hero.play': 'Play the slideshow',
  'home.hero.go-to': 'Show slide {{index}} of {{count}}',

  'home.how.eyebrow': 'How it works',
  'home.how.title': 'A real card in three easy steps',
  'home.how.more': 'More about how it works',
  'home.how.step': 'Step {{number}}:',
  'home.how.choose.title': 'Choose',
  'home.how.choose.text': 'Find the right card among hundreds of designs by independent artists.',
  'home.how.write.title': 'Write',
  'home.how.write.text':
    'Type your message and choose a handwriting style. We write it out in real ink, just as you would.',
  'home.how.send.title': 'Send',
  'home.how.send.text':
    'We address, stamp and post it, today or on the date you choose, so it arrives right on time.',

  'home.choose.eyebrow': 'Shop by occasion',
  'home.choose.title': 'Choose a card',
  'home.choose.intro': 'Whatever you are celebrating, there is a card that says it just right.',
  'home.choose.birthday': 'Birthday',
  'home.choose.love': 'Love',
  'home.choose.congratulations': 'Congratulations',
  'home.choose.baby': 'Baby',
  'home.choose.all': 'View all',

  'home.latest-cards.eyebrow': 'Fresh from the studio',
  'home.latest-cards.title': 'New cards',
  'home.latest-cards.intro': 'The latest designs from our artists, ready to write and send.',
  'home.latest-cards.all': 'See all cards',
  'home.latest-cards.roledescription': 'carousel',
  'home.latest-cards.previous': 'Previous card',
  'home.latest-cards.next': 'Next card',
  'home.latest-cards.pause': 'Pause the new cards',
  'home.latest-cards.play': 'Play the new cards',
  'home.latest-cards.go-to': 'Start the row at card {{index}} of {{count}}',

  'home.testimonials.eyebrow': 'Kind words',
  'home.testimonials.title': 'Cards that made someone’s day',
  'home.testimonials.intro': 'A few notes from people who sent a card with us, and the people who got them.',
  'home.testimonials.label': 'Customer reviews',
  'home.testimonials.roledescription': 'carousel',
  'home.testimonials.slide-roledescription': 'review',
  'home.testimonials.slide-label': '{{index}} of {{count}}',
  'home.testimonials.previous': 'Previous review',
  'home.testimonials.next': 'Next review',
  'home.testimonials.pause': 'Pause the reviews',
  'home.testimonials.play': 'Play the reviews',
  'home.testimonials.go-to': 'Show review {{index}} of {{count}}',
  'home.testimonials.rating': 'Rated {{rating}} out of {{max}}',

  'home.why.eyebrow': 'Why send with us',
  'home.why.title': 'Thoughtful from the first sketch to the letterbox',
  'home.why.sustainability.title': 'Kinder to the planet',
  'home.why.sustainability.text':
    'Recycled and certified paper, no plastic sleeves, and cards printed close to where they are going.',
  'home.why.sustainability.link': 'Our sustainability promise',
  'home.why.schedule.title': 'Send it later',
  'home.why.schedule.text':
    'Write today and choose the date: we post it in time for the big day, up to a year ahead.',
  'home.why.schedule.link': 'How scheduling works',
  'home.why.art.title': 'Art by real artists',
  'home.why.art.text':
    'Every design comes from an independent artist, who earns a royalty on every card you send.',
  'home.why.art.link': 'Meet our artists',

  'home.gift-cards.eyebrow': 'Add a little extra',
  'home.gift-cards.title': 'Gift cards',
  'home.gift-cards.intro':
    'Add a gift card to your card: choose the amount, pick a design and we post them together.',
  'home.gift-cards.all': 'See all gift cards',

  'home.articles.eyebrow': 'From the journal',
  'home.articles.title': 'Latest articles',
  'home.articles.all': 'All articles',
  'home.articles.tag': 'Article',
  'home.articles.read-more': 'Read more',
};
