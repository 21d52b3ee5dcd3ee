import type { Contact } from '@cardshop/shared/contracts/address-book';
import { describe, expect, it } from 'vitest';
import { prefillOf, recipientOf } from './prefill.ts';

const CONTACT = {
  id: '0b9c2c52-5d0f-4b55-9d52-5a3f1f2b9a11',
  title: 'Ms',
  firstName: 'Mary',
  lastName: 'Watson',
  address: '20 Ingram St',
  address2: null,
  locality: 'Melbourne',
  adminAreaLevel1: 'VIC',
  postcode: '3000',
  country: 'AU',
} as Contact;

const TODAY = '2026-03-02';
const search = (query: string) => new URLSearchParams(query);

describe('a draft started from a reminder’s link', () => {
  it('addresses the contact and schedules the day with its method', () => {
    expect(prefillOf(search('date=2026-03-05&method=express'), CONTACT, TODAY)).toEqual({
      recipient: recipientOf(CONTACT),
      schedule: { type: 'later', date: '2026-03-05' },
      shipping: { method: 'express', type: 'D' },
    });
    expect(recipientOf(CONTACT)).toMatchObject({
      name: 'Ms Mary Watson',
      contactId: CONTACT.id,
      address2: '',
    });
  });

  it('leaves out a day that cannot be scheduled and a method the shop does not have', () => {
    expect(prefillOf(search('date=2026-03-02&method=pigeon'), CONTACT, TODAY)).toEqual({
      recipient: recipientOf(CONTACT),
    });
    expect(prefillOf(search('date=2026-02-30'), null, TODAY)).toBeNull();
    expect(prefillOf(search(''), null, TODAY)).toBeNull();
  });
});
