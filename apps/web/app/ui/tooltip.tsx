import { cloneElement, isValidElement, useEffect, useId, useState } from 'react';
import { useT } from '../features/i18n/use-t.tsx';
import { useLocalSetting } from '../features/settings/local-settings.ts';
import { withDismissed } from './dismissals.ts';
import { Icon } from './icons.tsx';
import { tooltipShown } from './tooltip-state.ts';
import { useMounted } from './use-mounted.ts';

export interface TooltipProps {
  /** The tip's text (already translated). */
  content: React.ReactNode;
  /** The element it describes; it gets aria-describedby. */
  children: React.ReactElement<{ 'aria-describedby'?: string }>;
  /**
   * Makes it a dismissible tip: shown by itself until closed, and the closing remembered in this browser
   * under this id (local setting `dismissedTooltips`).
   */
  dismissId?: string;
  placement?: 'top' | 'bottom';
  className?: string;
}

/** A tooltip on hover and focus (Escape hides it), or a dismissible tip remembered per browser. */
export function Tooltip({ content, children, dismissId, placement = 'top', className = '' }: TooltipProps) {
  const t = useT();
  const id = useId();
  const mounted = useMounted();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useLocalSetting('dismissedTooltips');
  const shown = tooltipShown({
    hovered,
    focused,
    dismissible: !!dismissId,
    dismissed,
    id: dismissId ?? '',
    mounted,
  });

  useEffect(() => {
    if (!hovered && !focused) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setHovered(false);
      setFocused(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [hovered, focused]);

  const trigger = isValidElement(children) ? cloneElement(children, { 'aria-describedby': id }) : children;
  // Closable while it still shows by itself (hovering it must not take the close button away).
  const closable = !!dismissId && mounted && !dismissed.includes(dismissId);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus of the trigger inside show the tip
    <span
      className={`relative inline-flex ${className}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {trigger}
      <span
        id={id}
        role="tooltip"
        hidden={!shown}
        className={`absolute left-1/2 z-40 w-max max-w-64 -translate-x-1/2 rounded-lg bg-ink px-3 py-2 text-left text-xs leading-snug font-normal text-paper shadow-lg ${placement === 'top' ? 'bottom-full mb-2' : 'top-full mt-2'}`}
      >
        <span className="flex items-start gap-2">
          <span>{content}</span>
          {closable && dismissId ? (
            <button
              type="button"
              className="-m-1 rounded p-1 text-paper/80 hover:text-paper"
              aria-label={t('shell.tooltip.dismiss')}
              onClick={() => setDismissed(withDismissed(dismissed, dismissId))}
            >
              <Icon name="close" size={14} />
            </button>
          ) : null}
        </span>
      </span>
    </span>
  );
}
