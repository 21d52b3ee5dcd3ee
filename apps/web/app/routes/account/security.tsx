import { privatePageMeta } from '../../features/account/account-meta.ts';
import { SecurityPage } from '../../features/account/security-page.tsx';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import type { Route } from './+types/security';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'account.nav.security');
}

export default function AccountSecurity() {
  // The layout's loader let only a signed-in user in; signing out elsewhere leaves the page empty.
  const { user } = useAuth();
  return user ? <SecurityPage user={user} /> : null;
}
