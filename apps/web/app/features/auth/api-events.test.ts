import { UNAUTHENTICATED_REDIRECT_MS } from '@cardshop/shared/constants';
import { describe, expect, it } from 'vitest';
import { type ApiEventEffects, createApiEventHandler, SYSTEM_UPDATE_RELOAD_MS } from './api-events.ts';

/** Effects that record what happened; timers wait until `runTimers()`. */
function recorder(path = '/account/profile') {
  const log: string[] = [];
  const timers: Array<{ ms: number; callback: () => void }> = [];
  const effects: ApiEventEffects = {
    signOut: () => log.push('sign-out'),
    alert: (alert) => log.push(`${alert.type}: ${alert.message}`),
    currentPath: () => path,
    rememberIntendedRoute: (route) => log.push(`remember ${route}`),
    navigate: (to) => log.push(`navigate ${to}`),
    reload: () => log.push('reload'),
    setTimer: (callback, ms) => timers.push({ callback, ms }),
  };
  const runTimers = () => {
    for (const timer of timers.splice(0)) {
      log.push(`after ${timer.ms} ms`);
      timer.callback();
    }
  };
  return { log, effects, timers, runTimers };
}

describe('a 401 from the API', () => {
  it('signs out, warns, remembers the page and goes to log in after 500 ms', () => {
    const { log, effects, runTimers } = recorder();
    createApiEventHandler(effects)({ type: 'unauthenticated' });
    expect(log).toEqual(['sign-out', 'warning: global.error.unauthenticated', 'remember /account/profile']);
    runTimers();
    expect(log.slice(3)).toEqual([`after ${UNAUTHENTICATED_REDIRECT_MS} ms`, 'navigate /login']);
  });

  it('warns and redirects once for a burst of 401s', () => {
    const { log, effects, timers } = recorder();
    const handle = createApiEventHandler(effects);
    handle({ type: 'unauthenticated' });
    handle({ type: 'unauthenticated' });
    expect(log.filter((line) => line.startsWith('warning'))).toHaveLength(1);
    expect(timers).toHaveLength(1);
  });

  it('only signs out on the login page itself', () => {
    const { log, effects, timers } = recorder('/login?redirect=%2Ffavourites');
    createApiEventHandler(effects)({ type: 'unauthenticated' });
    expect(log).toEqual(['sign-out']);
    expect(timers).toHaveLength(0);
  });
});

describe('an update of the shop', () => {
  it('warns and reloads after 2.5 s, once', () => {
    const { log, effects, runTimers } = recorder();
    const handle = createApiEventHandler(effects);
    handle({ type: 'version-changed' });
    handle({ type: 'system-update' });
    runTimers();
    expect(log).toEqual([
      'warning: global.errors.system-update',
      `after ${SYSTEM_UPDATE_RELOAD_MS} ms`,
      'reload',
    ]);
  });
});

describe('success messages', () => {
  it('become success alerts', () => {
    const { log, effects } = recorder();
    createApiEventHandler(effects)({
      type: 'messages',
      messages: [
        { type: 'success', message: 'account.profile.saved' },
        { type: 'success', message: 'Saved.' },
      ],
    });
    expect(log).toEqual(['success: account.profile.saved', 'success: Saved.']);
  });
});
