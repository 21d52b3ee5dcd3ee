import { changePasswordAction } from '../../features/account/account-actions.server.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { ChangePasswordPage } from '../../features/account/password-page.tsx';
import { requireLoginForAction } from '../../features/auth/guards.ts';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import type { Route } from './+types/change-password';

// The form posted before scripts ran (decision record 19); signed out meanwhile, to log in and back.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return changePasswordAction({ request, context, user });
}

export default function AccountChangePassword({ actionData }: Route.ComponentProps) {
  // The layout's loader let only a signed-in user in; signing out elsewhere leaves the page empty.
  const { user } = useAuth();
  return user ? <ChangePasswordPage user={user} answer={actionData} /> : null;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'account.nav.change-password');
}
