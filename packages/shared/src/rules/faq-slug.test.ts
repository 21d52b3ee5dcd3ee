import { describe, expect, it } from 'vitest';
import { faqSlug } from './faq-slug.ts';

describe('faqSlug', () => {
  it('lowercases, hyphenates and drops punctuation', () => {
    expect(faqSlug('What is a Card?')).toBe('what-is-a-card');
    expect(faqSlug("Can I change my order's address?")).toBe('can-i-change-my-orders-address');
  });

  it('collapses the hyphens left where symbols and extra spaces were', () => {
    expect(faqSlug('Shipping  & Returns')).toBe('shipping-returns');
    expect(faqSlug('Pre-paid -- postage')).toBe('pre-paid-postage');
  });

  it('trims leading and trailing hyphens', () => {
    expect(faqSlug('  ¿Qué? ')).toBe('qu');
    expect(faqSlug('- Gift cards -')).toBe('gift-cards');
  });

  it('keeps digits and treats tabs and newlines as spaces', () => {
    expect(faqSlug('Top 10\tquestions\nfor 2024')).toBe('top-10-questions-for-2024');
  });

  it('gives an empty slug for a title without letters or digits', () => {
    expect(faqSlug('?!')).toBe('');
    expect(faqSlug('')).toBe('');
  });
});
