import { formatMoney } from '@cardshop/shared/rules/money';
import { useShell } from '../lib/shell/use-shell.ts';

/** An amount in minor units, formatted by its currency's settings (symbol, precision, separators). */
export function Money({
  value,
  currency,
  withCode,
}: {
  value: number;
  currency: string;
  withCode?: boolean;
}) {
  const settings = useShell().currencies[currency];
  if (!settings)
    return (
      <span>
        {(value / 100).toFixed(2)} {currency}
      </span>
    );
  return <span className="tabular-nums">{formatMoney(value, settings, { withCode })}</span>;
}

/** The formatter of the visitor's currencies, for text that is not an element (aria labels, alt text). */
export function useFormatMoney(): (value: number, currency: string) => string {
  const { currencies } = useShell();
  return (value, currency) => {
    const settings = currencies[currency];
    return settings ? formatMoney(value, settings) : `${(value / 100).toFixed(2)} ${currency}`;
  };
}
