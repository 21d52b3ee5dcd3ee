import * as z from './zod.ts';

// `POST /j`: the browser's journey events (product views, clicks, modal opens …), sent in small batches
// at most every 3 s. Everything is bounded so a bad or hostile batch costs little and never reaches the
// database as something it refuses (NUL characters, lone surrogates, out-of-range times).

/** Most events in one `POST /j` batch. */
export const JOURNEY_BATCH_MAX = 50;
/** Longest category or event name. */
export const JOURNEY_NAME_MAX = 64;
/** Longest event label. */
export const JOURNEY_LABEL_MAX = 200;
/** Longest page address an event names. */
export const JOURNEY_URI_MAX = 2000;
/** Most keys in an event's data. */
export const JOURNEY_DATA_KEYS_MAX = 20;
/** Longest string value (or list item) in an event's data. */
export const JOURNEY_DATA_STRING_MAX = 500;
/** Most items in a list value of an event's data. */
export const JOURNEY_DATA_LIST_MAX = 50;

// Event times are epoch seconds; anything outside 2000–2100 is a broken clock or a forged value.
const EARLIEST_TIME = 946_684_800;
const LATEST_TIME = 4_102_444_800;

// Strings refuse NUL and lone surrogates, as every contract's do (./zod.ts): Postgres stores neither.
const text = (max: number) => z.string().max(max, 'validation.max');
const name = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(JOURNEY_NAME_MAX, 'validation.max')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'validation.format');

const scalar = z.union([text(JOURNEY_DATA_STRING_MAX), z.number().finite(), z.boolean(), z.null()]);

/** Extra facts of an event: a flat map of short values or short lists of them. */
export const JourneyDataSchema = z
  .record(
    z.string().min(1).max(JOURNEY_NAME_MAX, 'validation.max'),
    z.union([scalar, z.array(scalar).max(JOURNEY_DATA_LIST_MAX, 'validation.max')]),
  )
  .refine((data) => Object.keys(data).length <= JOURNEY_DATA_KEYS_MAX, 'validation.max');

export const JourneyEventSchema = z.object({
  /** Area of the journey: 'product', 'purchase-options', 'listing' … */
  category: name,
  /** What happened: 'view', 'open', 'click' … */
  event: name,
  /** What it happened to, usually an id. */
  label: text(JOURNEY_LABEL_MAX).optional(),
  data: JourneyDataSchema.optional(),
  /** The page (path and query) the visitor was on. */
  uri: z.string().min(1, 'validation.required').max(JOURNEY_URI_MAX, 'validation.max'),
  /** When it happened, in epoch seconds. */
  time: z
    .number()
    // A refinement (not .int()) so the error names its rule: validation.integer.
    .refine(Number.isInteger, 'validation.integer')
    .min(EARLIEST_TIME, 'validation.min')
    .max(LATEST_TIME, 'validation.max'),
});
export type JourneyEvent = z.infer<typeof JourneyEventSchema>;
/** An event as the browser sends it. */
export type JourneyEventInput = z.input<typeof JourneyEventSchema>;

export const JourneyBatchSchema = z.object({
  ev: z.array(JourneyEventSchema).min(1, 'validation.min').max(JOURNEY_BATCH_MAX, 'validation.max'),
});
export type JourneyBatch = z.infer<typeof JourneyBatchSchema>;

export const JourneyAnswerSchema = z.object({ recorded: z.number().int() });
export type JourneyAnswer = z.infer<typeof JourneyAnswerSchema>;
