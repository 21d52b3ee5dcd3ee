import { asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  businessTiers,
  countries,
  currencies,
  missingTranslations,
  regions,
  siteSettings,
  states,
  testimonials,
} from '../../db/schema.ts';

export function listCurrencies(db: Db) {
  return db
    .select({
      code: currencies.code,
      symbol: currencies.symbol,
      symbolLeads: currencies.symbolLeads,
      precision: currencies.precision,
      decimalMark: currencies.decimalMark,
      thousandsSeparator: currencies.thousandsSeparator,
    })
    .from(currencies)
    .orderBy(asc(currencies.code));
}

export function listRegions(db: Db) {
  return db
    .select({
      id: regions.id,
      iso: regions.iso,
      name: regions.name,
      currency: regions.currencyCode,
      locale: regions.locale,
      dateFormat: regions.dateFormat,
      datetimeFormat: regions.datetimeFormat,
      timeZone: regions.timeZone,
      countries: regions.countries,
      displayAddress: regions.displayAddress,
    })
    .from(regions)
    .orderBy(asc(regions.sort), asc(regions.id));
}

export function listCountries(db: Db) {
  return db
    .select({
      iso: countries.iso,
      name: countries.name,
      reqState: countries.reqState,
      reqPostcode: countries.reqPostcode,
    })
    .from(countries)
    .orderBy(asc(countries.name));
}

export function listStates(db: Db) {
  return db
    .select({ country: states.countryIso, code: states.code, name: states.name })
    .from(states)
    .orderBy(asc(states.countryIso), asc(states.name));
}

export function listBusinessTiers(db: Db) {
  return db
    .select({
      regionId: businessTiers.regionId,
      fromUnits: businessTiers.fromUnits,
      toUnits: businessTiers.toUnits,
      unitCharge: businessTiers.unitCharge,
      savingPercent: businessTiers.savingPercent,
      postage: businessTiers.postage,
      currency: businessTiers.currencyCode,
    })
    .from(businessTiers)
    .orderBy(asc(businessTiers.regionId), asc(businessTiers.fromUnits));
}

export async function readSettings(db: Db): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  return new Map(rows.map((row) => [row.key, row.value]));
}

export function listTestimonials(db: Db, limit: number) {
  return db
    .select({
      id: testimonials.id,
      title: testimonials.title,
      content: testimonials.content,
      attribution: testimonials.attribution,
      attributionExtra: testimonials.attributionExtra,
    })
    .from(testimonials)
    .orderBy(asc(testimonials.sort))
    .limit(limit);
}

/** Counts each missing key once per locale; the uri of the latest sighting is kept. */
export async function recordMissingTranslations(
  db: Db,
  reports: Array<{ locale: string; key: string; uri: string }>,
): Promise<void> {
  for (const report of reports) {
    await db
      .insert(missingTranslations)
      .values(report)
      .onConflictDoUpdate({
        target: [missingTranslations.locale, missingTranslations.key],
        set: { count: sql`${missingTranslations.count} + 1`, uri: report.uri, lastSeenAt: sql`now()` },
      });
  }
}

export function listMissingTranslations(db: Db) {
  return db
    .select({
      locale: missingTranslations.locale,
      key: missingTranslations.key,
      count: missingTranslations.count,
    })
    .from(missingTranslations)
    .orderBy(desc(missingTranslations.count));
}
