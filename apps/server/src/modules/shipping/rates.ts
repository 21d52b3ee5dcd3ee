import type { ShippingMethod } from '@cardshop/shared/contracts/shipping';

// Postage by region and destination, as code configuration (docs/decisions/0010-orders-shipping-and-tax.md).
//
// - Each selling region (AU, US, GB, CA, NZ) ships from its own warehouse. A destination among the
//   region's own countries (regions.countries, e.g. AU, NF, CX, CC for Australia) is domestic: standard,
//   tracked and express. Any other country is international: standard only.
// - A few destinations get nothing (UNSUPPORTED_DESTINATIONS): the post does not go there, or sanctions
//   stop it. Their shipping list is empty and the purchase modal shows its 'no shipping' state.
// - Costs are list prices of one parcel, in minor units of each region currency, so an option can show
//   what it would cost in another currency without an exchange rate. `cost` is the region's own.
// - Days are business days in transit (weekends and the region's public holidays do not count), after a
//   handling time of 0 or 1 business day. An order placed after the cut-off (the region's time zone)
//   counts from the next business day.
// - Remote areas (REMOTE_AREAS) add business days to domestic deliveries.

export interface Rate {
  method: ShippingMethod;
  carrier: string;
  label: string;
  icon: string;
  /** One parcel, minor units, by currency code. */
  costs: Readonly<Record<string, number>>;
  days: { min: number; max: number };
  /** Business days between the order day and dispatch: 0 or 1. */
  handlingDays: 0 | 1;
}

export interface RegionShipping {
  /** Orders after this time of day (24 h, the region's time zone) count from the next business day. */
  cutoff: string;
  domestic: readonly Rate[];
  international: readonly Rate[];
}

/** Destinations nobody ships to: Antarctica, North Korea, and countries under broad postal embargoes. */
export const UNSUPPORTED_DESTINATIONS: ReadonlySet<string> = new Set([
  'AQ',
  'KP',
  'IR',
  'SY',
  'CU',
  'BV',
  'HM',
]);

// One parcel's price in the five selling currencies, in minor units: [AUD, USD, GBP, CAD, NZD].
function prices(aud: number, usd: number, gbp: number, cad: number, nzd: number) {
  return { AUD: aud, USD: usd, GBP: gbp, CAD: cad, NZD: nzd };
}

export const SHIPPING_RATES: Readonly<Record<string, RegionShipping>> = {
  AU: {
    cutoff: '14:00',
    domestic: [
      {
        method: 'standard',
        carrier: 'Australia Post',
        label: 'Standard post',
        icon: 'envelope',
        costs: prices(300, 200, 160, 270, 330),
        days: { min: 2, max: 6 },
        handlingDays: 1,
      },
      {
        method: 'tracked',
        carrier: 'Australia Post',
        label: 'Tracked parcel',
        icon: 'truck',
        costs: prices(995, 650, 520, 895, 1095),
        days: { min: 2, max: 5 },
        handlingDays: 1,
      },
      {
        method: 'express',
        carrier: 'Australia Post Express',
        label: 'Express post',
        icon: 'bolt',
        costs: prices(1495, 995, 795, 1350, 1650),
        days: { min: 1, max: 3 },
        handlingDays: 0,
      },
    ],
    international: [
      {
        method: 'standard',
        carrier: 'Australia Post International',
        label: 'International post',
        icon: 'globe',
        costs: prices(1200, 800, 650, 1095, 1295),
        days: { min: 6, max: 15 },
        handlingDays: 1,
      },
    ],
  },
  US: {
    cutoff: '15:00',
    domestic: [
      {
        method: 'standard',
        carrier: 'USPS First-Class Mail',
        label: 'Standard mail',
        icon: 'envelope',
        costs: prices(230, 150, 120, 205, 250),
        days: { min: 3, max: 7 },
        handlingDays: 1,
      },
      {
        method: 'tracked',
        carrier: 'USPS Ground Advantage',
        label: 'Tracked parcel',
        icon: 'truck',
        costs: prices(895, 595, 475, 810, 975),
        days: { min: 3, max: 5 },
        handlingDays: 1,
      },
      {
        method: 'express',
        carrier: 'USPS Priority Mail Express',
        label: 'Express mail',
        icon: 'bolt',
        costs: prices(1950, 1295, 1025, 1750, 2125),
        days: { min: 1, max: 3 },
        handlingDays: 0,
      },
    ],
    international: [
      {
        method: 'standard',
        carrier: 'USPS First-Class Mail International',
        label: 'International mail',
        icon: 'globe',
        costs: prices(1500, 1000, 795, 1350, 1650),
        days: { min: 7, max: 21 },
        handlingDays: 1,
      },
    ],
  },
  GB: {
    cutoff: '13:00',
    domestic: [
      {
        method: 'standard',
        carrier: 'Royal Mail 2nd Class',
        label: 'Standard post',
        icon: 'envelope',
        costs: prices(260, 170, 135, 235, 285),
        days: { min: 2, max: 3 },
        handlingDays: 1,
      },
      {
        method: 'tracked',
        carrier: 'Royal Mail Tracked 48',
        label: 'Tracked post',
        icon: 'truck',
        costs: prices(760, 500, 395, 680, 830),
        days: { min: 2, max: 3 },
        handlingDays: 1,
      },
      {
        method: 'express',
        carrier: 'Royal Mail Special Delivery',
        label: 'Next-day delivery',
        icon: 'bolt',
        costs: prices(1720, 1135, 895, 1540, 1880),
        days: { min: 1, max: 1 },
        handlingDays: 0,
      },
    ],
    international: [
      {
        method: 'standard',
        carrier: 'Royal Mail International',
        label: 'International post',
        icon: 'globe',
        costs: prices(1250, 825, 650, 1125, 1365),
        days: { min: 5, max: 12 },
        handlingDays: 1,
      },
    ],
  },
  CA: {
    cutoff: '14:00',
    domestic: [
      {
        method: 'standard',
        carrier: 'Canada Post Lettermail',
        label: 'Standard mail',
        icon: 'envelope',
        costs: prices(220, 145, 115, 200, 240),
        days: { min: 3, max: 9 },
        handlingDays: 1,
      },
      {
        method: 'tracked',
        carrier: 'Canada Post Tracked Packet',
        label: 'Tracked packet',
        icon: 'truck',
        costs: prices(985, 650, 515, 895, 1075),
        days: { min: 2, max: 6 },
        handlingDays: 1,
      },
      {
        method: 'express',
        carrier: 'Canada Post Xpresspost',
        label: 'Express post',
        icon: 'bolt',
        costs: prices(1865, 1230, 975, 1695, 2035),
        days: { min: 1, max: 3 },
        handlingDays: 0,
      },
    ],
    international: [
      {
        method: 'standard',
        carrier: 'Canada Post International',
        label: 'International mail',
        icon: 'globe',
        costs: prices(1210, 800, 635, 1100, 1320),
        days: { min: 7, max: 20 },
        handlingDays: 1,
      },
    ],
  },
  NZ: {
    cutoff: '14:00',
    domestic: [
      {
        method: 'standard',
        carrier: 'NZ Post',
        label: 'Standard post',
        icon: 'envelope',
        costs: prices(230, 150, 120, 205, 250),
        days: { min: 2, max: 5 },
        handlingDays: 1,
      },
      {
        method: 'tracked',
        carrier: 'NZ Post Tracked',
        label: 'Tracked post',
        icon: 'truck',
        costs: prices(595, 395, 310, 535, 650),
        days: { min: 1, max: 3 },
        handlingDays: 1,
      },
      {
        method: 'express',
        carrier: 'NZ Post Courier',
        label: 'Overnight courier',
        icon: 'bolt',
        costs: prices(1100, 725, 575, 990, 1200),
        days: { min: 1, max: 2 },
        handlingDays: 0,
      },
    ],
    international: [
      {
        method: 'standard',
        carrier: 'NZ Post International',
        label: 'International post',
        icon: 'globe',
        costs: prices(1375, 910, 720, 1240, 1500),
        days: { min: 6, max: 15 },
        handlingDays: 1,
      },
    ],
  },
};

/** Domestic areas the post reaches more slowly: extra business days by region, country and state code. */
export const REMOTE_AREAS: Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, number>>>>>
> = {
  AU: { AU: { WA: 2, NT: 2, TAS: 1 } },
  US: { US: { AK: 3, HI: 3 } },
  CA: { CA: { NT: 4, NU: 5, YT: 3 } },
};

/** Extra business days for a domestic delivery to a remote state or territory. */
export function remoteDays(regionIso: string, country: string, adminAreaLevel1?: string | null): number {
  if (!adminAreaLevel1) return 0;
  return REMOTE_AREAS[regionIso]?.[country]?.[adminAreaLevel1.trim().toUpperCase()] ?? 0;
}

/**
 * The rates a region offers for a destination: domestic ones among its own countries, the international
 * standard rate elsewhere, none for unsupported destinations or a region without a table.
 */
export function ratesFor(
  regionIso: string,
  regionCountries: readonly string[],
  country: string,
): readonly Rate[] {
  const table = SHIPPING_RATES[regionIso];
  const destination = country.trim().toUpperCase();
  if (!table || UNSUPPORTED_DESTINATIONS.has(destination)) return [];
  return regionCountries.includes(destination) ? table.domestic : table.international;
}
