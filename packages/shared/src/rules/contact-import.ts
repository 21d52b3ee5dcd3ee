// Reading an address-book export (decision 0029): the bytes decoded (UTF-8, UTF-16 with its BOM, or
// Windows-1252 when the bytes are not UTF-8), CSV (quoted fields, newlines in quotes, comma, semicolon or
// tab) or vCard 3.0/4.0 (folded lines, escaped commas and semicolons, quoted-printable), and the columns
// mapped to a contact's fields by what their headers say. Pure: no I/O, the same in the browser and the
// server.

/** The largest file an import reads: 10,000 contacts of a full Google export fit in well under 5 MB. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most contacts one import takes. */
export const IMPORT_MAX_ROWS = 10_000;

/** Why a file cannot be read; each is a message key `address-book.import.error.{reason}`. */
export type ImportFileError =
  | 'empty'
  | 'too-large'
  | 'too-many-rows'
  | 'not-text'
  | 'not-contacts'
  | 'broken-quotes'
  | 'no-rows';

export class ImportFileProblem extends Error {
  readonly reason: ImportFileError;
  readonly line: number | undefined;

  constructor(reason: ImportFileError, line?: number) {
    super(`import file: ${reason}${line ? ` (line ${line})` : ''}`);
    this.reason = reason;
    this.line = line;
  }
}

/** The fields a column can fill (a contact's, with its name and birthday as one text too). */
export const IMPORT_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'fullName',
  'address',
  'address2',
  'locality',
  'adminAreaLevel1',
  'postcode',
  'country',
  'email',
  'phone',
  'birthday',
  'anniversary',
  'note',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Column index → field (or nothing). */
export type ImportMapping = Record<number, ImportField | null>;

export type ImportFormat = 'csv' | 'vcard';

/** A file read into a table: its headers and rows of text. */
export interface ImportTable {
  format: ImportFormat;
  /** What kind of export it looks like, for the preview. */
  source: 'google' | 'outlook' | 'apple' | 'vcard' | 'csv';
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
  headers: string[];
  rows: string[][];
}

// Decoding.

/** The file's text, by its BOM, as UTF-8 when it is, or as Windows-1252 (what Excel and Outlook write). */
export function decodeImportBytes(bytes: Uint8Array): { text: string; encoding: ImportTable['encoding'] } {
  if (bytes.length === 0) throw new ImportFileProblem('empty');
  if (bytes.length > IMPORT_MAX_BYTES) throw new ImportFileProblem('too-large');
  let text: string;
  let encoding: ImportTable['encoding'];
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    encoding = 'utf-16le';
    text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    encoding = 'utf-16be';
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  } else {
    const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(body);
      encoding = 'utf-8';
    } catch {
      text = new TextDecoder('windows-1252').decode(body);
      encoding = 'windows-1252';
    }
  }
  // A binary file (a spreadsheet, an image) is full of control characters no export has.
  const sample = text.slice(0, 4096);
  let controls = 0;
  for (let index = 0; index < sample.length; index++) {
    const code = sample.charCodeAt(index);
    if (code < 9 || (code > 13 && code < 32)) controls++;
  }
  if (controls > 0) throw new ImportFileProblem('not-text');
  if (text.trim() === '') throw new ImportFileProblem('empty');
  return { text, encoding };
}

// CSV.

/** The delimiter of a CSV file: the one of comma, semicolon and tab its first line uses most (outside quotes). */
function delimiterOf(text: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char] = (counts[char] ?? 0) + 1;
  }
  return Object.entries(counts).sort((a, b) => b[1] - a[1])[0]?.[0] ?? ',';
}

/** RFC 4180 CSV, as spreadsheets write it: "" for a quote, newlines inside quotes, any line ending. */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(source);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let line = 1;
  let index = 0;
  const length = source.length;
  while (index < length) {
    const char = source[index];
    if (char === '"' && field === '') {
      // A quoted field: up to the closing quote, "" a quote.
      const startLine = line;
      index++;
      for (;;) {
        if (index >= length) throw new ImportFileProblem('broken-quotes', startLine);
        const next = source[index];
        if (next === '"') {
          if (source[index + 1] === '"') {
            field += '"';
            index += 2;
            continue;
          }
          index++;
          break;
        }
        if (next === '\n') line++;
        field += next;
        index++;
      }
      // After the closing quote: a delimiter, a line end or the end; anything else is broken quoting.
      const after = source[index];
      if (after !== undefined && after !== delimiter && after !== '\n' && after !== '\r') {
        throw new ImportFileProblem('broken-quotes', line);
      }
      continue;
    }
    if (char === delimiter) {
      row.push(field);
      field = '';
      index++;
    } else if (char === '\n' || char === '\r') {
      row.push(field);
      field = '';
      rows.push(row);
      row = [];
      index += char === '\r' && source[index + 1] === '\n' ? 2 : 1;
      line++;
    } else {
      if (char === '"') throw new ImportFileProblem('broken-quotes', line);
      field += char;
      index++;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

// vCard.

/** A vCard property: its name, parameters (upper-case names, as given values) and value. */
interface VcardProperty {
  name: string;
  params: Record<string, string[]>;
  value: string;
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const soft = value.replace(/=\r?\n/g, '');
  for (let index = 0; index < soft.length; index++) {
    const char = soft[index] as string;
    const hex = soft.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      for (const byte of new TextEncoder().encode(char)) bytes.push(byte);
    }
  }
  return new TextDecoder('utf-8').decode(new Uint8Array(bytes));
}

/** A value's parts split at unescaped `;` (or `,`), each unescaped (\, \; \\ \n). */
function splitEscaped(value: string, separator: ';' | ','): string[] {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < value.length; index++) {
    const char = value[index] as string;
    if (char === '\\' && index + 1 < value.length) {
      const next = value[index + 1] as string;
      current += next === 'n' || next === 'N' ? '\n' : next;
      index++;
    } else if (char === separator) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

function parseVcardLine(line: string): VcardProperty | null {
  // The name and parameters end at the first ':' outside a quoted parameter value.
  let quoted = false;
  let colon = -1;
  for (let index = 0; index < line.length; index++) {
    if (line[index] === '"') quoted = !quoted;
    else if (line[index] === ':' && !quoted) {
      colon = index;
      break;
    }
  }
  if (colon < 0) return null;
  const [rawName = '', ...rawParams] = line.slice(0, colon).split(';');
  // A group prefix (item1.ADR) names the same property.
  const name = rawName.replace(/^[^.]*\./, '').toUpperCase();
  const params: Record<string, string[]> = {};
  for (const param of rawParams) {
    const equals = param.indexOf('=');
    // vCard 2.1 writes bare types (ADR;HOME:…).
    const key = equals < 0 ? 'TYPE' : param.slice(0, equals).toUpperCase();
    const values = (equals < 0 ? param : param.slice(equals + 1)).replace(/"/g, '').split(',');
    params[key] = [...(params[key] ?? []), ...values.map((value) => value.toUpperCase())];
  }
  return { name, params, value: line.slice(colon + 1) };
}

const VCARD_HEADERS = [
  'Prefix',
  'First Name',
  'Last Name',
  'Full Name',
  'Street',
  'Extended Address',
  'City',
  'State',
  'Postal Code',
  'Country',
  'E-mail',
  'Phone',
  'Birthday',
  'Anniversary',
  'Note',
] as const;

/** vCards as a table with the columns of `VCARD_HEADERS` (already mapped: the mapping can still change). */
export function parseVcards(text: string): string[][] {
  // Unfold: a line starting with a space or tab continues the one before (RFC 6350 §3.2).
  const lines = text
    .replace(/\r\n|\r/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
  const rows: string[][] = [];
  let card: VcardProperty[] | null = null;
  for (let index = 0; index < lines.length; index++) {
    let line = lines[index] as string;
    if (line.trim() === '') continue;
    // Quoted-printable soft line breaks end a line with '=' (vCard 2.1).
    if (/ENCODING=QUOTED-PRINTABLE/i.test(line)) {
      while (line.endsWith('=') && index + 1 < lines.length) line = `${line.slice(0, -1)}${lines[++index]}`;
    }
    const upper = line.toUpperCase();
    if (upper === 'BEGIN:VCARD') {
      card = [];
      continue;
    }
    if (upper === 'END:VCARD') {
      if (card) rows.push(vcardRow(card));
      card = null;
      continue;
    }
    if (!card) continue;
    const property = parseVcardLine(line);
    if (!property) continue;
    if (property.params.ENCODING?.includes('QUOTED-PRINTABLE')) {
      property.value = decodeQuotedPrintable(property.value);
    }
    card.push(property);
  }
  return rows;
}

/** The first property of a name, preferring one whose TYPE has `type` (home) or PREF. */
function pick(card: VcardProperty[], name: string, type = 'HOME'): VcardProperty | undefined {
  const all = card.filter((property) => property.name === name);
  return (
    all.find((property) => property.params.TYPE?.includes(type)) ??
    all.find((property) => property.params.TYPE?.includes('PREF') || property.params.PREF) ??
    all[0]
  );
}

function vcardRow(card: VcardProperty[]): string[] {
  const n = splitEscaped(pick(card, 'N')?.value ?? '', ';');
  const adr = splitEscaped(pick(card, 'ADR')?.value ?? '', ';');
  const text = (property: VcardProperty | undefined) => splitEscaped(property?.value ?? '', ',').join(', ');
  const anniversary = pick(card, 'ANNIVERSARY') ?? pick(card, 'X-ANNIVERSARY');
  // ADR: post office box; extended address; street; locality; region; postal code; country.
  return [
    n[3] ?? '',
    n[1] ?? '',
    n[0] ?? '',
    text(pick(card, 'FN')),
    (adr[2] ?? '').replace(/\n/g, ', '),
    adr[1] || adr[0] || '',
    adr[3] ?? '',
    adr[4] ?? '',
    adr[5] ?? '',
    adr[6] ?? '',
    text(pick(card, 'EMAIL')),
    text(pick(card, 'TEL', 'CELL')),
    text(pick(card, 'BDAY')),
    text(anniversary),
    text(pick(card, 'NOTE')),
  ].map((value) => value.trim());
}

// Mapping headers to fields.

/** Header words (lower case, punctuation as spaces) that name each field, most specific first. */
const SYNONYMS: Array<[ImportField, RegExp]> = [
  ['title', /^(title|prefix|name prefix|salutation|honorific)$/],
  ['firstName', /^(first name|given name|first|forename|firstname|given)$/],
  ['lastName', /^(last name|family name|surname|last|lastname|family)$/],
  ['fullName', /^(name|full name|display name|contact name|fullname)$/],
  [
    'address',
    /^(address 1 street|home street|street|address|address line 1|address 1|street address|addr1|line 1|home address|mailing street)$/,
  ],
  [
    'address2',
    /^(address 1 extended address|home street 2|address line 2|address 2|addr2|line 2|extended address|apartment|unit|suite)$/,
  ],
  [
    'locality',
    /^(address 1 city|home city|city|town|suburb|locality|town or suburb|city or town|mailing city)$/,
  ],
  [
    'adminAreaLevel1',
    /^(address 1 region|home state|state|region|province|county|state or province|state province|mailing state)$/,
  ],
  [
    'postcode',
    /^(address 1 postal code|home postal code|postcode|post code|postal code|zip|zip code|zipcode|mailing zip)$/,
  ],
  ['country', /^(address 1 country|home country region|home country|country|country region|nation)$/],
  ['email', /^(e mail 1 value|e mail address|email address|e mail|email|mail|email 1)$/],
  ['phone', /^(phone 1 value|mobile phone|home phone|phone|telephone|mobile|tel|cell|phone number)$/],
  ['birthday', /^(birthday|birth date|date of birth|dob|bday)$/],
  ['anniversary', /^(anniversary|wedding anniversary)$/],
  ['note', /^(notes|note|comments|comment)$/],
];

const headerWords = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The field a header names, or null. */
export function fieldOfHeader(header: string): ImportField | null {
  const words = headerWords(header);
  for (const [field, pattern] of SYNONYMS) if (pattern.test(words)) return field;
  return null;
}

/** Each column's field by its header; a field is taken by its first column only. */
export function guessMapping(headers: string[]): ImportMapping {
  const taken = new Set<ImportField>();
  const mapping: ImportMapping = {};
  headers.forEach((header, index) => {
    const field = fieldOfHeader(header);
    mapping[index] = field && !taken.has(field) ? field : null;
    if (field) taken.add(field);
  });
  return mapping;
}

function sourceOf(headers: string[]): ImportTable['source'] {
  const words = new Set(headers.map(headerWords));
  if (words.has('address 1 street') || words.has('e mail 1 value') || words.has('given name'))
    return 'google';
  if (words.has('home street') || words.has('e mail address')) return 'outlook';
  return 'csv';
}

/** A file's bytes read into a table, or an `ImportFileProblem` saying why it cannot be. */
export function readImportFile(bytes: Uint8Array): ImportTable {
  const { text, encoding } = decodeImportBytes(bytes);
  return readImportText(text, encoding);
}

/** Decoded text read into a table (what `readImportFile` does after decoding). */
export function readImportText(text: string, encoding: ImportTable['encoding'] = 'utf-8'): ImportTable {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (/^BEGIN:VCARD/i.test(start)) {
    const rows = parseVcards(start);
    if (rows.length === 0) throw new ImportFileProblem('no-rows');
    if (rows.length > IMPORT_MAX_ROWS) throw new ImportFileProblem('too-many-rows');
    const apple = /^PRODID:.*Apple/im.test(start);
    return {
      format: 'vcard',
      source: apple ? 'apple' : 'vcard',
      encoding,
      headers: [...VCARD_HEADERS],
      rows,
    };
  }
  const table = parseCsv(start);
  const [headers, ...rows] = table;
  // A CSV of contacts has at least two columns, one of which says what it is.
  if (!headers || headers.length < 2 || !headers.some((header) => fieldOfHeader(header) !== null)) {
    throw new ImportFileProblem('not-contacts');
  }
  if (rows.length === 0) throw new ImportFileProblem('no-rows');
  if (rows.length > IMPORT_MAX_ROWS) throw new ImportFileProblem('too-many-rows');
  return { format: 'csv', source: sourceOf(headers), encoding, headers: headers.map((h) => h.trim()), rows };
}

// Rows as contacts.

/** A row as the contact form would hold it: every field text, '' for nothing. */
export interface ContactDraft {
  title: string;
  firstName: string;
  lastName: string;
  address: string;
  address2: string;
  locality: string;
  adminAreaLevel1: string;
  postcode: string;
  country: string;
  email: string;
  phone: string;
  birthdayDay: string;
  birthdayMonth: string;
  birthdayYear: string;
  anniversaryDay: string;
  anniversaryMonth: string;
  anniversaryYear: string;
  note: string;
}

const TITLE_WORDS: Record<string, string> = {
  mr: 'Mr',
  mrs: 'Mrs',
  ms: 'Ms',
  miss: 'Miss',
  master: 'Master',
  dr: 'Dr',
  doctor: 'Dr',
  hon: 'Hon',
};

/**
 * A date as exports write it: 1980-03-15, --03-15 (no year, vCard and Google), 19800315, 15/03/1980
 * (day first, as in Australia), 3/15/1980 when the second number cannot be a month.
 */
export function parseImportDate(value: string): { day: string; month: string; year: string } | null {
  const text = value.trim();
  if (text === '') return null;
  let match = /^(\d{4}|--)-?(\d{2})-?(\d{2})(?:T.*)?$/.exec(text);
  if (match) {
    const year = match[1] === '--' ? '' : (match[1] as string);
    return { year, month: String(Number(match[2])), day: String(Number(match[3])) };
  }
  match = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{4}))?$/.exec(text);
  if (match) {
    let day = Number(match[1]);
    let month = Number(match[2]);
    if (month > 12 && day <= 12) [day, month] = [month, day];
    return { day: String(day), month: String(month), year: match[3] ?? '' };
  }
  return null;
}

const clean = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** A row mapped to a contact's fields (names split from a full name, dates into day, month and year). */
export function draftOf(row: string[], mapping: ImportMapping): ContactDraft {
  const take: Partial<Record<ImportField, string>> = {};
  for (const [index, field] of Object.entries(mapping)) {
    if (!field) continue;
    const value = field === 'note' ? (row[Number(index)] ?? '').trim() : clean(row[Number(index)]);
    if (value !== '' && !take[field]) take[field] = value;
  }
  let firstName = take.firstName ?? '';
  let lastName = take.lastName ?? '';
  if ((!firstName || !lastName) && take.fullName) {
    const words = take.fullName.split(' ');
    if (!lastName && words.length > 1) lastName = words.pop() as string;
    if (!firstName) firstName = words.join(' ');
  }
  const title = TITLE_WORDS[(take.title ?? '').toLowerCase().replace(/\.$/, '')] ?? '';
  const birthday = parseImportDate(take.birthday ?? '');
  const anniversary = parseImportDate(take.anniversary ?? '');
  return {
    title,
    firstName,
    lastName,
    address: take.address ?? '',
    address2: take.address2 ?? '',
    locality: take.locality ?? '',
    adminAreaLevel1: take.adminAreaLevel1 ?? '',
    postcode: take.postcode ?? '',
    country: take.country ?? '',
    email: take.email?.split(/[\s,;]+/)[0] ?? '',
    phone: take.phone?.split(/\s*:::\s*/)[0] ?? '',
    birthdayDay: birthday?.day ?? '',
    birthdayMonth: birthday?.month ?? '',
    birthdayYear: birthday?.year ?? '',
    anniversaryDay: anniversary?.day ?? '',
    anniversaryMonth: anniversary?.month ?? '',
    anniversaryYear: anniversary?.year ?? '',
    note: (take.note ?? '').slice(0, 2000),
  };
}

/** The key duplicates are found by: the name with the postcode, and the e-mail alone. */
export function duplicateKeys(contact: {
  firstName: string;
  lastName: string;
  postcode: string | null;
  email: string | null;
}): string[] {
  const keys: string[] = [];
  const postcode = (contact.postcode ?? '').replace(/\s+/g, '').toLowerCase();
  if (postcode) {
    keys.push(
      `n:${`${contact.firstName} ${contact.lastName}`.toLowerCase().replace(/\s+/g, ' ')}|${postcode}`,
    );
  }
  if (contact.email) keys.push(`e:${contact.email.trim().toLowerCase()}`);
  return keys;
}
