import { userPlatformMode } from '@cardshop/shared/rules/permissions';
import { Suspense } from 'react';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { AlertsArea, AlertsProvider } from '../../ui/alerts.tsx';
import { lazyWithPreload } from '../../ui/lazy.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { useMounted } from '../../ui/use-mounted.ts';
import { CartBanner } from './cart-banner.tsx';
import { CookieConsent } from './cookie-consent.tsx';
import { NewsletterSignup } from './newsletter-signup.tsx';
import { SiteHeader } from './site-header.tsx';
import { SupportChat } from './support-chat.tsx';
import { useSupportChatVisibility } from './support-chat-control.ts';
import { TestModeBanner } from './test-mode-banner.tsx';

// Notifications depend on this browser's dismissals, so they render after hydration only; their code
// loads then, outside the page's first script.
const NotificationsArea = lazyWithPreload(() =>
  import('../../ui/notifications.tsx').then((module) => module.NotificationsArea),
);

// The footer (some 130 elements of links) is always below the fold: complete in the server HTML, its code
// loads after the page's first script and it hydrates on its own (ui/lazy-part.tsx).
const SiteFooter = lazyPart('site-footer', () =>
  import('./site-footer.tsx').then((module) => module.SiteFooter),
);

/** The notifications, once the page has hydrated (a component of its own, so that only it renders again). */
function Notifications() {
  const mounted = useMounted();
  // Some notices are not for organisation members (the Canada Post one): the mode decides.
  const { user } = useAuth();
  return mounted ? (
    <Suspense fallback={null}>
      <NotificationsArea mode={userPlatformMode(user)} />
    </Suspense>
  ) : null;
}

/**
 * The frame of every page: skip link, the test-mode line (while no real payments are taken), header with
 * navigation, notifications, the page, the newsletter signup, the footer, the alerts area and the delayed
 * support button. Pages show alerts with `useAlerts().show(...)`. `listeners` are what the root mounts once
 * on every page, inside the alerts (other features' listeners, which render nothing: API events, the
 * purchase-options hash).
 */
export function PageShell({
  children,
  listeners,
}: {
  children: React.ReactNode;
  listeners?: React.ReactNode;
}) {
  const t = useT();
  const { testMode } = useShell();
  useSupportChatVisibility();
  return (
    <AlertsProvider>
      {/* Each <Suspense> boundary below hydrates apart from the others, the one a visitor uses first. */}
      <Suspense fallback={null}>
        <div className="flex min-h-screen flex-col">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-lg focus:bg-ink focus:px-4 focus:py-2 focus:text-paper"
          >
            {t('shell.skip-link')}
          </a>
          <TestModeBanner testMode={testMode} />
          <Suspense fallback={null}>
            <SiteHeader />
          </Suspense>
          <Notifications />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <Suspense fallback={null}>{children}</Suspense>
          </main>
          <Suspense fallback={null}>
            <NewsletterSignup />
          </Suspense>
          <SiteFooter />
          <CookieConsent />
        </div>
      </Suspense>
      <AlertsArea />
      <CartBanner />
      <SupportChat />
      {listeners}
    </AlertsProvider>
  );
}
