import { NAME_MAX } from '@cardshop/shared/constants';
import type { User } from '@cardshop/shared/contracts/auth';
import type { Order } from '@cardshop/shared/contracts/orders';

// The buyer's details on the payment page (account-ordering.md §5, customer step): e-mail at most 180,
// first and last name each required, at most 128. The shared CustomerSchema checks them (loaded on
// demand, as the auth forms do); the second name is required here because the shop has no organisation
// mode yet, where a single name would do.

export interface CustomerValues {
  [field: string]: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type CustomerField = 'email' | 'firstName' | 'lastName';

export const CUSTOMER_FIELDS: readonly CustomerField[] = ['email', 'firstName', 'lastName'];

/**
 * The details to start from: those the order already holds (typed in the blank-purchase modal), else
 * the signed-in user's, else empty.
 */
export function initialCustomer(order: Pick<Order, 'customer'> | null, user: User | null): CustomerValues {
  const fromOrder = order?.customer;
  return {
    email: fromOrder?.email || user?.email || '',
    firstName: fromOrder?.firstName || user?.firstName || '',
    lastName: fromOrder?.lastName || user?.lastName || '',
  };
}

/** The rules the schema leaves to the form: a last name, and the two-name limit of 128. */
export function twoNameRules(values: CustomerValues): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (values.lastName.trim() === '') errors.lastName = ['validation.required'];
  else if (values.lastName.trim().length > NAME_MAX) errors.lastName = ['validation.max'];
  if (values.firstName.trim().length > NAME_MAX) errors.firstName = ['validation.max'];
  return errors;
}

/**
 * The customer fields a 422 names, whichever way the server spells them (`customer.email` when the
 * details travel inside a quote, `email` otherwise), keyed by the form's field.
 */
export function customerServerRules(errors: Readonly<Record<string, readonly string[]>>) {
  const rules: Record<string, string[]> = {};
  for (const field of CUSTOMER_FIELDS) {
    const found = errors[`customer.${field}`] ?? errors[field];
    if (found && found.length > 0) rules[field] = [...found];
  }
  return rules;
}
