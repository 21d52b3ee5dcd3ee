import type { Breadcrumb } from '@cardshop/shared/contracts/catalogue';
import { Link } from 'react-router';
import { useT } from '../lib/i18n/use-t.tsx';

/** The trail from Home to this page; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const t = useT();
  const trail = [{ label: t('shell.breadcrumbs.home'), route: '/' }, ...items];
  return (
    <nav aria-label={t('shell.breadcrumbs.label')} className="text-sm text-ink-soft">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, index) => (
          <li key={crumb.route} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">›</span> : null}
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.route} className="text-ink-soft">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
