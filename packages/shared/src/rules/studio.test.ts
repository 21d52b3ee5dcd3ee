import { describe, expect, it } from 'vitest';
import {
  ARTIST_TERMS_VERSION,
  artistTermsRequired,
  bioHtml,
  bioText,
  isSocialUrl,
  lastMonths,
  monthOf,
  monthsStart,
  royaltyOf,
  submissionTags,
} from './studio.ts';

describe('artistTermsRequired', () => {
  it('asks until the artist agreed to the version in force', () => {
    expect(artistTermsRequired(null)).toBe(true);
    expect(artistTermsRequired(undefined)).toBe(true);
    expect(artistTermsRequired('2001-01')).toBe(true);
    expect(artistTermsRequired(ARTIST_TERMS_VERSION)).toBe(false);
  });
});

describe('royaltyOf', () => {
  it('is 12.5 % of the sales, rounded down to a whole minor unit', () => {
    expect(royaltyOf(2500)).toBe(312);
    expect(royaltyOf(800)).toBe(100);
    expect(royaltyOf(7)).toBe(0);
    expect(royaltyOf(8)).toBe(1);
  });

  it('is nothing for no sales or a value that is not a positive number', () => {
    expect(royaltyOf(0)).toBe(0);
    expect(royaltyOf(-500)).toBe(0);
    expect(royaltyOf(Number.NaN)).toBe(0);
  });
});

describe('months', () => {
  it('names the UTC calendar month of an instant', () => {
    expect(monthOf(new Date('2026-03-31T23:30:00Z'))).toBe('2026-03');
    expect(monthOf(new Date('2026-04-01T00:00:00Z'))).toBe('2026-04');
  });

  it('lists the last months oldest first, across a year, from the first day of the oldest', () => {
    const now = new Date('2026-02-15T10:00:00Z');
    expect(lastMonths(now, 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(lastMonths(now)).toHaveLength(12);
    expect(monthsStart(now, 4).toISOString()).toBe('2025-11-01T00:00:00.000Z');
  });
});

describe('isSocialUrl', () => {
  it("accepts an https page on the network's own site", () => {
    expect(isSocialUrl('facebook', 'https://www.facebook.com/harbour')).toBe(true);
    expect(isSocialUrl('twitter', 'https://x.com/harbour')).toBe(true);
    expect(isSocialUrl('instagram', 'https://instagram.com/harbour')).toBe(true);
  });

  it('refuses another site, plain http, credentials, ports, bare sites and non-links', () => {
    expect(isSocialUrl('facebook', 'https://evil.example.com/facebook.com')).toBe(false);
    expect(isSocialUrl('facebook', 'https://facebook.com.evil.example/x')).toBe(false);
    expect(isSocialUrl('instagram', 'https://www.facebook.com/harbour')).toBe(false);
    expect(isSocialUrl('instagram', 'http://instagram.com/harbour')).toBe(false);
    expect(isSocialUrl('twitter', 'https://user:pass@twitter.com/x')).toBe(false);
    expect(isSocialUrl('twitter', 'https://twitter.com:8443/x')).toBe(false);
    expect(isSocialUrl('twitter', 'https://twitter.com/')).toBe(false);
    expect(isSocialUrl('twitter', 'javascript:alert(1)')).toBe(false);
    expect(isSocialUrl('twitter', 'twitter.com/x')).toBe(false);
  });
});

describe('submissionTags', () => {
  it('trims, lower-cases and de-duplicates comma-separated tags, dropping blanks', () => {
    expect(submissionTags(' Sea,boats , SEA,, Summer  Days ')).toEqual(['sea', 'boats', 'summer days']);
    expect(submissionTags(['A', 'a', ' '])).toEqual(['a']);
    expect(submissionTags('')).toEqual([]);
  });
});

describe('bio', () => {
  it('stores paragraphs of plain text as escaped HTML paragraphs', () => {
    expect(bioHtml('I paint <boats> & "sea".\n\n\nMostly\nat dawn.')).toBe(
      '<p>I paint &lt;boats&gt; &amp; &quot;sea&quot;.</p><p>Mostly<br>at dawn.</p>',
    );
    expect(bioHtml('  \n\n ')).toBe('');
  });

  it('gives back the text that was stored', () => {
    const text = 'I paint <boats> & "sea".\n\nMostly\nat dawn.';
    expect(bioText(bioHtml(text))).toBe(text);
    expect(bioText('<p>One <em>two</em></p><p>Three</p>')).toBe('One two\n\nThree');
  });
});
