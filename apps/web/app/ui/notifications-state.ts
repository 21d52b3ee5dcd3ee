import { isDismissed } from './dismissals.ts';

export type PlatformMode = 'consumer' | 'artist' | 'organisation';

/** A persistent banner. Title and message are translation keys (or text). */
export interface ShellNotification {
  id: string;
  type: 'info' | 'success' | 'warning' | 'error';
  title: string;
  message: string;
  /** Hides itself after the alert duration of its message instead of waiting to be closed. */
  autoDismiss: boolean;
  /** Platform modes that show it; all when absent. */
  modes?: PlatformMode[];
}

/** Notices the shop shows every visitor until they close them. */
export const SITE_NOTIFICATIONS: readonly ShellNotification[] = [
  {
    id: 'cp-strike-2025-01',
    type: 'warning',
    title: 'shell.notifications.cp-strike-2025-01.title',
    message: 'shell.notifications.cp-strike-2025-01.message',
    autoDismiss: false,
    // Organisation members send through their organisation's arrangements: not for them.
    modes: ['consumer', 'artist'],
  },
];

/** The notifications to show: those of this platform mode that this browser has not dismissed. */
export function visibleNotifications(
  notifications: readonly ShellNotification[],
  dismissed: readonly string[],
  mode: PlatformMode,
): ShellNotification[] {
  return notifications.filter(
    (notification) =>
      !isDismissed(dismissed, notification.id) && (!notification.modes || notification.modes.includes(mode)),
  );
}
