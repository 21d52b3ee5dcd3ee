import { UNAUTHENTICATED_REDIRECT_MS } from '@cardshop/shared/constants';
import type { ApiEvent } from '../../lib/api.ts';
import type { AlertInput } from '../../ui/alerts.tsx';

// What the page does when the API client reports something (account-ordering.md §4 and §8): a 401 signs
// the visitor out, warns once and goes to log in half a second later, remembering the page; an update of
// the shop (an expired CSRF token without a fresh one, or another build version) warns and reloads after
// 2.5 s; success messages become alerts.

/** Time the update warning shows before the page reloads. */
export const SYSTEM_UPDATE_RELOAD_MS = 2500;

export interface ApiEventEffects {
  /** Forgets the user (and whatever was cached for them). */
  signOut(): void;
  alert(alert: AlertInput): void;
  /** The page being shown: path, query and hash. */
  currentPath(): string;
  rememberIntendedRoute(path: string): void;
  navigate(path: string): void;
  reload(): void;
  setTimer(callback: () => void, ms: number): void;
}

const LOGIN_PAGE = /^\/login(\/|\?|#|$)/;

/** The listener of `onApiEvent`, with the page's effects injected. */
export function createApiEventHandler(effects: ApiEventEffects): (event: ApiEvent) => void {
  // A page firing several calls at once gets several 401s: one warning, one redirect.
  let redirecting = false;
  let reloading = false;
  return (event) => {
    switch (event.type) {
      case 'unauthenticated': {
        effects.signOut();
        if (redirecting) return;
        const path = effects.currentPath();
        if (LOGIN_PAGE.test(path)) return;
        redirecting = true;
        effects.alert({ type: 'warning', message: 'global.error.unauthenticated' });
        effects.rememberIntendedRoute(path);
        effects.setTimer(() => {
          redirecting = false;
          effects.navigate('/login');
        }, UNAUTHENTICATED_REDIRECT_MS);
        return;
      }
      case 'system-update':
      case 'version-changed':
        if (reloading) return;
        reloading = true;
        effects.alert({ type: 'warning', message: 'global.errors.system-update' });
        effects.setTimer(() => effects.reload(), SYSTEM_UPDATE_RELOAD_MS);
        return;
      case 'messages':
        for (const message of event.messages) effects.alert({ type: 'success', message: message.message });
        return;
    }
  };
}
