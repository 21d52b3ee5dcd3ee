import {
  BLANK_QUANTITY_MAX,
  BLANK_QUANTITY_MIN,
  EMAIL_MAX,
  NAME_MAX,
  SINGLE_NAME_MAX,
} from '@cardshop/shared/constants';
import { EmailSchema } from '@cardshop/shared/contracts/auth';
import { PostalAddressSchema } from '@cardshop/shared/contracts/orders';
import { normalisePostcode } from '@cardshop/shared/rules/postcodes';
import { z } from 'zod';
import { rulesOf } from '../../lib/form-rules.ts';

// The blank-purchase modal's checks (account-ordering.md §5), by the shared contracts the server parses
// the same payload with. Each answers field → rule names (no `validation.` prefix), like a 422's errors
// once the API client has stripped it. This module brings zod, so it loads with the blank pane only.

export type Rules = Record<string, string[]>;

const QuantitySchema = z.object({
  quantity: z.number().int().min(BLANK_QUANTITY_MIN).max(BLANK_QUANTITY_MAX),
});

/** Blank quantity: required, a whole number, 1 to 250. */
export function validateQuantity(quantity: number | undefined): Rules {
  return rulesOf(QuantitySchema.safeParse({ quantity }));
}

/**
 * The customer step's schema: an e-mail (at most 180) and either one name of at most 180 (when the
 * organisation requires sign-in) or a first and a last name of at most 128 each.
 */
export function customerSchema(requireAuth: boolean) {
  const email = EmailSchema.pipe(z.string().max(EMAIL_MAX));
  if (requireAuth) {
    return z.object({ email, firstName: z.string().trim().min(1).max(SINGLE_NAME_MAX) });
  }
  return z.object({
    email,
    firstName: z.string().trim().min(1).max(NAME_MAX),
    lastName: z.string().trim().min(1).max(NAME_MAX),
  });
}

export interface CustomerValues {
  email: string;
  firstName: string;
  lastName: string;
}

/** The customer step's field errors; `requireAuth`: the organisation requires sign-in (one name field). */
export function validateCustomer(values: CustomerValues, { requireAuth }: { requireAuth: boolean }): Rules {
  return rulesOf(customerSchema(requireAuth).safeParse(values));
}

export interface AddressValues {
  country: string;
  address: string;
  address2: string;
  locality: string;
  adminAreaLevel1: string;
  postcode: string;
}

/**
 * The address step's field errors: the postal address contract (a state where the country needs one),
 * a postcode where the country list says so, and the postcode's format in the selling countries.
 */
export function validateAddress(
  values: AddressValues,
  { postcodeRequired }: { postcodeRequired: boolean },
): Rules {
  const rules = rulesOf(PostalAddressSchema.safeParse(values));
  if (!values.country.trim()) rules.country = ['required'];
  const postcode = values.postcode.trim();
  if (!rules.postcode) {
    if (!postcode && postcodeRequired) rules.postcode = ['required'];
    // The same formats POST /api/addresses/validate checks (AU and NZ 4 digits, US ZIP, CA, GB).
    else if (postcode && values.country.trim() && !normalisePostcode(values.country, postcode).valid) {
      rules.postcode = ['format'];
    }
  }
  return rules;
}

/** The shipping step: a method is required. */
export function validateShipping(method: string | null): Rules {
  return method ? {} : { 'shipping.method': ['required'] };
}
