import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/use-t.tsx';
import { FAVOURITE_TOOLTIP_STEPS, loginRedirectUrl, type TooltipPhase } from './purchase-controls.ts';

/**
 * The heart that adds a card to the visitor's favourites. Favourites need an account: a signed-out visitor
 * is sent to sign in and brought back to `returnTo`. Signed in (when accounts land), it toggles and shows
 * an 'added' / 'removed' tooltip for 1500 ms, fading over 300 ms.
 */
export function FavouriteButton({
  cardName,
  returnTo,
  signedIn = false,
  initial = false,
  onToggle,
  onSignIn,
  className = '',
}: {
  cardName: string;
  /** Where sign-in brings the visitor back to (path, query and hash). */
  returnTo: () => string;
  signedIn?: boolean;
  initial?: boolean;
  /** Saves the change (the favourites API, when accounts land). */
  onToggle?: (favourited: boolean) => void;
  /** Goes to the sign-in page; the purchase modal closes itself first. */
  onSignIn?: (url: string) => void;
  className?: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [favourited, setFavourited] = useState(initial);
  const [tooltip, setTooltip] = useState<{ text: string; phase: TooltipPhase } | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  const toggle = () => {
    if (!signedIn) {
      const url = loginRedirectUrl(returnTo());
      if (onSignIn) onSignIn(url);
      else void navigate(url);
      return;
    }
    const next = !favourited;
    setFavourited(next);
    onToggle?.(next);
    for (const timer of timers.current) window.clearTimeout(timer);
    const text = t(next ? 'catalogue.card.favourite.added' : 'catalogue.card.favourite.removed');
    setTooltip({ text, phase: 'shown' });
    timers.current = FAVOURITE_TOOLTIP_STEPS.map((step) =>
      window.setTimeout(
        () => setTooltip((current) => (current ? { ...current, phase: step.phase } : null)),
        step.at,
      ),
    );
  };

  return (
    <span className={`relative inline-flex ${className}`}>
      <button
        type="button"
        onClick={toggle}
        aria-pressed={signedIn ? favourited : undefined}
        aria-label={t(favourited ? 'catalogue.card.favourite.remove' : 'catalogue.card.favourite.add', {
          name: cardName,
        })}
        title={t(favourited ? 'catalogue.card.favourite.remove-short' : 'catalogue.card.favourite.add-short')}
        className="inline-flex size-12 cursor-pointer items-center justify-center rounded-full border border-line bg-paper text-accent transition-colors hover:border-accent hover:bg-sand"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.7 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.5 0 5.8 3.4 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
            fill={favourited ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <span role="status" className="pointer-events-none absolute bottom-full left-1/2 mb-2 -translate-x-1/2">
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
