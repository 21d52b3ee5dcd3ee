import { createContext, useContext } from 'react';

export interface AlertInput {
  type: 'success' | 'info' | 'warning' | 'error';
  /** Text or a translation key. */
  message: string;
  title?: string;
}

export interface Alerts {
  show(alert: AlertInput): void;
}

export const AlertsContext = createContext<Alerts>({ show: () => undefined });

/** Shows passing messages in the alerts area. */
export function useAlerts(): Alerts {
  return useContext(AlertsContext);
}
