import type { GiftCardSummary } from '@cardshop/shared/contracts/gift-cards';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { saveSelection } from '../../lib/gift-card-selection.ts';
import { OCCASIONS_PATH } from '../../lib/gift-categories.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { useAlerts } from '../../ui/alerts.tsx';
import {
  amountOptions,
  buildSelection,
  categoryUrl,
  initialQuickAddValues,
  isValid,
  promptFor,
  type QuickAddErrors,
  type QuickAddField,
  type QuickAddValues,
  validateQuickAdd,
} from './gift-card-quick-add-logic.ts';

const PROMPT_KEYS = {
  occasion: 'gift-cards.quick-add.prompt.occasion',
  artwork: 'gift-cards.quick-add.prompt.artwork',
} as const;

const FIELD_ORDER: QuickAddField[] = ['amount', 'category', 'region'];

// sessionStorage itself can throw (blocked storage, some private modes).
function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Adds a gift card to the next card sent: amount, occasion (which leads to that occasion's cards), the card's
 * region (fixed, shown as text) and whether the recipient may swap it. The selection waits in sessionStorage.
 */
export function GiftCardQuickAdd({
  card,
  disabled = false,
  layout = 'compact',
}: {
  card: GiftCardSummary;
  disabled?: boolean;
  /** compact: a tile's narrow column; roomy: the detail page's send section. */
  layout?: 'compact' | 'roomy';
}) {
  const t = useT();
  const shell = useShell();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const id = useId();
  const options = shell.giftCategories;
  const amounts = amountOptions(card);
  const [values, setValues] = useState<QuickAddValues>(() => initialQuickAddValues(card));
  const [errors, setErrors] = useState<QuickAddErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [processing, setProcessing] = useState(false);
  const fields = {
    amount: useRef<HTMLSelectElement>(null),
    category: useRef<HTMLSelectElement>(null),
  };

  const regionName = shell.regions.find((region) => region.iso === values.region)?.name ?? values.region;
  const locked = disabled || processing;

  function update(next: Partial<QuickAddValues>) {
    const merged = { ...values, ...next };
    setValues(merged);
    // After a first attempt, messages follow the fields as they are fixed.
    if (submitted) setErrors(validateQuickAdd(merged, card, options));
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    setSubmitted(true);
    const found = validateQuickAdd(values, card, options);
    setErrors(found);
    if (!isValid(found)) {
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first && first !== 'region') fields[first].current?.focus();
      return;
    }
    const selection = buildSelection(card, values);
    saveSelection(sessionStore(), selection);
    const prompt = promptFor(selection.category);
    if (prompt) alerts.show({ type: 'success', message: PROMPT_KEYS[prompt] });
    setProcessing(true);
    void navigate(categoryUrl(selection.category, options));
  }

  const errorId = (field: QuickAddField) => `${id}-${field}-error`;
  const describedBy = (field: QuickAddField, hint?: string) =>
    [errors[field] ? errorId(field) : null, hint].filter(Boolean).join(' ') || undefined;
  const roomy = layout === 'roomy';
  const selectClass =
    'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-ink shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:bg-sand';

  return (
    <form
      method="get"
      action={OCCASIONS_PATH}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('gift-cards.quick-add.label', { name: card.name })}
      aria-busy={processing || undefined}
      className={roomy ? 'grid gap-4 sm:grid-cols-2' : 'flex flex-1 flex-col gap-3'}
    >
      <div>
        <label htmlFor={`${id}-amount`} className="mb-1 block text-sm font-medium text-ink">
          {t('gift-cards.quick-add.amount')}
        </label>
        <select
          ref={fields.amount}
          id={`${id}-amount`}
          name="amount"
          value={values.amount}
          required
          disabled={locked}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={describedBy('amount')}
          onChange={(event) => update({ amount: event.target.value })}
          className={`${selectClass} ${errors.amount ? 'border-danger' : 'border-line'}`}
        >
          <option value="">{t('gift-cards.quick-add.amount.placeholder')}</option>
          {amounts.map((amount) => (
            <option key={amount.value} value={amount.value}>
              {amount.label}
            </option>
          ))}
        </select>
        <FieldError id={errorId('amount')} message={errors.amount ? t(errors.amount) : null} />
      </div>

      <div>
        <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-medium text-ink">
          {t('gift-cards.quick-add.category')}
        </label>
        <select
          ref={fields.category}
          id={`${id}-category`}
          name="category"
          value={values.category}
          required
          disabled={locked}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={describedBy('category')}
          onChange={(event) => update({ category: event.target.value })}
          className={`${selectClass} ${errors.category ? 'border-danger' : 'border-line'}`}
        >
          <option value="">{t('gift-cards.quick-add.category.placeholder')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.name ?? t('gift-cards.quick-add.category.occasions')}
            </option>
          ))}
        </select>
        <FieldError id={errorId('category')} message={errors.category ? t(errors.category) : null} />
      </div>

      <div className={roomy ? 'sm:col-span-2' : undefined}>
        <p className="text-sm">
          <span className="font-medium text-ink">{t('gift-cards.quick-add.region')}</span>{' '}
          <span className="text-ink-soft">{regionName || t('gift-cards.quick-add.region.none')}</span>
        </p>
        <FieldError id={errorId('region')} message={errors.region ? t(errors.region) : null} />
      </div>

      {card.wildcard ? null : (
        <div className={roomy ? 'sm:col-span-2' : undefined}>
          <label className="flex items-start gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name="canChange"
              checked={values.canChange}
              disabled={locked}
              aria-describedby={roomy ? `${id}-can-change-hint` : undefined}
              onChange={(event) => update({ canChange: event.target.checked })}
              className="mt-0.5 size-4 shrink-0 accent-accent"
            />
            <span>
              {t('gift-cards.quick-add.can-change')}
              {roomy ? (
                <span id={`${id}-can-change-hint`} className="mt-0.5 block text-sm text-ink-soft">
                  {t('gift-cards.quick-add.can-change.hint')}
                </span>
              ) : null}
            </span>
          </label>
        </div>
      )}

      <div className={roomy ? 'sm:col-span-2' : 'mt-auto pt-1'}>
        <button
          type="submit"
          disabled={locked}
          className={`inline-flex w-full items-center justify-center gap-2 rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-accent-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed ${
            processing ? 'disabled:bg-accent-dark' : 'disabled:bg-ink-soft'
          } ${roomy ? 'sm:w-auto' : ''}`}
        >
          {processing ? (
            <>
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
              {t('gift-cards.quick-add.processing')}
            </>
          ) : (
            t('gift-cards.quick-add.submit')
          )}
        </button>
        {disabled ? (
          <p className="mt-2 text-xs text-ink-soft">{t('gift-cards.quick-add.unavailable')}</p>
        ) : null}
      </div>
    </form>
  );
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-xs font-medium text-danger">
      {message}
    </p>
  );
}
