import { describe, expect, it } from 'vitest';
import {
  canManageArtist,
  canManageOrganisation,
  hasAll,
  hasAny,
  isUsagePermission,
  satisfiesRequirements,
  userPlatformMode,
} from './permissions.ts';

describe('isUsagePermission', () => {
  it('recognises the usage permissions', () => {
    for (const key of ['useCredits', 'useGiftCredit', 'useSavedCard', 'useTemplates']) {
      expect(isUsagePermission(key)).toBe(true);
    }
  });

  it('does not treat management permissions as usage ones', () => {
    for (const key of ['manageUsers', 'users', 'billing', 'reuseTemplates', 'use']) {
      expect(isUsagePermission(key)).toBe(false);
    }
  });
});

describe('canManageOrganisation', () => {
  it('is granted by any true management permission', () => {
    expect(canManageOrganisation({ useCredits: true, manageUsers: true })).toBe(true);
  });

  it('is not granted by usage permissions alone', () => {
    expect(canManageOrganisation({ useCredits: true, useSavedCard: true, useTemplates: true })).toBe(false);
  });

  it('ignores management permissions set to false', () => {
    expect(canManageOrganisation({ manageUsers: false, billing: false, useCredits: true })).toBe(false);
  });

  it('is false without permissions', () => {
    expect(canManageOrganisation(null)).toBe(false);
    expect(canManageOrganisation(undefined)).toBe(false);
    expect(canManageOrganisation({})).toBe(false);
  });
});

describe('hasAll and hasAny', () => {
  const permissions = { manageUsers: true, billing: false, useCredits: true };

  it('hasAll needs every key to be true', () => {
    expect(hasAll(permissions, ['manageUsers', 'useCredits'])).toBe(true);
    expect(hasAll(permissions, ['manageUsers', 'billing'])).toBe(false);
    expect(hasAll(permissions, ['manageUsers', 'missing'])).toBe(false);
  });

  it('hasAny needs one key to be true', () => {
    expect(hasAny(permissions, ['billing', 'useCredits'])).toBe(true);
    expect(hasAny(permissions, ['billing', 'missing'])).toBe(false);
  });

  it('treats an empty key list as vacuously all and never any', () => {
    expect(hasAll(permissions, [])).toBe(true);
    expect(hasAny(permissions, [])).toBe(false);
    expect(hasAll(null, [])).toBe(true);
  });

  it('grants nothing without permissions', () => {
    expect(hasAll(null, ['manageUsers'])).toBe(false);
    expect(hasAny(undefined, ['manageUsers'])).toBe(false);
  });

  it('does not treat inherited object keys as granted', () => {
    expect(hasAny({}, ['constructor', 'toString', '__proto__'])).toBe(false);
  });
});

describe('satisfiesRequirements', () => {
  const permissions = { manageUsers: true, billing: false, useCredits: true };

  it('needs every entry to be met', () => {
    expect(satisfiesRequirements(permissions, ['manageUsers', 'useCredits'])).toBe(true);
    expect(satisfiesRequirements(permissions, ['manageUsers', 'billing'])).toBe(false);
  });

  it('meets an entry through any of its | alternatives', () => {
    expect(satisfiesRequirements(permissions, ['billing|manageUsers'])).toBe(true);
    expect(satisfiesRequirements(permissions, ['billing | useCredits', 'manageUsers'])).toBe(true);
    expect(satisfiesRequirements(permissions, ['billing|missing'])).toBe(false);
    expect(satisfiesRequirements(permissions, ['billing|manageUsers', 'billing|missing'])).toBe(false);
  });

  it('is met by no requirements and ignores blank entries', () => {
    expect(satisfiesRequirements(null, [])).toBe(true);
    expect(satisfiesRequirements(permissions, ['', 'manageUsers|'])).toBe(true);
  });

  it('fails real requirements without permissions', () => {
    expect(satisfiesRequirements(null, ['manageUsers'])).toBe(false);
  });
});

describe('canManageArtist', () => {
  it('allows only the listed artists', () => {
    expect(canManageArtist({ artists: ['a1', 'a2'] }, 'a2')).toBe(true);
    expect(canManageArtist({ artists: ['a1', 'a2'] }, 'a3')).toBe(false);
  });

  it('denies without access or artist list', () => {
    expect(canManageArtist(null, 'a1')).toBe(false);
    expect(canManageArtist(undefined, 'a1')).toBe(false);
    expect(canManageArtist({}, 'a1')).toBe(false);
    expect(canManageArtist({ artists: [] }, 'a1')).toBe(false);
  });

  it('matches ids exactly and never an empty id', () => {
    expect(canManageArtist({ artists: ['a1'] }, 'A1')).toBe(false);
    expect(canManageArtist({ artists: [''] }, '')).toBe(false);
  });
});

describe('userPlatformMode', () => {
  it('is organisation for a member of an organisation', () => {
    expect(userPlatformMode({ access: { organisations: ['org-1'] } })).toBe('organisation');
  });

  it('is consumer for a guest, a user of no organisation, and a payload without access', () => {
    expect(userPlatformMode(null)).toBe('consumer');
    expect(userPlatformMode(undefined)).toBe('consumer');
    expect(userPlatformMode({ access: { organisations: [] } })).toBe('consumer');
    expect(userPlatformMode({})).toBe('consumer');
  });
});
