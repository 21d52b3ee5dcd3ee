import { STATE_REQUIRED_COUNTRIES } from '../constants.ts';

const STATE_REQUIRED = new Set<string>(STATE_REQUIRED_COUNTRIES);

/** Tells whether addresses in the country with this ISO code need a state or province. */
export function requiresState(countryIso: string): boolean {
  return STATE_REQUIRED.has(countryIso.trim().toUpperCase());
}
