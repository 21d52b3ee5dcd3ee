import type { Contact } from '@cardshop/shared/contracts/address-book';
import type { User } from '@cardshop/shared/contracts/auth';
import type { ShippingStatus } from '../../lib/shipping-options.ts';

// The blank-purchase modal's steps (account-ordering.md §4 "Blank purchase modal"): overview → customer
// (when the customer is unknown) or address (when known) → shipping, and Back the same way in reverse.
// A saved address chosen from a list of two or more options makes it one page, with Add To Cart on the
// overview.

export type BlankStep = 'overview' | 'customer' | 'address' | 'shipping';

export interface BlankFlow {
  /** Signed in, or the current order already names its customer: the customer step is skipped. */
  customerKnown: boolean;
  /** A saved address is chosen: everything is on the overview. */
  singlePage: boolean;
}

/** The customer is known when someone is signed in or the current order carries a customer. */
export function isCustomerKnown(signedIn: boolean, orderCustomer: object | null | undefined): boolean {
  return signedIn || Boolean(orderCustomer);
}

/** The steps of the flow, in order (for 'step 2 of 3'). */
export function stepsOf(flow: BlankFlow): BlankStep[] {
  if (flow.singlePage) return ['overview'];
  return flow.customerKnown
    ? ['overview', 'address', 'shipping']
    : ['overview', 'customer', 'address', 'shipping'];
}

/** The step after `step`, or null on the last one (where Add To Cart is). */
export function nextStep(step: BlankStep, flow: BlankFlow): BlankStep | null {
  const steps = stepsOf(flow);
  const index = steps.indexOf(step);
  return index === -1 ? null : (steps[index + 1] ?? null);
}

/** The step Back goes to, or null on the first one. Back from address: customer when unknown, else overview. */
export function previousStep(step: BlankStep, flow: BlankFlow): BlankStep | null {
  switch (step) {
    case 'overview':
      return null;
    case 'customer':
      return 'overview';
    case 'address':
      return flow.customerKnown ? 'overview' : 'customer';
    case 'shipping':
      return 'address';
  }
}

/** The choice that is not a saved address: type another one in. */
export const SOMEWHERE_DIFFERENT = 'different';

export interface SavedAddress {
  id: string;
  /** Whose address it is (a contact of the address book); none for the buyer's own. */
  name?: string;
  address: string;
  address2: string;
  locality: string;
  adminAreaLevel1: string;
  postcode: string;
  country: string;
}

/** The address-book fields the list needs of a contact. */
export type SavedContact = Pick<
  Contact,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'address'
  | 'address2Type'
  | 'address2'
  | 'locality'
  | 'adminAreaLevel1'
  | 'postcode'
  | 'country'
>;

/** How many contacts the list offers (the most recently changed): a short list, not the whole book. */
export const SAVED_CONTACTS_MAX = 8;

/** A contact's second line as one field: its kind then its value ("APT 4"); 'other' is the value alone. */
function secondLineOf(contact: SavedContact): string {
  const value = contact.address2?.trim() ?? '';
  if (!value) return '';
  return contact.address2Type && contact.address2Type !== 'other'
    ? `${contact.address2Type} ${value}`
    : value;
}

const sameAddressKey = (address: SavedAddress) =>
  [
    address.address,
    address.address2,
    address.locality,
    address.adminAreaLevel1,
    address.postcode,
    address.country,
  ]
    .map((part) => part.trim().toLowerCase().replace(/\s+/g, ' '))
    .join('|');

/**
 * The saved addresses a signed-in buyer can send blanks to: the profile address, when it is complete
 * enough to post to, then the address book's contacts (the ones given, at most SAVED_CONTACTS_MAX), each
 * address once. None for visitors.
 */
export function savedAddressesOf(
  user: Pick<User, 'address' | 'address2' | 'locality' | 'adminAreaLevel1' | 'postcode' | 'country'> | null,
  contacts: readonly SavedContact[] = [],
): SavedAddress[] {
  if (!user) return [];
  const saved: SavedAddress[] = [];
  if (user.address && user.locality && user.country) {
    saved.push({
      id: 'profile',
      address: user.address,
      address2: user.address2 ?? '',
      locality: user.locality,
      adminAreaLevel1: user.adminAreaLevel1 ?? '',
      postcode: user.postcode ?? '',
      country: user.country,
    });
  }
  const seen = new Set(saved.map(sameAddressKey));
  let offered = 0;
  for (const contact of contacts) {
    if (offered >= SAVED_CONTACTS_MAX) break;
    if (!contact.address || !contact.locality || !contact.country) continue;
    const entry: SavedAddress = {
      id: `contact:${contact.id}`,
      name: `${contact.firstName} ${contact.lastName}`.trim(),
      address: contact.address,
      address2: secondLineOf(contact),
      locality: contact.locality,
      adminAreaLevel1: contact.adminAreaLevel1 ?? '',
      postcode: contact.postcode ?? '',
      country: contact.country,
    };
    const key = sameAddressKey(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    saved.push(entry);
    offered++;
  }
  return saved;
}

/** The address list's options: the saved addresses, always ending in 'Somewhere different...'. */
export function addressOptions(saved: readonly SavedAddress[]): string[] {
  return [...saved.map((address) => address.id), SOMEWHERE_DIFFERENT];
}

/** One page when a saved address is chosen from a list of two or more options. */
export function isSinglePage(options: readonly string[], choice: string | null): boolean {
  return options.length >= 2 && choice !== null && choice !== SOMEWHERE_DIFFERENT && options.includes(choice);
}

/** Add To Cart waits for the answer of a send, and for shipping options to choose from. */
export function canAddToCart(state: {
  processing: boolean;
  shipping: ShippingStatus;
  method: string | null;
}): boolean {
  return !state.processing && state.shipping === 'ready' && Boolean(state.method);
}

const STEP_OF_FIELD: Record<string, BlankStep> = {
  quantity: 'overview',
  cardId: 'overview',
  cardSize: 'overview',
  email: 'customer',
  firstName: 'customer',
  lastName: 'customer',
  address: 'address',
  address2: 'address',
  locality: 'address',
  adminAreaLevel1: 'address',
  postcode: 'address',
  country: 'address',
  'shipping.method': 'shipping',
  shipping: 'shipping',
};

/** The step that shows a field (for server errors), or null for a field no step shows. */
export function stepOfField(field: string): BlankStep | null {
  return STEP_OF_FIELD[field] ?? null;
}

/**
 * The first step, in the flow's order, with an error among `fields`; null when none of them is on a
 * step of this flow (the errors are then shown as alerts).
 */
export function firstStepWithError(fields: readonly string[], flow: BlankFlow): BlankStep | null {
  const steps = stepsOf(flow);
  const wanted = new Set(fields.map(stepOfField));
  return steps.find((step) => wanted.has(step)) ?? null;
}
