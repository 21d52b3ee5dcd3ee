import { describe, expect, it } from 'vitest';
import type { ContentSeed, NavItemSeed, TagSeed } from '../../types.ts';
import { CATEGORIES } from '../catalogue/tags.ts';
import { ARTICLES_PAGE } from './articles.ts';
import { BUSINESS_PAGES } from './business.ts';
import { CHANGELOG_PAGE } from './changelog.ts';
import { FAQ_PAGE } from './faq.ts';
import { HERO_SLIDES, TESTIMONIALS } from './hero-and-testimonials.ts';
import { NAVIGATION } from './navigation.ts';
import { PAGES } from './pages.ts';
import { BUSINESS_CONVERSIONS, BUSINESS_PRICING, ENVELOPE_COSTS, SITE_SETTINGS } from './settings.ts';

const REGIONS = ['AU', 'US', 'GB', 'CA', 'NZ'];
const MOTIFS = ['leaves', 'waves', 'confetti', 'hearts', 'stars', 'hills', 'circles', 'grid'];

const flatten = (pages: ContentSeed[]): ContentSeed[] =>
  pages.flatMap((page) => [page, ...flatten(page.children ?? [])]);

const ALL_PAGES = flatten([ARTICLES_PAGE, CHANGELOG_PAGE, FAQ_PAGE, ...PAGES, ...BUSINESS_PAGES]);

const navItems = (items: NavItemSeed[]): NavItemSeed[] =>
  items.flatMap((item) => [
    item,
    ...navItems(item.children ?? []),
    ...(item.groups ?? []).flatMap((group) =>
      navItems([...group.links, ...(group.allLink ? [group.allLink] : [])]),
    ),
    ...(item.allLink ? [item.allLink] : []),
  ]);

const ALL_NAV_ITEMS = navItems([
  ...NAVIGATION.primary,
  ...NAVIGATION.secondary,
  ...NAVIGATION.footer.flatMap((group) => group.links),
  ...NAVIGATION.business,
]);

const tagPaths = (prefix: string, tags: TagSeed[]): string[] =>
  tags.flatMap((tag) => [`${prefix}/${tag.slug}`, ...tagPaths(`${prefix}/${tag.slug}`, tag.children ?? [])]);

// Every path a site link may point at: content pages, category and tag listings, and the pages the web
// app draws itself that content leads to (the business sign-up).
const KNOWN_PATHS = new Set([
  '/',
  '/business/signup',
  ...ALL_PAGES.map((page) => page.path),
  ...CATEGORIES.flatMap((category) => [`/${category.slug}`, ...tagPaths(`/${category.slug}`, category.tags)]),
]);

/** The href values of every anchor in an HTML string. */
const hrefs = (html: string): string[] => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);

describe('site content', () => {
  it('has at least 12 articles with unique paths under /articles/ and unique dates', () => {
    const articles = ARTICLES_PAGE.children ?? [];
    expect(articles.length).toBeGreaterThanOrEqual(12);
    for (const article of articles) {
      expect(article.path).toMatch(/^\/articles\/[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(article.template).toBe('article');
      expect(article.summary).not.toBe('');
      expect(article.metaDescription).not.toBe('');
      expect(MOTIFS).toContain(article.featureImage?.motif);
      const paragraphs = article.body.match(/<p>/g) ?? [];
      expect(paragraphs.length, article.path).toBeGreaterThanOrEqual(4);
      expect(paragraphs.length, article.path).toBeLessThanOrEqual(8);
      expect(article.body).toContain('<h2>');
    }
    expect(new Set(articles.map((article) => article.path)).size).toBe(articles.length);
    expect(new Set(articles.map((article) => article.publishedAt)).size).toBe(articles.length);
  });

  it('has at least 10 changelog updates', () => {
    expect(CHANGELOG_PAGE.children?.length).toBeGreaterThanOrEqual(10);
  });

  it('gives every FAQ item a title and content', () => {
    const sections = (FAQ_PAGE.sections ?? []).filter((section) => section.type === 'faq');
    expect(sections.length).toBeGreaterThanOrEqual(5);
    const questions: string[] = [];
    for (const section of sections) {
      expect(section.title).toBeTruthy();
      expect(section.items?.length).toBeGreaterThanOrEqual(4);
      for (const item of section.items ?? []) {
        expect(typeof item.title === 'string' && item.title.length > 0).toBe(true);
        expect(typeof item.content === 'string' && item.content.length > 0).toBe(true);
        questions.push(item.title as string);
      }
    }
    expect(questions).toContain('How long does delivery take?');
    expect(questions).toContain('Can I schedule a card for a later date?');
  });

  it('has at least 3 business vertical pages', () => {
    const verticals = BUSINESS_PAGES.filter((page) => page.template === 'businessVertical');
    expect(verticals.length).toBeGreaterThanOrEqual(3);
  });

  it('uses unique paths, ISO dates and only relative links in page HTML', () => {
    const paths = ALL_PAGES.map((page) => page.path);
    expect(paths.length).toBeGreaterThan(0);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of ALL_PAGES) expect(page.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Not every page links anywhere; all the links of all pages are many.
    const links = ALL_PAGES.flatMap((page) =>
      hrefs([page.body, ...(page.sections ?? []).map((section) => section.content ?? '')].join('')).map(
        (href) => ({ href, page: page.path }),
      ),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const { href, page } of links) expect(href, page).toMatch(/^\//);
  });

  it('keeps business tiers contiguous, open-ended and falling in price', () => {
    expect(BUSINESS_PRICING.map((pricing) => pricing.region).sort()).toEqual([...REGIONS].sort());
    expect(BUSINESS_PRICING.length).toBeGreaterThan(0);
    for (const { region, tiers } of BUSINESS_PRICING) {
      // At least two tiers, so the pairs below are checked.
      expect(tiers.length, region).toBeGreaterThan(1);
      expect(tiers[0]?.fromUnits, region).toBe(1);
      expect(tiers[0]?.savingPercent, region).toBe(0);
      expect(tiers.at(-1)?.toUnits, region).toBeNull();
      for (let index = 1; index < tiers.length; index++) {
        const previous = tiers[index - 1]!;
        const tier = tiers[index]!;
        expect(previous.toUnits, region).not.toBeNull();
        expect(tier.fromUnits, region).toBe(previous.toUnits! + 1);
        expect(tier.unitCharge, region).toBeLessThan(previous.unitCharge);
        expect(tier.savingPercent, region).toBe(
          Math.round((1 - tier.unitCharge / tiers[0]!.unitCharge) * 100),
        );
      }
    }
  });

  it('prices extras in every region', () => {
    for (const region of REGIONS) {
      expect(ENVELOPE_COSTS[region]).toBeGreaterThan(0);
      expect(BUSINESS_CONVERSIONS.handwriting[region]).toBeGreaterThan(0);
      expect(BUSINESS_CONVERSIONS.signature[region]).toBeGreaterThan(0);
    }
    expect(SITE_SETTINGS.brand.name).toBe('Cardshop');
  });

  it('has a hero slide with the {{regionPrice}} placeholder and valid colours', () => {
    expect(HERO_SLIDES.some((slide) => `${slide.title} ${slide.subtitle}`.includes('{{regionPrice}}'))).toBe(
      true,
    );
    for (const slide of HERO_SLIDES) expect(slide.bgColor).toMatch(/^[0-9a-f]{6}$/i);
  });

  it('uses internal links that start with /', () => {
    const internal = ALL_NAV_ITEMS.filter((item) => !/^[a-z]+:/i.test(item.url)); // not external links
    expect(internal.length).toBeGreaterThan(0);
    for (const item of internal) expect(item.url, item.label).toMatch(/^\//);
  });

  it('points every internal link at a seeded page or tag', () => {
    const pageLinks = ALL_PAGES.flatMap((page) =>
      hrefs([page.body, ...(page.sections ?? []).map((section) => section.content ?? '')].join('')),
    );
    const sectionLinks = ALL_PAGES.flatMap((page) =>
      (page.sections ?? []).flatMap((section) => [
        ...(section.cta ? [section.cta] : []),
        ...(section.items ?? []).flatMap((item) => (typeof item.url === 'string' ? [item.url] : [])),
      ]),
    );
    const links = [
      ...pageLinks,
      ...sectionLinks,
      ...ALL_NAV_ITEMS.map((item) => item.url),
      ...HERO_SLIDES.map((slide) => slide.ctaLink),
    ];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(KNOWN_PATHS, link).toContain(link.split('#')[0]);
  });

  it('has a primary mega-menu item whose groups hold more than 7 links', () => {
    const megaMenus = NAVIGATION.primary.filter((item) => (item.groups?.length ?? 0) > 0);
    expect(megaMenus.length).toBeGreaterThanOrEqual(1);
    const linkCount = Math.max(
      ...megaMenus.map((item) => (item.groups ?? []).reduce((sum, group) => sum + group.links.length, 0)),
    );
    expect(linkCount).toBeGreaterThan(7);
  });

  it('has at least 6 testimonials rated 1 to 5', () => {
    expect(TESTIMONIALS.length).toBeGreaterThanOrEqual(6);
    for (const testimonial of TESTIMONIALS) {
      expect(testimonial.attributionExtra).toBeGreaterThanOrEqual(1);
      expect(testimonial.attributionExtra).toBeLessThanOrEqual(5);
    }
  });
});
