import type { TestCards } from '@cardshop/shared/contracts/payments';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Field } from '../form-controls.tsx';
import { type CardField, type CardValues, formatCardNumber, formatExpiry } from './card-form.ts';

// The card fields of the built-in test gateway, for every page that takes a card payment (the checkout,
// buying credits). Only the fields: each page sends the card its own way.

type Card = TestCards['cards'][number];

/** The documented test card numbers: those the page's loader brought, else loaded once per visit. */
function useTestCards(given?: Card[]): Card[] | null {
  const [cards, setCards] = useState<Card[] | null>(given ?? null);
  useEffect(() => {
    if (given) return;
    let live = true;
    api<TestCards>('/api/payment/test/cards')
      .then((answer) => live && setCards(answer.cards))
      .catch(() => live && setCards([]));
    return () => {
      live = false;
    };
  }, [given]);
  return cards;
}

/**
 * The card fields of the built-in test gateway, marked as test mode, with the test numbers listed (a
 * number can be copied into the form with one press). Nothing typed here is a real card.
 */
export function TestCardFields({
  values,
  errors,
  idFor,
  disabled,
  onChange,
  cards: given,
}: {
  values: CardValues;
  errors: Partial<Record<CardField, string>>;
  idFor: (field: CardField) => string;
  disabled: boolean;
  onChange: (field: CardField, value: string) => void;
  /** The test cards, when the page's loader brought them (they show before scripts run). */
  cards?: Card[];
}) {
  const t = useT();
  const cards = useTestCards(given);
  const control = (field: CardField) => ({
    name: `card-${field}`,
    value: values[field],
    disabled,
  });
  return (
    <div>
      <div className="rounded-xl border border-warning/40 bg-warning/10 px-4 py-3 text-sm text-ink">
        <p className="font-semibold text-warning">{t('checkout.test-mode')}</p>
        <p className="mt-1">{t('checkout.card.test-intro')}</p>
        {cards && cards.length > 0 ? (
          <details className="mt-2">
            <summary className="flex min-h-11 cursor-pointer items-center font-medium text-accent underline">
              {t('checkout.card.test-cards')}
            </summary>
            {/* Phones: the number and its button, the description under them; wider: one row each. */}
            <ul className="mt-1 divide-y divide-warning/20">
              {cards.map((card) => (
                <li
                  key={card.number}
                  className="grid grid-cols-[auto_1fr] items-center gap-x-3 py-1 sm:grid-cols-[auto_1fr_auto]"
                >
                  <code className="col-start-1 row-start-1 justify-self-start rounded bg-paper px-2 py-0.5 font-mono text-[0.85rem] whitespace-nowrap text-ink">
                    {formatCardNumber(card.number)}
                  </code>
                  <span className="col-span-2 row-start-2 pb-1 text-ink-soft sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:pb-0">
                    {card.description}
                  </span>
                  <button
                    type="button"
                    disabled={disabled}
                    className="col-start-2 row-start-1 min-h-11 cursor-pointer justify-self-start rounded-full px-2 font-medium text-accent underline disabled:cursor-not-allowed sm:col-start-3"
                    onClick={() => onChange('number', formatCardNumber(card.number))}
                    aria-label={t('checkout.card.use-number-label', {
                      number: formatCardNumber(card.number),
                    })}
                  >
                    {t('checkout.card.use-number')}
                  </button>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>

      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field id={idFor('number')} label={t('checkout.card.number')} error={errors.number}>
            {(props) => (
              <input
                {...props}
                {...control('number')}
                type="text"
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="4242 4242 4242 4242"
                onChange={(event) => onChange('number', formatCardNumber(event.target.value))}
              />
            )}
          </Field>
        </div>
        <Field
          id={idFor('expiry')}
          label={t('checkout.card.expiry')}
          hint={t('checkout.card.expiry-hint')}
          error={errors.expiry}
        >
          {(props) => (
            <input
              {...props}
              {...control('expiry')}
              type="text"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('checkout.card.expiry-placeholder')}
              onChange={(event) => onChange('expiry', formatExpiry(event.target.value, values.expiry))}
            />
          )}
        </Field>
        <Field id={idFor('cvc')} label={t('checkout.card.cvc')} error={errors.cvc}>
          {(props) => (
            <input
              {...props}
              {...control('cvc')}
              type="text"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              onChange={(event) => onChange('cvc', event.target.value.replace(/\D/g, ''))}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field id={idFor('name')} label={t('checkout.card.name')} error={errors.name}>
            {(props) => (
              <input
                {...props}
                {...control('name')}
                type="text"
                autoComplete="cc-name"
                onChange={(event) => onChange('name', event.target.value)}
              />
            )}
          </Field>
        </div>
      </div>
    </div>
  );
}
