import type { CreditQuote } from '@cardshop/shared/contracts/credits';
import type { TestCards } from '@cardshop/shared/contracts/payments';
import { taxRuleOf } from '@cardshop/shared/rules/order-totals';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_BUTTON_SECONDARY,
  AccountPageHeader,
  Notice,
} from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { Money, useFormatMoney } from '../../ui/money.tsx';
import {
  CARD_FIELDS,
  type CardField,
  type CardValues,
  cardServerErrors,
  EMPTY_CARD,
  validateCard,
} from '../../ui/payment-card/card-form.ts';
import { TestCardFields } from '../../ui/payment-card/test-card-fields.tsx';
import { Balance, GiftBalances } from './buy-page.tsx';
import { CREDITS_BUY_URL } from './credits-links.ts';
import { messageText, type PayAnswer, SECTION_TITLE } from './credits-text.ts';

type CardErrors = Partial<Record<CardField, string>>;

function Row({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: React.ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'text-lg font-semibold text-ink' : ''}`}
    >
      <dt className={strong ? '' : 'text-ink-soft'}>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

/** What the pack costs: credits, the price of each, the tax worded for the region, the total. */
function QuoteSummary({ quote, gift = false }: { quote: CreditQuote; gift?: boolean }) {
  const t = useT();
  const region = useShell().regions.find((candidate) => candidate.id === quote.regionId);
  const rule = region && !gift ? taxRuleOf(region.iso) : null;
  const money = (value: number) => <Money value={value} currency={quote.currency} />;
  if (gift) {
    // Gift credit is gift-card money: at face value, no tax (decision 0027).
    return (
      <div className="rounded-2xl border border-line bg-sand/60 p-5 text-sm">
        <dl className="space-y-2">
          <Row label={t('credits.gift.credit')}>{money(quote.subtotal)}</Row>
        </dl>
        <dl className="mt-2 border-t border-line pt-2">
          <Row label={t('credits.pay.total')} strong>
            {money(quote.total)}
          </Row>
        </dl>
        <p className="mt-1 text-right text-ink-soft">{t('credits.gift.no-tax')}</p>
      </div>
    );
  }
  return (
    <div className="rounded-2xl border border-line bg-sand/60 p-5 text-sm">
      <dl className="space-y-2">
        <Row label={t('credits.pay.quantity')}>{quote.quantity}</Row>
        <Row label={t('credits.pay.each')}>{money(quote.unitPrice)}</Row>
        {rule && !rule.included ? (
          <>
            <Row label={t('credits.pay.subtotal')}>{money(quote.subtotal)}</Row>
            <Row label={t('checkout.summary.tax-added', { name: rule.name })}>{money(quote.tax)}</Row>
          </>
        ) : null}
      </dl>
      <dl className="mt-2 border-t border-line pt-2">
        <Row label={t('credits.pay.total')} strong>
          {money(quote.total)}
        </Row>
      </dl>
      {rule?.included && quote.tax > 0 ? (
        <p className="mt-1 text-right text-ink-soft">
          {t('checkout.summary.tax-included', { name: rule.name })} {money(quote.tax)}
        </p>
      ) : null}
    </div>
  );
}

/** The purchase an earlier attempt made, so the next one pays it rather than making another. */
function PurchaseFields({ answer }: { answer?: PayAnswer }) {
  if (!answer?.purchase) return null;
  return (
    <>
      <input type="hidden" name="purchaseId" value={answer.purchase.id} />
      <input type="hidden" name="purchaseToken" value={answer.purchase.token} />
    </>
  );
}

/** The simulated 3-D Secure check, as two buttons of a form posted to the page's action. */
function Challenge({ answer }: { answer: PayAnswer & { challenge: NonNullable<PayAnswer['challenge']> } }) {
  const t = useT();
  const brand = useShell().brand.name;
  const busy = useNavigation().state === 'submitting';
  return (
    <Form
      method="post"
      className="max-w-xl rounded-2xl border border-line bg-white p-5"
      aria-labelledby="credits-challenge"
    >
      <p className="inline-flex rounded-full bg-warning/10 px-3 py-1 text-xs font-semibold tracking-wide text-warning uppercase">
        {t('checkout.test-mode')}
      </p>
      <h2 id="credits-challenge" className="mt-3 text-2xl">
        {t('checkout.challenge.title')}
      </h2>
      <p className="mt-3 text-ink-soft">
        {t('checkout.challenge.text', { shop: brand })}{' '}
        <strong className="text-ink">
          <Money value={answer.challenge.amount} currency={answer.challenge.currency} />
        </strong>
      </p>
      <p className="mt-2 text-sm text-ink-soft">{t('checkout.challenge.note')}</p>
      <PurchaseFields answer={answer} />
      <input type="hidden" name="step" value="challenge" />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button type="submit" name="approve" value="yes" className={ACCOUNT_BUTTON} disabled={busy}>
          {t('checkout.challenge.approve')}
        </button>
        <button type="submit" name="approve" value="no" className={ACCOUNT_BUTTON_SECONDARY} disabled={busy}>
          {t('checkout.challenge.fail')}
        </button>
      </div>
    </Form>
  );
}

/**
 * /account/credits/purchase/{qty}: what the pack costs and the test gateway's card form. The form posts to
 * the page's action before and after scripts load (once they have, its fields are checked here first);
 * a declined card, the 3-D Secure check and field errors come back to this page, a payment goes on to
 * the purchase's page.
 */
export function PayCreditsPage({
  quote,
  balance,
  provider,
  testCards,
  answer,
  gift = false,
}: {
  quote: CreditQuote;
  /** Card credits held, or with `gift` the gift credit held in the quote's currency (minor units). */
  balance: number;
  /** A top-up of gift credit rather than a pack of credits (decision 0027). */
  gift?: boolean;
  provider: 'test' | 'stripe';
  testCards?: TestCards['cards'];
  answer?: PayAnswer;
}) {
  const t = useT();
  const id = useId();
  const idFor = (field: CardField) => `${id}-card-${field}`;
  const formatMoney = useFormatMoney();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [card, setCard] = useState<CardValues>(() => ({
    ...EMPTY_CARD,
    name: answer?.values.name ?? '',
    expiry: answer?.values.expiry ?? '',
  }));
  const [errors, setErrors] = useState<CardErrors>(() => cardServerErrors(answer?.errors ?? {}));
  const attempted = useRef(Object.keys(answer?.errors ?? {}).length > 0);

  // A new answer of the action (posted with scripts) brings its own messages.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each answer, and only then
  useEffect(() => {
    const fromServer = cardServerErrors(answer?.errors ?? {});
    setErrors(fromServer);
    const first = CARD_FIELDS.find((field) => fromServer[field]);
    if (first) document.getElementById(idFor(first))?.focus();
  }, [answer]);

  const change = (field: CardField, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    if (attempted.current) setErrors(validateCard(next, new Date()));
  };

  const submit = (event: React.FormEvent) => {
    attempted.current = true;
    const found = validateCard(card, new Date());
    setErrors(found);
    const first = CARD_FIELDS.find((field) => found[field]);
    if (!first) return;
    event.preventDefault();
    document.getElementById(idFor(first))?.focus();
  };

  const challenge = answer?.challenge ?? null;
  return (
    <>
      <AccountPageHeader
        title={
          gift
            ? t('credits.gift.pay-title', { amount: formatMoney(quote.total, quote.currency) })
            : t('credits.pay.title', { count: quote.quantity })
        }
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
        <aside aria-labelledby={`${id}-summary`} className="lg:col-start-2 lg:row-start-1">
          <h2 id={`${id}-summary`} className={SECTION_TITLE}>
            {t('credits.pay.summary')}
          </h2>
          <QuoteSummary quote={quote} gift={gift} />
          <p className="mt-3">
            <Link to={CREDITS_BUY_URL} className="text-sm font-semibold text-accent-dark underline">
              {t('credits.pay.change')}
            </Link>
          </p>
          <div className="mt-4">
            {gift ? (
              <GiftBalances balances={[{ currency: quote.currency, balance }]} />
            ) : (
              <Balance balance={balance} />
            )}
          </div>
        </aside>

        <div className="lg:col-start-1 lg:row-start-1">
          <div aria-live="assertive" className="mb-5 empty:hidden">
            {answer?.declined ? (
              <div role="alert">
                <Notice tone="error">
                  <p>{messageText(t, answer.declined)}</p>
                  <p className="mt-1 font-normal">{t('credits.pay.declined-hint')}</p>
                </Notice>
              </div>
            ) : null}
          </div>
          {provider !== 'test' ? (
            <Notice tone="warning">
              <p>{t('checkout.payment.stripe-unavailable')}</p>
            </Notice>
          ) : challenge ? (
            <Challenge answer={{ ...(answer as PayAnswer), challenge }} />
          ) : (
            <Form method="post" noValidate onSubmit={submit} aria-labelledby={`${id}-card`}>
              <h2 id={`${id}-card`} className={SECTION_TITLE}>
                {t('credits.pay.card')}
              </h2>
              <FormFailures messages={answer?.messages} />
              <PurchaseFields answer={answer} />
              <TestCardFields
                values={card}
                errors={errors}
                idFor={idFor}
                disabled={busy}
                onChange={change}
                {...(testCards ? { cards: testCards } : {})}
              />
              <button
                type="submit"
                disabled={busy}
                aria-busy={busy || undefined}
                className={`${ACCOUNT_BUTTON} mt-5 w-full text-base sm:w-auto sm:min-w-64`}
              >
                {busy
                  ? t('credits.pay.processing')
                  : t('credits.pay.pay', { amount: formatMoney(quote.total, quote.currency) })}
              </button>
              <p className="mt-3 text-sm text-ink-soft">
                {t(gift ? 'credits.gift.note' : 'credits.pay.note')}
              </p>
            </Form>
          )}
        </div>
      </div>
    </>
  );
}
