import { ProfileSchema } from '@cardshop/shared/contracts/account';
import type { User } from '@cardshop/shared/contracts/auth';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../lib/form-errors.ts';
import { profileValuesOf, withCountry } from './profile-form.ts';

const states = {
  AU: [
    { code: 'NSW', name: 'New South Wales' },
    { code: 'VIC', name: 'Victoria' },
  ],
  US: [{ code: 'NY', name: 'New York' }],
};

const user = {
  id: '6f1c3c57-2c3d-4a43-9a59-4a1f8d8f7c11',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailVerified: true,
  hasPassword: true,
  address: null,
  address2: null,
  locality: null,
  adminAreaLevel1: null,
  postcode: null,
  country: null,
  permissions: {},
  access: { artists: [], organisations: [] },
  favourites: {},
  previousSends: {},
  mfa: { totp: false, email: false },
} satisfies User;

describe('profile form', () => {
  it('starts from the user, with empty text where no address is kept', () => {
    expect(profileValuesOf(user)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: '',
      address: '',
      address2: '',
      locality: '',
      adminAreaLevel1: '',
      postcode: '',
    });
  });

  it('clears a listed state when the country changes, and keeps free text', () => {
    const inSydney = { ...profileValuesOf(user), country: 'AU', adminAreaLevel1: 'NSW' };
    expect(withCountry(inSydney, 'US', states).adminAreaLevel1).toBe('');
    expect(withCountry(inSydney, 'GB', states).adminAreaLevel1).toBe('');
    const inKent = { ...profileValuesOf(user), country: 'GB', adminAreaLevel1: 'Kent' };
    expect(withCountry(inKent, 'IE', states).adminAreaLevel1).toBe('Kent');
    expect(withCountry(inKent, 'AU', states).adminAreaLevel1).toBe('');
  });

  it('asks for a state in Australia but not in the United Kingdom (shared contract)', () => {
    const address = { firstName: 'Ada', lastName: 'Lee', address: '1 Main St', locality: 'Town' };
    expect(schemaErrors(ProfileSchema, { ...address, country: 'AU', adminAreaLevel1: '' })).toEqual({
      adminAreaLevel1: ['validation.required'],
    });
    expect(schemaErrors(ProfileSchema, { ...address, country: 'GB', adminAreaLevel1: '' })).toEqual({});
  });
});
