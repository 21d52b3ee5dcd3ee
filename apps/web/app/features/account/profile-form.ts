import type { User } from '@cardshop/shared/contracts/auth';
import type { Countries } from '@cardshop/shared/contracts/config';
import { ADDRESS_FIELDS, stateFieldFor } from '../../ui/address/fields.ts';

/** The profile form's fields, in the order they are shown (and focused after a failed submit). */
export const PROFILE_FIELDS = ['firstName', 'lastName', ...ADDRESS_FIELDS] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

/** The form's starting values: the user's names and address, empty where none is kept. */
export function profileValuesOf(user: User): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    country: user.country ?? '',
    address: user.address ?? '',
    address2: user.address2 ?? '',
    locality: user.locality ?? '',
    adminAreaLevel1: user.adminAreaLevel1 ?? '',
    postcode: user.postcode ?? '',
  };
}

/**
 * The values after choosing another country: a state picked from the old country's list means nothing
 * in the new one, so it is cleared; free text is kept for the shopper to correct.
 */
export function withCountry(
  values: ProfileValues,
  country: string,
  states: Countries['states'],
): ProfileValues {
  const previous = stateFieldFor(values.country, states).options;
  const next = stateFieldFor(country, states).options;
  const keepState =
    next?.some((option) => option.code === values.adminAreaLevel1) ??
    !previous?.some((option) => option.code === values.adminAreaLevel1);
  return { ...values, country, adminAreaLevel1: keepState ? values.adminAreaLevel1 : '' };
}
