import { ALERT_FADE_MS, ALERT_MAX_WIDTH_PX } from '@cardshop/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../lib/i18n/use-t.tsx';
import { alertDuration, looksLikeKey, type PausableTimer, pausableTimer } from './alert-timing.ts';
import type { AlertInput, ShownAlert } from './alerts.tsx';
import { Icon } from './icons.tsx';
import { mouseHover } from './touch-guard.ts';

const TONE: Record<AlertInput['type'], { bar: string; icon: 'check' | 'info' | 'warning' }> = {
  success: { bar: 'border-l-success text-success', icon: 'check' },
  info: { bar: 'border-l-sage text-sage', icon: 'info' },
  warning: { bar: 'border-l-warning text-warning', icon: 'warning' },
  error: { bar: 'border-l-danger text-danger', icon: 'warning' },
};

/** One toast: fades in, stays for its duration (paused on hover or focus), fades out in 500 ms. */
export function AlertToast({ alert, onGone }: { alert: ShownAlert; onGone: () => void }) {
  const t = useT();
  const text = looksLikeKey(alert.message) ? t(alert.message) : alert.message;
  const title = alert.title && looksLikeKey(alert.title) ? t(alert.title) : alert.title;
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<PausableTimer | null>(null);
  const onGoneRef = useRef(onGone);
  onGoneRef.current = onGone;

  // Stays for the larger of 5 s and 50 ms a character, paused while the pointer or focus is on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the duration is fixed when the alert appears
  useEffect(() => {
    timer.current = pausableTimer(() => setLeaving(true), alertDuration(text));
    return () => timer.current?.cancel();
  }, []);

  useEffect(() => {
    if (!leaving) return;
    const handle = setTimeout(() => onGoneRef.current(), ALERT_FADE_MS);
    return () => clearTimeout(handle);
  }, [leaving]);

  const tone = TONE[alert.type];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the timer; the close button is the control
    <div
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-line border-l-4 bg-paper py-3 pr-2 pl-4 shadow-lg transition-opacity duration-500 starting:opacity-0 ${tone.bar} ${leaving ? 'opacity-0' : 'opacity-100'}`}
      style={{ maxWidth: ALERT_MAX_WIDTH_PX }}
      {...mouseHover(
        () => timer.current?.pause(),
        () => timer.current?.resume(),
      )}
      onFocus={() => timer.current?.pause()}
      onBlur={() => timer.current?.resume()}
    >
      <Icon name={tone.icon} className="mt-0.5 shrink-0" />
      <div className="min-w-0 flex-1 text-sm text-ink">
        {title ? <p className="font-semibold">{title}</p> : null}
        <p>{text}</p>
      </div>
      <button
        type="button"
        onClick={() => setLeaving(true)}
        className="shrink-0 rounded-full p-1.5 text-ink-soft hover:bg-sand hover:text-ink"
        aria-label={t('shell.alerts.close')}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
