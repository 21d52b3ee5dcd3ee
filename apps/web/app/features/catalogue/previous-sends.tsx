import { useAuth } from '../../lib/auth/use-auth.tsx';
import { useT } from '../../lib/i18n/use-t.tsx';
import { previousSendsOf, previousSendsSummary } from './purchase-controls.ts';

/**
 * Who the signed-in visitor sent this card to before (`user.previousSends[cardId]`): 8 names (5 on a
 * phone, by CSS so server and browser render the same), then '+ N other recipients'. Nothing for guests
 * or for a card they have not sent.
 */
export function PreviousSends({ cardId }: { cardId: string }) {
  const t = useT();
  const { user } = useAuth();
  const names = previousSendsOf(user, cardId);
  if (names.length === 0) return null;
  const wide = previousSendsSummary(names, false);
  const narrow = previousSendsSummary(names, true);
  return (
    <details className="group rounded-xl border border-line bg-paper text-sm">
      <summary className="cursor-pointer list-none px-4 py-3 font-medium text-ink">
        {t('catalogue.purchase.previous.title', { count: names.length })}
      </summary>
      <ul className="flex flex-wrap gap-2 px-4 pb-3">
        {wide.shown.map((name, index) => (
          <li
            key={`${name}-${index}`}
            className={`rounded-full bg-sand px-3 py-1 ${index >= narrow.shown.length ? 'max-md:hidden' : ''}`}
          >
            {name}
          </li>
        ))}
        {narrow.others > 0 ? (
          <li className="px-1 py-1 text-ink-soft md:hidden">
            {t('catalogue.purchase.previous.others', { count: narrow.others })}
          </li>
        ) : null}
        {wide.others > 0 ? (
          <li className="px-1 py-1 text-ink-soft max-md:hidden">
            {t('catalogue.purchase.previous.others', { count: wide.others })}
          </li>
        ) : null}
      </ul>
    </details>
  );
}
