import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  cardPayload,
  cardServerErrors,
  EMPTY_CARD,
  formatCardNumber,
  formatExpiry,
  validateCard,
} from './card-form.ts';

const NOW = new Date('2026-05-15T10:00:00Z');
const VALID = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', name: 'Ada Lovelace' };

describe('the card number as typed', () => {
  it('keeps digits only, at most 19', () => {
    expect(cardDigits('4242-4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('1'.repeat(25))).toHaveLength(19);
  });

  it('groups the digits in fours for reading', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242 ')).toBe('4242');
  });
});

describe('the expiry as typed', () => {
  it('puts the slash in after the month', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('12 / 305')).toBe('12 / 30');
  });

  it('lets the buyer delete the slash instead of putting it straight back', () => {
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
  });
});

describe('checking the card before it is sent', () => {
  it('accepts a test card with a future expiry', () => {
    expect(validateCard(VALID, NOW)).toEqual({});
  });

  it('asks for every field of an empty form', () => {
    expect(validateCard(EMPTY_CARD, NOW)).toEqual({
      number: 'validation.required',
      expiry: 'validation.required',
      cvc: 'validation.required',
      name: 'validation.required',
    });
  });

  it('refuses a number that fails the Luhn check, and a short one', () => {
    expect(validateCard({ ...VALID, number: '4242 4242 4242 4241' }, NOW).number).toBe(
      'checkout.card.errors.number',
    );
    expect(validateCard({ ...VALID, number: '4242' }, NOW).number).toBe('checkout.card.errors.number');
  });

  it('accepts the declining test card (a valid number the gateway refuses)', () => {
    expect(validateCard({ ...VALID, number: '4000 0000 0000 0002' }, NOW)).toEqual({});
  });

  it('treats a card as valid to the end of its expiry month', () => {
    expect(validateCard({ ...VALID, expiry: '05/26' }, NOW).expiry).toBeUndefined();
    expect(validateCard({ ...VALID, expiry: '04/26' }, NOW).expiry).toBe('checkout.card.errors.expired');
    expect(validateCard({ ...VALID, expiry: '13/30' }, NOW).expiry).toBe('checkout.card.errors.expiry');
    expect(validateCard({ ...VALID, expiry: 'soon' }, NOW).expiry).toBe('checkout.card.errors.expiry');
  });

  it('wants a CVC of three or four digits and a name of at most 128 characters', () => {
    expect(validateCard({ ...VALID, cvc: '12' }, NOW).cvc).toBe('checkout.card.errors.cvc');
    expect(validateCard({ ...VALID, cvc: '1234' }, NOW).cvc).toBeUndefined();
    expect(validateCard({ ...VALID, name: 'x'.repeat(129) }, NOW).name).toBe('validation.max');
  });
});

describe('the card as the gateway takes it', () => {
  it('sends digits and MM/YY', () => {
    expect(cardPayload({ ...VALID, expiry: '3/2031', name: '  Ada  ' })).toEqual({
      number: '4242424242424242',
      expiry: '03/31',
      cvc: '123',
      name: 'Ada',
    });
  });

  it('puts the gateway’s field errors beside the fields, in card wording', () => {
    expect(
      cardServerErrors({
        'card.number': ['card-number'],
        'card.expiry': ['card-expired'],
        cvc: ['required'],
        'card.name': ['max'],
      }),
    ).toEqual({
      number: 'checkout.card.errors.number',
      expiry: 'checkout.card.errors.expired',
      cvc: 'validation.required',
      name: 'validation.max',
    });
  });
});
