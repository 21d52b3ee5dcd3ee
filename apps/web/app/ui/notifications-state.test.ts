import { describe, expect, it } from 'vitest';
import { type ShellNotification, SITE_NOTIFICATIONS, visibleNotifications } from './notifications-state.ts';

const strike = SITE_NOTIFICATIONS.find((notification) => notification.id === 'cp-strike-2025-01');
const promo: ShellNotification = {
  id: 'promo',
  type: 'info',
  title: 'Sale',
  message: 'Everything 10% off',
  autoDismiss: true,
};

describe('site notifications', () => {
  it('include the Canada Post strike notice, which stays until it is closed', () => {
    expect(strike).toMatchObject({ type: 'warning', autoDismiss: false });
  });

  it('show the strike notice to consumers and artists, not in organisation mode', () => {
    expect(visibleNotifications(SITE_NOTIFICATIONS, [], 'consumer').map((n) => n.id)).toContain(
      'cp-strike-2025-01',
    );
    expect(visibleNotifications(SITE_NOTIFICATIONS, [], 'artist').map((n) => n.id)).toContain(
      'cp-strike-2025-01',
    );
    expect(visibleNotifications(SITE_NOTIFICATIONS, [], 'organisation').map((n) => n.id)).not.toContain(
      'cp-strike-2025-01',
    );
  });

  it('leave out the ones this browser dismissed', () => {
    const list = [...SITE_NOTIFICATIONS, promo];
    expect(visibleNotifications(list, ['cp-strike-2025-01'], 'consumer')).toEqual([promo]);
    expect(visibleNotifications(list, ['cp-strike-2025-01', 'promo'], 'consumer')).toEqual([]);
  });

  it('show notices without modes in every mode', () => {
    expect(visibleNotifications([promo], [], 'organisation')).toEqual([promo]);
  });
});
