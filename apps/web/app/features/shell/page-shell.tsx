import { Link } from 'react-router';
import { useShell } from './use-shell.ts';

/** The frame of every page: header with navigation, the page, and the footer. */
export function PageShell({ children }: { children: React.ReactNode }) {
  const shell = useShell();
  const address = shell.region.displayAddress ?? shell.brand.defaultAddress;
  return (
    <>
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
      <main id="main">{children}</main>
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
    </>
  );
}
