import { IMPORT_FIELDS } from '../rules/contact-import.ts';
import * as z from './zod.ts';

// Importing contacts from a file (decision 0029): the file is staged by one call, previewed (and mapped
// again) by another, and saved by a third. Bodies take what a form posts (strings) and what JSON sends.

/** How many rows the preview shows as they will be saved (besides the rows with problems). */
export const IMPORT_PREVIEW_ROWS = 20;
/** The most rows with problems or duplicates the preview lists for fixing or deciding. */
export const IMPORT_PREVIEW_ISSUES = 100;

export const ImportParamsSchema = z.object({ id: z.uuid('validation.invalid') });

/** The file's name, for the preview (a query parameter of the upload call). */
export const ImportUploadQuerySchema = z.object({
  fileName: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : 'contacts'),
    z.string().max(200),
  ),
});

const fieldOrNone = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.enum(IMPORT_FIELDS, 'validation.in').nullable(),
);

/** One field (or none) per column, in the file's column order; the guess from the headers when absent. */
const mappingSchema = z.preprocess(
  (value) => (value === undefined || value === null ? undefined : Array.isArray(value) ? value : [value]),
  z.array(fieldOrNone).max(200).optional(),
);

/** `GET /api/account/addresses/import/{id}`: the preview, mapped as `mapping` says. */
export const ImportPreviewQuerySchema = z.object({ mapping: mappingSchema });

const rowIndexList = z.preprocess(
  (value) =>
    value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value],
  z.array(z.coerce.number('validation.integer').int().min(0).max(10_000)).max(10_001),
);

const draftText = z.string().max(2000).optional();

/** A fix to one row: the fields the person changed (the rest stay as mapped). */
export const ImportFixSchema = z.object({
  title: draftText,
  firstName: draftText,
  lastName: draftText,
  address: draftText,
  address2: draftText,
  locality: draftText,
  adminAreaLevel1: draftText,
  postcode: draftText,
  country: draftText,
  email: draftText,
  phone: draftText,
});
export type ImportFix = z.infer<typeof ImportFixSchema>;
export const IMPORT_FIX_FIELDS = Object.keys(ImportFixSchema.shape) as Array<keyof ImportFix>;

/**
 * `POST /api/account/addresses/import/{id}`: save the accepted rows. `skip` leaves rows out, `fix` changes
 * rows (by their index), `skipInvalid` leaves out the rows that still have problems (otherwise they are a
 * 422 and nothing is saved); a duplicate of an existing contact is merged into it (`duplicates: 'merge'`,
 * or the rows in `merge`) or left out. `group` (one of the account's) or `newGroup` (a name) takes them.
 */
export const ImportCommitSchema = z.object({
  mapping: mappingSchema,
  skip: rowIndexList,
  merge: rowIndexList,
  fix: z.record(z.string().regex(/^\d{1,5}$/, 'validation.integer'), ImportFixSchema).default({}),
  skipInvalid: z.preprocess((value) => value === true || value === 'true' || value === 'on', z.boolean()),
  duplicates: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? 'skip' : value),
    z.enum(['merge', 'skip'], 'validation.in'),
  ),
  group: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.uuid('validation.invalid').nullable(),
  ),
  newGroup: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null),
    z.string().max(80).nullable(),
  ),
});
export type ImportCommit = z.output<typeof ImportCommitSchema>;

const DraftSchema = z.object({
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  address2: z.string(),
  locality: z.string(),
  adminAreaLevel1: z.string(),
  postcode: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
  birthdayDay: z.string(),
  birthdayMonth: z.string(),
  birthdayYear: z.string(),
  anniversaryDay: z.string(),
  anniversaryMonth: z.string(),
  anniversaryYear: z.string(),
  note: z.string(),
});

export const ImportRowSchema = z.object({
  /** The row's place in the file (0 the first contact after any header). */
  index: z.number().int(),
  /** The row as it will be saved: normalised by the address check when it passes. */
  contact: DraftSchema,
  /** Field → message keys; empty when the row can be saved. */
  problems: z.record(z.string(), z.array(z.string())),
  /** The existing contact it duplicates (same name and postcode, or same e-mail). */
  duplicateOf: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportPreviewSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  format: z.enum(['csv', 'vcard']),
  source: z.enum(['google', 'outlook', 'apple', 'vcard', 'csv']),
  encoding: z.string(),
  headers: z.array(z.string()),
  /** The field of each column (null: not imported). */
  mapping: z.array(z.enum(IMPORT_FIELDS).nullable()),
  /** An example value of each column, from the first row that has one. */
  samples: z.array(z.string()),
  total: z.number().int(),
  ready: z.number().int(),
  withProblems: z.number().int(),
  duplicates: z.number().int(),
  /** The first rows, then the first rows with problems or duplicates, in file order. */
  rows: z.array(ImportRowSchema),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportResultSchema = z.object({
  added: z.number().int(),
  merged: z.number().int(),
  skipped: z.number().int(),
  /** The group they went into, if any. */
  group: z.uuid().nullable(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
