import { describe, expect, it } from 'vitest';
import {
  ContactInputSchema,
  ContactListQuerySchema,
  GroupListQuerySchema,
  isDayOfMonth,
} from './address-book.ts';

const BASE = { firstName: 'Mary', lastName: 'Watson', address: '1 Rd', locality: 'Melbourne', country: 'au' };

describe('days to remember', () => {
  it('knows the days of each month, 29 February only in a leap year or without one', () => {
    expect(isDayOfMonth(31, 1, null)).toBe(true);
    expect(isDayOfMonth(31, 4, null)).toBe(false);
    expect(isDayOfMonth(29, 2, null)).toBe(true);
    expect(isDayOfMonth(29, 2, 2024)).toBe(true);
    expect(isDayOfMonth(29, 2, 2023)).toBe(false);
    expect(isDayOfMonth(0, 1, null)).toBe(false);
    expect(isDayOfMonth(1, 13, null)).toBe(false);
  });
});

describe('a contact as posted', () => {
  it('reads a form (strings, blanks) as JSON would be', () => {
    const parsed = ContactInputSchema.parse({
      ...BASE,
      title: '',
      adminAreaLevel1: 'VIC',
      postcode: ' 3000 ',
      email: ' Mary@Example.COM ',
      birthdayDay: '12',
      birthdayMonth: '4',
      birthdayYear: '',
      note: '  likes   cats ',
    });
    expect(parsed).toMatchObject({
      title: null,
      country: 'AU',
      postcode: '3000',
      email: 'mary@example.com',
      birthdayDay: 12,
      birthdayMonth: 4,
      birthdayYear: null,
      note: 'likes cats',
    });
    expect(parsed.groups).toBeUndefined();
  });

  it('refuses a year without a day, and a state missing where the country needs one', () => {
    const result = ContactInputSchema.safeParse({ ...BASE, country: 'US', birthdayYear: 1990 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'adminAreaLevel1',
      'birthdayDay',
    ]);
  });
});

describe('the list queries', () => {
  it('default to the first page by name, 25 contacts or 100 groups, and cap the page size', () => {
    expect(ContactListQuerySchema.parse({})).toEqual({
      query: null,
      group: null,
      sort: 'name',
      sortDir: 'asc',
      page: 1,
      maxResults: 25,
    });
    expect(ContactListQuerySchema.parse({ maxResults: '5000', page: '0' })).toMatchObject({
      maxResults: 100,
      page: 1,
    });
    expect(GroupListQuerySchema.parse({}).maxResults).toBe(100);
    expect(GroupListQuerySchema.safeParse({ sort: 'colour' }).success).toBe(false);
  });
});
