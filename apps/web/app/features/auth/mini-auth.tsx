import type { User } from '@cardshop/shared/contracts/auth';
import { useCallback, useRef } from 'react';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { AUTH_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { ensureNamespaces } from '../../lib/i18n/translator.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useAlerts } from '../../ui/alerts.tsx';
import { ModalDismissed, useModal } from '../../ui/modal-stack.tsx';

/** The panes of the mini-auth modal, in the order they are offered. */
export type MiniAuthPane = 'create' | 'login';

export const MINI_AUTH_PANES: readonly MiniAuthPane[] = ['create', 'login'];

// The modal's forms and wording load when it first opens: most visitors never see it.
const loadModal = () =>
  Promise.all([import('./mini-auth-modal.tsx'), ensureNamespaces(AUTH_NAMESPACES)]).then(
    ([module]) => module,
  );

/**
 * For an action that needs an account (a favourite, a saved address …): answers the signed-in user at
 * once, or opens the mini-auth modal (create and login tabs, starting on the first allowed pane, then the
 * code modal when the login asks for one) and answers the user once signed in. Rejects with
 * ModalDismissed when the visitor closes the modal.
 */
export function useRequireSignIn(panes: readonly MiniAuthPane[] = MINI_AUTH_PANES): () => Promise<User> {
  const { user } = useAuth();
  const open = useModal();
  const alerts = useAlerts();
  const t = useT();
  // The answer reads the latest values, so the function can stay the same from render to render.
  const latest = useRef({ user, t, panes });
  latest.current = { user, t, panes };

  return useCallback(async () => {
    const { user: signedIn, t: translate, panes: allowed } = latest.current;
    if (signedIn) return signedIn;
    const loaded = await loadModal().catch(() => null);
    if (!loaded) {
      // The modal's code could not be fetched (offline, or a deploy replaced it): say so, and let the
      // caller treat it as a modal that was closed.
      alerts.show({ type: 'error', message: 'global.error.internal-server-error' });
      throw new ModalDismissed();
    }
    const { MiniAuthModal } = loaded;
    return open<User>((modal) => <MiniAuthModal modal={modal} panes={allowed} />, {
      label: translate('auth.mini.label'),
    });
  }, [open, alerts]);
}
