import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeOf, fieldErrorsFromIssues } from './envelope.ts';

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

describe('fieldErrorsFromIssues, rule by rule', () => {
  const errors = (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected a failure');
    return fieldErrorsFromIssues(result.error.issues);
  };

  it('files an error of the whole value under _, and each rule once per field', () => {
    expect(errors(z.string(), 5)).toEqual({ _: ['validation.type'] });
    expect(errors(z.object({ code: z.string().regex(/a/).regex(/b/) }), { code: 'c' })).toEqual({
      code: ['validation.format'],
    });
  });

  it('keeps the key a refinement names, and calls any other refinement invalid', () => {
    const taken = z.string().refine(() => false, { message: 'validation.taken' });
    expect(errors(z.object({ name: taken }), { name: 'x' })).toEqual({ name: ['validation.taken'] });
    const vague = z.string().refine(() => false, { message: 'nope' });
    expect(errors(z.object({ name: vague }), { name: 'x' })).toEqual({ name: ['validation.invalid'] });
  });

  it('tells required (an empty string) from too short (a list, or a longer minimum)', () => {
    expect(errors(z.object({ tags: z.array(z.string()).min(1) }), { tags: [] })).toEqual({
      tags: ['validation.min'],
    });
    expect(errors(z.object({ code: z.string().min(2) }), { code: 'a' })).toEqual({
      code: ['validation.min'],
    });
  });

  it('maps formats, unknown keys and the rest', () => {
    expect(errors(z.object({ site: z.url() }), { site: 'nope' })).toEqual({ site: ['validation.format'] });
    expect(errors(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toEqual({
      _: ['validation.unknown'],
    });
    expect(errors(z.object({ n: z.number().multipleOf(5) }), { n: 3 })).toEqual({
      n: ['validation.invalid'],
    });
  });

  it('wraps a payload schema in the envelope', () => {
    const envelope = envelopeOf(z.number());
    expect(Object.keys(envelope.shape)).toEqual(['data', 'state']);
    expect(envelope.safeParse({ data: 1, state: { version: '1', messages: [] } }).success).toBe(true);
    expect(envelope.safeParse({ data: 'one', state: { version: '1', messages: [] } }).success).toBe(false);
  });
});
