import type { User } from '@cardshop/shared/contracts/auth';
import { type ComponentType, createContext } from 'react';
import type { ModalHandle } from '../../ui/modal-stack.tsx';

/** The panes of the mini-auth modal, in the order they are offered. */
export type MiniAuthPane = 'create' | 'login';

/** The mini-auth modal's content: it resolves its modal with the signed-in user. */
export type SignInModal = ComponentType<{ modal: ModalHandle<User>; panes: readonly MiniAuthPane[] }>;

// How the modal's code loads (features/auth/load-mini-auth.ts): the root provides it, so a feature that
// needs an account (a favourite …) asks for one (sign-in-prompt.tsx) without importing the auth feature.
export const SignInModalContext = createContext<(() => Promise<SignInModal>) | null>(null);

/** Tells useRequireSignIn below it how to load the mini-auth modal (mounted by the root). */
export function SignInModalProvider({
  load,
  children,
}: {
  load: () => Promise<SignInModal>;
  children: React.ReactNode;
}) {
  return <SignInModalContext.Provider value={load}>{children}</SignInModalContext.Provider>;
}
