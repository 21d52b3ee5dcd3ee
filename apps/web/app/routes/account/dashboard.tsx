import { privatePageMeta } from '../../features/account/account-meta.ts';
import { DashboardPage } from '../../features/account/dashboard-page.tsx';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import type { Route } from './+types/dashboard';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'account.nav.dashboard');
}

export default function AccountDashboard() {
  // The layout's loader let only a signed-in user in; signing out elsewhere leaves the page empty.
  const { user } = useAuth();
  return user ? <DashboardPage user={user} /> : null;
}
