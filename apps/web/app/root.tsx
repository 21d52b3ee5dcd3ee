import { useEffect, useMemo } from 'react';
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { servicesFrom } from './context.ts';
import { ApiEventsListener } from './features/auth/api-events-listener.tsx';
import { sessionUser } from './features/auth/guards.ts';
import { loadMiniAuthModal } from './features/auth/load-mini-auth.ts';
import { PurchaseOptionsHashListener } from './features/catalogue/purchase-options.tsx';
import { useNonce } from './features/shell/nonce.tsx';
import { PageShell } from './features/shell/page-shell.tsx';
import { installErrorReporting, reportError } from './lib/analytics/error-reporting.ts';
import { trackWaypoint } from './lib/analytics/product-events.ts';
import { SignInModalProvider } from './lib/auth/sign-in-modal.tsx';
import { AuthProvider } from './lib/auth/use-auth.tsx';
import { cachedRead } from './lib/cached-read.ts';
import { type PageMessages, pageMessages, SHELL_NAMESPACES } from './lib/i18n/page-messages.ts';
import { createTranslator } from './lib/i18n/translator.ts';
import { I18nProvider } from './lib/i18n/use-t.tsx';
import { pageSettled } from './lib/page-live.ts';
import { requestedRegion } from './lib/request-region.ts';
import { pageShellData } from './lib/shell/shell-data.ts';
import type { ShellData } from './lib/shell/use-shell.ts';
import { ModalProvider } from './ui/modal-stack.tsx';
import './app.css';
import displayFontUrl from '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2?url';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesFrom(context);
  const region = requestedRegion(request);
  const [bootstrap, user] = await Promise.all([
    cachedRead(services, `bootstrap:${region ?? ''}`, () => services.shell.bootstrap(region)),
    sessionUser(context),
  ]);
  // Every page embeds this, so only what pages render travels: the country list and states (22 KB) stay
  // out (address forms fetch them from /api/config/countries), and so does the tag tree (shell-data.ts).
  const shell = pageShellData(bootstrap);
  const locale = shell.region.locale;
  // The shell's messages in the visitor's locale travel with the page, so the first render is already
  // translated; each route's loader adds the namespaces of its own page.
  // The footer's links follow the shell in the stream: a promise the page renders with <Await>.
  const footer = Promise.resolve(bootstrap.navigation.footer);
  const payload: ShellData = { shell, footer, locale, messages: pageMessages(locale, SHELL_NAMESPACES) };
  // The signed-in user (null for visitors) renders the header; `version` lets the client notice an update.
  const page = { ...payload, user, version: bootstrap.version };
  // A `?region=` link (hreflang alternates) switches the region and remembers it.
  const fromQuery = new URL(request.url).searchParams.get('region');
  const headers = new Headers();
  if (fromQuery)
    headers.append('set-cookie', `region=${shell.region.id}; Path=/; Max-Age=31536000; SameSite=Lax`);
  return data(page, { headers });
}

// The region cookie set by a `?region=` visit must reach the browser with the page.
export const headers: Route.HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  for (const cookie of loaderHeaders.getSetCookie()) merged.append('set-cookie', cookie);
  return merged;
};

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The display face is `font-display: swap` (headings show in the fallback serif until it arrives), so
  // it need not compete with the stylesheet and the largest image: fetched early, at low priority.
  {
    rel: 'preload',
    href: displayFontUrl,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
    fetchPriority: 'low',
  },
];

// Pages name themselves; an error that reaches the root (a failed load, an order link with a bad token)
// still gets a title.
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? 'Page not found' : 'Something went wrong' },
    { name: 'robots', content: 'noindex' },
  ];
};

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  // The messages every matched route embedded: the shell's from the root, the page's from its route.
  const sets = useMatches()
    .map((match) => (match.loaderData as { messages?: PageMessages } | undefined)?.messages)
    .filter((set): set is PageMessages => Boolean(set?.namespaces));
  const namespaces = sets.map((set) => set.namespaces.join()).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a locale's namespaces always hold the same messages, so their names are the key.
  const i18n = useMemo(() => (root ? createTranslator(root.locale, sets) : null), [root?.locale, namespaces]);
  // The page is live once its root has hydrated and the code of its lazily loaded parts has arrived: from
  // then on React handles an event anywhere in it, hydrating first the part (a <Suspense> boundary) the
  // event lands on if that part is still waiting (lib/page-live.ts).
  useEffect(() => {
    void pageSettled().then(() => {
      document.documentElement.dataset.hydrated = '';
    });
  }, []);
  // Script errors the page meets go to the server's log (POST /api/error/report).
  useEffect(() => installErrorReporting(), []);
  // Each page the visit reaches is a waypoint of the data layer (after its title is set).
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackWaypoint(`${pathname}${search}`, document.title);
  }, [pathname, search]);
  // What the page shell mounts once on every page, from the features that listen: API events (401, a shop
  // update, success messages) and the purchase-options hash (a `#{mode}-{id}` URL opens the modal).
  const listeners = (
    <>
      <PurchaseOptionsHashListener />
      <ApiEventsListener />
    </>
  );
  const body = (
    <>
      {root ? (
        <AuthProvider>
          {/* Above the modals: a dialog's content (the purchase options' heart) may ask for an account. */}
          <SignInModalProvider load={loadMiniAuthModal}>
            <ModalProvider>
              <PageShell listeners={listeners}>{children}</PageShell>
            </ModalProvider>
          </SignInModalProvider>
        </AuthProvider>
      ) : (
        children
      )}
      <ScrollRestoration nonce={nonce} />
      <Scripts nonce={nonce} />
    </>
  );
  return (
    <html lang={root?.locale ?? 'en-AU'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>{i18n ? <I18nProvider i18n={i18n}>{body}</I18nProvider> : body}</body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A thrown error (not an answer such as a 404) is a fault of the page: the server hears of it.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError({ error });
  }, [error]);
  // The same page again, as a plain link: it works before (or without) scripts.
  const again = `${location.pathname}${location.search}`;
  return (
    <div className="mx-auto max-w-3xl p-8">
      <h1 className="font-display text-3xl">{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
      {status === 405 ? (
        // A form that only works with scripts, sent before they loaded (or with them off).
        <p className="mt-4">
          This form needs the page to finish loading, with JavaScript on.{' '}
          <a href={again} className="font-semibold">
            Back to the page
          </a>
        </p>
      ) : status === 404 ? null : (
        <p className="mt-4">
          We could not load this page just now. Please try again in a moment.{' '}
          <a href={again} className="font-semibold">
            Try again
          </a>
        </p>
      )}
      <p className="mt-4">
        <Link to="/">Back to the homepage</Link>
      </p>
    </div>
  );
}
