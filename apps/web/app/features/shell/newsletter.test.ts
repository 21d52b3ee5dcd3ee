import { describe, expect, it } from 'vitest';
import { newsletterErrorKeys } from './newsletter-errors.ts';
import { validateNewsletter } from './newsletter-validate.ts';

describe('newsletter form validation', () => {
  it('accepts a name and a valid email', () => {
    expect(validateNewsletter({ name: 'Ada', email: 'ada@example.com' })).toEqual({});
    expect(validateNewsletter({ name: ' Ada ', email: ' ADA@example.com ' })).toEqual({});
  });

  it('requires a name and an email', () => {
    expect(validateNewsletter({ name: '', email: '' })).toEqual({
      name: 'shell.newsletter.errors.required',
      email: 'shell.newsletter.errors.required',
    });
    expect(validateNewsletter({ name: '   ', email: 'ada@example.com' })).toEqual({
      name: 'shell.newsletter.errors.required',
    });
  });

  it('rejects an invalid email', () => {
    expect(validateNewsletter({ name: 'Ada', email: 'ada@' })).toEqual({
      email: 'shell.newsletter.errors.email',
    });
    expect(validateNewsletter({ name: 'Ada', email: 'ada example.com' })).toEqual({
      email: 'shell.newsletter.errors.email',
    });
  });

  it('rejects values longer than the API accepts', () => {
    expect(validateNewsletter({ name: 'n'.repeat(129), email: `${'e'.repeat(175)}@example.com` })).toEqual({
      name: 'shell.newsletter.errors.max',
      email: 'shell.newsletter.errors.max',
    });
  });
});

describe('newsletterErrorKeys', () => {
  it('maps the server’s rules, with or without the validation. prefix, to the form’s messages', () => {
    expect(newsletterErrorKeys({ name: ['required'], email: ['validation.email'] })).toEqual({
      name: 'shell.newsletter.errors.required',
      email: 'shell.newsletter.errors.email',
    });
  });

  it('shows too many signups (a 429) beside the email field', () => {
    expect(newsletterErrorKeys({ email: ['too-many-requests'] })).toEqual({
      email: 'shell.newsletter.errors.too-many-requests',
    });
  });

  it('shows the first rule of a field and a general message for unknown rules', () => {
    expect(newsletterErrorKeys({ email: ['max', 'email'] })).toEqual({
      email: 'shell.newsletter.errors.max',
    });
    expect(newsletterErrorKeys({ email: ['format'] })).toEqual({ email: 'shell.newsletter.errors.invalid' });
  });

  it('ignores fields the form does not have', () => {
    expect(newsletterErrorKeys({ _: ['validation.type'], region: ['required'] })).toEqual({});
  });
});
