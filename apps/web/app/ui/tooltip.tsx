import { type ReactNode, useEffect, useId, useState } from 'react';
import { useT } from '../lib/i18n/use-t.tsx';
import { useLocalSetting } from '../lib/settings/local-settings.ts';
import { isDismissed, withDismissed } from './dismissals.ts';
import { mouseHover } from './touch-guard.ts';

// A tooltip (the spec's interface pieces): a short text beside a control, shown while the control is
// hovered or has keyboard focus, closed by Escape until the next hover or focus. The control is described
// by it (aria-describedby), or named by it for a control that shows only a symbol (aria-labelledby). The
// text is in the page, hidden, from the server's HTML on, so it describes the control before scripts run
// and after the tooltip is dismissed. A dismissible tooltip has a "Don't show again" button, kept in the
// local settings' dismissed tooltips; the pointer may move onto the tooltip and Tab reaches its button.

/** What the control gets: the id of the text that describes (or names) it. */
export interface TooltipTriggerProps {
  'aria-describedby'?: string;
  'aria-labelledby'?: string;
}

/** Whether the tooltip shows: hovered or focused, not closed by Escape since, not dismissed for good. */
export function tooltipShown(state: {
  hovered: boolean;
  focused: boolean;
  closed: boolean;
  dismissed: boolean;
}): boolean {
  return (state.hovered || state.focused) && !state.closed && !state.dismissed;
}

export function Tooltip({
  text,
  children,
  names = false,
  dismissId,
  className = '',
}: {
  text: string;
  /** The control, given the props that tie it to the text. */
  children: (props: TooltipTriggerProps) => ReactNode;
  /** The text is the control's name (a symbol-only control) rather than its description. */
  names?: boolean;
  /** Makes it dismissible, remembered in local settings under this id. */
  dismissId?: string;
  className?: string;
}) {
  const t = useT();
  const id = `${useId()}-tooltip`;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [closed, setClosed] = useState(false);
  const [dismissedTooltips, setDismissedTooltips] = useLocalSetting('dismissedTooltips');
  const dismissed = dismissId !== undefined && isDismissed(dismissedTooltips, dismissId);
  const shown = tooltipShown({ hovered, focused, closed, dismissed });

  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setClosed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  const hover = mouseHover(
    () => {
      setClosed(false);
      setHovered(true);
    },
    () => setHovered(false),
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus of the control inside only show its text; the control is the control.
    <span
      className={`relative inline-flex ${className}`}
      {...hover}
      onFocus={() => {
        if (!focused) setClosed(false);
        setFocused(true);
      }}
      onBlur={(event) => {
        // Focus moving to the tooltip's own button keeps it open.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {children(names ? { 'aria-labelledby': id } : { 'aria-describedby': id })}
      <span
        hidden={!shown}
        data-tooltip
        // Padding, not margin, below the text: the pointer crosses to the tooltip without leaving it.
        className="absolute bottom-full left-1/2 z-30 w-max max-w-[min(16rem,calc(100vw-2rem))] -translate-x-1/2 pb-2"
      >
        <span className="block rounded-md bg-ink px-2.5 py-1.5 text-left text-xs font-normal text-paper shadow-lg">
          <span role="tooltip" id={id} className="block">
            {text}
          </span>
          {dismissId !== undefined && shown ? (
            <button
              type="button"
              className="mt-1 block font-semibold underline underline-offset-2 hover:text-sand"
              onClick={() => setDismissedTooltips(withDismissed(dismissedTooltips, dismissId))}
            >
              {t('global.tooltip.dismiss')}
            </button>
          ) : null}
        </span>
      </span>
    </span>
  );
}
