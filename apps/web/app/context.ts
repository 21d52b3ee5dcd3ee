import type { Services } from '@cardshop/server/services';
import { createContext, type RouterContextProvider } from 'react-router';

/** The server's domain services, handed to loaders by the host through the load context. */
export const servicesContext = createContext<Services>();

export function servicesFrom(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}
