import * as z from './zod.ts';

// Shipping options, delivery windows and address validation (account-ordering.md §3, §7).

export const ShippingMethodSchema = z.enum(['standard', 'tracked', 'express']);
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;

/** YYYY-MM-DD. */
export const IsoDateSchema = z.iso.date();

export const DeliveryWindowSchema = z.object({
  carrier: z.string(),
  dispatchDate: IsoDateSchema,
  minDeliveryDate: IsoDateSchema,
  maxDeliveryDate: IsoDateSchema,
});
export type DeliveryWindow = z.infer<typeof DeliveryWindowSchema>;

export const ShippingOptionSchema = z.object({
  type: ShippingMethodSchema,
  icon: z.string(),
  label: z.string(),
  /** Cost in minor units of the region's currency. */
  cost: z.number().int(),
  costs: z.record(z.string(), z.object({ value: z.number().int(), costFormatted: z.string() })),
  days: z.object({ min: z.number().int(), max: z.number().int() }),
  window: DeliveryWindowSchema,
  /** Who it goes to: the recipient directly, or the sender. */
  shipTo: z.array(z.enum(['direct', 'sender'])),
});
export type ShippingOption = z.infer<typeof ShippingOptionSchema>;

/** `GET /api/shipping/{country}[/{adminAreaLevel1}[/{postcode}]]`. */
export const ShippingParamsSchema = z.object({
  country: z.string().trim().toUpperCase().length(2),
  adminAreaLevel1: z.string().max(64).optional(),
  postcode: z.string().max(16).optional(),
});

/**
 * `?item=written`: the options as a written card pays them (its price includes standard post inside the
 * region, so each cost is only the difference); blanks (the default) pay the whole parcel.
 */
export const ShippingQuerySchema = z.object({ item: z.enum(['blank', 'written']).default('blank') });

/** `POST /api/addresses/validate`: the address fields plus where they came from. */
export const AddressValidateResultSchema = z.object({
  valid: z.boolean(),
  address: z.record(z.string(), z.string().nullable()),
  errors: z.record(z.string(), z.array(z.string())),
});

/** `GET /api/shipping/...` answers the options for the destination; empty where nothing ships. */
export const ShippingOptionsSchema = z.array(ShippingOptionSchema);

/**
 * `GET /api/delivery-window/{method}/{date}/{n}[/{a}[/{b}]]`: `n` is the destination country (ISO code),
 * `a` its state or province and `b` its postcode, as in the shipping options path. `date` is the order
 * day (YYYY-MM-DD in the region's calendar, or 'today'); today applies the cut-off to the current time.
 */
export const DeliveryWindowParamsSchema = z.object({
  method: ShippingMethodSchema,
  date: z.union([z.literal('today'), IsoDateSchema]),
  n: z.string().trim().toUpperCase().length(2),
  a: z.string().max(64).optional(),
  b: z.string().max(16).optional(),
});

/** The answer of a delivery window: the window and the options it was computed from. */
export const DeliveryWindowResultSchema = DeliveryWindowSchema.extend({
  method: ShippingMethodSchema,
  days: z.object({ min: z.number().int(), max: z.number().int() }),
  /** Business days between the order day and dispatch (0 or 1). */
  handlingDays: z.number().int(),
  /** The region's cut-off time of day, 'HH:MM' in `timeZone`. */
  cutoff: z.string(),
  timeZone: z.string(),
});
export type DeliveryWindowResult = z.infer<typeof DeliveryWindowResultSchema>;

const addressField = (max = 128) => z.string().max(max).nullable().optional();

/**
 * `POST /api/addresses/validate`: address fields plus where they came from ('form', 'address-book',
 * 'autocomplete' ...). Every field is optional here: missing ones come back as field errors, not a 422.
 */
export const AddressValidateSchema = z.object({
  address: addressField(),
  address2: addressField(),
  locality: addressField(),
  adminAreaLevel1: addressField(),
  postcode: addressField(32),
  country: addressField(64),
  source: z.string().max(40).optional(),
});
export type AddressValidateInput = z.input<typeof AddressValidateSchema>;
