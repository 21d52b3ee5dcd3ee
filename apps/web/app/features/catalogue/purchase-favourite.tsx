import type { User } from '@cardshop/shared/contracts/auth';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ApiError, api } from '../../lib/api.ts';
import { useRequireSignIn } from '../../lib/auth/sign-in-prompt.tsx';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { useT } from '../../lib/i18n/use-t.tsx';
import { favouriteActionFor, favouritePath, isFavourite, withFavourites } from './favourites.ts';
import { FAVOURITE_TOOLTIP_STEPS, type TooltipPhase } from './purchase-controls.ts';

/**
 * The heart that keeps a card among the user's favourites. Every heart reads the signed-in user's
 * favourites map, so they agree across the page. A signed-out visitor is asked to sign in (the mini-auth
 * modal) and the press is then carried out; a dismissed modal and any failure leave it quietly as it was
 * (spec §8). A change shows an 'added' / 'removed' tooltip for 1500 ms, fading over 300 ms.
 */
export function FavouriteButton({
  cardId,
  cardName,
  size = 'md',
  className = '',
}: {
  cardId: string;
  cardName: string;
  /** 'sm' on card tiles. */
  size?: 'md' | 'sm';
  className?: string;
}) {
  const t = useT();
  const { user, setUser } = useAuth();
  const requireSignIn = useRequireSignIn();
  // The state being saved, shown at once; null when the user's map is the truth.
  const [pending, setPending] = useState<boolean | null>(null);
  const [tooltip, setTooltip] = useState<{ text: string; phase: TooltipPhase } | null>(null);
  const timers = useRef<number[]>([]);
  const busy = useRef(false);
  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );
  const favourited = pending ?? isFavourite(user, cardId);

  const showTooltip = (added: boolean) => {
    for (const timer of timers.current) window.clearTimeout(timer);
    const text = t(added ? 'catalogue.card.favourite.added' : 'catalogue.card.favourite.removed');
    setTooltip({ text, phase: 'shown' });
    timers.current = FAVOURITE_TOOLTIP_STEPS.map((step) =>
      window.setTimeout(
        () => setTooltip((current) => (current ? { ...current, phase: step.phase } : null)),
        step.at,
      ),
    );
  };

  const save = (action: 'add' | 'remove') =>
    // A 401 here is this control's business: it asks the visitor to sign in again itself.
    api<Record<string, boolean>>(favouritePath(action, cardId), { method: 'POST', ignoreAuthFailure: true });

  const toggle = async () => {
    if (busy.current) return;
    busy.current = true;
    // Decided from what the visitor saw: an empty heart (signed out included) means add.
    const action = favouriteActionFor(user, cardId);
    try {
      let account: User = user ?? (await requireSignIn());
      setPending(action === 'add');
      let favourites: Record<string, boolean>;
      try {
        favourites = await save(action);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
        // The session ended meanwhile: sign in again, then carry the press out. The sign-in asks only a
        // signed-out page, so the page learns it is signed out first.
        flushSync(() => {
          setUser(null);
          setPending(null);
        });
        account = await requireSignIn();
        setPending(action === 'add');
        favourites = await save(action);
      }
      setUser(withFavourites(account, favourites));
      showTooltip(isFavourite({ favourites }, cardId));
    } catch {
      // Dismissed sign-in or a failed call: the heart stays as it was, without a message (spec §8).
    } finally {
      setPending(null);
      busy.current = false;
    }
  };

  return (
    <span className={`relative inline-flex ${className}`}>
      <button
        type="button"
        onClick={() => void toggle()}
        aria-pressed={favourited}
        aria-label={t(favourited ? 'catalogue.card.favourite.remove' : 'catalogue.card.favourite.add', {
          name: cardName,
        })}
        title={t(favourited ? 'catalogue.card.favourite.remove-short' : 'catalogue.card.favourite.add-short')}
        className={`inline-flex cursor-pointer items-center justify-center rounded-full border border-line bg-paper text-accent transition-colors hover:border-accent hover:bg-sand ${
          size === 'sm' ? 'size-10 shadow-sm' : 'size-12'
        }`}
      >
        <svg
          viewBox="0 0 24 24"
          width={size === 'sm' ? 18 : 22}
          height={size === 'sm' ? 18 : 22}
          aria-hidden="true"
        >
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.7 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.5 0 5.8 3.4 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
            fill={favourited ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <span
        role="status"
        className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 -translate-x-1/2"
      >
        {tooltip && tooltip.phase !== 'hidden' ? (
          <span
            className={`block whitespace-nowrap rounded-md bg-ink px-2.5 py-1 text-xs text-paper shadow transition-opacity duration-300 ${tooltip.phase === 'hiding' ? 'opacity-0' : 'opacity-100'}`}
          >
            {tooltip.text}
          </span>
        ) : null}
      </span>
    </span>
  );
}
