import { EXPANDABLE_LINES } from '@cardshop/shared/constants';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../lib/i18n/use-t.tsx';

// Expandable content: text longer than 3 lines shows its first 3 with 'Show more', and 'Show less' once
// opened. The server's HTML (and a page without scripts) shows it all; the browser folds it only when it
// measures more than 3 lines, so nothing is ever hidden without a way to open it.

/** Whether content of `scrollHeight` px is taller than `lines` lines of `lineHeight` px. */
export function overflowsLines(scrollHeight: number, lineHeight: number, lines = EXPANDABLE_LINES): boolean {
  return lineHeight > 0 && scrollHeight > lineHeight * lines + 1;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

export function Expandable({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  const t = useT();
  const id = useId();
  const body = useRef<HTMLDivElement>(null);
  const [foldable, setFoldable] = useState(false);
  const [open, setOpen] = useState(false);

  useIsomorphicLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
    setFoldable(overflowsLines(element.scrollHeight, lineHeight));
  }, [children]);

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
