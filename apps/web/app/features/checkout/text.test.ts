import { describe, expect, it } from 'vitest';
import { messageText } from './text.ts';

describe('a message from the server or the gateway', () => {
  const t = (key: string) => `«${key}»`;

  it('is translated when it is a key', () => {
    expect(messageText(t, 'checkout.payment.declined')).toBe('«checkout.payment.declined»');
  });

  it('is shown as it is when the gateway wrote a sentence', () => {
    expect(messageText(t, 'Your card was declined.')).toBe('Your card was declined.');
  });
});
