import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PLACES_MAX,
  type Place,
  type PlaceCountry,
  type PlacesQuery,
} from '@cardshop/shared/contracts/places';
import type { RateLimit, RateLimiter } from '../../platform/rate-limit.ts';

// Address suggestions from postcode-places.json, the shop's own table of localities, states and postcodes
// (scripts/generate-postcode-places.ts builds it; decision record 42 names its sources and licences). It
// is read once, on the first lookup, and held in memory: about 50,000 localities, a few megabytes.

const TABLE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'postcode-places.json');

type Table = Record<string, Record<string, Record<string, string[]>>>;

interface Entry {
  locality: string;
  /** The locality lower-cased without accents, for matching what is typed. */
  key: string;
  state: string;
  postcode: string;
}

interface CountryIndex {
  entries: Entry[];
  /** Entries by postcode (AU, NZ, US), forward sortation area (CA) or postcode area (GB). */
  byPostcode: Map<string, Entry[]>;
}

/** Whole postcodes in the table, or only their first part. */
const COMPLETE: Record<PlaceCountry, boolean> = { AU: true, NZ: true, US: true, GB: false, CA: false };

export const foldText = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function indexOf(table: Table[string]): CountryIndex {
  const entries: Entry[] = [];
  const byPostcode = new Map<string, Entry[]>();
  for (const [state, localities] of Object.entries(table)) {
    for (const [locality, postcodes] of Object.entries(localities)) {
      for (const postcode of postcodes) {
        const entry = { locality, key: foldText(locality), state, postcode };
        entries.push(entry);
        const list = byPostcode.get(postcode) ?? [];
        list.push(entry);
        byPostcode.set(postcode, list);
      }
    }
  }
  return { entries, byPostcode };
}

/** The part of a typed postcode the table is keyed by, or null when the text is not a postcode's start. */
export function postcodeKey(country: PlaceCountry, query: string): string | null {
  const compact = query.toUpperCase().replace(/\s+/g, '');
  switch (country) {
    case 'AU':
    case 'NZ':
      return /^\d{1,4}$/.test(compact) ? compact : null;
    case 'US': {
      const zip = /^(\d{1,5})(?:-?\d{0,4})$/.exec(compact);
      return zip ? (zip[1] ?? null) : null;
    }
    case 'CA':
      return /^[A-Z]\d[A-Z]?(\d[A-Z]?\d?)?$/.test(compact) ? compact.slice(0, 3) : null;
    case 'GB': {
      // The area: the letters before the first digit ('SW1A 1AA' → 'SW').
      const area = /^([A-Z]{1,2})\d/.exec(compact);
      return area ? (area[1] ?? null) : null;
    }
  }
}

/**
 * Lookups per client address: a form asks as the shopper types (a request per pause), so two a second
 * for a minute is plenty; a script reading the whole table out is slowed to that pace.
 */
export const PLACE_LOOKUPS_PER_IP: RateLimit = { limit: 120, windowSeconds: 60 };

export type PlacesService = ReturnType<typeof createPlacesService>;

export function createPlacesService(deps: { rateLimits: RateLimiter; file?: string; limit?: RateLimit }) {
  const limit = deps.limit ?? PLACE_LOOKUPS_PER_IP;
  let loading: Promise<Map<PlaceCountry, CountryIndex>> | null = null;

  function load() {
    loading ??= readFile(deps.file ?? TABLE_FILE, 'utf8').then((text) => {
      const table = (JSON.parse(text) as { countries: Table }).countries;
      return new Map(
        Object.entries(table).map(([country, states]) => [country as PlaceCountry, indexOf(states)]),
      );
    });
    return loading;
  }

  const toPlace =
    (country: PlaceCountry) =>
    (entry: Entry): Place => ({
      locality: entry.locality,
      state: entry.state,
      postcode: entry.postcode,
      complete: COMPLETE[country],
    });

  return {
    /**
     * Up to 10 places for what was typed in a form of `country`: by postcode when it reads as the start of
     * one (the places of that postcode, or of the postcodes it begins), else localities whose name begins
     * with the text, a whole-name match first.
     */
    async suggest({ country, q }: PlacesQuery, client: { ip: string }): Promise<Place[]> {
      await deps.rateLimits.enforce([[`places:ip:${client.ip}`, limit]]);
      const index = (await load()).get(country);
      if (!index) return [];
      const key = postcodeKey(country, q);
      if (key !== null) {
        const exact = index.byPostcode.get(key);
        if (exact) return exact.slice(0, PLACES_MAX).map(toPlace(country));
        // Only a complete postcode's country is searched by its first digits (AU 30 → 3000, 3001 …).
        if (!COMPLETE[country]) return [];
        const found: Entry[] = [];
        for (const entry of index.entries) {
          if (entry.postcode.startsWith(key)) found.push(entry);
        }
        found.sort((a, b) => a.postcode.localeCompare(b.postcode) || a.locality.localeCompare(b.locality));
        return found.slice(0, PLACES_MAX).map(toPlace(country));
      }
      const typed = foldText(q);
      if (typed.length < 2) return [];
      const whole: Entry[] = [];
      const start: Entry[] = [];
      for (const entry of index.entries) {
        if (entry.key === typed) whole.push(entry);
        else if (entry.key.startsWith(typed)) start.push(entry);
      }
      start.sort((a, b) => a.key.localeCompare(b.key) || a.postcode.localeCompare(b.postcode));
      return [...whole, ...start].slice(0, PLACES_MAX).map(toPlace(country));
    },
  };
}
