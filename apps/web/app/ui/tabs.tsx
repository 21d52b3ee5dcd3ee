import { useEffect, useId, useRef, useState } from 'react';
import { activeTabId, tabIndexForKey } from './tabs-state.ts';

export interface TabItem {
  id: string;
  label: React.ReactNode;
  content: React.ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** The model value: the tab to show when the URL hash names none. */
  value?: string | null;
  onChange?: (id: string) => void;
  /**
   * Each change pushes a history entry (`#id`) and Back returns to the previous tab — like the spec's
   * popstate handler option.
   */
  history?: boolean;
  /** Accessible name of the tab list. */
  label: string;
  className?: string;
}

/** Tabs: the active one comes from the URL hash, else the model value, else the first tab. */
export function Tabs({ tabs, value, onChange, history = false, label, className = '' }: TabsProps) {
  const ids = tabs.map((tab) => tab.id);
  const idsKey = ids.join('\n');
  // The server has no hash: it renders the model's tab; the browser then reads the hash.
  const [active, setActive] = useState(() => activeTabId(ids, { model: value }));
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: ids are compared by their joined key
  useEffect(() => {
    setActive(activeTabId(ids, { hash: window.location.hash, model: value }));
  }, [idsKey, value]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: ids are compared by their joined key
  useEffect(() => {
    if (!history) return;
    const onPopState = () => {
      const id = activeTabId(ids, { hash: window.location.hash, model: value });
      setActive(id);
      if (id) onChange?.(id);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [history, idsKey, value, onChange]);

  const choose = (id: string, focus = false) => {
    if (id !== active) {
      setActive(id);
      onChange?.(id);
      if (history && window.location.hash !== `#${id}`) {
        window.history.pushState(window.history.state, '', `#${encodeURIComponent(id)}`);
      }
    }
    if (focus) buttons.current[ids.indexOf(id)]?.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-line">
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(tab.id)}
              onKeyDown={(event) => {
                const next = tabIndexForKey(index, event.key, tabs.length);
                if (next === null) return;
                event.preventDefault();
                const target = tabs[next];
                if (target) choose(target.id, true);
              }}
              className={`-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors ${selected ? 'border-accent text-ink' : 'border-transparent text-ink-soft hover:text-ink'}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={tab.id !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable (WAI-ARIA tabs pattern)
          tabIndex={0}
          className="pt-5 focus-visible:outline-offset-4"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
