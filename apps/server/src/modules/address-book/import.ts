import type { ContactInput } from '@cardshop/shared/contracts/address-book';
import { ContactInputSchema } from '@cardshop/shared/contracts/address-book';
import {
  IMPORT_PREVIEW_ISSUES,
  IMPORT_PREVIEW_ROWS,
  type ImportCommit,
  type ImportFix,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
} from '@cardshop/shared/contracts/address-import';
import { fieldErrorsFromIssues } from '@cardshop/shared/contracts/envelope';
import {
  type ContactDraft,
  draftOf,
  duplicateKeys,
  guessMapping,
  type ImportField,
  ImportFileProblem,
  type ImportMapping,
  type ImportTable,
  readImportFile,
  readImportText,
} from '@cardshop/shared/rules/contact-import';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addressBookContacts, addressBookGroups, addressBookImports } from '../../db/schema.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { ConfigService } from '../config/service.ts';
import type { ShippingService } from '../shipping/service.ts';
import * as store from './store.ts';

export type AddressImportService = ReturnType<typeof createAddressImportService>;

/** Uploads an account may stage: enough to try a file a few times, not to fill the database. */
export const IMPORT_UPLOAD_LIMIT = { limit: 30, windowSeconds: 3600 };
/** A staged file is kept this long unless saved. */
const STAGED_FOR_MS = 24 * 3600 * 1000;
/** Rows a single INSERT carries (19 columns each, well under PostgreSQL's 65,535 parameters). */
const INSERT_BATCH = 1000;
/** An import this large refreshes the planner's statistics of the address book once it is saved. */
const STATISTICS_AFTER = 1000;

type Mapping = Array<ImportField | null>;

/** A row read, checked and compared with the book. */
interface Evaluated {
  index: number;
  draft: ContactDraft;
  /** The values to store, when the row has no problems. */
  values: store.ContactValues | null;
  problems: Record<string, string[]>;
  duplicateOf: { id: string; name: string } | null;
}

const asRecord = (mapping: Mapping): ImportMapping =>
  Object.fromEntries(mapping.map((field, i) => [i, field]));

const nameOf = (contact: { firstName: string; lastName: string }) =>
  `${contact.firstName} ${contact.lastName}`.trim();

/**
 * Importing contacts from a CSV or vCard file (decision 0029): the file is decoded and read once, kept as
 * text until it is saved (`address_book_imports`), previewed with each row's problems and duplicates, and
 * saved in one transaction, all the accepted rows or none.
 */
export function createAddressImportService(
  db: Db,
  deps: { shipping: ShippingService; config: ConfigService; rateLimits: RateLimiter },
) {
  /** A file problem as the 422 of the `file` field. */
  function fileError(error: unknown): never {
    if (error instanceof ImportFileProblem) {
      throw new ValidationError({ file: [`address-book.import.error.${error.reason}`] });
    }
    throw error;
  }

  async function staged(userId: string, id: string) {
    const [row] = await db
      .select()
      .from(addressBookImports)
      .where(and(eq(addressBookImports.id, id), eq(addressBookImports.userId, userId)))
      .limit(1);
    if (!row || row.createdAt.getTime() < Date.now() - STAGED_FOR_MS) throw new NotFoundError();
    let table: ImportTable;
    try {
      table = readImportText(row.content, row.encoding as ImportTable['encoding']);
    } catch (error) {
      fileError(error);
    }
    return { row, table };
  }

  /** The mapping asked for (one field per column), or the guess from the headers. */
  function mappingFor(table: ImportTable, asked: Mapping | undefined): Mapping {
    if (asked) {
      if (asked.length !== table.headers.length)
        throw new ValidationError({ mapping: ['validation.invalid'] });
      return asked;
    }
    const guessed = guessMapping(table.headers);
    return table.headers.map((_, index) => guessed[index] ?? null);
  }

  /** Country names (and codes) as the shop knows them, to turn "Australia" into AU. */
  async function countryCodes(): Promise<Map<string, string>> {
    const { countries } = await deps.config.countries();
    const codes = new Map<string, string>();
    for (const country of countries) {
      codes.set(country.iso.toLowerCase(), country.iso);
      codes.set(country.name.toLowerCase(), country.iso);
    }
    for (const [alias, iso] of [
      ['usa', 'US'],
      ['united states of america', 'US'],
      ['uk', 'GB'],
      ['great britain', 'GB'],
      ['england', 'GB'],
      ['scotland', 'GB'],
      ['wales', 'GB'],
    ] as const) {
      if (!codes.has(alias) && codes.has(iso.toLowerCase())) codes.set(alias, iso);
    }
    return codes;
  }

  /** Existing contacts by their duplicate keys (name with postcode, e-mail). */
  async function existingByKey(userId: string): Promise<Map<string, { id: string; name: string }>> {
    const rows = await db
      .select({
        id: addressBookContacts.id,
        firstName: addressBookContacts.firstName,
        lastName: addressBookContacts.lastName,
        postcode: addressBookContacts.postcode,
        email: addressBookContacts.email,
      })
      .from(addressBookContacts)
      .where(eq(addressBookContacts.userId, userId));
    const byKey = new Map<string, { id: string; name: string }>();
    for (const row of rows) {
      for (const key of duplicateKeys(row))
        if (!byKey.has(key)) byKey.set(key, { id: row.id, name: nameOf(row) });
    }
    return byKey;
  }

  /** A draft checked by the contact's contract and the shipping rules: its values or its problems. */
  async function check(
    draft: ContactDraft,
    codes: Map<string, string>,
  ): Promise<{
    values: store.ContactValues | null;
    problems: Record<string, string[]>;
    draft: ContactDraft;
  }> {
    const country = codes.get(draft.country.trim().toLowerCase()) ?? draft.country.trim();
    const shown = { ...draft, country };
    const problems: Record<string, string[]> = {};
    if (draft.country.trim() !== '' && !codes.has(draft.country.trim().toLowerCase())) {
      problems.country = ['validation.in'];
    }
    const parsed = ContactInputSchema.safeParse({ ...shown, address2Type: '' });
    if (!parsed.success) Object.assign(problems, fieldErrorsFromIssues(parsed.error.issues), problems);
    const input = parsed.success ? parsed.data : null;
    const result = await deps.shipping.validateAddress({
      address: draft.address,
      address2: draft.address2,
      locality: draft.locality,
      adminAreaLevel1: draft.adminAreaLevel1,
      postcode: draft.postcode,
      country,
      source: 'address-book',
    });
    for (const [field, rules] of Object.entries(result.errors)) {
      problems[field] = [...new Set([...(problems[field] ?? []), ...rules])];
    }
    if (!input || Object.keys(problems).length > 0) return { values: null, problems, draft: shown };
    const { address } = result;
    const values = valuesOf(input, address);
    return {
      values,
      problems,
      draft: {
        ...shown,
        address: values.address,
        address2: values.address2 ?? '',
        locality: values.locality,
        adminAreaLevel1: values.adminAreaLevel1 ?? '',
        postcode: values.postcode ?? '',
        country: values.country,
        email: values.email ?? '',
      },
    };
  }

  function valuesOf(
    input: ContactInput,
    address: Awaited<ReturnType<ShippingService['validateAddress']>>['address'],
  ): store.ContactValues {
    return {
      title: input.title,
      firstName: input.firstName,
      lastName: input.lastName,
      address: address.address ?? input.address,
      address2Type: address.address2 ? 'other' : null,
      address2: address.address2,
      locality: address.locality ?? input.locality,
      adminAreaLevel1: address.adminAreaLevel1,
      postcode: address.postcode,
      country: address.country ?? input.country,
      email: input.email,
      phone: input.phone,
      birthdayDay: input.birthdayDay,
      birthdayMonth: input.birthdayMonth,
      birthdayYear: input.birthdayYear,
      anniversaryDay: input.anniversaryDay,
      anniversaryMonth: input.anniversaryMonth,
      anniversaryYear: input.anniversaryYear,
      note: input.note,
    };
  }

  /** Every row of the table mapped, fixed where the person fixed it, checked and compared with the book. */
  async function evaluate(
    userId: string,
    table: ImportTable,
    mapping: Mapping,
    fixes: Record<string, ImportFix> = {},
  ): Promise<Evaluated[]> {
    const [codes, existing] = await Promise.all([countryCodes(), existingByKey(userId)]);
    const record = asRecord(mapping);
    const evaluated: Evaluated[] = [];
    for (let index = 0; index < table.rows.length; index++) {
      const fix = fixes[String(index)];
      const mapped = draftOf(table.rows[index] as string[], record);
      const draft = fix ? { ...mapped, ...definedOf(fix) } : mapped;
      const checked = await check(draft, codes);
      const keys = duplicateKeys({
        firstName: checked.draft.firstName,
        lastName: checked.draft.lastName,
        postcode: checked.draft.postcode || null,
        email: checked.draft.email.trim() || null,
      });
      const duplicateOf = keys.map((key) => existing.get(key)).find(Boolean) ?? null;
      evaluated.push({
        index,
        draft: checked.draft,
        values: checked.values,
        problems: checked.problems,
        duplicateOf,
      });
    }
    return evaluated;
  }

  async function preview(userId: string, id: string, asked?: Mapping): Promise<ImportPreview> {
    const { row, table } = await staged(userId, id);
    const mapping = mappingFor(table, asked);
    const evaluated = await evaluate(userId, table, mapping);
    const shown: ImportRow[] = [];
    let issues = 0;
    for (const entry of evaluated) {
      const hasIssue = !entry.values || entry.duplicateOf !== null;
      if (entry.index < IMPORT_PREVIEW_ROWS || (hasIssue && issues < IMPORT_PREVIEW_ISSUES)) {
        shown.push({
          index: entry.index,
          contact: entry.draft,
          problems: entry.problems,
          duplicateOf: entry.duplicateOf,
        });
        if (hasIssue && entry.index >= IMPORT_PREVIEW_ROWS) issues++;
      }
    }
    return {
      id: row.id,
      fileName: row.fileName,
      format: table.format,
      source: table.source,
      encoding: table.encoding,
      headers: table.headers,
      mapping,
      samples: table.headers.map(
        (_, column) =>
          table.rows.find((cells) => (cells[column] ?? '').trim() !== '')?.[column]?.trim() ?? '',
      ),
      total: evaluated.length,
      ready: evaluated.filter((entry) => entry.values && !entry.duplicateOf).length,
      withProblems: evaluated.filter((entry) => !entry.values).length,
      duplicates: evaluated.filter((entry) => entry.duplicateOf).length,
      rows: shown,
    };
  }

  return {
    /**
     * Reads an uploaded file and keeps it for its preview: a 422 on `file` when it cannot be read (empty,
     * too large, not text, not contacts, broken quoting, more than 10,000 rows). Answers the preview.
     */
    async upload(userId: string, fileName: string, bytes: Uint8Array): Promise<ImportPreview> {
      await deps.rateLimits.enforce([[`address-import:${userId}`, IMPORT_UPLOAD_LIMIT]]);
      let table: ImportTable;
      try {
        table = readImportFile(bytes);
      } catch (error) {
        fileError(error);
      }
      // Only the decoded text is kept (UTF-16 and Windows-1252 files are read once).
      const content =
        table.encoding === 'utf-8' ? new TextDecoder().decode(bytes) : decodedAgain(bytes, table.encoding);
      // A day-old upload nobody saved goes when the account uploads again.
      await db
        .delete(addressBookImports)
        .where(
          or(
            lt(addressBookImports.createdAt, new Date(Date.now() - STAGED_FOR_MS)),
            and(
              eq(addressBookImports.userId, userId),
              lt(addressBookImports.createdAt, new Date(Date.now() - 3600 * 1000)),
            ),
          ),
        );
      const [created] = await db
        .insert(addressBookImports)
        .values({ userId, fileName: fileName.slice(0, 200), encoding: table.encoding, content })
        .returning({ id: addressBookImports.id });
      if (!created) throw new Error('import staging failed');
      return preview(userId, created.id);
    },

    preview,

    /**
     * Saves the accepted rows in one transaction: new contacts in batches, duplicates merged into the
     * contact they match (or left out), all of them into the group named. A row that still has problems
     * (and is neither fixed, left out, nor covered by `skipInvalid`) is a 422 naming it; nothing is saved.
     */
    async commit(userId: string, id: string, body: ImportCommit): Promise<ImportResult> {
      const { table } = await staged(userId, id);
      const mapping = mappingFor(table, body.mapping);
      const evaluated = await evaluate(userId, table, mapping, body.fix);
      const skip = new Set(body.skip);
      const merge = new Set(body.merge);
      const errors: Record<string, string[]> = {};
      const toInsert: store.ContactValues[] = [];
      const toMerge = new Map<string, store.ContactValues>();
      let skipped = 0;
      for (const entry of evaluated) {
        if (skip.has(entry.index)) {
          skipped++;
          continue;
        }
        if (!entry.values) {
          if (body.skipInvalid) {
            skipped++;
            continue;
          }
          for (const [field, rules] of Object.entries(entry.problems))
            errors[`rows.${entry.index}.${field}`] = rules;
          continue;
        }
        if (entry.duplicateOf) {
          if ((merge.has(entry.index) || body.duplicates === 'merge') && !toMerge.has(entry.duplicateOf.id)) {
            toMerge.set(entry.duplicateOf.id, entry.values);
          } else skipped++;
          continue;
        }
        toInsert.push(entry.values);
      }
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      if (body.group) {
        const own = await store.ownGroupIds(db, userId, [body.group]);
        if (!own.has(body.group)) throw new NotFoundError();
      } else if (body.newGroup && (await store.groupNameTaken(db, userId, body.newGroup))) {
        throw new ValidationError({ newGroup: ['validation.group-name-taken'] });
      }

      const group = await db.transaction(async (tx) => {
        const inTx = tx as unknown as Db;
        const ids: string[] = [];
        for (let start = 0; start < toInsert.length; start += INSERT_BATCH) {
          const batch = toInsert.slice(start, start + INSERT_BATCH);
          const rows = await inTx
            .insert(addressBookContacts)
            .values(
              batch.map((values) => ({
                ...values,
                userId,
                sortName: store.sortNameOf(values),
                searchText: store.searchTextOf(values),
              })),
            )
            .returning({ id: addressBookContacts.id });
          for (const row of rows) ids.push(row.id);
        }
        for (const [contactId, values] of toMerge) {
          await store.updateContact(inTx, userId, contactId, mergedValues(values));
          ids.push(contactId);
        }
        let groupId = body.group;
        if (!groupId && body.newGroup) {
          groupId = await store.insertGroup(inTx, userId, body.newGroup);
          if (!groupId) throw new ValidationError({ newGroup: ['validation.group-name-taken'] });
        }
        if (groupId) {
          for (let start = 0; start < ids.length; start += INSERT_BATCH * 5) {
            await store.addMembers(inTx, groupId, ids.slice(start, start + INSERT_BATCH * 5));
          }
        }
        await inTx.delete(addressBookImports).where(eq(addressBookImports.id, id));
        return groupId;
      });
      store.forgetTotals(userId);
      if (toInsert.length >= STATISTICS_AFTER) await store.refreshStatistics(db);
      return { added: toInsert.length, merged: toMerge.size, skipped, group: group ?? null };
    },

    /**
     * A list of recipients uploaded for a bulk send (decision 0033), read as an import reads its file
     * (the same decoding, columns guessed from the headers, rows checked by the contact's contract and
     * the shipping rules) but not stored in the book: each row's contact, its problems by field, and
     * every column's value by header (the message's other merge fields). Counts against the uploads an
     * account may make (a 429 past them); a 422 on `file` when the file cannot be read.
     */
    async readRecipients(userId: string, bytes: Uint8Array) {
      await deps.rateLimits.enforce([[`address-import:${userId}`, IMPORT_UPLOAD_LIMIT]]);
      let table: ImportTable;
      try {
        table = readImportFile(bytes);
      } catch (error) {
        fileError(error);
      }
      const mapping = mappingFor(table, undefined);
      const record = asRecord(mapping);
      const codes = await countryCodes();
      const rows = [];
      for (const cells of table.rows) {
        const checked = await check(draftOf(cells, record), codes);
        const columns: Record<string, string> = {};
        table.headers.forEach((header, index) => {
          if (header !== '') columns[header] = (cells[index] ?? '').trim();
        });
        rows.push({
          draft: checked.draft,
          valid: checked.values !== null,
          problems: checked.problems,
          columns,
        });
      }
      return { headers: table.headers, mapping, rows };
    },

    /** The account's groups by name (for the preview's choice of group). */
    async groupNames(userId: string) {
      return db
        .select({ id: addressBookGroups.id, name: addressBookGroups.name })
        .from(addressBookGroups)
        .where(eq(addressBookGroups.userId, userId))
        .orderBy(sql`lower(${addressBookGroups.name})`);
    },
  };
}

/** A merge keeps the imported row's values (the file is the newer source). */
const mergedValues = (values: store.ContactValues) => values;

function definedOf(fix: ImportFix): Partial<ContactDraft> {
  return Object.fromEntries(Object.entries(fix).filter(([, value]) => value !== undefined));
}

function decodedAgain(bytes: Uint8Array, encoding: ImportTable['encoding']): string {
  if (encoding === 'utf-16le' || encoding === 'utf-16be')
    return new TextDecoder(encoding).decode(bytes.subarray(2));
  return new TextDecoder(encoding).decode(bytes);
}
