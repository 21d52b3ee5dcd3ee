import { BLANK_QUANTITY_MAX, BLANK_QUANTITY_MIN } from '@cardshop/shared/constants';
import { useId, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';
import { quantityFromInput, stepQuantity } from './purchase-quantity.ts';

/** A quantity field with − and + buttons: steps of 1, typed values clamped to the range when left. */
export function QuantityStepper({
  value,
  onChange,
  min = BLANK_QUANTITY_MIN,
  max = BLANK_QUANTITY_MAX,
  label,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  label: string;
}) {
  const t = useT();
  const id = useId();
  const hintId = useId();
  // What the visitor is typing; the value proper changes when the field is left.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (text: string) => {
    setDraft(null);
    onChange(quantityFromInput(text, min, max));
  };
  const button =
    'inline-flex size-11 cursor-pointer items-center justify-center text-xl text-ink transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:text-ink-soft/50 disabled:hover:bg-transparent';
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-1.5 inline-flex items-stretch overflow-hidden rounded-lg border border-line bg-white">
        <button
          type="button"
          className={button}
          onClick={() => onChange(stepQuantity(value, -1, min, max))}
          disabled={value <= min}
          aria-label={t('catalogue.purchase.quantity.decrease')}
        >
          −
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={hintId}
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
          className="w-16 border-x border-line text-center text-base tabular-nums text-ink outline-none focus-visible:bg-sand"
        />
        <button
          type="button"
          className={button}
          onClick={() => onChange(stepQuantity(value, 1, min, max))}
          disabled={value >= max}
          aria-label={t('catalogue.purchase.quantity.increase')}
        >
          +
        </button>
      </div>
      <p id={hintId} className="mt-1 text-xs text-ink-soft">
        {t('catalogue.purchase.quantity.range', { min, max })}
      </p>
    </div>
  );
}
