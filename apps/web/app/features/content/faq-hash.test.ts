import { faqSlug } from '@cardshop/shared/rules/faq-slug';
import { describe, expect, it } from 'vitest';
import { matchFaqHash } from './faq-hash.ts';

const slugs = ['how-do-i-order-a-card', 'can-i-pay-by-invoice'].map((slug) => faqSlug(slug));

describe('matchFaqHash', () => {
  it('opens the question whose slug is the hash', () => {
    expect(matchFaqHash('#can-i-pay-by-invoice', slugs)).toBe('can-i-pay-by-invoice');
  });

  it('matches a hash written with capitals, spaces or punctuation', () => {
    expect(matchFaqHash('#How-Do-I-Order-A-Card', slugs)).toBe('how-do-i-order-a-card');
    expect(matchFaqHash('#how%20do%20I%20order%20a%20card%3F', slugs)).toBe('how-do-i-order-a-card');
  });

  it('matches a question title slugged by the shared rule', () => {
    expect(matchFaqHash(`#${faqSlug('Can I pay by invoice?')}`, slugs)).toBe('can-i-pay-by-invoice');
  });

  it('ignores an empty hash, a bare # and hashes of other anchors', () => {
    expect(matchFaqHash('', slugs)).toBeNull();
    expect(matchFaqHash('#', slugs)).toBeNull();
    expect(matchFaqHash('#pricing', slugs)).toBeNull();
  });

  it('survives a malformed escape', () => {
    expect(matchFaqHash('#%E0%A4%A', slugs)).toBeNull();
  });
});
