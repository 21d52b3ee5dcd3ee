import { describe, expect, it } from 'vitest';
import {
  BUSINESS_INDUSTRIES,
  BUSINESS_USE_CASES,
  MANAGEMENT_PERMISSIONS,
  ORGANISATION_PERMISSIONS,
  USAGE_PERMISSIONS,
} from '../constants.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { canManageOrganisation, isUsagePermission, satisfiesRequirements } from '../rules/permissions.ts';
import { fieldErrorsFromIssues } from './envelope.ts';
import {
  ALL_PERMISSIONS,
  BusinessSignupSchema,
  InviteSchema,
  ORGANISATION_REQUIREMENTS,
  permissionFlagsOf,
} from './organisations.ts';

const SIGNUP = {
  firstName: 'Mia',
  lastName: 'Chen',
  email: ' Mia@Example.com ',
  organisation: ' Chen & Co ',
  size: '6-20',
  sendBand: '100-249',
  useCases: ['birthday', 'christmas'],
  industry: 'retail',
};

const errorsOf = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  result.success ? {} : fieldErrorsFromIssues((result.error?.issues ?? []) as never);

describe('the lists of the business sign-up', () => {
  it('has the spec’s 11 use-cases and 25 industries, each worded', () => {
    expect(BUSINESS_USE_CASES).toHaveLength(11);
    expect(BUSINESS_INDUSTRIES).toHaveLength(25);
    expect(new Set(BUSINESS_INDUSTRIES).size).toBe(25);
    expect(ORGANISATION_PERMISSIONS).toHaveLength(8);
    const words = MESSAGES['en-AU']?.organisations ?? {};
    for (const slug of BUSINESS_USE_CASES) expect(words[`organisations.use-case.${slug}`]).toBeTruthy();
    for (const slug of BUSINESS_INDUSTRIES) expect(words[`organisations.industry.${slug}`]).toBeTruthy();
    for (const name of ORGANISATION_PERMISSIONS)
      expect(words[`organisations.permission.${name}`]).toBeTruthy();
  });

  it('names usage permissions as the permission rules read them, and management ones as not', () => {
    expect(USAGE_PERMISSIONS).toHaveLength(4);
    expect(MANAGEMENT_PERMISSIONS).toHaveLength(4);
    expect(USAGE_PERMISSIONS.every(isUsagePermission)).toBe(true);
    expect(MANAGEMENT_PERMISSIONS.some(isUsagePermission)).toBe(false);
    expect(canManageOrganisation(ALL_PERMISSIONS)).toBe(true);
    expect(canManageOrganisation(permissionFlagsOf(USAGE_PERMISSIONS))).toBe(false);
  });
});

describe('the business sign-up', () => {
  it('reads a form: trimmed, the address lower-cased, one ticked use-case as a list', () => {
    const parsed = BusinessSignupSchema.parse({ ...SIGNUP, useCases: 'birthday', subscribe: 'on' });
    expect(parsed).toMatchObject({
      email: 'mia@example.com',
      organisation: 'Chen & Co',
      useCases: ['birthday'],
      subscribe: true,
    });
    expect(BusinessSignupSchema.parse({ ...SIGNUP, useCases: ['other', 'other'] }).useCases).toEqual([
      'other',
    ]);
  });

  it('gives every broken field its rule', () => {
    const result = BusinessSignupSchema.safeParse({
      firstName: '',
      email: 'not an address',
      organisation: 'x'.repeat(181),
      size: '',
      sendBand: '7-9',
      useCases: [],
      industry: 'piracy',
    });
    expect(errorsOf(result)).toEqual({
      firstName: ['validation.required'],
      lastName: ['validation.required'],
      email: ['validation.email'],
      organisation: ['validation.max'],
      size: ['validation.required'],
      sendBand: ['validation.in'],
      useCases: ['validation.required'],
      industry: ['validation.in'],
    });
    expect(errorsOf(BusinessSignupSchema.safeParse({ ...SIGNUP, useCases: ['weddings'] }))).toEqual({
      'useCases.0': ['validation.in'],
    });
  });
});

describe('permissions', () => {
  it('reads ticked boxes and JSON flags alike, unknown names dropped', () => {
    const parsed = InviteSchema.parse({ email: 'a@b.co', permissions: { useCredits: 'on', admin: true } });
    expect(parsed.permissions).toEqual(permissionFlagsOf(['useCredits']));
    expect(Object.values(parsed.permissions).filter(Boolean)).toHaveLength(1);
  });

  it('opens the manage pages to any manager and the member calls only with members', () => {
    expect(satisfiesRequirements(permissionFlagsOf(['billing']), [...ORGANISATION_REQUIREMENTS.manage])).toBe(
      true,
    );
    expect(
      satisfiesRequirements(permissionFlagsOf(['billing']), [...ORGANISATION_REQUIREMENTS.members]),
    ).toBe(false);
    expect(
      satisfiesRequirements(permissionFlagsOf(USAGE_PERMISSIONS), [...ORGANISATION_REQUIREMENTS.manage]),
    ).toBe(false);
    expect(satisfiesRequirements(ALL_PERMISSIONS, [...ORGANISATION_REQUIREMENTS.members])).toBe(true);
  });
});
