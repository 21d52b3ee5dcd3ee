import { MODAL_REMOVAL_MS } from '@cardshop/shared/constants';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useT } from '../lib/i18n/use-t.tsx';

/** What a modal's content can do: finish with a value, dismiss, or swap itself for other content. */
export interface ModalHandle<T> {
  resolve(value: T): void;
  dismiss(): void;
  /** Shows other content in the same modal; whoever opened it still gets the one answer. */
  replace(render: (modal: ModalHandle<T>) => React.ReactNode): void;
  /** Renames the dialog, e.g. once the content it loads is known. */
  relabel(label: string): void;
}

export interface ModalOptions {
  /** Accessible name of the dialog. */
  label: string;
  /** Escape and the backdrop dismiss it (default true). */
  dismissable?: boolean;
  /** Adds a history entry with this URL hash; Back closes the modal. */
  hash?: string;
  size?: 'md' | 'lg';
}

export class ModalDismissed extends Error {
  constructor() {
    super('dismissed');
  }
}

interface Entry {
  id: number;
  render: (modal: ModalHandle<never>) => React.ReactNode;
  options: ModalOptions;
  hiding: boolean;
  handle: ModalHandle<never>;
}

type Open = <T>(render: (modal: ModalHandle<T>) => React.ReactNode, options: ModalOptions) => Promise<T>;

const ModalContext = createContext<Open | null>(null);

/**
 * The modal stack: each modal resolves or rejects exactly once (confirm or dismiss), Escape dismisses the
 * top one when allowed, a modal with a hash is closed by the browser's Back, and a closed modal fades for
 * 500 ms before it is removed.
 */
export function ModalProvider({ children }: { children: React.ReactNode }) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const nextId = useRef(1);
  const entriesRef = useRef(entries);
  entriesRef.current = entries;

  const hide = useCallback((id: number) => {
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, hiding: true } : entry)));
    setTimeout(() => setEntries((list) => list.filter((entry) => entry.id !== id)), MODAL_REMOVAL_MS);
  }, []);

  const open = useCallback<Open>(
    <T,>(render: (modal: ModalHandle<T>) => React.ReactNode, options: ModalOptions) =>
      new Promise<T>((resolvePromise, rejectPromise) => {
        const id = nextId.current++;
        let settled = false;
        const finish = (settle: () => void) => {
          if (settled) return;
          settled = true;
          settle();
          hide(id);
          // Leaving by button or Escape: take back the history entry the modal added.
          if (options.hash && window.location.hash === `#${options.hash}`) window.history.back();
        };
        const handle: ModalHandle<T> = {
          resolve: (value) => finish(() => resolvePromise(value)),
          dismiss: () => finish(() => rejectPromise(new ModalDismissed())),
          relabel: (label) =>
            setEntries((list) =>
              list.some((entry) => entry.id === id && entry.options.label !== label)
                ? list.map((entry) =>
                    entry.id === id ? { ...entry, options: { ...entry.options, label } } : entry,
                  )
                : list,
            ),
          replace: (next) =>
            setEntries((list) =>
              list.map((entry) =>
                entry.id === id ? { ...entry, render: next as unknown as Entry['render'] } : entry,
              ),
            ),
        };
        if (options.hash && window.location.hash !== `#${options.hash}`) {
          window.history.pushState(window.history.state, '', `#${options.hash}`);
        }
        setEntries((list) => [
          ...list,
          {
            id,
            render: render as unknown as Entry['render'],
            options,
            hiding: false,
            handle: handle as unknown as ModalHandle<never>,
          },
        ]);
      }),
    [hide],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const top = [...entriesRef.current].reverse().find((entry) => !entry.hiding);
      if (top && top.options.dismissable !== false) top.handle.dismiss();
    };
    // Back removed the hash: close the modals that owned it.
    const onPopState = () => {
      for (const entry of entriesRef.current) {
        if (entry.options.hash && !entry.hiding && window.location.hash !== `#${entry.options.hash}`) {
          entry.handle.dismiss();
        }
      }
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useEffect(() => {
    document.body.style.overflow = entries.some((entry) => !entry.hiding) ? 'hidden' : '';
  }, [entries]);

  return (
    <ModalContext.Provider value={open}>
      {children}
      {entries.map((entry) => (
        <ModalFrame key={entry.id} entry={entry} />
      ))}
    </ModalContext.Provider>
  );
}

function ModalFrame({ entry }: { entry: Entry }) {
  const t = useT();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    return () => previous?.focus?.();
  }, []);
  const dismissable = entry.options.dismissable !== false;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: clicking the backdrop is a mouse shortcut; keyboard users have Escape and the close button.
    <div
      role="presentation"
      className={`fixed inset-0 z-50 flex items-end justify-center bg-ink/50 p-0 transition-opacity duration-500 sm:items-center sm:p-4 ${entry.hiding ? 'opacity-0' : 'opacity-100'}`}
      onMouseDown={(event) => {
        if (dismissable && event.target === event.currentTarget) entry.handle.dismiss();
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={entry.options.label}
        tabIndex={-1}
        className={`relative max-h-[92vh] w-full overflow-y-auto rounded-t-2xl bg-paper p-5 shadow-xl outline-none sm:rounded-2xl sm:p-8 ${entry.options.size === 'lg' ? 'sm:max-w-4xl' : 'sm:max-w-lg'}`}
      >
        {dismissable ? (
          <button
            type="button"
            onClick={() => entry.handle.dismiss()}
            className="absolute top-3 right-3 rounded-full p-2 text-ink-soft hover:bg-sand"
            aria-label={t('global.close')}
          >
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        ) : null}
        {entry.render(entry.handle)}
      </div>
    </div>
  );
}

/** Opens a modal and waits for its answer; rejects with ModalDismissed when dismissed. */
export function useModal(): Open {
  const open = useContext(ModalContext);
  if (!open) throw new Error('useModal outside ModalProvider');
  return open;
}
