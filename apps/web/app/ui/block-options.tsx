import { useEffect, useId, useState } from 'react';
import { useT } from '../features/i18n/use-t.tsx';
import { looksLikeKey } from './alert-timing.ts';
import { blockOptionsReducer, clientErrors, type OptionError } from './block-options-state.ts';

export type { OptionError } from './block-options-state.ts';

export interface BlockOption {
  value: string;
  label: React.ReactNode;
  description?: React.ReactNode;
  /** Shown at the end of the block (a price, a badge). */
  aside?: React.ReactNode;
  /** False greys the option out; a selected option that becomes unavailable is parked (default true). */
  available?: boolean;
  /** Why it is unavailable (already translated). */
  unavailableNote?: React.ReactNode;
}

export interface BlockOptionsProps {
  /** Radio group name. */
  name: string;
  legend: React.ReactNode;
  /** Visually hide the legend (it still names the group). */
  hideLegend?: boolean;
  options: readonly BlockOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Messages of this field; only client-type ones are shown. Keys are translated. */
  errors?: readonly OptionError[];
  disabled?: boolean;
}

/**
 * A radio list of option blocks. When the selected option becomes unavailable the selection is parked
 * (nothing selected) and restored when the option returns, unless another one was chosen meanwhile.
 */
export function BlockOptions({
  name,
  legend,
  hideLegend,
  options,
  value,
  onChange,
  errors,
  disabled,
}: BlockOptionsProps) {
  const t = useT();
  const errorId = useId();
  const [parked, setParked] = useState<string | null>(null);
  const available = options.filter((option) => option.available !== false).map((option) => option.value);
  const availableKey = available.join('\n');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when availability changes, by its key
  useEffect(() => {
    const next = blockOptionsReducer({ selected: value, parked }, { type: 'availability', available });
    if (next.parked !== parked) setParked(next.parked);
    if (next.selected !== value) onChange(next.selected);
  }, [availableKey]);

  const shownErrors = clientErrors(errors);
  return (
    <fieldset aria-describedby={shownErrors.length > 0 ? errorId : undefined} disabled={disabled}>
      <legend className={hideLegend ? 'sr-only' : 'mb-2 text-sm font-semibold text-ink'}>{legend}</legend>
      <div className="flex flex-col gap-2">
        {options.map((option) => {
          const unavailable = option.available === false;
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={`flex items-start gap-3 rounded-xl border p-4 transition-colors ${
                unavailable
                  ? 'cursor-not-allowed border-line bg-sand/50 text-ink-soft'
                  : checked
                    ? 'cursor-pointer border-accent bg-accent/5 ring-1 ring-accent'
                    : 'cursor-pointer border-line bg-paper hover:border-ink-soft'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                disabled={unavailable}
                onChange={() => {
                  setParked(null);
                  onChange(
                    blockOptionsReducer({ selected: value, parked }, { type: 'select', value: option.value })
                      .selected,
                  );
                }}
                className="mt-1 size-4 accent-accent"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-ink">{option.label}</span>
                {option.description ? (
                  <span className="mt-0.5 block text-sm text-ink-soft">{option.description}</span>
                ) : null}
                {unavailable && option.unavailableNote ? (
                  <span className="mt-0.5 block text-sm text-ink-soft">{option.unavailableNote}</span>
                ) : null}
              </span>
              {option.aside ? (
                <span className="shrink-0 text-sm font-medium text-ink">{option.aside}</span>
              ) : null}
            </label>
          );
        })}
      </div>
      {shownErrors.length > 0 ? (
        <div id={errorId} className="mt-2 text-sm text-danger">
          {shownErrors.map((error) => (
            <p key={error.message}>{looksLikeKey(error.message) ? t(error.message) : error.message}</p>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
