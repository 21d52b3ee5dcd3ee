import { describe, expect, it } from 'vitest';
import type { TagSeed } from '../../types.ts';
import { ARTIST_WORDS } from './artists.ts';
import { CARD_WORDS } from './cards.ts';
import { GIFT_CARD_CATEGORIES, GIFT_CARDS } from './gift-cards.ts';
import { CATEGORIES } from './tags.ts';

const REGION_CURRENCY: Record<string, string> = { AU: 'AUD', US: 'USD', GB: 'GBP', CA: 'CAD', NZ: 'NZD' };
const SLUG = /^[a-z0-9-]+$/;
const HEX = /^#[0-9a-f]{6}$/i;

function flatten(tags: TagSeed[]): TagSeed[] {
  return tags.flatMap((tag) => [tag, ...flatten(tag.children ?? [])]);
}

function category(slug: string) {
  const found = CATEGORIES.find((c) => c.slug === slug);
  if (!found) throw new Error(`no category ${slug}`);
  return found;
}

const unique = (values: string[]) => new Set(values).size === values.length;

describe('catalogue categories', () => {
  it('has the three filterable categories', () => {
    expect(CATEGORIES.map((c) => [c.slug, c.type])).toEqual([
      ['occasion', 'occasion'],
      ['recipient', 'recipient'],
      ['style', 'category'],
    ]);
    for (const c of CATEGORIES) expect(c.filterable).toBe(true);
  });

  it('has unique, URL-safe tag slugs within each category', () => {
    expect(CATEGORIES.length).toBeGreaterThan(0);
    for (const c of CATEGORIES) {
      const slugs = flatten(c.tags).map((t) => t.slug);
      expect(slugs.length, c.slug).toBeGreaterThan(0);
      expect(unique(slugs), c.slug).toBe(true);
      for (const slug of slugs) expect(slug).toMatch(SLUG);
    }
  });

  it('describes every tag in a short HTML paragraph', () => {
    expect(CATEGORIES.length).toBeGreaterThan(0);
    for (const c of CATEGORIES) {
      const tags = flatten(c.tags);
      expect(tags.length, c.slug).toBeGreaterThan(0);
      for (const tag of tags) {
        expect(tag.name.length, tag.slug).toBeGreaterThan(0);
        expect(tag.description, tag.slug).toMatch(/^<p>.+<\/p>$/s);
      }
    }
  });

  it('includes the expected occasions, recipients and styles', () => {
    const slugs = (slug: string) => flatten(category(slug).tags).map((t) => t.slug);
    expect(slugs('occasion')).toEqual(
      expect.arrayContaining([
        'birthday',
        'milestone-birthday',
        'kids-birthday',
        'love',
        'anniversary',
        'wedding',
        'engagement',
        'congratulations',
        'baby',
        'sympathy',
        'get-well',
        'thank-you',
        'christmas',
        'new-year',
        'easter',
        'mothers-day',
        'fathers-day',
        'valentines-day',
        'graduation',
        'retirement',
        'new-home',
        'good-luck',
        'farewell',
        'thinking-of-you',
        'just-because',
        'cheeky',
      ]),
    );
    expect(slugs('recipient')).toEqual(
      expect.arrayContaining([
        'mum',
        'dad',
        'partner',
        'friend',
        'grandparent',
        'sister',
        'brother',
        'colleague',
        'teacher',
        'kids',
        'him',
        'her',
      ]),
    );
    expect(slugs('style')).toEqual(
      expect.arrayContaining([
        'illustrated',
        'botanical',
        'typographic',
        'watercolour',
        'minimal',
        'photographic',
        'funny',
        'vintage',
      ]),
    );
  });

  it('flags gift categories, primary, adult and kids tags', () => {
    const occasions = flatten(category('occasion').tags);
    const bySlug = new Map(occasions.map((t) => [t.slug, t]));
    const gift = [
      'birthday',
      'love',
      'congratulations',
      'baby',
      'christmas',
      'thank-you',
      'wedding',
      'anniversary',
    ];
    for (const slug of gift) expect(bySlug.get(slug)?.giftCategory, slug).toBe(true);
    expect(bySlug.get('sympathy')?.giftCategory).not.toBe(true);
    const primary = [...gift, 'sympathy'];
    for (const slug of primary) expect(bySlug.get(slug)?.primary, slug).toBe(true);
    expect(occasions.filter((t) => t.adults).map((t) => t.slug)).toEqual(['cheeky']);
    expect(bySlug.get('kids-birthday')?.kids).toBe(true);
    expect(flatten(category('recipient').tags).find((t) => t.slug === 'kids')?.kids).toBe(true);
    expect(occasions.length).toBeGreaterThan(0);
    for (const tag of occasions) expect(tag.adults && tag.kids, tag.slug).toBeFalsy();
  });
});

describe('artist words', () => {
  it('has at least 30 unique brand names', () => {
    expect(ARTIST_WORDS.brandNames.length).toBeGreaterThanOrEqual(30);
    expect(unique(ARTIST_WORDS.brandNames)).toBe(true);
  });

  it('has enough unique names and bio sentences', () => {
    expect(ARTIST_WORDS.firstNames.length).toBeGreaterThanOrEqual(40);
    expect(ARTIST_WORDS.lastNames.length).toBeGreaterThanOrEqual(40);
    expect(unique(ARTIST_WORDS.firstNames)).toBe(true);
    expect(unique(ARTIST_WORDS.lastNames)).toBe(true);
    expect(ARTIST_WORDS.bioSentences.length).toBeGreaterThanOrEqual(30);
    expect(unique(ARTIST_WORDS.bioSentences)).toBe(true);
    for (const sentence of ARTIST_WORDS.bioSentences) {
      expect(sentence).toMatch(/^[A-Z].*\.$/);
      // Neutral forms only, so any combination reads as one person.
      expect(sentence).not.toMatch(/\b(he|she|his|her|him|hers)\b/i);
    }
  });

  it('lives in the shop regions', () => {
    expect([...ARTIST_WORDS.countries].sort()).toEqual(['AU', 'CA', 'GB', 'NZ', 'US']);
  });
});

describe('card words', () => {
  it('has at least six greetings for every occasion tag, plus generic ones', () => {
    const occasions = flatten(category('occasion').tags);
    expect(occasions.length).toBeGreaterThan(0);
    for (const tag of occasions) {
      const greetings = CARD_WORDS.greetings[tag.slug] ?? [];
      expect(greetings.length, tag.slug).toBeGreaterThanOrEqual(6);
      expect(unique(greetings), tag.slug).toBe(true);
    }
    expect(CARD_WORDS.greetings.generic?.length ?? 0).toBeGreaterThanOrEqual(6);
  });

  it('keys greetings only by known occasion slugs', () => {
    const known = new Set(['generic', ...flatten(category('occasion').tags).map((t) => t.slug)]);
    const keys = Object.keys(CARD_WORDS.greetings);
    expect(keys).toContain('generic');
    expect(keys.filter((key) => !known.has(key))).toEqual([]);
  });

  it('has at least 30 unique description sentences', () => {
    expect(CARD_WORDS.descriptionSentences.length).toBeGreaterThanOrEqual(30);
    expect(unique(CARD_WORDS.descriptionSentences)).toBe(true);
    for (const sentence of CARD_WORDS.descriptionSentences) expect(sentence).toMatch(/^[A-Z].*\.$/);
  });
});

describe('gift cards', () => {
  const categorySlugs = new Set(GIFT_CARD_CATEGORIES.map((c) => c.slug));
  const icons = new Set(['gift', 'star', 'heart', 'leaf', 'palette', 'globe', 'truck', 'clock', 'calendar']);

  it('has at least eight categories with unique slugs and known icons', () => {
    expect(GIFT_CARD_CATEGORIES.length).toBeGreaterThanOrEqual(8);
    expect(categorySlugs.size).toBe(GIFT_CARD_CATEGORIES.length);
    for (const slug of [
      'dining',
      'experiences',
      'fashion',
      'home',
      'books',
      'wellness',
      'entertainment',
      'travel',
    ]) {
      expect(categorySlugs.has(slug), slug).toBe(true);
    }
    for (const c of GIFT_CARD_CATEGORIES) {
      expect(c.slug).toMatch(SLUG);
      expect(icons.has(c.icon), c.icon).toBe(true);
    }
  });

  it('has at least 20 gift cards with unique slugs, three or more of them wildcards', () => {
    expect(GIFT_CARDS.length).toBeGreaterThanOrEqual(20);
    expect(unique(GIFT_CARDS.map((g) => g.slug))).toBe(true);
    expect(GIFT_CARDS.filter((g) => g.wildcard).length).toBeGreaterThanOrEqual(3);
  });

  it('offers at least three gift cards in every region', () => {
    expect(Object.keys(REGION_CURRENCY).sort()).toEqual(['AU', 'CA', 'GB', 'NZ', 'US']);
    for (const region of Object.keys(REGION_CURRENCY)) {
      const count = GIFT_CARDS.filter((g) => g.regions.includes(region)).length;
      expect(count, region).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps amounts within the value range', () => {
    expect(GIFT_CARDS.length).toBeGreaterThan(0);
    for (const g of GIFT_CARDS) {
      expect(Number.isInteger(g.valueMin) && Number.isInteger(g.valueMax), g.slug).toBe(true);
      expect(g.valueMin, g.slug).toBeGreaterThan(0);
      expect(g.valueMin, g.slug).toBeLessThanOrEqual(g.valueMax);
      expect(g.availableAmounts.length, g.slug).toBeGreaterThan(0);
      for (const amount of g.availableAmounts) {
        expect(Number.isInteger(amount), g.slug).toBe(true);
        expect(amount, g.slug).toBeGreaterThanOrEqual(g.valueMin);
        expect(amount, g.slug).toBeLessThanOrEqual(g.valueMax);
      }
    }
  });

  it("uses its first region's currency and only known regions", () => {
    expect(GIFT_CARDS.length).toBeGreaterThan(0);
    for (const g of GIFT_CARDS) {
      expect(g.regions.length, g.slug).toBeGreaterThan(0);
      expect(unique(g.regions), g.slug).toBe(true);
      for (const region of g.regions) expect(REGION_CURRENCY[region], `${g.slug} ${region}`).toBeDefined();
      expect(g.currency, g.slug).toBe(REGION_CURRENCY[g.regions[0] ?? '']);
    }
    expect(GIFT_CARDS.some((g) => g.regions.length > 1)).toBe(true);
  });

  it('refers only to existing categories', () => {
    expect(GIFT_CARDS.length).toBeGreaterThan(0);
    for (const g of GIFT_CARDS) {
      expect(g.categories.length, g.slug).toBeGreaterThan(0);
      for (const slug of g.categories) expect(categorySlugs.has(slug), `${g.slug} ${slug}`).toBe(true);
    }
  });

  it('has a range of validity periods, including no expiry', () => {
    const periods = new Set(GIFT_CARDS.map((g) => g.validityPeriod));
    expect(periods.has('no expiry')).toBe(true);
    for (const period of ['3 years', '12 months', '5 years', 'forever'])
      expect(periods.has(period), period).toBe(true);
  });

  it('has HTML words, optional terms and a two-colour palette', () => {
    expect(GIFT_CARDS.length).toBeGreaterThan(0);
    for (const g of GIFT_CARDS) {
      expect(g.slug).toMatch(SLUG);
      expect(g.description, g.slug).toMatch(/^<p>.+<\/p>$/s);
      expect(g.redemption, g.slug).toMatch(/^<p>.+<\/p>$/s);
      expect(g.palette).toHaveLength(2);
      for (const colour of g.palette) expect(colour, g.slug).toMatch(HEX);
    }
    // Terms are optional; those given are HTML, and their links are site paths.
    const terms = GIFT_CARDS.flatMap((g) => (g.terms === null ? [] : [g.terms]));
    expect(terms.length).toBeGreaterThan(0);
    for (const html of terms) expect(html).toMatch(/^<p>.+<\/p>$/s);
    const termsUrls = GIFT_CARDS.flatMap((g) => (g.termsUrl === null ? [] : [g.termsUrl]));
    expect(termsUrls.length).toBeGreaterThan(0);
    for (const url of termsUrls) expect(url).toMatch(/^\/[a-z0-9-/]+$/);
    expect(GIFT_CARDS.filter((g) => g.terms === null).length).toBeGreaterThan(GIFT_CARDS.length / 2);
  });
});
