import type { CategorySeed } from '../../types.ts';

// The three filterable categories of the card catalogue: what the card is for, who it is for and how it looks.

export const CATEGORIES: CategorySeed[] = [
  {
    slug: 'occasion',
    type: 'occasion',
    name: 'Occasions',
    description:
      '<p>Cards for the big days, the small wins and everything in between, each one written in the handwriting style you choose and posted for you.</p>',
    filterable: true,
    tags: [
      {
        slug: 'birthday',
        name: 'Birthday',
        heading: 'Birthday Cards for Everyone',
        description:
          '<p>From first candles to the ones nobody is counting any more, find a birthday card that feels like it was made just for them.</p>',
        primary: true,
        giftCategory: true,
        children: [
          {
            slug: 'milestone-birthday',
            name: 'Milestone Birthday',
            heading: 'Milestone Birthday Cards',
            description:
              '<p>Eighteen, thirty, fifty, ninety and beyond. Mark the big numbers with a card worthy of the occasion.</p>',
          },
          {
            slug: 'kids-birthday',
            name: 'Kids Birthday',
            heading: 'Birthday Cards for Kids',
            description:
              '<p>Bright, playful cards full of dinosaurs, rockets and party animals for the youngest birthday stars.</p>',
            kids: true,
          },
          {
            slug: 'belated-birthday',
            name: 'Belated Birthday',
            description:
              '<p>Missed the day? Better late than never. These cards say sorry with a smile and still arrive in style.</p>',
          },
        ],
      },
      {
        slug: 'love',
        name: 'Love',
        heading: 'Love Cards',
        description:
          '<p>Tender, playful and heartfelt cards for the person who makes every ordinary day a little brighter.</p>',
        primary: true,
        giftCategory: true,
      },
      {
        slug: 'anniversary',
        name: 'Anniversary',
        description:
          '<p>Celebrate another year together, whether it is the first or the fiftieth, with a card that honours the story so far.</p>',
        primary: true,
        giftCategory: true,
      },
      {
        slug: 'wedding',
        name: 'Wedding',
        heading: 'Wedding Cards',
        description:
          '<p>Elegant cards to toast the happy couple and wish them a lifetime of love, laughter and long dinners.</p>',
        primary: true,
        giftCategory: true,
      },
      {
        slug: 'engagement',
        name: 'Engagement',
        description:
          '<p>They said yes! Share in the excitement with a card that celebrates the proposal and everything still to come.</p>',
      },
      {
        slug: 'congratulations',
        name: 'Congratulations',
        heading: 'Congratulations Cards',
        description:
          '<p>New job, big win or a goal finally reached. Tell them how proud you are with a card that cheers them on.</p>',
        primary: true,
        giftCategory: true,
      },
      {
        slug: 'baby',
        name: 'New Baby',
        heading: 'New Baby Cards',
        description:
          '<p>Welcome the newest arrival with soft, sweet cards for proud parents, big siblings and doting grandparents.</p>',
        primary: true,
        giftCategory: true,
      },
      {
        slug: 'sympathy',
        name: 'Sympathy',
        heading: 'Sympathy Cards',
        description:
          '<p>Gentle, quietly beautiful cards for when words are hard to find. A thoughtful way to let someone know you are with them.</p>',
        primary: true,
      },
      {
        slug: 'get-well',
        name: 'Get Well',
        heading: 'Get Well Soon Cards',
        description:
          '<p>Send a little sunshine to someone who is under the weather, recovering or simply needs a lift.</p>',
      },
      {
        slug: 'thank-you',
        name: 'Thank You',
        heading: 'Thank You Cards',
        description:
          '<p>A handwritten thank you never goes out of fashion. Show your gratitude to the people who made a difference.</p>',
        primary: true,
        giftCategory: true,
      },
      {
        slug: 'christmas',
        name: 'Christmas',
        heading: 'Christmas Cards',
        description:
          '<p>Festive cards for summer barbecues and snowy evenings alike, written and posted so you can get back to the pudding.</p>',
        primary: true,
        giftCategory: true,
      },
      {
        slug: 'new-year',
        name: 'New Year',
        description:
          '<p>Raise a glass to fresh starts and good intentions with a card to ring in the new year.</p>',
      },
      {
        slug: 'easter',
        name: 'Easter',
        description:
          '<p>Spring blossoms, chocolate eggs and cheerful bunnies. Easter cards to share a little seasonal joy.</p>',
      },
      {
        slug: 'mothers-day',
        name: "Mother's Day",
        heading: "Mother's Day Cards",
        description:
          '<p>For mums, step-mums, grandmothers and every woman who has cared for you like family. Tell her how much she means.</p>',
      },
      {
        slug: 'fathers-day',
        name: "Father's Day",
        heading: "Father's Day Cards",
        description:
          '<p>Cards for the dads, step-dads and father figures who taught you to ride a bike, fix a tap and tell a terrible joke.</p>',
      },
      {
        slug: 'valentines-day',
        name: "Valentine's Day",
        heading: "Valentine's Day Cards",
        description:
          '<p>Romantic, sweet or a little bit silly. Say what is in your heart this Valentine&rsquo;s Day.</p>',
      },
      {
        slug: 'graduation',
        name: 'Graduation',
        heading: 'Graduation Cards',
        description:
          '<p>All those late nights paid off. Celebrate the graduate and everything they have worked so hard for.</p>',
      },
      {
        slug: 'retirement',
        name: 'Retirement',
        heading: 'Retirement Cards',
        description:
          '<p>Farewell to the alarm clock and hello to long lunches. Wish them well on the next, most relaxed chapter.</p>',
      },
      {
        slug: 'new-home',
        name: 'New Home',
        heading: 'New Home Cards',
        description:
          '<p>Keys in hand and boxes everywhere. Welcome them to their new place with a warm housewarming card.</p>',
      },
      {
        slug: 'good-luck',
        name: 'Good Luck',
        heading: 'Good Luck Cards',
        description:
          '<p>Exams, interviews, big moves and brave new adventures. Send your best wishes before the big day.</p>',
      },
      {
        slug: 'farewell',
        name: 'Farewell',
        heading: 'Farewell Cards',
        description:
          '<p>Sad to see them go but excited for what comes next. Cards for leaving dos, moves and fond goodbyes.</p>',
      },
      {
        slug: 'thinking-of-you',
        name: 'Thinking of You',
        description:
          '<p>Sometimes a card needs no reason at all. Let someone know they are on your mind, near or far.</p>',
      },
      {
        slug: 'just-because',
        name: 'Just Because',
        description:
          '<p>No birthday, no holiday, no excuse needed. A little note to brighten someone&rsquo;s letterbox.</p>',
      },
      {
        slug: 'cheeky',
        name: 'Cheeky',
        heading: 'Cheeky Cards for Grown-ups',
        description:
          '<p>A little saucy and a lot of fun. Playful, tongue-in-cheek cards for adults with a good sense of humour; nothing too rude, we promise.</p>',
        adults: true,
      },
    ],
  },
  {
    slug: 'recipient',
    type: 'recipient',
    name: 'Recipients',
    description:
      '<p>Find the right card for the right person, from your oldest friend to your newest colleague.</p>',
    filterable: true,
    tags: [
      {
        slug: 'mum',
        name: 'Mum',
        heading: 'Cards for Mum',
        description:
          '<p>For the woman who has always been in your corner. Cards to make Mum smile, any day of the year.</p>',
      },
      {
        slug: 'dad',
        name: 'Dad',
        heading: 'Cards for Dad',
        description:
          '<p>From heartfelt to hilarious, cards for the dad who has heard every one of your stories twice.</p>',
      },
      {
        slug: 'partner',
        name: 'Partner',
        heading: 'Cards for Your Partner',
        description:
          '<p>For husbands, wives, boyfriends, girlfriends and the person you share the remote with.</p>',
      },
      {
        slug: 'friend',
        name: 'Friend',
        heading: 'Cards for Friends',
        description:
          '<p>For the friends who feel like family. Celebrate the people who know you best and love you anyway.</p>',
      },
      {
        slug: 'grandparent',
        name: 'Grandparent',
        heading: 'Cards for Grandparents',
        description:
          '<p>Nan, Pop, Grandma, Grandad and everyone in between. Cards they will keep on the mantelpiece for years.</p>',
      },
      {
        slug: 'sister',
        name: 'Sister',
        heading: 'Cards for Your Sister',
        description:
          '<p>Part best friend, part partner in crime. Cards for the sister who has seen it all.</p>',
      },
      {
        slug: 'brother',
        name: 'Brother',
        heading: 'Cards for Your Brother',
        description:
          '<p>For the brother who taught you how to win an argument and how to lose one gracefully.</p>',
      },
      {
        slug: 'colleague',
        name: 'Colleague',
        heading: 'Cards for Colleagues',
        description:
          '<p>Thoughtful cards for work mates, managers and teams, perfect for birthdays, farewells and a job well done.</p>',
      },
      {
        slug: 'teacher',
        name: 'Teacher',
        heading: 'Cards for Teachers',
        description:
          '<p>Say thank you to the teachers, tutors and coaches who inspire, encourage and patiently repeat themselves.</p>',
      },
      {
        slug: 'kids',
        name: 'Kids',
        heading: 'Cards for Kids',
        description:
          '<p>Fun, colourful cards for little ones, full of animals, adventure and plenty of room for a big message.</p>',
        kids: true,
      },
      {
        slug: 'him',
        name: 'For Him',
        heading: 'Cards for Him',
        description:
          '<p>Cards for the men in your life, from the classic and understated to the downright funny.</p>',
      },
      {
        slug: 'her',
        name: 'For Her',
        heading: 'Cards for Her',
        description: '<p>Cards for the women in your life, from pretty florals to bold, witty designs.</p>',
      },
    ],
  },
  {
    slug: 'style',
    type: 'category',
    name: 'Styles',
    description: '<p>Browse by look and feel to find a card that matches their taste, or yours.</p>',
    filterable: true,
    tags: [
      {
        slug: 'illustrated',
        name: 'Illustrated',
        heading: 'Illustrated Cards',
        description:
          '<p>Hand-drawn characters, scenes and patterns from independent illustrators, full of charm and detail.</p>',
      },
      {
        slug: 'botanical',
        name: 'Botanical',
        heading: 'Botanical Cards',
        description:
          '<p>Native wildflowers, garden roses and trailing greenery for anyone who loves a bloom.</p>',
      },
      {
        slug: 'typographic',
        name: 'Typographic',
        heading: 'Typographic Cards',
        description:
          '<p>Bold lettering and clever wordplay. Cards that say it loud and say it beautifully.</p>',
      },
      {
        slug: 'watercolour',
        name: 'Watercolour',
        heading: 'Watercolour Cards',
        description:
          '<p>Soft washes of colour painted by hand, each one as gentle and individual as a brushstroke.</p>',
      },
      {
        slug: 'minimal',
        name: 'Minimal',
        heading: 'Minimal Cards',
        description:
          '<p>Clean lines, quiet colour and plenty of white space, for those who believe less is more.</p>',
      },
      {
        slug: 'photographic',
        name: 'Photographic',
        heading: 'Photographic Cards',
        description:
          '<p>Striking photography of landscapes, coastlines and still lifes, printed in rich, true colour.</p>',
      },
      {
        slug: 'funny',
        name: 'Funny',
        heading: 'Funny Cards',
        description:
          '<p>Puns, pranks and gentle ribbing. Cards guaranteed to raise a grin, or at least a groan.</p>',
      },
      {
        slug: 'vintage',
        name: 'Vintage',
        heading: 'Vintage Cards',
        description:
          '<p>Retro palettes, old-world type and nostalgic motifs inspired by decades gone by.</p>',
      },
    ],
  },
];
