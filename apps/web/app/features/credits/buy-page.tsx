import type {
  CreditsOverview,
  GiftCreditBalance,
  GiftCreditOverview,
} from '@cardshop/shared/contracts/credits';
import { creditPackPrice } from '@cardshop/shared/rules/credits';
import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { fieldErrorKeys } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { ACCOUNT_BUTTON, AccountPageHeader, Field } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { Money, useFormatMoney } from '../../ui/money.tsx';
import { CREDIT_HISTORY_URL, giftPayUrl, payUrl, tierBand } from './credits-links.ts';
import {
  BUY_FIELDS,
  type BuyAnswer,
  GIFT_FIELDS,
  GIFT_FORM,
  type GiftAnswer,
  SECTION_TITLE,
} from './credits-text.ts';

/** The balance, as a sentence: the account's, or its organisation's (decision 0036). */
export function Balance({
  balance,
  holder = 'account',
}: {
  balance: number;
  holder?: CreditsOverview['holder'];
}) {
  const t = useT();
  return (
    <p className="inline-flex rounded-full border border-line bg-sand px-4 py-1.5 text-sm font-semibold text-ink">
      {t(holder === 'organisation' ? 'credits.organisation-balance' : 'credits.balance', { count: balance })}
    </p>
  );
}

/** The gift credit held, one sentence a currency (decision 0027). */
export function GiftBalances({ balances }: { balances: readonly GiftCreditBalance[] }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('credits.gift.balances')}>
      {balances.map((held) => (
        <li
          key={held.currency}
          className="inline-flex rounded-full border border-line bg-sand px-4 py-1.5 text-sm font-semibold text-ink"
        >
          {t('credits.gift.balance', { amount: formatMoney(held.balance, held.currency) })}
        </li>
      ))}
    </ul>
  );
}

/**
 * The buying page's gift-credit section: what is held per currency, top-ups as links to pay for them,
 * and any other whole amount through a form posted to the page's action (with `form=gift-credit`).
 */
function GiftCreditSection({
  gift,
  canBuy,
  answer,
}: {
  gift: GiftCreditOverview;
  canBuy: boolean;
  answer?: GiftAnswer;
}) {
  const t = useT();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-gift`} className="mt-12 border-t border-line pt-10">
      <h2 id={`${id}-gift`} className={SECTION_TITLE}>
        {t('credits.gift.title')}
      </h2>
      <p className="mb-4 max-w-2xl text-ink-soft">{t('credits.gift.intro')}</p>
      <div className="mb-6">
        <GiftBalances balances={gift.balances} />
      </div>
      {canBuy ? <GiftTopUps gift={gift} answer={answer} /> : null}
    </section>
  );
}

/** The top-ups of gift credit: preset amounts to pay for, and any other whole amount. */
function GiftTopUps({ gift, answer }: { gift: GiftCreditOverview; answer: GiftAnswer | undefined }) {
  const t = useT();
  const id = useId();
  const formatMoney = useFormatMoney();
  const errors = fieldErrorKeys(answer?.errors ?? {}, GIFT_FIELDS);
  const busy = useNavigation().state === 'submitting';
  const unit = 10 ** gift.precision;
  const limits = {
    min: formatMoney(gift.min * unit, gift.currency),
    max: formatMoney(gift.max * unit, gift.currency),
  };
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-3 xl:grid-cols-5" aria-label={t('credits.gift.presets')}>
        {gift.presets.map((amount) => (
          <li key={amount}>
            <Link
              to={giftPayUrl(amount)}
              className="flex h-full flex-col gap-1 rounded-xl border border-line bg-white p-4 text-ink no-underline shadow-sm transition-colors hover:border-accent hover:no-underline"
            >
              <span className="font-display text-2xl">
                <Money value={amount * unit} currency={gift.currency} />
              </span>
              <span className="text-sm text-ink-soft">{t('credits.gift.preset-note')}</span>
            </Link>
          </li>
        ))}
      </ul>
      <NumberForm
        className="mt-6 max-w-md"
        form={GIFT_FORM}
        name="amount"
        id={`${id}-amount`}
        label={t('credits.gift.amount', { currency: gift.currency })}
        hint={t('credits.gift.amount-hint', limits)}
        error={errors.amount ? t('credits.gift.amount-error', limits) : undefined}
        min={gift.min}
        max={gift.max}
        value={answer?.values.amount ?? ''}
        messages={answer?.messages}
        busy={busy}
        submit={t('credits.gift.continue')}
      />
    </>
  );
}

/**
 * /account/credits/purchase: the balance, packs of credits at the region's tier prices (each a link to
 * pay for it), any other number through a form that posts to the page's action, and the tiers.
 */
export function BuyCreditsPage({
  overview,
  gift,
  answer: posted,
}: {
  overview: CreditsOverview;
  gift: GiftCreditOverview;
  answer?: BuyAnswer | GiftAnswer;
}) {
  // The page's two forms post to one action: each shows only its own answer.
  const giftAnswer = posted && 'form' in posted ? (posted as GiftAnswer) : undefined;
  const answer = posted && !('form' in posted) ? (posted as BuyAnswer) : undefined;
  const t = useT();
  const id = useId();
  const formatMoney = useFormatMoney();
  const region = useShell().regions.find((candidate) => candidate.id === overview.regionId);
  const iso = region?.iso ?? 'AU';
  const tiers = overview.tiers.map((tier) => ({ ...tier, unitCharge: tier.unitPrice }));
  const errors = fieldErrorKeys(answer?.errors ?? {}, BUY_FIELDS);
  const busy = useNavigation().state === 'submitting';
  const quantityError = errors.quantity
    ? t('credits.validation.quantity', { min: overview.min, max: overview.max })
    : undefined;

  return (
    <>
      <AccountPageHeader title={t('credits.buy.title')} intro={t('credits.buy.intro')} />
      <div className="mb-8 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Balance balance={overview.balance} holder={overview.holder} />
        <Link to={CREDIT_HISTORY_URL} className="text-sm font-semibold text-accent-dark underline">
          {t('credits.buy.history')}
        </Link>
      </div>

      {overview.canBuy ? (
        <>
          <section aria-labelledby={`${id}-packs`}>
            <h2 id={`${id}-packs`} className={SECTION_TITLE}>
              {t('credits.buy.packs')}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {overview.packs.map((quantity) => {
                const price = creditPackPrice(tiers, quantity, iso);
                if (!price) return null;
                return (
                  <li key={quantity}>
                    <Link
                      to={payUrl(quantity)}
                      className="flex h-full flex-col gap-1 rounded-xl border border-line bg-white p-4 text-ink no-underline shadow-sm transition-colors hover:border-accent hover:no-underline"
                    >
                      <span className="font-display text-2xl">{t('credits.count', { count: quantity })}</span>
                      <span className="text-lg font-semibold">
                        <Money value={price.total} currency={overview.currency} />
                      </span>
                      <span className="text-sm text-ink-soft">
                        {t('credits.buy.pack-each', {
                          price: formatMoney(price.unitPrice, overview.currency),
                        })}
                        {price.savingPercent > 0 ? (
                          <>
                            {' · '}
                            <span className="font-semibold text-success">
                              {t('credits.buy.pack-saving', { percent: price.savingPercent })}
                            </span>
                          </>
                        ) : null}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>

          <section aria-labelledby={`${id}-other`} className="mt-10 max-w-md">
            <h2 id={`${id}-other`} className={SECTION_TITLE}>
              {t('credits.buy.other')}
            </h2>
            <NumberForm
              name="quantity"
              id={`${id}-quantity`}
              label={t('credits.buy.quantity')}
              hint={t('credits.buy.quantity-hint', { min: overview.min, max: overview.max })}
              error={quantityError}
              min={overview.min}
              max={overview.max}
              value={answer?.values.quantity ?? ''}
              messages={answer?.messages}
              busy={busy}
              submit={t('credits.buy.continue')}
            />
          </section>
        </>
      ) : (
        <p className="mb-8 max-w-2xl text-ink-soft">{t('credits.buy.billing-only')}</p>
      )}

      <section aria-labelledby={`${id}-tiers`} className="mt-10 max-w-xl">
        <h2 id={`${id}-tiers`} className={SECTION_TITLE}>
          {t('credits.buy.tiers')}
        </h2>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-line text-ink-soft">
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('credits.buy.tier-cards')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('credits.buy.tier-price')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('credits.buy.tier-saving')}
              </th>
            </tr>
          </thead>
          <tbody>
            {overview.tiers.map((tier) => {
              const band = tierBand(tier);
              return (
                <tr key={tier.fromUnits} className="border-b border-line">
                  <td className="py-2 pr-4">{t(band.key, band.values)}</td>
                  <td className="py-2 pr-4 tabular-nums">
                    <Money value={tier.unitPrice} currency={overview.currency} />
                  </td>
                  <td className="py-2 tabular-nums">
                    {tier.savingPercent > 0 ? `${tier.savingPercent}%` : '–'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <GiftCreditSection
        gift={gift}
        canBuy={overview.canBuy}
        {...(giftAnswer ? { answer: giftAnswer } : {})}
      />
    </>
  );
}

/** A route form asking for one whole number between `min` and `max`, its error beside it. */
function NumberForm({
  className = '',
  form,
  name,
  id,
  label,
  hint,
  error,
  min,
  max,
  value,
  messages,
  busy,
  submit,
}: {
  className?: string;
  /** Which of the page's forms this is, when it has more than one. */
  form?: string;
  name: string;
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  min: number;
  max: number;
  value: string;
  messages: Parameters<typeof FormFailures>[0]['messages'];
  busy: boolean;
  submit: string;
}) {
  return (
    <Form method="post" noValidate className={`grid gap-4 ${className}`}>
      <FormFailures messages={messages} />
      {form ? <input type="hidden" name="form" value={form} /> : null}
      <Field id={id} label={label} hint={hint} error={error}>
        {(props) => (
          <input
            {...props}
            name={name}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            required
            defaultValue={value}
          />
        )}
      </Field>
      <div>
        <button type="submit" className={ACCOUNT_BUTTON} disabled={busy} aria-busy={busy || undefined}>
          {submit}
        </button>
      </div>
    </Form>
  );
}
