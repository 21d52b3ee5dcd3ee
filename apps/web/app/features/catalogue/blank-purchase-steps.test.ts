import { describe, expect, it } from 'vitest';
import {
  addressOptions,
  canAddToCart,
  firstStepWithError,
  isCustomerKnown,
  isSinglePage,
  nextStep,
  previousStep,
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
