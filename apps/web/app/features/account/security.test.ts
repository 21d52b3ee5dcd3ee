import { describe, expect, it } from 'vitest';
import {
  canConfirmCode,
  cleanCode,
  groupedKey,
  isOverview,
  recoveryCodesText,
  securityTime,
  sessionsInOrder,
} from './security.ts';

describe('TOTP set-up', () => {
  it('shows the manual key in groups of four', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupedKey('')).toBe('');
  });

  it('keeps only letters and digits of a typed or pasted code, six at most', () => {
    expect(cleanCode('123 456')).toBe('123456');
    expect(cleanCode('12-34-56-78')).toBe('123456');
  });

  it('confirms only a whole code while nothing is processing', () => {
    expect(canConfirmCode('12345', false)).toBe(false);
    expect(canConfirmCode('123456', false)).toBe(true);
    expect(canConfirmCode('123456', true)).toBe(false);
  });

  it('writes the recovery codes one a line under a heading', () => {
    expect(recoveryCodesText(['aaaa-bbbb', 'cccc-dddd'], 'Recovery codes for ada@example.com')).toBe(
      'Recovery codes for ada@example.com\n\naaaa-bbbb\ncccc-dddd\n',
    );
  });
});

describe('sessions and devices', () => {
  const session = (id: string, lastSeenAt: string, current = false) => ({
    id,
    label: 'Chrome on Linux',
    ip: null,
    createdAt: lastSeenAt,
    lastSeenAt,
    current,
  });

  it('lists this browser first, then the most recently seen', () => {
    const ordered = sessionsInOrder([
      session('old', '2024-01-01T00:00:00Z'),
      session('mine', '2023-01-01T00:00:00Z', true),
      session('new', '2024-06-01T00:00:00Z'),
    ]);
    expect(ordered.map((entry) => entry.id)).toEqual(['mine', 'new', 'old']);
  });

  it('shows times in the region time zone', () => {
    expect(securityTime('2024-03-01T04:04:00Z', 'Australia/Sydney')).toBe('Mar 1st 2024, 3:04 pm');
  });

  it('recognises the overview among answers', () => {
    expect(
      isOverview({ totp: true, email: false, recoveryCodesLeft: 3, trustedDevices: [], sessions: [] }),
    ).toBe(true);
    expect(isOverview({ recoveryCodes: [] })).toBe(false);
    expect(isOverview(null)).toBe(false);
  });
});
