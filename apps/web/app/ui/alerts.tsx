import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useT } from '../lib/i18n/use-t.tsx';
import { lazyWithPreload } from './lazy.ts';

// The toast's code loads with the first alert; most pages never show one.
const AlertToast = lazyWithPreload(() => import('./alert-toast.tsx').then((module) => module.AlertToast));

export interface AlertInput {
  type: 'success' | 'info' | 'warning' | 'error';
  /** Text or a translation key. */
  message: string;
  title?: string;
}

export interface Alerts {
  show(alert: AlertInput): void;
}

// Content outside the provider (a modal, which the modal stack renders beside the page) still reaches the
// alerts area of the page through this fallback.
let mountedShow: ((alert: AlertInput) => void) | null = null;

export const AlertsContext = createContext<Alerts>({ show: (alert) => mountedShow?.(alert) });

/** Shows passing messages in the alerts area. */
export function useAlerts(): Alerts {
  return useContext(AlertsContext);
}

export interface ShownAlert extends AlertInput {
  id: number;
}

const AlertListContext = createContext<{ alerts: ShownAlert[]; remove(id: number): void } | null>(null);

/** Keeps the alerts of the page; `useAlerts().show(...)` adds one. Mount `<AlertsArea />` inside it. */
export function AlertsProvider({ children }: { children: React.ReactNode }) {
  const [alerts, setAlerts] = useState<ShownAlert[]>([]);
  const nextId = useRef(1);
  const show = useCallback((alert: AlertInput) => {
    const id = nextId.current++;
    setAlerts((list) => [...list, { ...alert, id }]);
  }, []);
  const remove = useCallback(
    (id: number) => setAlerts((list) => list.filter((alert) => alert.id !== id)),
    [],
  );

  useEffect(() => {
    mountedShow = show;
    return () => {
      if (mountedShow === show) mountedShow = null;
    };
  }, [show]);

  const api = useMemo(() => ({ show }), [show]);
  const list = useMemo(() => ({ alerts, remove }), [alerts, remove]);
  return (
    <AlertsContext.Provider value={api}>
      <AlertListContext.Provider value={list}>{children}</AlertListContext.Provider>
    </AlertsContext.Provider>
  );
}

/** The stack of toasts, top centre of the window, announced politely to screen readers. */
export function AlertsArea() {
  const context = useContext(AlertListContext);
  const t = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('shell.alerts.label')}
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3"
    >
      <Suspense fallback={null}>
        {context?.alerts.map((alert) => (
          <AlertToast key={alert.id} alert={alert} onGone={() => context.remove(alert.id)} />
        ))}
      </Suspense>
    </div>
  );
}
