import { describe, expect, it } from 'vitest';
import { createLinkSigner, signParts, verifyParts } from './signed-links.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const signer = createLinkSigner(SECRET);

const signatureOf = (url: string) => new URL(url).searchParams.get('sig') ?? '';

describe('signed mail links', () => {
  it('builds unsubscribe links with the address encoded and a signature that verifies', () => {
    const url = signer.unsubscribeUrl('https://shop.example', 'newsletter', 'Ada+Cards@Example.com');
    expect(url).toMatch(
      /^https:\/\/shop\.example\/unsubscribe\/newsletter\/ada%2Bcards%40example\.com\?sig=/,
    );
    const signature = signatureOf(url);
    expect(signer.verifyUnsubscribe('newsletter', 'ada+cards@example.com', null, signature)).toBe(true);
    // The address is compared as the users table keeps it: trimmed and lower-cased.
    expect(signer.verifyUnsubscribe('newsletter', ' ADA+cards@example.com', undefined, signature)).toBe(true);
  });

  it('puts the id between the event and the address', () => {
    const url = signer.unsubscribeUrl('https://shop.example', 'birthday', 'ada@example.com', 'event-7');
    expect(url).toMatch(/^https:\/\/shop\.example\/unsubscribe\/birthday\/event-7\/ada%40example\.com\?sig=/);
    expect(signer.verifyUnsubscribe('birthday', 'ada@example.com', 'event-7', signatureOf(url))).toBe(true);
  });

  it('refuses a signature used for another address, list, id or secret', () => {
    const signature = signatureOf(
      signer.unsubscribeUrl('https://shop.example', 'newsletter', 'ada@example.com'),
    );
    expect(signer.verifyUnsubscribe('newsletter', 'bob@example.com', null, signature)).toBe(false);
    expect(signer.verifyUnsubscribe('reminders', 'ada@example.com', null, signature)).toBe(false);
    expect(signer.verifyUnsubscribe('newsletter', 'ada@example.com', 'x', signature)).toBe(false);
    expect(
      createLinkSigner(`${SECRET}-other`).verifyUnsubscribe('newsletter', 'ada@example.com', null, signature),
    ).toBe(false);
    expect(signer.verifyUnsubscribe('newsletter', 'ada@example.com', null, `${signature}x`)).toBe(false);
    expect(signer.verifyUnsubscribe('newsletter', 'ada@example.com', null, '')).toBe(false);
  });

  it('keeps unsubscribe and disable-reminders signatures apart', () => {
    const url = signer.disableRemindersUrl('https://shop.example', 'r-1', 'ada@example.com');
    expect(url).toMatch(/^https:\/\/shop\.example\/disable-reminders\/r-1\/ada%40example\.com\?sig=/);
    const signature = signatureOf(url);
    expect(signer.verifyDisableReminders('r-1', 'ada@example.com', signature)).toBe(true);
    expect(signer.verifyDisableReminders('r-2', 'ada@example.com', signature)).toBe(false);
    // The same parts under the other purpose do not verify.
    expect(verifyParts(SECRET, 'unsubscribe', ['r-1', 'ada@example.com'], signature)).toBe(false);
  });

  it('cannot be fooled by moving a separator between parts', () => {
    const signature = signParts(SECRET, 'unsubscribe', ['a/b', 'c', '']);
    expect(verifyParts(SECRET, 'unsubscribe', ['a', 'b/c', ''], signature)).toBe(false);
    expect(verifyParts(SECRET, 'unsubscribe', ['a/b', 'c', ''], signature)).toBe(true);
  });

  it('signs a newsletter confirmation for one address until one moment, and nothing else', () => {
    const url = signer.newsletterConfirmUrl('https://shop.example', 'Ada+Cards@Example.com', 1_900_000_000);
    expect(url).toMatch(
      /^https:\/\/shop\.example\/newsletter\/confirm\/ada%2Bcards%40example\.com\?expires=1900000000&sig=[\w-]{43}$/,
    );
    const signature = signatureOf(url);
    expect(signer.verifyNewsletterConfirm('ada+cards@example.com', 1_900_000_000, signature)).toBe(true);
    expect(signer.verifyNewsletterConfirm(' ADA+cards@example.com', 1_900_000_000, signature)).toBe(true);
    // A later expiry, another address, or the same parts signed for another purpose do not pass.
    expect(signer.verifyNewsletterConfirm('ada+cards@example.com', 1_900_000_001, signature)).toBe(false);
    expect(signer.verifyNewsletterConfirm('bob@example.com', 1_900_000_000, signature)).toBe(false);
    expect(verifyParts(SECRET, 'unsubscribe', ['ada+cards@example.com', '1900000000'], signature)).toBe(
      false,
    );
    expect(signer.verifyNewsletterConfirm('ada+cards@example.com', 1_900_000_000, '')).toBe(false);
  });
});
