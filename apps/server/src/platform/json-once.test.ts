import { describe, expect, it } from 'vitest';
import { BUILD_VERSION, envelopeJson } from './api.ts';
import { serialisedOnce, toJson } from './json-once.ts';

describe('toJson', () => {
  it('answers what JSON.stringify answers, with a kept value spliced in as its kept text', () => {
    const options = serialisedOnce({ categories: [{ slug: 'occasion', tags: ['birthday'] }], years: [2026] });
    const answer = {
      results: [{ id: 'a', at: new Date('2026-11-27T00:00:00Z') }],
      missing: undefined,
      quote: 'say "hi"',
      filterOptions: options,
    };
    expect(toJson(answer)).toBe(JSON.stringify(answer));
    expect(JSON.parse(toJson(answer) ?? '').filterOptions).toEqual(options);
    expect(toJson(options)).toBe(JSON.stringify(options));
    for (const plain of [undefined, null, 3, 'text', [options], { nested: { options } }]) {
      expect(toJson(plain)).toBe(JSON.stringify(plain));
    }
  });

  it('serialises a kept value as it was when kept', () => {
    const options = serialisedOnce({ sorts: ['name'] });
    options.sorts.push('price');
    expect(toJson({ options })).toBe('{"options":{"sorts":["name"]}}');
  });
});

describe('envelopeJson', () => {
  it('writes the envelope JSON.stringify wrote, with or without data', () => {
    const options = serialisedOnce({ sorts: ['name', 'price'] });
    const state = { version: BUILD_VERSION, messages: [{ type: 'error' as const, message: 'nope' }] };
    expect(envelopeJson({ results: [], filterOptions: options }, state.messages)).toBe(
      JSON.stringify({ data: { results: [], filterOptions: options }, state }),
    );
    expect(envelopeJson(undefined, state.messages)).toBe(JSON.stringify({ data: undefined, state }));
    expect(envelopeJson(null, [], { xsrfToken: 't' })).toBe(
      JSON.stringify({ data: null, state: { version: BUILD_VERSION, messages: [], xsrfToken: 't' } }),
    );
  });
});
