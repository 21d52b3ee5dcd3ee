import { formatMoneyFor } from '@cardshop/shared/rules/money';
import { useShell } from '../lib/shell/use-shell.ts';

/**
 * An amount in minor units, formatted by its currency's settings (symbol, precision, separators); one in a
 * currency other than the visitor's region's says its code (a cart kept from another region).
 */
export function Money({
  value,
  currency,
  withCode,
}: {
  value: number;
  currency: string;
  withCode?: boolean;
}) {
  const { currencies, region } = useShell();
  const settings = currencies[currency];
  if (!settings)
    return (
      <span>
        {(value / 100).toFixed(2)} {currency}
      </span>
    );
  return (
    <span className="tabular-nums">
      {formatMoneyFor(value, settings, region.currency, withCode === undefined ? {} : { withCode })}
    </span>
  );
}

/** The formatter of the visitor's currencies, for text that is not an element (aria labels, alt text). */
export function useFormatMoney(): (value: number, currency: string) => string {
  const { currencies, region } = useShell();
  return (value, currency) => {
    const settings = currencies[currency];
    return settings
      ? formatMoneyFor(value, settings, region.currency)
      : `${(value / 100).toFixed(2)} ${currency}`;
  };
}
