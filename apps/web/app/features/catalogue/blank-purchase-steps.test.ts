import { describe, expect, it } from 'vitest';
import {
  addressOptions,
  canAddToCart,
  firstStepWithError,
  isCustomerKnown,
  isSinglePage,
  nextStep,
  previousStep,
  SAVED_CONTACTS_MAX,
  type SavedContact,
  SOMEWHERE_DIFFERENT,
  savedAddressesOf,
  stepsOf,
} from './blank-purchase-steps.ts';

const unknown = { customerKnown: false, singlePage: false };
const known = { customerKnown: true, singlePage: false };
const single = { customerKnown: true, singlePage: true };

describe('the blank purchase steps', () => {
  it('asks an unknown buyer for their details: overview → customer → address → shipping', () => {
    expect(stepsOf(unknown)).toEqual(['overview', 'customer', 'address', 'shipping']);
    expect(nextStep('overview', unknown)).toBe('customer');
    expect(nextStep('customer', unknown)).toBe('address');
    expect(nextStep('address', unknown)).toBe('shipping');
    expect(nextStep('shipping', unknown)).toBeNull();
  });

  it('skips the customer step for a known buyer: overview → address → shipping', () => {
    expect(stepsOf(known)).toEqual(['overview', 'address', 'shipping']);
    expect(nextStep('overview', known)).toBe('address');
  });

  it('goes Back the same way; from the address to the customer only when the buyer is unknown', () => {
    expect(previousStep('shipping', unknown)).toBe('address');
    expect(previousStep('address', unknown)).toBe('customer');
    expect(previousStep('customer', unknown)).toBe('overview');
    expect(previousStep('overview', unknown)).toBeNull();
    expect(previousStep('address', known)).toBe('overview');
  });

  it('is one page, with Add To Cart on the overview, once a saved address is chosen', () => {
    expect(stepsOf(single)).toEqual(['overview']);
    expect(nextStep('overview', single)).toBeNull();
  });

  it('knows the buyer when someone is signed in or the current order names a customer', () => {
    expect(isCustomerKnown(true, null)).toBe(true);
    expect(isCustomerKnown(false, { email: 'a@example.com' })).toBe(true);
    expect(isCustomerKnown(false, null)).toBe(false);
    expect(isCustomerKnown(false, undefined)).toBe(false);
  });
});

describe('saved addresses', () => {
  const user = {
    address: '1 Main St',
    address2: null,
    locality: 'Hobart',
    adminAreaLevel1: 'TAS',
    postcode: '7000',
    country: 'AU',
  };

  it('offers the profile address when it is complete enough to post to', () => {
    expect(savedAddressesOf(user)).toEqual([
      {
        id: 'profile',
        address: '1 Main St',
        address2: '',
        locality: 'Hobart',
        adminAreaLevel1: 'TAS',
        postcode: '7000',
        country: 'AU',
      },
    ]);
    expect(savedAddressesOf({ ...user, locality: null })).toEqual([]);
    expect(savedAddressesOf({ ...user, country: null })).toEqual([]);
    expect(savedAddressesOf(null)).toEqual([]);
  });

  const contact = (id: string, extra: Partial<SavedContact> = {}): SavedContact => ({
    id,
    firstName: 'Mary',
    lastName: 'Watson',
    address: `${id} Ingram St`,
    address2Type: 'APT',
    address2: '4',
    locality: 'Melbourne',
    adminAreaLevel1: 'VIC',
    postcode: '3000',
    country: 'AU',
    ...extra,
  });

  it("adds the address book's contacts after the profile address, named, each address once", () => {
    const saved = savedAddressesOf(user, [
      contact('1'),
      contact('2', { address2Type: 'other', address2: 'Rear' }),
      contact('3', {
        address: '1 Main St',
        address2Type: null,
        address2: null,
        locality: 'HOBART',
        adminAreaLevel1: 'TAS',
        postcode: '7000',
      }),
      contact('4', { address2: null }),
      contact('5', { locality: '' }),
    ]);
    expect(saved.map((entry) => entry.id)).toEqual(['profile', 'contact:1', 'contact:2', 'contact:4']);
    expect(saved[1]).toEqual({
      id: 'contact:1',
      name: 'Mary Watson',
      address: '1 Ingram St',
      address2: 'APT 4',
      locality: 'Melbourne',
      adminAreaLevel1: 'VIC',
      postcode: '3000',
      country: 'AU',
    });
    expect(saved[2]?.address2).toBe('Rear');
    expect(saved[3]?.address2).toBe('');
    // Contacts without a profile address, and never for a visitor.
    expect(savedAddressesOf({ ...user, address: null }, [contact('1')]).map((entry) => entry.id)).toEqual([
      'contact:1',
    ]);
    expect(savedAddressesOf(null, [contact('1')])).toEqual([]);
  });

  it('offers a short list of contacts, not the whole book', () => {
    const many = Array.from({ length: 30 }, (_, index) => contact(String(index)));
    expect(savedAddressesOf(user, many)).toHaveLength(1 + SAVED_CONTACTS_MAX);
  });

  it('makes one page of a chosen contact, and Somewhere different the form', () => {
    const options = addressOptions(
      savedAddressesOf({ ...user, address: null }, [contact('1'), contact('2')]),
    );
    expect(options).toEqual(['contact:1', 'contact:2', SOMEWHERE_DIFFERENT]);
    expect(isSinglePage(options, 'contact:2')).toBe(true);
    expect(isSinglePage(options, SOMEWHERE_DIFFERENT)).toBe(false);
  });

  it('always ends the list with Somewhere different', () => {
    expect(addressOptions(savedAddressesOf(user))).toEqual(['profile', SOMEWHERE_DIFFERENT]);
    expect(addressOptions([])).toEqual([SOMEWHERE_DIFFERENT]);
  });

  it('is one page only for a saved address chosen from two or more options', () => {
    const options = addressOptions(savedAddressesOf(user));
    expect(isSinglePage(options, 'profile')).toBe(true);
    expect(isSinglePage(options, SOMEWHERE_DIFFERENT)).toBe(false);
    expect(isSinglePage(options, null)).toBe(false);
    expect(isSinglePage(options, 'someone-else')).toBe(false);
    expect(isSinglePage(['profile'], 'profile')).toBe(false);
  });
});

describe('canAddToCart', () => {
  const ok = { processing: false, shipping: 'ready' as const, method: 'standard' };

  it('is enabled with shipping options loaded and a method chosen', () => {
    expect(canAddToCart(ok)).toBe(true);
  });

  it('is disabled while processing, loading, failed, without options or without a method', () => {
    expect(canAddToCart({ ...ok, processing: true })).toBe(false);
    expect(canAddToCart({ ...ok, shipping: 'loading' })).toBe(false);
    expect(canAddToCart({ ...ok, shipping: 'failed' })).toBe(false);
    expect(canAddToCart({ ...ok, shipping: 'empty' })).toBe(false);
    expect(canAddToCart({ ...ok, shipping: 'idle' })).toBe(false);
    expect(canAddToCart({ ...ok, method: null })).toBe(false);
  });
});

describe('firstStepWithError', () => {
  it('finds the earliest step of the flow that shows a refused field', () => {
    expect(firstStepWithError(['postcode', 'email'], unknown)).toBe('customer');
    expect(firstStepWithError(['shipping.method', 'postcode'], known)).toBe('address');
    expect(firstStepWithError(['quantity'], known)).toBe('overview');
  });

  it('finds none for fields no step of the flow shows', () => {
    expect(firstStepWithError(['email'], known)).toBeNull();
    expect(firstStepWithError(['postcode'], single)).toBeNull();
    expect(firstStepWithError(['coupon'], unknown)).toBeNull();
  });
});
