import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';

/** What a path of no page shows, with its 404: the root's not-found page, in the visitor's words. */
export function NotFoundPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl p-8">
      <h1 className="font-display text-3xl">{t('global.not-found.title')}</h1>
      <p className="mt-4">
        <Link to="/">{t('global.not-found.home')}</Link>
      </p>
    </div>
  );
}
