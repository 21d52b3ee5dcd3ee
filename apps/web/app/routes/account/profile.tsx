import { privatePageMeta } from '../../features/account/account-meta.ts';
import { ProfilePage } from '../../features/account/profile-page.tsx';
import { useAuth } from '../../features/auth/use-auth.tsx';
import type { Route } from './+types/profile';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'account.nav.profile');
}

export default function AccountProfile() {
  // The layout's loader let only a signed-in user in; signing out elsewhere leaves the page empty.
  const { user } = useAuth();
  return user ? <ProfilePage user={user} /> : null;
}
