import { privatePageMeta } from '../../features/account/account-meta.ts';
import { ChangePasswordPage } from '../../features/account/password-page.tsx';
import { useAuth } from '../../features/auth/use-auth.tsx';
import type { Route } from './+types/change-password';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'account.nav.change-password');
}

export default function AccountChangePassword() {
  // The layout's loader let only a signed-in user in; signing out elsewhere leaves the page empty.
  const { user } = useAuth();
  return user ? <ChangePasswordPage user={user} /> : null;
}
