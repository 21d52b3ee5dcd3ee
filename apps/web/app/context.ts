import type { Services } from '@cardshop/server/services';
import { createContext, type RouterContextProvider } from 'react-router';

/** The server's domain services, handed to loaders by the host through the load context. */
export const servicesContext = createContext<Services>();

/** What the host knows of the request being rendered. */
export interface RequestInfo {
  /** The script nonce of this response's Content-Security-Policy. */
  nonce: string;
  /**
   * Render the whole page before sending any of it, rather than streaming the shell first: the host asks
   * for it when the page may go into its render cache (a signed-out GET).
   */
  wholePage: boolean;
  /** The signed-in session the request's cookie names (loaded on first call), or null. */
  session(): Promise<{ id: string; userId: string | null } | null>;
  /** Who is asking, for rate limits and device labels (the IP as the host sees it behind its proxy). */
  client: { ip: string; userAgent: string | null };
  /**
   * Starts a new session for the request, signed in as `userId` or signed out (null), exactly as the JSON
   * API's sign-in does: the old session ends, a new id and CSRF token, its cookie set on the response
   * (signed out: no session is stored, the session cookie goes and a new visitor cookie comes).
   */
  startSession(userId: string | null): Promise<void>;
  /** Logs a failure that does not fail the request (a notice mail not sent). */
  logError(error: unknown, message: string): void;
}

export const requestContext = createContext<RequestInfo>();

export function servicesFrom(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}

export function requestFrom(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestContext);
}
