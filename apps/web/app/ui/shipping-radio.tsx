import type { ShippingOption } from '@cardshop/shared/contracts/shipping';
import { useT } from '../lib/i18n/use-t.tsx';
import { deliveryDates } from '../lib/shipping-options.ts';
import { Money } from './money.tsx';

/**
 * One postage option to choose: its label, cost ('Free' at nothing) and, unless the caller shows dates
 * of its own, when it arrives. Used by the blank purchase and the card writer's compose panel.
 */
export function ShippingRadio({
  option,
  name,
  checked,
  onChange,
  currency,
  id,
  showArrival = true,
}: {
  option: ShippingOption;
  name: string;
  checked: boolean;
  onChange: () => void;
  currency: string;
  /** The input's id, for a field error to point at. */
  id?: string;
  showArrival?: boolean;
}) {
  const t = useT();
  const dates = deliveryDates(option.window);
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-white px-4 py-3 has-[:checked]:border-accent">
      <input
        type="radio"
        name={name}
        value={option.type}
        id={id}
        checked={checked}
        onChange={onChange}
        className="mt-1 size-4 shrink-0 accent-accent"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-medium text-ink">{option.label}</span>
          <span className="font-semibold text-ink">
            {option.cost === 0 ? (
              t('cart.blank.shipping.free')
            ) : (
              <Money value={option.cost} currency={currency} />
            )}
          </span>
        </span>
        {showArrival ? (
          <span className="block text-sm text-ink-soft">
            {'on' in dates
              ? t('cart.blank.shipping.arrives-on', { date: dates.on })
              : t('cart.blank.shipping.arrives', { from: dates.from, to: dates.to })}
          </span>
        ) : null}
      </span>
    </label>
  );
}
