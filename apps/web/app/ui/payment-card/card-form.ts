import { expiryIsCurrent, isCvc, parseCardExpiry, passesLuhn } from '@cardshop/shared/rules/payment-card';

// The test gateway's card form: what the buyer types, checked in the browser before anything is sent.
// The gateway decides whether a card is accepted; these checks only catch typing mistakes early (a
// number that fails the Luhn check, an expiry in the past, a short CVC), so the message sits beside the
// field instead of coming back as a decline. The rules are the shared ones the server checks again.

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardValues;

/** The fields in the order they are focused when invalid. */
export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc', 'name'];

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '', name: '' };

const CARD_DIGITS_MAX = 19;
const CARD_NAME_MAX = 128;

/** The digits of a typed card number (spaces and dashes dropped). */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, CARD_DIGITS_MAX);
}

/** A card number as typed, grouped in fours for reading: '4242424242424242' → '4242 4242 4242 4242'. */
export function formatCardNumber(value: string): string {
  return cardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** An expiry as typed, with the slash put in: '1' → '1', '12' → '12 / ', '1230' → '12 / 30'. */
export function formatExpiry(value: string, previous = ''): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash must not put it straight back.
  if (digits.length === 2 && previous.replace(/\D/g, '') === digits && value.length < previous.length) {
    return digits.slice(0, 1);
  }
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/**
 * The message key of each field the buyer must correct, by the browser's clock. A card is valid
 * through the last day of its expiry month.
 */
export function validateCard(values: CardValues, now: Date): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = cardDigits(values.number);
  if (digits === '') errors.number = 'validation.required';
  else if (!passesLuhn(digits)) errors.number = 'checkout.card.errors.number';

  if (values.expiry.trim() === '') errors.expiry = 'validation.required';
  else {
    const expiry = parseCardExpiry(values.expiry);
    if (!expiry) errors.expiry = 'checkout.card.errors.expiry';
    else if (!expiryIsCurrent(expiry, now)) errors.expiry = 'checkout.card.errors.expired';
  }

  const cvc = values.cvc.trim();
  if (cvc === '') errors.cvc = 'validation.required';
  else if (!isCvc(cvc)) errors.cvc = 'checkout.card.errors.cvc';

  const name = values.name.trim();
  if (name === '') errors.name = 'validation.required';
  else if (name.length > CARD_NAME_MAX) errors.name = 'validation.max';
  return errors;
}

/** The card as the gateway takes it: digits only, expiry as MM/YY. */
export function cardPayload(values: CardValues): CardValues {
  const expiry = parseCardExpiry(values.expiry);
  return {
    number: cardDigits(values.number),
    expiry: expiry
      ? `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`
      : '',
    cvc: values.cvc.trim(),
    name: values.name.trim(),
  };
}

/**
 * The card fields a gateway's 422 names, as message keys: `card.number` or `number` → the number field.
 * Rules without a key of their own get the card wording, since 'this value is not valid' says little.
 */
export function cardServerErrors(errors: Readonly<Record<string, readonly string[]>>) {
  const found: Partial<Record<CardField, string>> = {};
  for (const field of CARD_FIELDS) {
    const rule = errors[`card.${field}`]?.[0] ?? errors[field]?.[0];
    if (!rule) continue;
    const bare = rule.replace(/^validation\./, '');
    if (bare.includes('.')) found[field] = bare;
    else if (bare === 'required') found[field] = 'validation.required';
    else if (bare.includes('expired')) found[field] = 'checkout.card.errors.expired';
    else found[field] = field === 'name' ? `validation.${bare}` : `checkout.card.errors.${field}`;
  }
  return found;
}
