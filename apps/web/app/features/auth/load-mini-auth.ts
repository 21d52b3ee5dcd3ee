import type { SignInModal } from '../../lib/auth/sign-in-modal.tsx';
import { AUTH_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { loadNamespaces } from '../../lib/i18n/translator.ts';

/**
 * The mini-auth modal, loaded when it first opens (its forms and wording: most visitors never see it).
 * The root provides it (lib/auth/sign-in-modal.tsx) to useRequireSignIn, which opens the modal.
 */
export function loadMiniAuthModal(): Promise<SignInModal> {
  // Its wording must arrive too: without it the modal would show keys (it fails, and the caller says so).
  return Promise.all([import('./mini-auth-modal.tsx'), loadNamespaces(AUTH_NAMESPACES)]).then(
    ([module]) => module.MiniAuthModal,
  );
}
