import type { Place, PlacesAnswer } from '@cardshop/shared/contracts/places';
import { PLACE_COUNTRIES, type PlaceCountry } from '@cardshop/shared/rules/place-countries';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import type { AddressField, AddressFieldValues } from './fields.ts';

// Address suggestions as the shopper types (GET /api/addresses/places, the shop's own table for AU, NZ,
// US, GB and CA): a typed postcode fills the locality and state; typed letters offer localities in the
// locality field's list, and choosing one fills its state and postcode. Without scripts the fields are
// plain text fields and the form works as before.

/** The pause after typing before a lookup. */
export const PLACE_LOOKUP_DEBOUNCE_MS = 250;

/** Whether a postcode is far enough typed to look up: a whole one, or a CA or GB postcode's first part. */
export function postcodeReady(country: string, postcode: string): boolean {
  const compact = postcode.toUpperCase().replace(/\s+/g, '');
  switch (country.toUpperCase()) {
    case 'AU':
    case 'NZ':
      return /^\d{4}$/.test(compact);
    case 'US':
      return /^\d{5}(-?\d{4})?$/.test(compact);
    case 'CA':
      return /^[A-Z]\d[A-Z]/.test(compact);
    case 'GB':
      return /^[A-Z]{1,2}\d/.test(compact);
    default:
      return false;
  }
}

export const coversCountry = (country: string): country is PlaceCountry =>
  (PLACE_COUNTRIES as readonly string[]).includes(country.toUpperCase());

/**
 * What a typed postcode changes: the state when all its places share one, and the locality when it has
 * only one (a postcode of several localities offers them in the locality field's list instead). A field
 * the shopper filled is kept. A state is filled only where it is one the form offers (a code of its
 * list), or into a free-text state field.
 */
export function fillFromPostcode(
  places: readonly Place[],
  values: AddressFieldValues,
  stateCodes: readonly string[] | null,
): Partial<AddressFieldValues> {
  const change: Partial<AddressFieldValues> = {};
  const localities = new Set(places.map((place) => place.locality));
  const states = new Set(places.map((place) => place.state));
  const [locality] = localities;
  const [state] = states;
  if (localities.size === 1 && locality && values.locality.trim() === '') change.locality = locality;
  if (states.size === 1 && state && offered(state, stateCodes) && values.adminAreaLevel1.trim() === '') {
    change.adminAreaLevel1 = state;
  }
  return change;
}

/**
 * What a locality chosen from the list changes: its state, and its postcode when the postcode field is
 * empty and the table has the whole postcode (not a CA or GB postcode's first part).
 */
export function fillFromLocality(
  place: Place,
  values: AddressFieldValues,
  stateCodes: readonly string[] | null,
): Partial<AddressFieldValues> {
  const change: Partial<AddressFieldValues> = {};
  if (place.state && offered(place.state, stateCodes)) change.adminAreaLevel1 = place.state;
  if (place.complete && values.postcode.trim() === '') change.postcode = place.postcode;
  return change;
}

const offered = (state: string, stateCodes: readonly string[] | null) =>
  stateCodes === null || stateCodes.includes(state);

/** The places the shop knows for what was typed; none when the lookup fails (suggestions are a help). */
export async function lookupPlaces(country: string, q: string, signal?: AbortSignal): Promise<Place[]> {
  const query = new URLSearchParams({ country, q });
  try {
    return (await api<PlacesAnswer>(`/api/addresses/places?${query}`, { signal })).places;
  } catch {
    return [];
  }
}

/**
 * Follows the postcode and locality of an address form: answers the localities to offer in the locality
 * field's list, and calls `fill` when a typed postcode (or a locality chosen from the list) tells the rest.
 */
export function usePlaceSuggestions(
  values: AddressFieldValues,
  stateCodes: readonly string[] | null,
  fill: ((change: Partial<AddressFieldValues>) => void) | undefined,
): { places: Place[]; typed: (field: AddressField, value: string) => void } {
  const [places, setPlaces] = useState<Place[]>([]);
  const [lookup, setLookup] = useState<{ by: 'postcode' | 'locality'; q: string } | null>(null);
  const latest = useRef({ values, stateCodes, fill, places });
  latest.current = { values, stateCodes, fill, places };
  const country = values.country.toUpperCase();

  useEffect(() => {
    if (!lookup || !coversCountry(country)) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      const found = await lookupPlaces(country, lookup.q, controller.signal);
      if (controller.signal.aborted) return;
      setPlaces(found);
      const current = latest.current;
      if (lookup.by === 'postcode' && current.fill) {
        const change = fillFromPostcode(found, current.values, current.stateCodes);
        if (Object.keys(change).length > 0) current.fill(change);
      }
    }, PLACE_LOOKUP_DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [lookup, country]);

  const typed = (field: AddressField, value: string) => {
    if (field === 'postcode' && postcodeReady(country, value)) setLookup({ by: 'postcode', q: value });
    if (field !== 'locality') return;
    // A locality chosen from the list: its state and postcode follow.
    const current = latest.current;
    const chosen = current.places.find((place) => place.locality === value);
    if (chosen && current.fill) {
      const change = fillFromLocality(chosen, current.values, current.stateCodes);
      if (Object.keys(change).length > 0) current.fill(change);
      return;
    }
    if (value.trim().length >= 2) setLookup({ by: 'locality', q: value });
  };

  return { places, typed };
}
