import type { User } from '@cardshop/shared/contracts/auth';
import { useCallback, useContext, useRef } from 'react';
import { useAlerts } from '../../ui/alerts.tsx';
import { ModalDismissed, useModal } from '../../ui/modal-stack.tsx';
import { isTranslationLoadFailure, TRANSLATION_LOAD_FAILED } from '../i18n/translator.ts';
import { useT } from '../i18n/use-t.tsx';
import { type MiniAuthPane, SignInModalContext } from './sign-in-modal.tsx';
import { useAuth } from './use-auth.tsx';

export const MINI_AUTH_PANES: readonly MiniAuthPane[] = ['create', 'login'];

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
  const loadModal = useContext(SignInModalContext);
  // The answer reads the latest values, so the function can stay the same from render to render.
  const latest = useRef({ user, t, panes });
  latest.current = { user, t, panes };
  if (!loadModal) throw new Error('useRequireSignIn outside SignInModalProvider');

  return useCallback(async () => {
    const { user: signedIn, t: translate, panes: allowed } = latest.current;
    if (signedIn) return signedIn;
    let failure: unknown = null;
    const MiniAuthModal = await loadModal().catch((error: unknown) => {
      failure = error;
      return null;
    });
    if (!MiniAuthModal) {
      // The modal's code or its wording could not be fetched (offline, or a deploy replaced it): say so,
      // and let the caller treat it as a modal that was dismissed.
      const message = isTranslationLoadFailure(failure)
        ? TRANSLATION_LOAD_FAILED
        : 'global.error.internal-server-error';
      alerts.show({ type: 'error', message });
      throw new ModalDismissed();
    }
    return open<User>((modal) => <MiniAuthModal modal={modal} panes={allowed} />, {
      label: translate('auth.mini.label'),
    });
  }, [open, alerts, loadModal]);
}
