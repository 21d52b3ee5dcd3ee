import { describe, expect, it } from 'vitest';
import { testItem } from '../../lib/cart/test-orders.ts';
import { writtenLineOf } from './written-line.ts';

describe('writtenLineOf', () => {
  const written = (recipient: unknown, scheduledDate: string | null) => {
    const item = testItem({ blank: false, scheduledDate });
    return { ...item, card: { ...item.card, recipient } };
  };

  it('names the recipient and the day a later card is sent', () => {
    expect(writtenLineOf(written({ name: ' Ann Smith ' }, '2026-04-02'))).toEqual({
      recipient: 'Ann Smith',
      contact: null,
      sendsOn: 'Apr 2nd 2026',
    });
  });

  it("names the owner's contact as the address book names them now, over the name the card was given", () => {
    const contact = { id: '7b0c1c1e-3b1a-4a8e-9a57-1f0f5a3c2d10', name: 'Ms Ann Smith-Jones' };
    expect(writtenLineOf({ ...written({ name: 'Ann Smith' }, null), contact })).toEqual({
      recipient: 'Ms Ann Smith-Jones',
      contact,
      sendsOn: null,
    });
  });

  it('has no day for a card sent once paid, and no name when the card has none', () => {
    expect(writtenLineOf(written(undefined, null))).toEqual({
      recipient: null,
      contact: null,
      sendsOn: null,
    });
  });

  it('says nothing of blanks', () => {
    expect(writtenLineOf(testItem({ blank: true }))).toBeNull();
  });
});
