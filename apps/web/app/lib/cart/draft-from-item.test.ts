import { describe, expect, it } from 'vitest';
import { draftFromItem } from './draft-from-item.ts';
import { testItem } from './test-orders.ts';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const LAYOUT = { version: 3, sizeId: 'a6', pages: [{ objects: [] }] };

function writtenItem(change: Parameters<typeof testItem>[0] = {}) {
  const item = testItem({ blank: false, label: 'Gum Blossom', ...change });
  return {
    ...item,
    card: {
      ...item.card,
      layout: LAYOUT,
      recipient: {
        type: 'person',
        name: 'Ann Smith',
        address: '1 Main St',
        address2: null,
        locality: 'Hobart',
        adminAreaLevel1: 'TAS',
        postcode: '7000',
        country: 'AU',
      },
      sender: { firstName: 'Bo', lastName: 'Lee', email: 'bo@example.com' },
      options: { giftCardVerification: { enable: true, email: 'ann@example.com', phone: null } },
      ...change.card,
    },
  };
}

describe('draftFromItem: reloading an item (resume editing)', () => {
  it('restores the card, layout, recipient, sender and gift-card options, marked with the item', () => {
    const item = writtenItem();
    expect(draftFromItem(item, { now: NOW })).toEqual({
      cardId: item.card.art.id,
      layout: LAYOUT,
      recipient: {
        type: 'person',
        name: 'Ann Smith',
        address: '1 Main St',
        locality: 'Hobart',
        adminAreaLevel1: 'TAS',
        postcode: '7000',
        country: 'AU',
      },
      sender: { firstName: 'Bo', lastName: 'Lee', email: 'bo@example.com' },
      schedule: { type: 'now' },
      shipping: { method: 'standard', type: 'S' },
      options: { giftCardVerification: { enable: true, email: 'ann@example.com', phone: null } },
      item: { id: item.id, token: item.token },
      savedAt: NOW.toISOString(),
    });
  });

  it("schedules 'later' on the item's scheduledDate, else 'now'", () => {
    expect(draftFromItem(writtenItem({ scheduledDate: '2026-04-02' })).schedule).toEqual({
      type: 'later',
      date: '2026-04-02',
    });
    // A date-time answer still gives the calendar day.
    expect(draftFromItem(writtenItem({ scheduledDate: '2026-04-02T00:00:00.000Z' })).schedule).toEqual({
      type: 'later',
      date: '2026-04-02',
    });
    expect(draftFromItem(writtenItem({ scheduledDate: null })).schedule).toEqual({ type: 'now' });
  });

  it("ships D when shipTo is 'direct', else S, with the item's method", () => {
    expect(draftFromItem(writtenItem({ shipTo: 'direct', shippingMethod: 'express' })).shipping).toEqual({
      method: 'express',
      type: 'D',
    });
    expect(draftFromItem(writtenItem({ shipTo: 'sender' })).shipping).toEqual({
      method: 'standard',
      type: 'S',
    });
  });

  it('reads an item without composed parts as an empty draft, not a failure', () => {
    const item = testItem({ blank: false });
    const draft = draftFromItem(item);
    expect(draft.recipient).toEqual({ type: 'person' });
    expect(draft.sender).toEqual({});
    expect(draft.layout).toBeNull();
    expect(draft.options).toBeUndefined();
  });

  it('reads the yes/no flags of an older item as no address', () => {
    const base = writtenItem();
    const item = {
      ...base,
      card: { ...base.card, options: { giftCardVerification: { enable: false, email: true, phone: false } } },
    };
    expect(draftFromItem(item).options).toEqual({
      giftCardVerification: { enable: false, email: null, phone: null },
    });
  });
});

describe('draftFromItem: copying an item', () => {
  it('keeps only the art, the layout and the sender', () => {
    const item = writtenItem({ scheduledDate: '2026-04-02', shipTo: 'direct' });
    expect(draftFromItem(item, { copy: true, now: NOW })).toEqual({
      cardId: item.card.art.id,
      layout: LAYOUT,
      sender: { firstName: 'Bo', lastName: 'Lee', email: 'bo@example.com' },
      savedAt: NOW.toISOString(),
    });
  });

  it('leaves the gift card out: the next recipient gets one of their own', () => {
    const gift = { type: 'gift-card', id: 'g', giftCard: { id: 'x', amount: 5000 } };
    const text = { type: 'text', id: 't', text: 'Hello' };
    const item = writtenItem({
      card: { ...writtenItem().card, layout: { ...LAYOUT, pages: [{ objects: [text, gift] }] } },
    });
    expect(draftFromItem(item, { copy: true }).layout).toEqual({ ...LAYOUT, pages: [{ objects: [text] }] });
    // Resume editing keeps it: it is the same card.
    expect(draftFromItem(item).layout).toEqual({ ...LAYOUT, pages: [{ objects: [text, gift] }] });
  });

  it("splits a sender's single name at the first space into first and last name", () => {
    const base = writtenItem();
    const item = {
      ...base,
      card: { ...base.card, sender: { name: 'Mary Anne Lee', email: 'm@example.com' } },
    };
    expect(draftFromItem(item, { copy: true }).sender).toEqual({
      firstName: 'Mary',
      lastName: 'Anne Lee',
      email: 'm@example.com',
    });
  });
});
