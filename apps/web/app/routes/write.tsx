import { Link } from 'react-router';
import { useT } from '../features/i18n/use-t.tsx';

export function meta() {
  return [{ title: 'Write your card | Cardshop' }, { name: 'robots', content: 'noindex' }];
}

// A holding page until the card editor lands: it names the chosen card and offers the way back.
export default function Write() {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl">{t('global.write.holding.title')}</h1>
      <p className="mt-4 text-ink-soft">{t('global.write.holding.body')}</p>
      <p className="mt-8">
        <Link to="/cards">{t('global.write.holding.back')}</Link>
      </p>
    </div>
  );
}
