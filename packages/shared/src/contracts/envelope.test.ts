import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromIssues } from './envelope.ts';

const Schema = z.object({
  name: z.string().min(1),
  email: z.email(),
  age: z.number().int().min(18),
  kind: z.enum(['a', 'b']),
  nested: z.object({ code: z.string().max(3) }),
});

function errorsOf(input: unknown) {
  const result = Schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return fieldErrorsFromIssues(result.error.issues);
}

describe('fieldErrorsFromIssues', () => {
  it('names each broken rule per field as a validation key', () => {
    expect(errorsOf({ name: '', email: 'nope', age: 12.5, kind: 'c', nested: { code: 'toolong' } })).toEqual({
      name: ['validation.required'],
      email: ['validation.email'],
      age: ['validation.integer'],
      kind: ['validation.in'],
      'nested.code': ['validation.max'],
    });
  });

  it('tells a missing field from a value of the wrong type', () => {
    expect(errorsOf({ email: 'a@b.co', age: 'old', kind: 'a', nested: { code: 'x' } })).toEqual({
      name: ['validation.required'],
      age: ['validation.type'],
    });
    expect(errorsOf({ name: 'x', email: 'a@b.co', age: 16, kind: 'a', nested: { code: 'x' } })).toEqual({
      age: ['validation.min'],
    });
  });
});
