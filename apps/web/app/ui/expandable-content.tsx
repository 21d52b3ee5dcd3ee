import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../features/i18n/use-t.tsx';
import { EXPANDABLE_LINES, needsExpanding } from './expandable.ts';

function lineHeightOf(element: HTMLElement): number {
  const style = window.getComputedStyle(element);
  const lineHeight = Number.parseFloat(style.lineHeight);
  return Number.isFinite(lineHeight) ? lineHeight : Number.parseFloat(style.fontSize) * 1.5;
}

/**
 * Text that collapses to 3 lines with "Show more" when it is taller, and "Show less" to fold it again.
 * The server renders it whole (readable without script); the browser measures and folds it.
 */
export function ExpandableContent({
  children,
  lines = EXPANDABLE_LINES,
  className = '',
}: {
  children: React.ReactNode;
  lines?: number;
  className?: string;
}) {
  const t = useT();
  const id = useId();
  const body = useRef<HTMLDivElement>(null);
  const [lineHeight, setLineHeight] = useState(0);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const measure = () => {
      const height = lineHeightOf(element);
      setLineHeight(height);
      setTall(needsExpanding(element.scrollHeight, height, lines));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [lines]);

  const collapsed = tall && !expanded;
  return (
    <div className={className}>
      <div
        ref={body}
        id={id}
        className={collapsed ? 'relative overflow-hidden' : undefined}
        style={collapsed ? { maxHeight: lineHeight * lines } : undefined}
      >
        {children}
        {collapsed ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-6 bg-gradient-to-t from-paper"
          />
        ) : null}
      </div>
      {tall ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 text-sm font-medium text-accent underline-offset-2 hover:underline"
        >
          {expanded ? t('shell.expandable.less') : t('shell.expandable.more')}
        </button>
      ) : null}
    </div>
  );
}
