import type { Campaign } from '@cardshop/shared/contracts/campaigns';
import type { TestCards } from '@cardshop/shared/contracts/payments';
import type { SavedCard } from '@cardshop/shared/contracts/saved-card';
import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ACCOUNT_BUTTON, ACCOUNT_BUTTON_SECONDARY, Notice } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { Money, useFormatMoney } from '../../ui/money.tsx';
import {
  type CardField,
  type CardValues,
  cardServerErrors,
  EMPTY_CARD,
} from '../../ui/payment-card/card-form.ts';
import { TestCardFields } from '../../ui/payment-card/test-card-fields.tsx';
import type { SendAnswer } from './send-actions.server.ts';

const TITLE = 'mb-4 font-display text-2xl text-ink';

/** The price by the business tier of the quantity, with postage and tax. */
function PriceTable({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const price = campaign.price;
  if (!price) return <p className="text-ink-soft">{t('campaigns.pay.no-price')}</p>;
  const rows: Array<[string, number]> = [
    [
      t('campaigns.pay.tier', {
        count: price.quantity,
        unit: formatMoney(price.unitPrice, price.currency),
        saving: price.savingPercent,
      }),
      price.subtotal,
    ],
    [t('campaigns.pay.postage'), price.shipping],
    [t('campaigns.pay.tax'), price.tax],
  ];
  return (
    <dl className="grid max-w-xl grid-cols-[1fr_auto] gap-x-6 gap-y-2">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-soft">{label}</dt>
          <dd className="text-right">
            <Money value={value} currency={price.currency} />
          </dd>
        </div>
      ))}
      <dt className="font-semibold">{t('campaigns.pay.total')}</dt>
      <dd className="text-right font-semibold">
        <Money value={price.total} currency={price.currency} />
      </dd>
    </dl>
  );
}

/** The price, then paying: with credits when they cover every card, the saved card, or a card. */
export function PayStep({
  campaign,
  credits,
  savedCard,
  provider,
  testCards,
  answer,
}: {
  campaign: Campaign;
  credits: number;
  savedCard: SavedCard | null;
  provider: string;
  testCards: TestCards['cards'] | null;
  answer?: SendAnswer | undefined;
}) {
  const t = useT();
  const id = useId();
  const formatMoney = useFormatMoney();
  const busy = useNavigation().state === 'submitting';
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const price = campaign.price;
  const blocked = campaign.withProblems > 0 || !price;
  const errors = cardServerErrors(answer?.errors ?? {});
  const amount = price ? formatMoney(price.total, price.currency) : '';
  const challenge = answer?.challenge;
  return (
    <section aria-labelledby="pay-step">
      <h2 id="pay-step" className={TITLE}>
        {t('campaigns.pay.title')}
      </h2>
      <PriceTable campaign={campaign} />
      <div aria-live="assertive" className="mt-4 empty:hidden">
        {answer?.declined ? (
          <div role="alert">
            <Notice tone="error">{t(answer.declined)}</Notice>
          </div>
        ) : null}
      </div>
      <FormFailures messages={answer?.messages} retryAfter={answer?.retryAfter} />
      {blocked ? (
        <Notice tone="warning" className="mt-4">
          {price ? t('campaigns.pay.blocked') : t('campaigns.pay.no-price')}
        </Notice>
      ) : challenge ? (
        <Form method="post" className="mt-6 grid max-w-md gap-3">
          <input type="hidden" name="intent" value="challenge" />
          <input type="hidden" name="orderId" value={challenge.order.id} />
          <input type="hidden" name="orderToken" value={challenge.order.token} />
          <p>{t('campaigns.pay.challenge', { amount: formatMoney(challenge.amount, challenge.currency) })}</p>
          <div className="flex gap-3">
            <button type="submit" name="approve" value="yes" className={ACCOUNT_BUTTON}>
              {t('campaigns.pay.approve')}
            </button>
            <button type="submit" name="approve" value="no" className={ACCOUNT_BUTTON_SECONDARY}>
              {t('campaigns.pay.refuse')}
            </button>
          </div>
        </Form>
      ) : (
        <div className="mt-6 grid max-w-xl gap-8">
          <div>
            <p className="mb-2 text-ink-soft">{t('campaigns.pay.credits-balance', { count: credits })}</p>
            {credits >= campaign.recipients ? (
              <Form method="post">
                <input type="hidden" name="intent" value="pay-credits" />
                <button type="submit" className={ACCOUNT_BUTTON} disabled={busy}>
                  {t('campaigns.pay.credits', { count: campaign.recipients })}
                </button>
              </Form>
            ) : null}
          </div>
          {savedCard ? (
            <Form method="post">
              <input type="hidden" name="intent" value="pay-saved-card" />
              <input type="hidden" name="cardId" value={savedCard.id} />
              <button type="submit" className={ACCOUNT_BUTTON_SECONDARY} disabled={busy}>
                {t('campaigns.pay.saved-card', { amount })}
              </button>
            </Form>
          ) : null}
          {provider === 'test' ? (
            <Form method="post" noValidate aria-labelledby={`${id}-card`}>
              <h3 id={`${id}-card`} className="mb-3 text-lg font-semibold">
                {t('campaigns.pay.card')}
              </h3>
              <input type="hidden" name="intent" value="pay-card" />
              <TestCardFields
                values={card}
                errors={errors}
                idFor={(field: CardField) => `${id}-${field}`}
                disabled={busy}
                onChange={(field, value) => setCard((previous) => ({ ...previous, [field]: value }))}
                {...(testCards ? { cards: testCards } : {})}
              />
              <button
                type="submit"
                className={`${ACCOUNT_BUTTON} mt-5`}
                disabled={busy}
                aria-busy={busy || undefined}
              >
                {busy ? t('campaigns.pay.processing') : t('campaigns.pay.submit', { amount })}
              </button>
            </Form>
          ) : (
            <Notice tone="warning">{t('checkout.payment.stripe-unavailable')}</Notice>
          )}
        </div>
      )}
    </section>
  );
}
