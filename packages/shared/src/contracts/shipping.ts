import { z } from 'zod';

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

/** `POST /api/addresses/validate`: the address fields plus where they came from. */
export const AddressValidateResultSchema = z.object({
  valid: z.boolean(),
  address: z.record(z.string(), z.string().nullable()),
  errors: z.record(z.string(), z.array(z.string())),
});
