import { Outlet, useLocation } from 'react-router';
import { accountSectionOf } from '../../features/account/account-nav.ts';
import { AccountNavigation } from '../../features/account/account-navigation.tsx';
import { requireLogin } from '../../features/auth/guards.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ACCOUNT_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/layout';

// Every /account page needs a login: a signed-out visitor goes to log in and comes back here. The pages
// read the user from useAuth() (the root loader rendered it); the loader embeds the area's wording.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLogin(request, context);
  return { messages: await loaderMessages(request, context, ACCOUNT_NAMESPACES) };
}

/** The account area: the secondary navigation beside (or, on a phone, above) the page. */
export default function AccountLayout() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:pt-10">
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <AccountNavigation active={accountSectionOf(pathname)} />
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
