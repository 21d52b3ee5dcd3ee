import { EXPANDABLE_LINES } from '@cardshop/shared/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../lib/i18n/use-t.tsx';

// Expandable content: text longer than 3 lines shows its first 3 with 'Show more', and 'Show less' once
// opened. The server's HTML (and a page without scripts) shows it all; the browser folds it only when it
// measures more than 3 lines, so nothing is ever hidden without a way to open it.

/** Whether content of `scrollHeight` px is taller than `lines` lines of `lineHeight` px. */
export function overflowsLines(scrollHeight: number, lineHeight: number, lines = EXPANDABLE_LINES): boolean {
  return lineHeight > 0 && scrollHeight > lineHeight * lines + 1;
}

export function Expandable({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  const t = useT();
  const id = useId();
  const body = useRef<HTMLDivElement>(null);
  const [foldable, setFoldable] = useState(false);
  const [open, setOpen] = useState(false);

  // Measured when the browser has laid the page out (a ResizeObserver's turn), not in the middle of
  // hydration, where reading a height would make the phone lay out the whole page before its time; and
  // again whenever the text's width changes (a phone turned round).
  useEffect(() => {
    const element = body.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      // The lines are the content's own (a prose block sets its own line height).
      const lineHeight = Number.parseFloat(getComputedStyle(element.firstElementChild ?? element).lineHeight);
      setFoldable(overflowsLines(element.scrollHeight, lineHeight));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const folded = foldable && !open;
  return (
    <div className={className}>
      <div
        id={id}
        ref={body}
        style={folded ? { WebkitLineClamp: EXPANDABLE_LINES } : undefined}
        className={folded ? 'overflow-hidden [display:-webkit-box] [-webkit-box-orient:vertical]' : undefined}
      >
        {children}
      </div>
      {foldable ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="mt-2 cursor-pointer text-sm font-semibold text-accent underline-offset-2 hover:underline"
        >
          {t(open ? 'global.expandable.less' : 'global.expandable.more')}
        </button>
      ) : null}
    </div>
  );
}
