import type { CardSummary } from '@cardshop/shared/contracts/catalogue';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ACCOUNT_BUTTON } from '../../ui/form-controls.tsx';

/**
 * /favourites: the user's favourite cards as listing tiles, newest first, each with its heart. A card
 * taken off stays until the page is left, so a slip is undone with one more press. The tiles are the
 * catalogue's (`children`: routes/account/favourites.tsx composes them).
 */
export function FavouritesPage({ cards, children }: { cards: CardSummary[]; children: React.ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:pt-10">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl leading-tight sm:text-4xl">{t('account.favourites.title')}</h1>
          <p className="mt-2 text-ink-soft">
            {cards.length > 0
              ? t('account.favourites.count', { count: cards.length })
              : t('account.favourites.intro')}
          </p>
        </div>
        <Link to="/account" className="text-sm font-medium">
          {t('account.favourites.account')}
        </Link>
      </header>
      {cards.length === 0 ? (
        <div className="rounded-2xl border border-line bg-sand px-5 py-10 text-center">
          <p className="font-display text-2xl text-ink">{t('account.favourites.empty')}</p>
          <p className="mx-auto mt-2 max-w-md text-ink-soft">{t('account.favourites.empty-text')}</p>
          <Link to="/cards" className={`${ACCOUNT_BUTTON} mt-6`}>
            {t('account.favourites.browse')}
          </Link>
        </div>
      ) : (
        children
      )}
    </div>
  );
}
