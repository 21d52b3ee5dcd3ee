import { describe, expect, it } from 'vitest';
import { fillMessage, mergeFieldsOf, mergeKey, mergeValuesOf } from './merge-fields.ts';

describe('merge fields', () => {
  const mary = mergeValuesOf({
    firstName: ' Mary ',
    lastName: 'Watson',
    fields: { 'Company Name': 'Baker St Ltd', Pet: '' },
  });

  it('compares field names without case, spaces or punctuation', () => {
    expect(mergeKey('First name')).toBe('firstname');
    expect(mergeKey('firstName')).toBe('firstname');
    expect(mergeKey('company_name')).toBe('companyname');
    expect(mergeKey('  ')).toBe('');
  });

  it('fills the standard fields and any column', () => {
    const filled = fillMessage('Dear {{firstName}} of {{ Company name }}, love {{fullName}}.', mary);
    expect(filled).toEqual({ text: 'Dear Mary of Baker St Ltd, love Mary Watson.', missing: [] });
  });

  it('names the fields a recipient has no value for, and leaves them blank', () => {
    const filled = fillMessage('Hi {{firstName}}, how is {{pet}}? {{Nickname}} {{nickname}}', mary);
    expect(filled.text).toBe('Hi Mary, how is ?  ');
    expect(filled.missing).toEqual(['pet', 'nickname']);
  });

  it('leaves text without placeholders, and unbalanced braces, as written', () => {
    expect(fillMessage('Thanks {first} {{ }} }}{{', mary)).toEqual({
      text: 'Thanks {first} {{ }} }}{{',
      missing: [],
    });
  });

  it('a recipient without a last name has a full name of the first name alone', () => {
    expect(fillMessage('{{fullName}}!', mergeValuesOf({ firstName: 'Cher', lastName: '' })).text).toBe(
      'Cher!',
    );
    expect(fillMessage('{{lastName}}', mergeValuesOf({ firstName: 'Cher', lastName: '' })).missing).toEqual([
      'lastname',
    ]);
  });

  it('lists the fields a message uses once each', () => {
    expect(mergeFieldsOf('{{firstName}} {{first name}} {{Company}} {{}}')).toEqual(['firstname', 'company']);
  });
});
