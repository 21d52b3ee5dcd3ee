import { describe, expect, it } from 'vitest';
import {
  decodeImportBytes,
  draftOf,
  duplicateKeys,
  guessMapping,
  IMPORT_MAX_BYTES,
  ImportFileProblem,
  parseCsv,
  parseImportDate,
  parseVcards,
  readImportFile,
} from './contact-import.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

function problemOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportFileProblem) return error.reason;
    throw error;
  }
  return undefined;
}

const GOOGLE = [
  'Name,Given Name,Family Name,Birthday,Notes,E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Type,Phone 1 - Value,Address 1 - Type,Address 1 - Formatted,Address 1 - Street,Address 1 - City,Address 1 - Region,Address 1 - Postal Code,Address 1 - Country',
  'Ada Lovelace,Ada,Lovelace,1815-12-10,"Likes maths,\nand poems",* Home,ada@example.com,Mobile,0400 000 000,Home,"1 Collins St\nMelbourne",1 Collins St,Melbourne,VIC,3000,Australia',
].join('\r\n');

const OUTLOOK =
  '\uFEFF"First Name","Last Name","Home Street","Home Street 2","Home City","Home State","Home Postal Code","Home Country/Region","E-mail Address","Birthday"\r\n' +
  '"Grace","Hopper","12 Main St","Apt 4","Arlington","VA","22201","United States","grace@example.com","12/9/1906"\r\n';

const APPLE = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'PRODID:-//Apple Inc.//macOS 14.0//EN',
  'N:Turing;Alan;Mathison;Dr;',
  'FN:Dr Alan Turing',
  'EMAIL;type=INTERNET;type=WORK:alan@work.example',
  'EMAIL;type=INTERNET;type=HOME;type=pref:alan@home.example',
  'TEL;type=CELL;type=VOICE;type=pref:+44 20 7946 0000',
  'item1.ADR;type=HOME;type=pref:;;2 King\\, Street;Wilmslow;Cheshire;SK9 1AA;Unit',
  ' ed Kingdom',
  'item1.X-ABADR:gb',
  'BDAY:1912-06-23',
  'X-ANNIVERSARY:--07-01',
  'NOTE:Codes\\; ciphers\\, and\\nmachines',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:4.0',
  'N:Noether;Emmy;;;',
  'FN:Emmy Noether',
  'ADR;TYPE=home:;;3 Bunsenstraße;Göttingen;;37073;Germany',
  'ANNIVERSARY:19200101',
  'END:VCARD',
  '',
].join('\r\n');

describe('decodeImportBytes', () => {
  it('reads UTF-8 with and without a BOM', () => {
    expect(decodeImportBytes(bytes('\uFEFFZoë')).text).toBe('Zoë');
    expect(decodeImportBytes(bytes('Zoë')).encoding).toBe('utf-8');
  });

  it('reads UTF-16 by its BOM', () => {
    const le = new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0xeb, 0x00]);
    expect(decodeImportBytes(le)).toEqual({ text: 'Aë', encoding: 'utf-16le' });
    const be = new Uint8Array([0xfe, 0xff, 0x00, 0x41, 0x00, 0xeb]);
    expect(decodeImportBytes(be)).toEqual({ text: 'Aë', encoding: 'utf-16be' });
  });

  it('reads bytes that are not UTF-8 as Windows-1252', () => {
    expect(decodeImportBytes(new Uint8Array([0x5a, 0x6f, 0xeb, 0x80]))).toEqual({
      text: 'Zoë€',
      encoding: 'windows-1252',
    });
  });

  it('takes a byte order mark only whole: bytes that merely begin like one are Windows-1252 text', () => {
    // ÿ or þ first (a Windows-1252 name) is no UTF-16 mark without its second byte.
    expect(decodeImportBytes(new Uint8Array([0xff, 0x41, 0x2c, 0x42]))).toEqual({
      text: 'ÿA,B',
      encoding: 'windows-1252',
    });
    expect(decodeImportBytes(new Uint8Array([0x41, 0xfe, 0x2c, 0x42]))).toEqual({
      text: 'Aþ,B',
      encoding: 'windows-1252',
    });
    expect(decodeImportBytes(new Uint8Array([0xfe, 0x41, 0x2c, 0x42]))).toEqual({
      text: 'þA,B',
      encoding: 'windows-1252',
    });
    expect(decodeImportBytes(new Uint8Array([0x41, 0xff, 0x2c, 0x42]))).toEqual({
      text: 'Aÿ,B',
      encoding: 'windows-1252',
    });
    // Nor is a third byte 0xBF without the two before it a UTF-8 mark: nothing is cut off.
    expect(decodeImportBytes(new Uint8Array([0x41, 0x42, 0xbf, 0x43]))).toEqual({
      text: 'AB¿C',
      encoding: 'windows-1252',
    });
    expect(decodeImportBytes(new Uint8Array([0xef, 0x42, 0xbf, 0x43])).text).toBe('ïB¿C');
    expect(decodeImportBytes(new Uint8Array([0x41, 0xbb, 0xbf, 0x43])).text).toBe('A»¿C');
  });

  it('accepts a file of exactly the largest size', () => {
    const largest = decodeImportBytes(new Uint8Array(IMPORT_MAX_BYTES).fill(65));
    expect(largest.text).toHaveLength(IMPORT_MAX_BYTES);
  });

  it('names the problem, and the line where it has one, in its message for the log', () => {
    expect(new ImportFileProblem('broken-quotes', 3).message).toBe('import file: broken-quotes (line 3)');
    expect(new ImportFileProblem('empty').message).toBe('import file: empty');
  });

  it('refuses an empty, a binary and a too-large file', () => {
    expect(problemOf(() => decodeImportBytes(new Uint8Array()))).toBe('empty');
    expect(problemOf(() => decodeImportBytes(bytes(' \n\n')))).toBe('empty');
    expect(problemOf(() => decodeImportBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])))).toBe(
      'not-text',
    );
    expect(problemOf(() => decodeImportBytes(new Uint8Array(IMPORT_MAX_BYTES + 1).fill(65)))).toBe(
      'too-large',
    );
  });
});

describe('parseCsv', () => {
  it('keeps quotes, delimiters and newlines inside quoted fields', () => {
    expect(parseCsv('a,b,c\n"x, y","say ""hi""","line 1\nline 2"\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'line 1\nline 2'],
    ]);
  });

  it('finds a semicolon or tab delimiter, and any line ending', () => {
    expect(parseCsv('First name;Last name\r\nAda;Lovelace\r\n')).toEqual([
      ['First name', 'Last name'],
      ['Ada', 'Lovelace'],
    ]);
    expect(parseCsv('a\tb\rc\td')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('skips blank lines and keeps empty fields', () => {
    expect(parseCsv('a,b\n\n,2\n')).toEqual([
      ['a', 'b'],
      ['', '2'],
    ]);
  });

  it('refuses broken quoting with its line', () => {
    const unclosed = () => parseCsv('a,b\n"open,2\n3,4\n');
    expect(problemOf(unclosed)).toBe('broken-quotes');
    expect(problemOf(() => parseCsv('a,b\n"x"y,2\n'))).toBe('broken-quotes');
    expect(problemOf(() => parseCsv('a,b\nx"y,2\n'))).toBe('broken-quotes');
    try {
      unclosed();
    } catch (error) {
      expect((error as ImportFileProblem).line).toBe(2);
    }
  });
});

describe('parseVcards', () => {
  it('reads folded lines, escaped commas and semicolons, types and groups', () => {
    const [alan, emmy] = parseVcards(APPLE);
    expect(alan).toEqual([
      'Dr',
      'Alan',
      'Turing',
      'Dr Alan Turing',
      '2 King, Street',
      '',
      'Wilmslow',
      'Cheshire',
      'SK9 1AA',
      'United Kingdom',
      'alan@home.example',
      '+44 20 7946 0000',
      '1912-06-23',
      '--07-01',
      'Codes; ciphers, and\nmachines',
    ]);
    expect(emmy?.[6]).toBe('Göttingen');
    expect(emmy?.[13]).toBe('19200101');
  });

  it('decodes quoted-printable values', () => {
    const [row] = parseVcards(
      'BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=\nan\nEND:VCARD\n',
    );
    expect(row?.slice(1, 3)).toEqual(['Jan', 'Müller']);
  });
});

describe('readImportFile and the mapping', () => {
  it('recognises a Google Contacts export', () => {
    const table = readImportFile(bytes(GOOGLE));
    expect(table.source).toBe('google');
    const draft = draftOf(table.rows[0] ?? [], guessMapping(table.headers));
    expect(draft).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '1 Collins St',
      locality: 'Melbourne',
      adminAreaLevel1: 'VIC',
      postcode: '3000',
      country: 'Australia',
      email: 'ada@example.com',
      phone: '0400 000 000',
      birthdayDay: '10',
      birthdayMonth: '12',
      birthdayYear: '1815',
      note: 'Likes maths,\nand poems',
    });
  });

  it('recognises an Outlook export', () => {
    const table = readImportFile(bytes(OUTLOOK));
    expect(table.source).toBe('outlook');
    const draft = draftOf(table.rows[0] ?? [], guessMapping(table.headers));
    expect(draft).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      address: '12 Main St',
      address2: 'Apt 4',
      locality: 'Arlington',
      adminAreaLevel1: 'VA',
      postcode: '22201',
      country: 'United States',
      email: 'grace@example.com',
      // Day first, as Australians write dates (a US export's 12/9 is 9 December: fixed in the preview).
      birthdayDay: '12',
      birthdayMonth: '9',
      birthdayYear: '1906',
    });
  });

  it('recognises an Apple Contacts vCard', () => {
    const table = readImportFile(bytes(APPLE));
    expect(table).toMatchObject({ format: 'vcard', source: 'apple' });
    const draft = draftOf(table.rows[0] ?? [], guessMapping(table.headers));
    expect(draft).toMatchObject({
      title: 'Dr',
      firstName: 'Alan',
      lastName: 'Turing',
      address: '2 King, Street',
      postcode: 'SK9 1AA',
      anniversaryDay: '1',
      anniversaryMonth: '7',
      anniversaryYear: '',
    });
  });

  it('maps a spreadsheet’s own headers by their synonyms, and a changed mapping', () => {
    const table = readImportFile(
      bytes(
        'Surname;Given;Street address;Suburb;State;Post code;Country;Email\nSmith;Jo;1 A St;Carlton;VIC;3053;AU;JO@x.com\n',
      ),
    );
    const mapping = guessMapping(table.headers);
    expect(Object.values(mapping)).toEqual([
      'lastName',
      'firstName',
      'address',
      'locality',
      'adminAreaLevel1',
      'postcode',
      'country',
      'email',
    ]);
    const changed = draftOf(table.rows[0] ?? [], { ...mapping, 0: 'firstName', 1: 'lastName' });
    expect([changed.firstName, changed.lastName]).toEqual(['Smith', 'Jo']);
  });

  it('splits a full name when there are no name columns', () => {
    const draft = draftOf(['Mary Ann Evans'], { 0: 'fullName' });
    expect([draft.firstName, draft.lastName]).toEqual(['Mary Ann', 'Evans']);
  });

  it('refuses files that are not contacts, or have no rows', () => {
    expect(problemOf(() => readImportFile(bytes('hello world\nthis is a letter\n')))).toBe('not-contacts');
    expect(problemOf(() => readImportFile(bytes('First Name,Last Name\n')))).toBe('no-rows');
    expect(problemOf(() => readImportFile(bytes('BEGIN:VCARD\nVERSION:3.0\n')))).toBe('no-rows');
    expect(problemOf(() => readImportFile(bytes('%PDF-1.7\n\u0001\u0002binary')))).toBe('not-text');
  });

  it('refuses more than 10,000 rows', () => {
    const csv = `First Name,Last Name\n${'A,B\n'.repeat(10_001)}`;
    expect(problemOf(() => readImportFile(bytes(csv)))).toBe('too-many-rows');
  });
});

describe('parseImportDate', () => {
  it('reads the forms exports write', () => {
    expect(parseImportDate('1980-03-15')).toEqual({ day: '15', month: '3', year: '1980' });
    expect(parseImportDate('--03-15')).toEqual({ day: '15', month: '3', year: '' });
    expect(parseImportDate('19800315')).toEqual({ day: '15', month: '3', year: '1980' });
    expect(parseImportDate('15/03/1980')).toEqual({ day: '15', month: '3', year: '1980' });
    expect(parseImportDate('3/15/1980')).toEqual({ day: '15', month: '3', year: '1980' });
    expect(parseImportDate('soon')).toBeNull();
    expect(parseImportDate('')).toBeNull();
  });
});

describe('draftOf', () => {
  const EMPTY = {
    title: '',
    firstName: '',
    lastName: '',
    address: '',
    address2: '',
    locality: '',
    adminAreaLevel1: '',
    postcode: '',
    country: '',
    email: '',
    phone: '',
    birthdayDay: '',
    birthdayMonth: '',
    birthdayYear: '',
    anniversaryDay: '',
    anniversaryMonth: '',
    anniversaryYear: '',
    note: '',
  };

  it('leaves every field empty that no column fills, and ignores unmapped columns', () => {
    expect(draftOf(['Ada', 'x'], {})).toEqual(EMPTY);
    expect(draftOf(['Ada', 'x'], { 0: null, 1: null })).toEqual(EMPTY);
  });

  it('takes the first column that has a value for a field, its spaces folded; a note keeps its lines', () => {
    const draft = draftOf(['', '  Ada   Byron ', 'Lovelace', '  line 1\n  line 2  '], {
      0: 'firstName',
      1: 'firstName',
      2: 'lastName',
      3: 'note',
    });
    expect(draft).toEqual({
      ...EMPTY,
      firstName: 'Ada Byron',
      lastName: 'Lovelace',
      note: 'line 1\n  line 2',
    });
  });

  it('fills only the missing half of a name from a full name, and a one-word name is a first name', () => {
    expect(draftOf(['Mary Ann Evans', 'Eliot'], { 0: 'fullName', 1: 'lastName' })).toMatchObject({
      firstName: 'Mary Ann Evans',
      lastName: 'Eliot',
    });
    expect(draftOf(['Mary Ann Evans', 'George'], { 0: 'fullName', 1: 'firstName' })).toMatchObject({
      firstName: 'George',
      lastName: 'Evans',
    });
    expect(draftOf(['Cher'], { 0: 'fullName' })).toMatchObject({ firstName: 'Cher', lastName: '' });
  });

  it('reads a title with or without its full stop, and drops one the shop does not know', () => {
    expect(draftOf(['Dr.'], { 0: 'title' }).title).toBe('Dr');
    expect(draftOf(['doctor'], { 0: 'title' }).title).toBe('Dr');
    expect(draftOf(['MRS'], { 0: 'title' }).title).toBe('Mrs');
    expect(draftOf(['Sir'], { 0: 'title' }).title).toBe('');
  });

  it('keeps the first of several e-mail addresses and of Google’s ::: phone numbers, and a note to 2,000 characters', () => {
    const draft = draftOf(
      ['ada@example.com; ada@work.example', '0400 000 000 ::: 03 9000 0000', 'n'.repeat(2100)],
      {
        0: 'email',
        1: 'phone',
        2: 'note',
      },
    );
    expect(draft.email).toBe('ada@example.com');
    expect(draft.phone).toBe('0400 000 000');
    expect(draft.note).toHaveLength(2000);
  });

  it('splits birthdays and anniversaries into day, month and year', () => {
    expect(draftOf(['1815-12-10', '--07-01'], { 0: 'birthday', 1: 'anniversary' })).toMatchObject({
      birthdayDay: '10',
      birthdayMonth: '12',
      birthdayYear: '1815',
      anniversaryDay: '1',
      anniversaryMonth: '7',
      anniversaryYear: '',
    });
  });
});

describe('duplicateKeys', () => {
  it('keys a contact by name with postcode, and by e-mail, ignoring case and spaces', () => {
    expect(
      duplicateKeys({
        firstName: 'Ada  Byron',
        lastName: 'LOVELACE',
        postcode: ' sw1a 1aa ',
        email: ' Ada@Example.com ',
      }),
    ).toEqual(['n:ada byron lovelace|sw1a1aa', 'e:ada@example.com']);
  });

  it('has no name key without a postcode, and no e-mail key without an address', () => {
    expect(
      duplicateKeys({ firstName: 'Ada', lastName: 'Lovelace', postcode: null, email: 'a@example.com' }),
    ).toEqual(['e:a@example.com']);
    expect(duplicateKeys({ firstName: 'Ada', lastName: 'Lovelace', postcode: '  ', email: null })).toEqual(
      [],
    );
    expect(duplicateKeys({ firstName: 'Ada', lastName: 'Lovelace', postcode: '3000', email: '' })).toEqual([
      'n:ada lovelace|3000',
    ]);
  });
});
