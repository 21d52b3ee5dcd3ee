import type { Bootstrap } from '@cardshop/shared/contracts/config';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { servicesFrom } from './context.ts';
import { requestedRegion } from './features/shell/region.ts';
import './app.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const shell = await servicesFrom(context).shell.bootstrap(requestedRegion(request));
  return { shell };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={data?.shell.region.locale ?? 'en-AU'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {data ? <Header shell={data.shell} /> : null}
        <main id="main">{children}</main>
        {data ? <Footer shell={data.shell} /> : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Header({ shell }: { shell: Bootstrap }) {
  return (
    <header className="site-header">
      <Link to="/" className="brand">
        {shell.brand.name}
      </Link>
      <nav aria-label="Primary">
        <ul>
          {shell.navigation.primary.map((item) => (
            <li key={item.id}>
              <Link to={item.url}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

function Footer({ shell }: { shell: Bootstrap }) {
  const address = shell.region.displayAddress ?? shell.brand.defaultAddress;
  return (
    <footer className="site-footer">
      {shell.navigation.footer.map((group) => (
        <section key={group.label}>
          <h2>{group.label}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.id}>
                <Link to={link.url}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <address>{address.join(', ')}</address>
      <p>
        © {new Date().getFullYear()} {shell.brand.name}
      </p>
    </footer>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="page">
      <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        <Link to="/">Back to the homepage</Link>
      </p>
    </div>
  );
}
