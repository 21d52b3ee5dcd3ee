import type { SavedCard } from '@cardshop/shared/contracts/saved-card';
import { brandName, expiryText } from '@cardshop/shared/rules/saved-card';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ACCOUNT_BUTTON } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icons.tsx';

// The saved card at checkout (issue 17, decision 0025): paying with it in one press, and the box that
// saves the card typed below for next time. Signed-in buyers only; the page shows neither otherwise.

/** "Pay with Visa •••• 4242": the signed-in buyer's saved card, above the card form. */
export function SavedCardChoice({
  card,
  disabled,
  onPay,
}: {
  card: SavedCard;
  disabled: boolean;
  onPay: () => void;
}) {
  const t = useT();
  const brand = brandName(card.brand);
  return (
    <div className="mb-6 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        <Icon name="card" size={26} className="mt-0.5 shrink-0 text-accent" />
        <p className="text-sm text-ink-soft">
          <span className="block font-semibold text-ink">{t('checkout.saved-card.title')}</span>
          {t('checkout.saved-card.details', {
            brand,
            last4: card.last4,
            expiry: expiryText(card.expMonth, card.expYear),
          })}
        </p>
      </div>
      <button
        type="button"
        disabled={disabled}
        onClick={onPay}
        className={`${ACCOUNT_BUTTON} mt-4 w-full text-base sm:w-auto sm:min-w-64`}
      >
        {t('checkout.saved-card.pay', { brand, last4: card.last4 })}
      </button>
      <p className="mt-4 border-t border-line pt-3 text-sm text-ink-soft">
        {t('checkout.saved-card.or-other')}
      </p>
    </div>
  );
}

/** "Save this card for next time": off unless the buyer ticks it. */
export function SaveCardCheckbox({
  id,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  // The whole line is the label, so a thumb finds the box on a phone.
  return (
    <div className="mt-5">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 font-medium text-ink">
        <input
          id={id}
          name="saveCard"
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="size-6 shrink-0 cursor-pointer accent-accent"
        />
        {t('checkout.saved-card.save')}
      </label>
      <p id={`${id}-hint`} className="pl-9 text-sm text-ink-soft">
        {t('checkout.saved-card.save-hint')}
      </p>
    </div>
  );
}
