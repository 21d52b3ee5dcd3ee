import type { Region } from '@cardshop/shared/contracts/config';
import type {
  AddressValidateInput,
  DeliveryWindowResult,
  ShippingMethod,
  ShippingOption,
} from '@cardshop/shared/contracts/shipping';
import { requiresState } from '@cardshop/shared/rules/address';
import { type Arrival, arrivalOf, latestOrderDayFor } from '@cardshop/shared/rules/arrival';
import { formatMoney } from '@cardshop/shared/rules/money';
import { checkPostcodeState, POSTCODE_STATE_RULE } from '@cardshop/shared/rules/postcode-states';
import { normalisePostcode } from '@cardshop/shared/rules/postcodes';
import { addCalendarDays } from '@cardshop/shared/rules/schedule';
import { ValidationError } from '../../platform/errors.ts';
import type { ConfigService } from '../config/service.ts';
import { zonedMoment } from './calendar.ts';
import { type Rate, ratesFor, remoteDays, SHIPPING_RATES } from './rates.ts';

export type ShippingService = ReturnType<typeof createShippingService>;

/** What shipping needs to know of a region. */
export type ShippingRegion = Pick<Region, 'id' | 'iso' | 'currency' | 'countries' | 'timeZone'>;

export interface Destination {
  country: string;
  adminAreaLevel1?: string | null;
  postcode?: string | null;
}

const SHIP_TO: ShippingOption['shipTo'] = ['direct', 'sender'];

/** Shipping options and prices, delivery windows and address checks (rates.ts and holidays.ts). */
export function createShippingService(deps: { config: ConfigService; clock: () => Date }) {
  const { config, clock } = deps;

  /**
   * The arrival of a parcel ordered at `moment` (now when omitted): counted from `scheduledDate` when that
   * day is still ahead, else from the moment with the region's cut-off (rules/arrival.ts).
   */
  function windowFor(
    region: ShippingRegion,
    rate: Rate,
    destination: Destination,
    scheduledDate?: string | null,
    moment: Date = clock(),
  ): Arrival {
    const ordered = zonedMoment(moment, region.timeZone);
    return arrivalOf({
      regionIso: region.iso,
      rate,
      orderDay: ordered.day,
      orderMinutes: ordered.minutes,
      cutoff: SHIPPING_RATES[region.iso]?.cutoff ?? '14:00',
      scheduledDate: scheduledDate ?? null,
      extraDays: region.countries.includes(destination.country)
        ? remoteDays(region.iso, destination.country, destination.adminAreaLevel1)
        : 0,
    });
  }

  /**
   * A rate as a written card pays it: its price already pays for standard post inside the region
   * (docs/decisions/0013-written-cards.md), so each currency's cost is only the difference to the rate.
   */
  function writtenRate(region: Pick<ShippingRegion, 'iso' | 'countries'>, rate: Rate): Rate {
    const included = ratesFor(region.iso, region.countries, region.iso).find(
      (entry) => entry.method === 'standard',
    );
    const costs = Object.fromEntries(
      Object.entries(rate.costs).map(([code, value]) => [
        code,
        Math.max(0, value - (included?.costs[code] ?? 0)),
      ]),
    );
    return { ...rate, costs };
  }

  async function costsOf(rate: Rate): Promise<ShippingOption['costs']> {
    const currencies = await config.currencies();
    const costs: ShippingOption['costs'] = {};
    for (const [code, value] of Object.entries(rate.costs)) {
      const currency = currencies[code];
      if (currency) costs[code] = { value, costFormatted: formatMoney(value, currency) };
    }
    return costs;
  }

  return {
    /** The rates a region offers for a destination (empty: nothing ships there). */
    rates(region: ShippingRegion, country: string): readonly Rate[] {
      return ratesFor(region.iso, region.countries, country);
    },

    /** One method's rate for a destination, or null when that method is not offered there. */
    rate(region: ShippingRegion, country: string, method: string): Rate | null {
      return ratesFor(region.iso, region.countries, country).find((rate) => rate.method === method) ?? null;
    },

    /** What posting one parcel costs in the region's currency, or null when the method is not offered. */
    cost(region: ShippingRegion, country: string, method: string): number | null {
      const rate = ratesFor(region.iso, region.countries, country).find((entry) => entry.method === method);
      return rate?.costs[region.currency] ?? null;
    },

    /**
     * The postage a written card adds to its price: the difference between the method's rate to the
     * destination and standard post inside the region, which the card price includes (0 for standard
     * domestic post). Null when the method is not offered there.
     */
    writtenCardCost(region: ShippingRegion, country: string, method: string): number | null {
      const rate = ratesFor(region.iso, region.countries, country).find((entry) => entry.method === method);
      return rate ? (writtenRate(region, rate).costs[region.currency] ?? null) : null;
    },

    /** Today's calendar day (YYYY-MM-DD) in the region's time zone. */
    today(region: Pick<ShippingRegion, 'timeZone'>): string {
      return zonedMoment(clock(), region.timeZone).day;
    },

    /**
     * The shipping options of a destination for the region, with today's delivery window of each. For a
     * written card (`item: 'written'`) the costs are what it pays beyond the postage its price includes.
     */
    async options(
      region: ShippingRegion,
      destination: Destination,
      item: 'blank' | 'written' = 'blank',
    ): Promise<ShippingOption[]> {
      const parcels = ratesFor(region.iso, region.countries, destination.country);
      const rates = item === 'written' ? parcels.map((rate) => writtenRate(region, rate)) : parcels;
      return Promise.all(
        rates.flatMap(async (rate) => {
          const cost = rate.costs[region.currency];
          if (cost === undefined) return [];
          return {
            type: rate.method,
            icon: rate.icon,
            label: rate.label,
            cost,
            costs: await costsOf(rate),
            days: { ...rate.days },
            window: windowFor(region, rate, destination),
            shipTo: SHIP_TO,
          };
        }),
      ).then((options) => options.flat());
    },

    /**
     * The dispatch and delivery dates of a method to a destination for an order on `day` (today when
     * omitted or in the past: nothing ships yesterday). A method not offered there is a 422.
     */
    deliveryWindow(
      region: ShippingRegion,
      method: ShippingMethod,
      destination: Destination,
      day?: string,
    ): DeliveryWindowResult {
      const rate = ratesFor(region.iso, region.countries, destination.country).find(
        (entry) => entry.method === method,
      );
      if (!rate) throw new ValidationError({ method: ['validation.in'] });
      return {
        ...windowFor(region, rate, destination, day),
        method,
        days: { ...rate.days },
        handlingDays: rate.handlingDays,
        cutoff: SHIPPING_RATES[region.iso]?.cutoff ?? '14:00',
        timeZone: region.timeZone,
      };
    },

    /**
     * When to schedule a card, and by which method, so that it arrives by `arriveBy` (a reminder's day):
     * the cheapest method offered there (standard post first) that still can, on the latest day from
     * tomorrow on whose delivery window ends on or before it. Null when no method can any more.
     */
    postingFor(
      region: ShippingRegion,
      destination: Destination,
      arriveBy: string,
    ): { date: string; method: ShippingMethod } | null {
      const earliest = addCalendarDays(zonedMoment(clock(), region.timeZone).day, 1);
      for (const rate of ratesFor(region.iso, region.countries, destination.country)) {
        const date = latestOrderDayFor(
          {
            regionIso: region.iso,
            rate,
            cutoff: SHIPPING_RATES[region.iso]?.cutoff ?? '14:00',
            extraDays: region.countries.includes(destination.country)
              ? remoteDays(region.iso, destination.country, destination.adminAreaLevel1)
              : 0,
          },
          arriveBy,
          earliest,
        );
        if (date) return { date, method: rate.method as ShippingMethod };
      }
      return null;
    },

    /**
     * When an order item is posted and arrives: its method to its own address, from its scheduled day or
     * the moment the order was paid (now for a cart). Null when the method is not offered there any more.
     */
    itemArrival(
      region: ShippingRegion,
      item: { shippingMethod: string; destination: Destination | null; scheduledDate: string | null },
      paidAt: Date | null,
    ): Arrival | null {
      if (!item.destination?.country) return null;
      const rate = ratesFor(region.iso, region.countries, item.destination.country).find(
        (entry) => entry.method === item.shippingMethod,
      );
      return rate ? windowFor(region, rate, item.destination, item.scheduledDate, paidAt ?? clock()) : null;
    },

    /**
     * Checks and normalises an address: trimmed fields, the country upper-cased and known, the state as
     * its code for AU, CA and US (a name is accepted), the postcode in its country's format and, in AU, US
     * and CA, within the chosen state (rules/postcode-states.ts).
     */
    async validateAddress(input: AddressValidateInput) {
      const clean = (value: string | null | undefined) => {
        const trimmed = value?.trim().replace(/\s+/g, ' ') ?? '';
        return trimmed === '' ? null : trimmed;
      };
      const errors: Record<string, string[]> = {};
      const fail = (field: string, rule: string) => {
        errors[field] = [...(errors[field] ?? []), rule];
      };
      const address = {
        address: clean(input.address),
        address2: clean(input.address2),
        locality: clean(input.locality),
        adminAreaLevel1: clean(input.adminAreaLevel1),
        postcode: clean(input.postcode),
        country: clean(input.country)?.toUpperCase() ?? null,
      };
      if (!address.address) fail('address', 'validation.required');
      else if (address.address.length > 128) fail('address', 'validation.max');
      if (address.address2 && address.address2.length > 128) fail('address2', 'validation.max');
      if (!address.locality) fail('locality', 'validation.required');
      else if (address.locality.length > 128) fail('locality', 'validation.max');

      const { countries, states } = await config.countries();
      const country = address.country ? countries.find((entry) => entry.iso === address.country) : undefined;
      if (!address.country) fail('country', 'validation.required');
      else if (!country) fail('country', 'validation.in');

      if (country) {
        const known = states[country.iso];
        if (!address.adminAreaLevel1) {
          if (country.reqState || requiresState(country.iso)) fail('adminAreaLevel1', 'validation.required');
        } else if (known && known.length > 0) {
          const wanted = address.adminAreaLevel1.toUpperCase();
          const state = known.find(
            (entry) => entry.code.toUpperCase() === wanted || entry.name.toUpperCase() === wanted,
          );
          if (state) address.adminAreaLevel1 = state.code;
          else fail('adminAreaLevel1', 'validation.in');
        } else if (address.adminAreaLevel1.length > 128) {
          fail('adminAreaLevel1', 'validation.max');
        }

        if (!address.postcode) {
          if (country.reqPostcode) fail('postcode', 'validation.required');
        } else {
          const checked = normalisePostcode(country.iso, address.postcode);
          if (checked.valid && checked.postcode.length <= 16) address.postcode = checked.postcode;
          else fail('postcode', 'validation.format');
        }
        // AU, US and CA postcodes say their state: one of another state is a wrong address, not a typo to keep.
        if (
          !errors.adminAreaLevel1 &&
          !errors.postcode &&
          checkPostcodeState(country.iso, address.adminAreaLevel1, address.postcode) === 'mismatch'
        ) {
          fail('postcode', POSTCODE_STATE_RULE);
        }
      }
      return { valid: Object.keys(errors).length === 0, address, errors };
    },
  };
}
