import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n/use-t.tsx';
import { clampQuantity, stepQuantity } from './quantity.ts';

export { clampQuantity, stepQuantity } from './quantity.ts';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Smallest quantity (default 0). */
  min?: number;
  max?: number;
  /** Accessible name of the number box, e.g. 'Quantity'. */
  label: string;
  id?: string;
  name?: string;
  disabled?: boolean;
}

/** − [n] +: steps by 1; typing is free and the number is clamped to min and max on blur. */
export function QuantityStepper({
  value,
  onChange,
  min = 0,
  max,
  label,
  id,
  name,
  disabled,
}: QuantityStepperProps) {
  const t = useT();
  const limits = { min, max };
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (next: number) => {
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const button =
    'flex size-10 items-center justify-center text-ink hover:bg-sand disabled:cursor-not-allowed disabled:text-ink-soft/50 disabled:hover:bg-transparent';
  return (
    <div className="inline-flex items-stretch overflow-hidden rounded-lg border border-line bg-paper">
      <button
        type="button"
        className={button}
        onClick={() => commit(stepQuantity(draft, -1, limits))}
        disabled={disabled || clampQuantity(draft, limits) <= min}
        aria-label={t('shell.quantity.decrease')}
      >
        <span aria-hidden="true" className="text-lg leading-none">
          −
        </span>
      </button>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit(clampQuantity(draft, limits))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
            event.preventDefault();
            commit(stepQuantity(draft, event.key === 'ArrowUp' ? 1 : -1, limits));
          }
        }}
        className="w-14 border-x border-line bg-transparent text-center tabular-nums text-ink focus-visible:outline-offset-0"
      />
      <button
        type="button"
        className={button}
        onClick={() => commit(stepQuantity(draft, 1, limits))}
        disabled={disabled || (max !== undefined && clampQuantity(draft, limits) >= max)}
        aria-label={t('shell.quantity.increase')}
      >
        <span aria-hidden="true" className="text-lg leading-none">
          +
        </span>
      </button>
    </div>
  );
}
