// Which state, province or territory a postcode belongs to, for the countries whose address forms ask for
// both and whose postcodes say it: Australia (Australia Post's ranges), the United States (the first
// three digits of a ZIP code) and Canada (the first letter of a postal code, the first three for the
// northern territories). A small table, no network: the address form, POST /api/addresses/validate and
// every address action agree, so Melbourne's 3000 is never saved in New South Wales.

/** A postcode and a state of one country: they agree, they do not, or this table cannot tell. */
export type PostcodeStateCheck = 'match' | 'mismatch' | 'unknown';

type Range = readonly [from: number, to: number, state: string];

// Australia Post's ranges (the 0xxx and 1xxx blocks are large-volume and PO box numbers of their state).
const AU_RANGES: readonly Range[] = [
  [200, 299, 'ACT'],
  [800, 999, 'NT'],
  [1000, 1999, 'NSW'],
  [2000, 2599, 'NSW'],
  [2600, 2618, 'ACT'],
  [2619, 2899, 'NSW'],
  [2900, 2920, 'ACT'],
  [2921, 2999, 'NSW'],
  [3000, 3999, 'VIC'],
  [4000, 4999, 'QLD'],
  [5000, 5999, 'SA'],
  [6000, 6999, 'WA'],
  [7000, 7999, 'TAS'],
  [8000, 8999, 'VIC'],
  [9000, 9999, 'QLD'],
];

// Postcodes whose delivery area crosses a border: the towns they serve lie in more than one state.
const AU_SHARED: Readonly<Record<string, readonly string[]>> = {
  '0872': ['NT', 'SA', 'WA'],
  '2406': ['NSW', 'QLD'],
  '2540': ['NSW', 'ACT'],
  '2611': ['ACT', 'NSW'],
  '2620': ['NSW', 'ACT'],
  '3585': ['VIC', 'NSW'],
  '3586': ['VIC', 'NSW'],
  '3644': ['VIC', 'NSW'],
  '3691': ['VIC', 'NSW'],
  '3707': ['VIC', 'NSW'],
  '4375': ['QLD', 'NSW'],
  '4377': ['QLD', 'NSW'],
  '4380': ['QLD', 'NSW'],
  '4383': ['QLD', 'NSW'],
  '4385': ['QLD', 'NSW'],
  '4825': ['QLD', 'NT'],
};

// The USPS's three-digit ZIP prefixes, in blocks (unassigned prefixes inside a block count as its state).
const US_RANGES: readonly Range[] = [
  [5, 5, 'NY'],
  [6, 7, 'PR'],
  [8, 8, 'VI'],
  [9, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [90, 98, 'AE'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [340, 340, 'AA'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'],
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [962, 966, 'AP'],
  [967, 968, 'HI'],
  [969, 969, 'GU'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

// ZIP codes that are not their prefix's state.
const US_EXCEPTIONS: Readonly<Record<string, readonly string[]>> = {
  // Pago Pago, American Samoa, shares Hawaii's 967.
  '96799': ['AS'],
  // Fishers Island, New York, is reached through Connecticut.
  '06390': ['NY'],
};
// Guam's 969 also serves the Northern Mariana Islands (96950–96952).
const US_PREFIX_SHARED: Readonly<Record<number, readonly string[]>> = {
  969: ['GU', 'MP'],
};

// Canada Post's first letters.
const CA_LETTERS: Readonly<Record<string, readonly string[]>> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};
// X is shared by the two northern territories; its first three characters tell them apart.
const CA_NORTH: Readonly<Record<string, string>> = {
  X0A: 'NU',
  X0B: 'NU',
  X0C: 'NU',
  X0E: 'NT',
  X0G: 'NT',
  X1A: 'NT',
};

/** The state codes each country's table knows: a state it does not know (a name, a typo) is not judged. */
const KNOWN_STATES: Readonly<Record<string, ReadonlySet<string>>> = {
  AU: new Set(AU_RANGES.map(([, , state]) => state)),
  US: new Set([
    ...US_RANGES.map(([, , state]) => state),
    ...Object.values(US_EXCEPTIONS).flat(),
    ...Object.values(US_PREFIX_SHARED).flat(),
  ]),
  CA: new Set(Object.values(CA_LETTERS).flat()),
};

const inRanges = (ranges: readonly Range[], value: number): string[] =>
  ranges.filter(([from, to]) => value >= from && value <= to).map(([, , state]) => state);

/**
 * The states a postcode can belong to in AU, US or CA, or null where the table does not say (another
 * country, or a postcode not in its country's format).
 */
export function statesOfPostcode(country: string, postcode: string): readonly string[] | null {
  const value = postcode.trim().toUpperCase();
  switch (country.trim().toUpperCase()) {
    case 'AU': {
      if (!/^\d{4}$/.test(value)) return null;
      const shared = AU_SHARED[value];
      if (shared) return shared;
      const found = inRanges(AU_RANGES, Number(value));
      return found.length > 0 ? found : null;
    }
    case 'US': {
      const zip = /^(\d{5})(?:[-\s]?\d{4})?$/.exec(value)?.[1];
      if (!zip) return null;
      const exception = US_EXCEPTIONS[zip];
      if (exception) return exception;
      const prefix = Number(zip.slice(0, 3));
      const shared = US_PREFIX_SHARED[prefix];
      if (shared) return shared;
      const found = inRanges(US_RANGES, prefix);
      return found.length > 0 ? found : null;
    }
    case 'CA': {
      const compact = value.replace(/\s+/g, '');
      if (!/^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact)) return null;
      const north = CA_NORTH[compact.slice(0, 3)];
      if (north) return [north];
      return CA_LETTERS[compact[0] ?? ''] ?? null;
    }
    default:
      return null;
  }
}

/**
 * Whether a postcode belongs to the state (its code, as the address forms keep it) in AU, US or CA:
 * 'unknown' when either is missing, the country is another, the state is not a code of the country (a
 * name is matched to its code, or refused, by the address check) or the postcode is not one the table
 * knows (its format is checked elsewhere, by `normalisePostcode`).
 */
export function checkPostcodeState(
  country: string | null | undefined,
  state: string | null | undefined,
  postcode: string | null | undefined,
): PostcodeStateCheck {
  if (!country || !state?.trim() || !postcode?.trim()) return 'unknown';
  const code = state.trim().toUpperCase();
  if (!KNOWN_STATES[country.trim().toUpperCase()]?.has(code)) return 'unknown';
  const states = statesOfPostcode(country, postcode);
  if (!states) return 'unknown';
  return states.includes(code) ? 'match' : 'mismatch';
}

/** The message key of a postcode that belongs to another state. */
export const POSTCODE_STATE_RULE = 'validation.postcode-state';
