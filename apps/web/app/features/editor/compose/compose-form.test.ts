import type { CardDraft } from '@cardshop/shared/contracts/compose';
import { describe, expect, it } from 'vitest';
import {
  composedOf,
  deliveryWindowPath,
  destinationOf,
  draftDefaults,
  errorKeysOf,
  firstInvalidField,
  hasGiftCard,
  splitServerErrors,
  validateDraft,
} from './compose-form.ts';

const CARD = '00000000-0000-4000-8000-000000000900';
const TODAY = '2026-03-01';
const CHECK = { today: TODAY, postcodeRequired: (country: string) => ['AU', 'US'].includes(country) };

function draft(change: Partial<CardDraft> = {}): CardDraft {
  return {
    cardId: CARD,
    layout: { version: 3, sizeId: 'a6', pages: [] },
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
    shipping: { method: 'standard', type: 'D' },
    savedAt: '2026-03-01T00:00:00.000Z',
    ...change,
  };
}

const WITH_GIFT_CARD = {
  version: 3,
  sizeId: 'folded',
  pages: [{ objects: [{ type: 'gift-card', id: 'g' }] }],
};

describe('hasGiftCard', () => {
  it('finds a gift-card object on any page, and none in a layout without pages', () => {
    expect(hasGiftCard(WITH_GIFT_CARD)).toBe(true);
    expect(hasGiftCard({ pages: [{ objects: [{ type: 'text' }] }] })).toBe(false);
    expect(hasGiftCard(null)).toBe(false);
    expect(hasGiftCard('nonsense')).toBe(false);
  });
});

describe('validateDraft', () => {
  it('accepts a complete card posted direct, sent now', () => {
    expect(validateDraft(draft(), CHECK)).toEqual({});
  });

  it('requires the recipient name and the sender first name and a valid e-mail', () => {
    const rules = validateDraft(
      draft({ recipient: { ...draft().recipient, name: ' ' }, sender: { firstName: '', email: 'nope' } }),
      CHECK,
    );
    expect(rules).toMatchObject({
      'recipient.name': ['required'],
      'sender.firstName': ['required'],
      'sender.email': ['email'],
    });
    expect(errorKeysOf(rules)).toMatchObject({
      'recipient.name': 'validation.required',
      'sender.email': 'validation.email',
    });
  });

  it("requires the recipient's address for D, with a state in the countries that need one", () => {
    const rules = validateDraft(draft({ recipient: { name: 'Ann', country: 'US' } }), CHECK);
    expect(rules).toMatchObject({
      'recipient.address': ['required'],
      'recipient.locality': ['required'],
      'recipient.adminAreaLevel1': ['required'],
      'recipient.postcode': ['required'],
    });
    expect(firstInvalidField(errorKeysOf(rules))).toBe('recipient.address');
  });

  it("requires the sender's address instead for S, and not the recipient's", () => {
    const rules = validateDraft(
      draft({ recipient: { name: 'Ann' }, shipping: { method: 'standard', type: 'S' } }),
      CHECK,
    );
    expect(Object.keys(rules).sort()).toEqual(['sender.address', 'sender.country', 'sender.locality']);
  });

  it('checks the posting postcode against its country', () => {
    const rules = validateDraft(draft({ recipient: { ...draft().recipient, postcode: '70000' } }), CHECK);
    expect(rules).toEqual({ 'recipient.postcode': ['format'] });
    // A country without postcodes needs none.
    const nz = { ...draft().recipient, country: 'FJ', adminAreaLevel1: '', postcode: '' };
    expect(validateDraft(draft({ recipient: nz }), CHECK)).toEqual({});
  });

  it('schedules later from tomorrow to a year ahead', () => {
    const on = (date: string) => validateDraft(draft({ schedule: { type: 'later', date } }), CHECK);
    expect(on('')).toEqual({ 'schedule.date': ['required'] });
    expect(on(TODAY)).toEqual({ 'schedule.date': ['editor.compose.schedule.too-soon'] });
    expect(on('2026-03-02')).toEqual({});
    expect(on('2027-03-01')).toEqual({});
    expect(on('2027-03-02')).toEqual({ 'schedule.date': ['editor.compose.schedule.too-late'] });
    expect(errorKeysOf(on(TODAY))).toEqual({ 'schedule.date': 'editor.compose.schedule.too-soon' });
  });

  it('leaves the layout to the editor', () => {
    expect(validateDraft(draft({ layout: undefined }), CHECK)).toEqual({});
  });

  it('asks where the gift card’s code goes when the recipient must confirm it, and checks it', () => {
    const verify = (email: string | null, phone: string | null) =>
      validateDraft(
        draft({ layout: WITH_GIFT_CARD, options: { giftCardVerification: { enable: true, email, phone } } }),
        CHECK,
      );
    expect(verify(null, null)).toEqual({ 'options.giftCardVerification.email': ['gift-card-contact'] });
    expect(errorKeysOf(verify('', ''))).toEqual({
      'options.giftCardVerification.email': 'validation.gift-card-contact',
    });
    expect(verify('ann@', null)).toEqual({ 'options.giftCardVerification.email': ['email'] });
    expect(errorKeysOf(verify(null, '12'))).toEqual({
      'options.giftCardVerification.phone': 'validation.phone',
    });
    expect(verify('ann@example.com', '0412 345 678')).toEqual({});
    // The first field with an error is scrolled to, after the others of the panel.
    expect(firstInvalidField({ 'options.giftCardVerification.phone': 'x', 'shipping.method': 'y' })).toBe(
      'shipping.method',
    );
  });

  it('ignores verification settings left from a gift card taken out of the card', () => {
    const options = { giftCardVerification: { enable: true, email: null, phone: null } };
    expect(validateDraft(draft({ options }), CHECK)).toEqual({});
    expect(composedOf(draft({ options }))).not.toHaveProperty('options');
    expect(composedOf(draft({ layout: WITH_GIFT_CARD, options }))).toHaveProperty('options', options);
  });
});

describe('composedOf', () => {
  it('fills the parts not chosen yet and leaves empty address lines out', () => {
    const composed = composedOf({
      cardId: CARD,
      layout: null,
      recipient: { name: 'Ann', address2: '', country: 'AU' },
      savedAt: '',
    });
    expect(composed.recipient).toEqual({ type: 'person', name: 'Ann', country: 'AU' });
    expect(composed.sender).toEqual({ firstName: '', lastName: '', email: '' });
    expect(composed.schedule).toEqual({ type: 'now' });
    expect(composed.shipping).toEqual({ method: 'standard', type: 'D' });
  });

  it("sends the sender's address only with a card posted to the sender", () => {
    const sender = { firstName: 'Bo', email: 'bo@example.com', address: '2 High St', country: 'AU' };
    expect(composedOf(draft({ sender })).sender).toEqual({
      firstName: 'Bo',
      lastName: '',
      email: 'bo@example.com',
    });
    expect(composedOf(draft({ sender, shipping: { method: 'standard', type: 'S' } })).sender).toMatchObject({
      address: '2 High St',
    });
  });
});

describe('splitServerErrors', () => {
  it('gives layout errors to the editor and the rest to the fields', () => {
    expect(
      splitServerErrors({
        'layout.pages.0.objects.1.font': ['font'],
        layout: ['required'],
        'recipient.postcode': ['format'],
        sender: ['required'],
        cardId: ['unavailable'],
        'options.giftCardVerification.phone': ['phone'],
      }),
    ).toEqual({
      layout: { 'layout.pages.0.objects.1.font': ['font'], layout: ['required'] },
      fields: {
        'recipient.postcode': ['format'],
        'sender.firstName': ['required'],
        'options.giftCardVerification.phone': ['phone'],
      },
      other: { cardId: ['unavailable'] },
    });
  });
});

describe('dates and paths', () => {
  it('asks the delivery window of the posting address', () => {
    expect(deliveryWindowPath('express', '2026-04-02', destinationOf(draft()))).toBe(
      '/api/delivery-window/express/2026-04-02/AU/TAS/7000',
    );
    const toMe = draft({ shipping: { method: 'standard', type: 'S' }, sender: { country: 'nz' } });
    expect(deliveryWindowPath('standard', 'today', destinationOf(toMe))).toBe(
      '/api/delivery-window/standard/today/NZ',
    );
    expect(deliveryWindowPath('standard', 'today', null)).toBeNull();
  });
});

describe('draftDefaults', () => {
  const user = {
    firstName: 'Bo',
    lastName: 'Lee',
    email: 'bo@example.com',
    address: '2 High St',
    address2: null,
    locality: 'Perth',
    adminAreaLevel1: 'WA',
    postcode: '6000',
    country: 'AU',
  };

  it("fills the region's country, the signed-in sender, sending now and posting direct", () => {
    const filled = draftDefaults({ cardId: CARD, layout: null, savedAt: '' }, { user, country: 'AU' });
    expect(filled).toMatchObject({
      recipient: { type: 'person', country: 'AU' },
      sender: { firstName: 'Bo', lastName: 'Lee', email: 'bo@example.com', locality: 'Perth', country: 'AU' },
      schedule: { type: 'now' },
      shipping: { method: 'standard', type: 'D' },
    });
  });

  it('offers a signed-out writer the sender of the last card added here', () => {
    const remembered = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', country: 'GB' };
    const filled = draftDefaults(
      { cardId: CARD, layout: null, savedAt: '' },
      { user: null, country: 'AU', remembered },
    );
    expect(filled?.sender).toEqual(remembered);
    // A signed-in writer is the sender, whoever added the last card in this browser.
    const signedIn = draftDefaults(
      { cardId: CARD, layout: null, savedAt: '' },
      { user, country: 'AU', remembered },
    );
    expect(signedIn?.sender).toMatchObject({ firstName: 'Bo', email: 'bo@example.com' });
  });

  it('changes nothing the writer already chose', () => {
    expect(
      draftDefaults(draft({ sender: { ...draft().sender, country: 'NZ' } }), { user, country: 'AU' }),
    ).toBeNull();
  });
});
