import { QR_STYLES } from '../rules/qr-geometry.ts';
import { ORGANISATION_REQUIREMENTS } from './organisations.ts';
import * as z from './zod.ts';

// QR codes (issue 19; decision 0034): the preview of a QR code as it prints (/qr-preview), the landing
// page its business codes point to (/business/thanks-for-scanning/{id}) and the scans the organisation's
// managers see on /manage.

/** The longest address a QR code carries (the card document's QR_VALUE_MAX). */
export const QR_TARGET_MAX = 1000;

/** Where a business's QR codes point: PUBLIC_URL + this. */
export const QR_LANDING_PATH = '/business/thanks-for-scanning';

export const qrLandingPath = (id: string) => `${QR_LANDING_PATH}/${id}`;

/** What reading the scans asks: any management permission (the manage dashboard's requirement). */
export const QR_SCANS_REQUIREMENTS = ORGANISATION_REQUIREMENTS.manage;

/** An address a QR code may carry: http or https only (anything else is an open door), at most 1,000. */
export const QrTargetSchema = z
  .string()
  .trim()
  .min(1, { abort: true })
  .max(QR_TARGET_MAX, { abort: true })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { message: 'validation.url' },
  );

/**
 * `GET /qr-preview?url=…&style=…` (or `value=`): the QR code the editor offers for the address, in the
 * style, as it prints. An SVG unless `format=png` (`pixels` wide, 64 to 1,024).
 */
export const QrPreviewQuerySchema = z
  .object({
    value: QrTargetSchema.optional(),
    url: QrTargetSchema.optional(),
    style: z.enum(QR_STYLES).default('square'),
    format: z.enum(['svg', 'png']).default('svg'),
    pixels: z.coerce.number().int().min(64).max(1024).default(512),
  })
  .superRefine((query, context) => {
    if (query.value === undefined && query.url === undefined) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'validation.required' });
    }
  })
  .transform(({ value, url, ...rest }) => ({ ...rest, target: (value ?? url) as string }));
export type QrPreviewQuery = z.output<typeof QrPreviewQuerySchema>;

export const QrCodeParamsSchema = z.object({ id: z.uuid() });

/** The landing page of a business's QR code: whose card it came from, and where the sender points on. */
export const QrLandingSchema = z.object({
  organisation: z.string(),
  target: z.string(),
});
export type QrLanding = z.infer<typeof QrLandingSchema>;

/** Scans of the organisation's QR codes, all together and per campaign (null: cards sent one by one). */
export const QrScansSchema = z.object({
  total: z.number().int(),
  codes: z.number().int(),
  campaigns: z.array(
    z.object({ campaignId: z.uuid().nullable(), codes: z.number().int(), scans: z.number().int() }),
  ),
});
export type QrScans = z.infer<typeof QrScansSchema>;
