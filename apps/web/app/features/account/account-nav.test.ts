import { describe, expect, it } from 'vitest';
import { ACCOUNT_SECTIONS, accountSectionOf, comingSoonSection } from './account-nav.ts';

describe('account navigation', () => {
  it('lists every account page of the spec, the dashboard first and favourites last', () => {
    expect(ACCOUNT_SECTIONS.map((section) => section.url)).toEqual([
      '/account',
      '/account/profile',
      '/account/change-password',
      '/account/security',
      '/account/saved-card',
      '/account/addresses',
      '/account/addresses/groups',
      '/account/credit-history',
      '/account/gifts',
      '/account/orders',
      '/account/reminders',
      '/favourites',
    ]);
  });

  it('marks the dashboard only on /account itself', () => {
    expect(accountSectionOf('/account')?.id).toBe('dashboard');
    expect(accountSectionOf('/account/')?.id).toBe('dashboard');
    expect(accountSectionOf('/account/nothing-here')).toBeNull();
  });

  it('gives a nested page to the most specific section', () => {
    expect(accountSectionOf('/account/addresses/edit/4')?.id).toBe('addresses');
    expect(accountSectionOf('/account/addresses/groups')?.id).toBe('address-groups');
    expect(accountSectionOf('/account/addresses/groups/merge/9')?.id).toBe('address-groups');
    expect(accountSectionOf('/account/orders/view/1/abc')?.id).toBe('orders');
    expect(accountSectionOf('/account/gifts/view/3')?.id).toBe('gifts');
    expect(accountSectionOf('/account/credits/purchase/10')?.id).toBe('credit-history');
  });

  it('does not take a longer word for a section (/account/ordersx is not orders)', () => {
    expect(accountSectionOf('/account/ordersx')).toBeNull();
  });
});

describe('coming soon', () => {
  it('names the section of a page whose content comes later', () => {
    expect(comingSoonSection('/account/saved-card')?.labelKey).toBe('account.nav.saved-card');
    expect(comingSoonSection('/account/reminders')?.id).toBe('reminders');
    expect(comingSoonSection('/account/addresses/import')?.id).toBe('addresses');
  });

  it('has nothing for pages that exist or paths of no section', () => {
    expect(comingSoonSection('/account/profile/extra')).toBeNull();
    expect(comingSoonSection('/account/unknown')).toBeNull();
  });
});
