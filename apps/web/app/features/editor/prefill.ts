import type { Contact } from '@cardshop/shared/contracts/address-book';
import type { CardDraft, Recipient } from '@cardshop/shared/contracts/compose';
import { ShippingMethodSchema } from '@cardshop/shared/contracts/shipping';
import { contactName } from '@cardshop/shared/rules/names';
import { isSchedulableDay } from '@cardshop/shared/rules/schedule';

// What a link into the editor may fill in before writing starts (a reminder's "Write a card", decision
// record 37): `?contact=` the recipient from the writer's address book, `?date=` the day to post it on and
// `?method=` the shipping method that arrives in time.

/** A contact as the card's recipient. */
export function recipientOf(contact: Contact): Partial<Recipient> {
  return {
    name: contactName(contact),
    address: contact.address,
    address2: contact.address2 ?? '',
    locality: contact.locality,
    adminAreaLevel1: contact.adminAreaLevel1 ?? '',
    postcode: contact.postcode ?? '',
    country: contact.country,
    contactId: contact.id,
  };
}

export type DraftPrefill = Pick<CardDraft, 'recipient' | 'schedule' | 'shipping'>;

/**
 * The parts of a new draft the link names: the contact (when it is the writer's own), a day that can be
 * scheduled from `today`, a method the shop offers. Null when it names none of them.
 */
export function prefillOf(
  search: URLSearchParams,
  contact: Contact | null,
  today: string,
): DraftPrefill | null {
  const date = search.get('date');
  const method = ShippingMethodSchema.safeParse(search.get('method'));
  const prefill: DraftPrefill = {
    ...(contact ? { recipient: recipientOf(contact) } : {}),
    ...(date && isSchedulableDay(date, today) ? { schedule: { type: 'later' as const, date } } : {}),
    ...(method.success ? { shipping: { method: method.data, type: 'D' as const } } : {}),
  };
  return Object.keys(prefill).length > 0 ? prefill : null;
}

/** The link's own parameters, dropped from the address once the draft holds them. */
export const PREFILL_PARAMS = ['contact', 'date', 'method'] as const;
