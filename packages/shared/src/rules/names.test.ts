import { describe, expect, it } from 'vitest';
import { contactName, splitName } from './names.ts';

describe('splitName', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitName(' Mary Anne  Lee ')).toEqual({ firstName: 'Mary', lastName: 'Anne  Lee' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitName('')).toEqual({ firstName: '', lastName: '' });
  });
});

describe('contactName', () => {
  it('names a contact by title, first and last name, leaving out what is missing', () => {
    expect(contactName({ title: 'Ms', firstName: 'Mary', lastName: 'Watson' })).toBe('Ms Mary Watson');
    expect(contactName({ title: null, firstName: 'Mary', lastName: 'Watson' })).toBe('Mary Watson');
    expect(contactName({ title: '', firstName: 'Cher', lastName: '' })).toBe('Cher');
  });
});
