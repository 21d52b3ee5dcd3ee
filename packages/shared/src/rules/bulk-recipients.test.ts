import { describe, expect, it } from 'vitest';
import {
  monthDayOf,
  nextOccurrence,
  recipientProblems,
  recipientText,
  sendDateOf,
} from './bulk-recipients.ts';

const address = {
  address: '1 George St',
  locality: 'Sydney',
  adminAreaLevel1: 'NSW',
  postcode: '2000',
  country: 'AU',
};
const mary = {
  firstName: 'Mary',
  lastName: 'Watson',
  address,
  fields: { Company: 'Baker St' },
  birthday: '03-14',
};
const TODAY = '2026-11-26';

describe('a recipient’s card', () => {
  it('fills the message, or their override, with their fields', () => {
    expect(recipientText('Dear {{firstName}} at {{company}}', mary).text).toBe('Dear Mary at Baker St');
    expect(recipientText('Dear {{firstName}}', { ...mary, override: 'Hi {{fullName}}!' }).text).toBe(
      'Hi Mary Watson!',
    );
  });

  it('has no problems when it can go', () => {
    expect(recipientProblems('Dear {{firstName}}', mary, { type: 'now' }, TODAY)).toEqual([]);
  });

  it('flags a missing address, a missing name, an empty field and no day to send on', () => {
    const nobody = {
      firstName: ' ',
      lastName: '',
      address: { ...address, address: '' },
      fields: { Company: '' },
    };
    expect(recipientProblems('Hi {{company}} {{pet}}', nobody, { type: 'birthday' }, TODAY)).toEqual([
      'address',
      'name',
      'field:company',
      'field:pet',
      'date',
    ]);
  });

  it('an override without the field mends the field problem', () => {
    const noCompany = { ...mary, fields: {} };
    expect(recipientProblems('At {{company}}', noCompany, { type: 'now' }, TODAY)).toEqual(['field:company']);
    expect(
      recipientProblems('At {{company}}', { ...noCompany, override: 'Thanks' }, { type: 'now' }, TODAY),
    ).toEqual([]);
  });

  it('sends on the date chosen only when it can be scheduled', () => {
    expect(sendDateOf({ type: 'date', date: '2026-12-24' }, mary, TODAY)).toBe('2026-12-24');
    expect(sendDateOf({ type: 'date', date: TODAY }, mary, TODAY)).toBeUndefined();
    expect(sendDateOf({ type: 'now' }, mary, TODAY)).toBeNull();
  });

  it('sends on each one’s next birthday or anniversary', () => {
    expect(sendDateOf({ type: 'birthday' }, mary, TODAY)).toBe('2027-03-14');
    expect(sendDateOf({ type: 'birthday' }, { birthday: '12-01' }, TODAY)).toBe('2026-12-01');
    expect(sendDateOf({ type: 'anniversary' }, mary, TODAY)).toBeUndefined();
  });
});

describe('days of the year', () => {
  it('finds the next one after today, 29 February on the 28th in other years', () => {
    expect(nextOccurrence('11-26', TODAY)).toBe('2027-11-26');
    expect(nextOccurrence('11-27', TODAY)).toBe('2026-11-27');
    expect(nextOccurrence('02-29', TODAY)).toBe('2027-02-28');
    expect(nextOccurrence('02-29', '2027-11-26')).toBe('2028-02-29');
    expect(nextOccurrence('13-01', TODAY)).toBeNull();
    expect(nextOccurrence('04-31', TODAY)).toBeNull();
  });

  it('writes a day and month as MM-DD', () => {
    expect(monthDayOf(4, 3)).toBe('03-04');
    expect(monthDayOf(null, 3)).toBeNull();
  });
});
