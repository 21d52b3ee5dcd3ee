import { useEffect, useRef } from 'react';
import { useT } from '../lib/i18n/use-t.tsx';
import { useLocalSetting } from '../lib/settings/local-settings.ts';
import { alertDuration, looksLikeKey, type PausableTimer, pausableTimer } from './alert-timing.ts';
import { withDismissed } from './dismissals.ts';
import { Icon } from './icons.tsx';
import {
  type PlatformMode,
  type ShellNotification,
  SITE_NOTIFICATIONS,
  visibleNotifications,
} from './notifications-state.ts';
import { mouseHover } from './touch-guard.ts';
import { useMounted } from './use-mounted.ts';

export type { PlatformMode, ShellNotification } from './notifications-state.ts';

const TONE: Record<ShellNotification['type'], string> = {
  info: 'border-sage/40 bg-sage/10',
  success: 'border-success/40 bg-success/10',
  warning: 'border-warning/40 bg-[#fbf1dc]',
  error: 'border-danger/40 bg-danger/10',
};

/**
 * Persistent banners under the header. Closing one is remembered in this browser; they render after
 * hydration only, so the server's HTML never flashes a banner this browser has dismissed.
 */
export function NotificationsArea({
  notifications = SITE_NOTIFICATIONS,
  mode = 'consumer',
}: {
  notifications?: readonly ShellNotification[];
  mode?: PlatformMode;
}) {
  const mounted = useMounted();
  const [dismissed, setDismissed] = useLocalSetting('dismissedNotifications');
  if (!mounted) return null;
  const visible = visibleNotifications(notifications, dismissed, mode);
  if (visible.length === 0) return null;
  return (
    // Fixed above the bottom edge: a notice that appears after hydration must not push the page down.
    <div className="fixed inset-x-0 bottom-3 z-40 mx-auto flex w-full max-w-3xl flex-col gap-2 px-3 shadow-lg">
      {visible.map((notification) => (
        <NotificationBanner
          key={notification.id}
          notification={notification}
          onDismiss={() => setDismissed(withDismissed(dismissed, notification.id))}
        />
      ))}
    </div>
  );
}

function NotificationBanner({
  notification,
  onDismiss,
}: {
  notification: ShellNotification;
  onDismiss: () => void;
}) {
  const t = useT();
  const text = (value: string) => (looksLikeKey(value) ? t(value) : value);
  const title = text(notification.title);
  const message = text(notification.message);
  const timer = useRef<PausableTimer | null>(null);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  useEffect(() => {
    if (!notification.autoDismiss) return;
    timer.current = pausableTimer(() => onDismissRef.current(), alertDuration(message));
    return () => timer.current?.cancel();
  }, [notification.autoDismiss, message]);

  return (
    <section
      aria-label={title}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm text-ink ${TONE[notification.type]}`}
      {...mouseHover(
        () => timer.current?.pause(),
        () => timer.current?.resume(),
      )}
    >
      <Icon
        name={notification.type === 'warning' ? 'warning' : 'info'}
        className="mt-0.5 shrink-0 text-ink-soft"
      />
      <p className="min-w-0 flex-1">
        <strong className="font-semibold">{title}</strong> <span>{message}</span>
      </p>
      <button
        type="button"
        onClick={onDismiss}
        className="-my-1 shrink-0 rounded-full p-1.5 text-ink-soft hover:bg-paper hover:text-ink"
        aria-label={t('shell.notifications.dismiss', { title })}
      >
        <Icon name="close" size={16} />
      </button>
    </section>
  );
}
