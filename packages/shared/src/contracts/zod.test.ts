import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from './envelope.ts';
import { AddressValidateSchema } from './shipping.ts';
import * as z from './zod.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? null : fieldErrorsFromIssues(result.error.issues);
}

describe('text in contracts', () => {
  it('refuses a NUL or a lone surrogate in any string field, once, as validation.characters', () => {
    const schema = z.object({ name: z.string().trim().min(1).max(20), tags: z.array(z.string()) });
    for (const bad of ['a\u0000b', '\u0000', 'x\uD800', '\uDFFFy', '\uDC00\uD800']) {
      expect(errorsOf(schema, { name: bad, tags: [bad] }), JSON.stringify(bad)).toEqual({
        name: ['validation.characters'],
        'tags.0': ['validation.characters'],
      });
    }
    // A surrogate pair is one character (an emoji), not a lone half.
    expect(errorsOf(schema, { name: 'Happy 🎂', tags: ['ok'] })).toBeNull();
  });

  it('refuses them anywhere inside a free-form value (a card layout)', () => {
    expect(errorsOf(z.unknown(), { blocks: [{ text: 'fine' }, { text: 'bad\u0000' }] })).toEqual({
      _: ['validation.characters'],
    });
    expect(errorsOf(z.unknown(), { '\uD800': 1 })).toEqual({ _: ['validation.characters'] });
    expect(errorsOf(z.unknown(), { blocks: [{ text: 'Happy 🎂' }] })).toBeNull();
  });

  it('applies to the real contracts (addresses)', () => {
    expect(errorsOf(AddressValidateSchema, { address: '1 Main St\u0000', country: 'AU' })).toEqual({
      address: ['validation.characters'],
    });
  });

  it('is the zod every contract uses: none imports zod directly', () => {
    const files = readdirSync(here).filter(
      (file) => file.endsWith('.ts') && !/\.test\.ts$|^zod\.ts$/.test(file),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      expect(readFileSync(path.join(here, file), 'utf8'), file).not.toMatch(/from 'zod'/);
    }
  });
});
