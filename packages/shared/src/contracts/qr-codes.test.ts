import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from './envelope.ts';
import { QrPreviewQuerySchema, qrLandingPath } from './qr-codes.ts';

// What /qr-preview accepts: an http(s) address as `value` or `url`, at most 1,000 characters, and a style
// the editor offers; anything else is a field error (422), never a drawing of something else.

const errorsOf = (query: Record<string, string>) => {
  const parsed = QrPreviewQuerySchema.safeParse(query);
  return parsed.success ? null : fieldErrorsFromIssues(parsed.error.issues);
};

describe('QrPreviewQuerySchema', () => {
  it('takes the address as value or url, square and SVG unless told otherwise', () => {
    expect(QrPreviewQuerySchema.parse({ value: 'https://example.com/a' })).toEqual({
      target: 'https://example.com/a',
      style: 'square',
      format: 'svg',
      pixels: 512,
    });
    expect(
      QrPreviewQuerySchema.parse({
        url: ' http://example.com/b ',
        style: 'dots',
        format: 'png',
        pixels: '128',
      }),
    ).toEqual({ target: 'http://example.com/b', style: 'dots', format: 'png', pixels: 128 });
  });

  it('requires an address, an http(s) one, of at most 1,000 characters', () => {
    expect(errorsOf({})).toEqual({ value: ['validation.required'] });
    expect(errorsOf({ value: '' })).toEqual({ value: ['validation.required'] });
    expect(errorsOf({ url: 'javascript:alert(1)' })).toEqual({ url: ['validation.url'] });
    expect(errorsOf({ value: 'not an address' })).toEqual({ value: ['validation.url'] });
    expect(errorsOf({ value: `https://example.com/${'a'.repeat(981)}` })).toEqual({
      value: ['validation.max'],
    });
    expect(errorsOf({ value: `https://example.com/${'a'.repeat(980)}` })).toBeNull();
  });

  it('refuses a style the editor does not offer and sizes out of range', () => {
    expect(errorsOf({ value: 'https://example.com', style: 'hearts' })).toEqual({ style: ['validation.in'] });
    expect(errorsOf({ value: 'https://example.com', format: 'gif' })).toEqual({ format: ['validation.in'] });
    expect(errorsOf({ value: 'https://example.com', format: 'png', pixels: '5000' })).toEqual({
      pixels: ['validation.max'],
    });
  });
});

describe('qrLandingPath', () => {
  it('is the landing page of a business QR code', () => {
    expect(qrLandingPath('3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a7b')).toBe(
      '/business/thanks-for-scanning/3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a7b',
    );
  });
});
