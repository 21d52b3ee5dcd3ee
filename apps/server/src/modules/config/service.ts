import { DEFAULT_REGION_ID, FALLBACK_LOCALE } from '@cardshop/shared/constants';
import type { BusinessPricing, Countries, Currency, Region } from '@cardshop/shared/contracts/config';
import { MESSAGE_NAMESPACES, MESSAGES } from '@cardshop/shared/i18n/messages';
import type { Db } from '../../db/client.ts';
import { Memo } from '../../platform/memo.ts';
import * as store from './store.ts';

export type ConfigService = ReturnType<typeof createConfigService>;

/** Regions, currencies, countries, business pricing, site settings and translations. */
export function createConfigService(db: Db) {
  const currencies = new Memo(async () => {
    const rows = await store.listCurrencies(db);
    return Object.fromEntries(rows.map((row) => [row.code, row])) as Record<string, Currency>;
  });
  const regions = new Memo(async () => {
    const rows = await store.listRegions(db);
    return rows.map((row): Region => ({ ...row, icon: `/images/flag-icons/${row.iso.toLowerCase()}.svg` }));
  });
  const countries = new Memo(async (): Promise<Countries> => {
    const [countryRows, stateRows] = await Promise.all([store.listCountries(db), store.listStates(db)]);
    const statesByCountry: Countries['states'] = {};
    for (const state of stateRows) {
      const list = statesByCountry[state.country] ?? [];
      list.push({ code: state.code, name: state.name });
      statesByCountry[state.country] = list;
    }
    return { countries: countryRows, states: statesByCountry };
  });
  const businessPricing = new Memo(async () => {
    const pricing: Record<string, BusinessPricing> = {};
    for (const tier of await store.listBusinessTiers(db)) {
      const entry = pricing[tier.regionId] ?? {
        regionId: tier.regionId,
        currency: tier.currency,
        postage: tier.postage,
        tiers: [],
      };
      pricing[tier.regionId] = entry;
      entry.tiers.push({
        fromUnits: tier.fromUnits,
        toUnits: tier.toUnits,
        unitCharge: tier.unitCharge,
        savingPercent: tier.savingPercent,
      });
    }
    return pricing;
  });
  const settings = new Memo(() => store.readSettings(db));

  return {
    currencies: () => currencies.get(),
    regions: () => regions.get(),
    countries: () => countries.get(),
    businessPricing: () => businessPricing.get(),

    /**
     * The region of this id when the regions are loaded already, without a query (undefined otherwise):
     * for code inside a transaction, where a query outside it would wait for PGlite's one connection.
     */
    loadedRegion(id: number): Region | undefined {
      return regions.loaded()?.find((region) => region.id === id);
    },

    /** The region named by id or ISO code; the default region (id 1) for anything unknown. */
    async region(idOrIso?: string | number | null): Promise<Region> {
      const list = await regions.get();
      const wanted = idOrIso === undefined || idOrIso === null ? '' : String(idOrIso).toUpperCase();
      const found = list.find((region) => String(region.id) === wanted || region.iso === wanted);
      const fallback = list.find((region) => region.id === DEFAULT_REGION_ID) ?? list[0];
      if (!fallback) throw new Error('No regions: the database has not been seeded');
      return found ?? fallback;
    },

    async setting<T>(key: string, fallback: T): Promise<T> {
      const all = await settings.get();
      return (all.get(key) as T | undefined) ?? fallback;
    },

    /** Messages of the named namespaces (all when none), for the fallback locale and `locale`. */
    translations(which: string[] | null, locale?: string): Record<string, Record<string, string>> {
      const namespaces = which && which.length > 0 ? which : MESSAGE_NAMESPACES;
      const locales = [...new Set([FALLBACK_LOCALE, ...(locale ? [locale] : Object.keys(MESSAGES))])];
      const answer: Record<string, Record<string, string>> = {};
      for (const code of locales) {
        const messages = MESSAGES[code];
        if (!messages) continue;
        answer[code] = Object.assign({}, ...namespaces.map((name) => messages[name] ?? {}));
      }
      return answer;
    },

    async reportMissingTranslations(reports: Array<{ locale: string; key: string; uri: string }>) {
      await store.recordMissingTranslations(db, reports);
    },

    missingTranslations: () => store.listMissingTranslations(db),

    testimonials: (limit: number) => store.listTestimonials(db, limit),

    /** Forgets everything loaded, after the catalogue or settings change. */
    invalidate() {
      for (const memo of [currencies, regions, countries, businessPricing, settings]) memo.clear();
    },
  };
}
