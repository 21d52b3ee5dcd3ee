import { describe, expect, it } from 'vitest';
import { ACCOUNT_SECTIONS, accountSectionOf, sectionsFor } from './account-nav.ts';

describe('account navigation', () => {
  it('lists the account pages that exist, the dashboard first and favourites last', () => {
    expect(ACCOUNT_SECTIONS.map((section) => section.url)).toEqual([
      '/account',
      '/account/profile',
      '/account/change-password',
      '/account/security',
      '/account/orders',
      '/account/gifts',
      '/account/addresses',
      '/account/credits/purchase',
      '/account/credit-history',
      '/account/saved-card',
      '/account/organisations',
      '/account/templates',
      '/account/reminders',
      '/favourites',
    ]);
  });

  it('marks the dashboard only on /account itself', () => {
    expect(accountSectionOf('/account')?.id).toBe('dashboard');
    expect(accountSectionOf('/account/')?.id).toBe('dashboard');
    expect(accountSectionOf('/account/nothing-here')).toBeNull();
  });

  it('gives a nested page to its section', () => {
    expect(accountSectionOf('/account/orders/view/1/abc')?.id).toBe('orders');
    expect(accountSectionOf('/account/security/')?.id).toBe('security');
    expect(accountSectionOf('/account/credits/purchase/20')?.id).toBe('credits');
    expect(accountSectionOf('/account/credits/purchase/complete/1/abc')?.id).toBe('credits');
    expect(accountSectionOf('/account/credit-history')?.id).toBe('credit-history');
    expect(accountSectionOf('/account/addresses/edit/1')?.id).toBe('addresses');
    expect(accountSectionOf('/account/addresses/groups/merge/1')?.id).toBe('addresses');
    expect(accountSectionOf('/account/saved-card')?.id).toBe('saved-card');
    expect(accountSectionOf('/account/gifts/view/1')?.id).toBe('gifts');
  });

  it('has the reminders page as a section', () => {
    expect(accountSectionOf('/account/reminders')?.id).toBe('reminders');
  });

  it('does not take a longer word for a section (/account/ordersx is not orders)', () => {
    expect(accountSectionOf('/account/ordersx')).toBeNull();
  });
});

describe('the sections offered to a user', () => {
  const consumer = { permissions: {}, access: { organisations: [] } };
  const member = { permissions: { useTemplates: false }, access: { organisations: ['o1'] } };
  const templater = { permissions: { useTemplates: true }, access: { organisations: ['o1'] } };
  const ids = (user: Parameters<typeof sectionsFor>[0]) => sectionsFor(user).map((section) => section.id);

  it('offers organisations to members and templates to those who may use them', () => {
    expect(ids(consumer)).not.toContain('organisations');
    expect(ids(consumer)).not.toContain('templates');
    expect(ids(member)).toContain('organisations');
    expect(ids(member)).not.toContain('templates');
    expect(ids(templater)).toEqual(expect.arrayContaining(['organisations', 'templates']));
    expect(ids(null)).toContain('orders');
  });
});
