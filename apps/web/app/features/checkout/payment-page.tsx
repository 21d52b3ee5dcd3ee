import { CustomerSchema, type Order, type OrderRef } from '@cardshop/shared/contracts/orders';
import type { QuoteResult } from '@cardshop/shared/contracts/payments';
import { completionModeOf } from '@cardshop/shared/rules/completion-mode';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { trackBeginCheckout, trackPurchase } from '../../lib/analytics/data-layer.ts';
import { ApiError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { browserStorage, forgetDraftOfItems, readOrderRef } from '../../lib/cart/current-order.ts';
import { useCart } from '../../lib/cart/use-cart.ts';
import { failureKeys, fieldErrorKeys, schemaErrors } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ACCOUNT_BUTTON, ACCOUNT_BUTTON_SECONDARY, Field, Notice } from '../../ui/form-controls.tsx';
import { useModal } from '../../ui/modal-stack.tsx';
import { useFormatMoney } from '../../ui/money.tsx';
import {
  CARD_FIELDS,
  type CardField,
  type CardValues,
  cardPayload,
  cardServerErrors,
  EMPTY_CARD,
  validateCard,
} from '../../ui/payment-card/card-form.ts';
import { TestCardFields } from '../../ui/payment-card/test-card-fields.tsx';
import { CartLines } from './cart-lines.tsx';
import { ChallengeContent } from './challenge-modal.tsx';
import {
  answerTestChallenge,
  completeOrder,
  confirmTestPayment,
  createIntent,
  paySavedCard,
  payWithCredits,
  quoteOrder,
} from './checkout-api.ts';
import {
  CUSTOMER_FIELDS,
  type CustomerField,
  type CustomerValues,
  customerServerRules,
  initialCustomer,
  twoNameRules,
} from './customer.ts';
import { LoadingStatus } from './loading-status.tsx';
import { CompletionFailed, type PaymentSteps, payWithCard, singleFlight } from './payment-flow.ts';
import { forgetPendingCoupon, isAbort, latestRequest, orderFromError } from './promo.ts';
import { PromoForm, usePromo } from './promo-form.tsx';
import { OrderTotals } from './quote-summary.tsx';
import { SaveCardCheckbox, SavedCardChoice } from './saved-card-option.tsx';
import { payWithSavedCard, useSavedCard } from './saved-card-payment.ts';
import { quoteKey } from './summary.ts';
import { messageText, SECTION_TITLE } from './text.ts';

type CustomerErrors = Partial<Record<CustomerField, string>>;
type CardErrors = Partial<Record<CardField, string>>;
/** What pays: the card typed in the form, or the signed-in buyer's saved card (issue 17). */
type PayWith = { kind: 'card' } | { kind: 'saved'; cardId: string };
const TYPED_CARD: PayWith = { kind: 'card' };

/** The details' errors: two names each required, or one name for an organisation that asks for one. */
function customerErrors(values: CustomerValues, singleName: boolean): CustomerErrors {
  const rules = singleName
    ? schemaErrors(CustomerSchema, { ...values, lastName: '' })
    : { ...twoNameRules(values), ...schemaErrors(CustomerSchema, values) };
  return fieldErrorKeys(rules, CUSTOMER_FIELDS);
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether the account's card credits and gift credit pay for the whole order: nothing is charged to a
 * card then.
 */
const coveredByCredits = (quote: QuoteResult | null) =>
  !!quote &&
  (quote.order.pricing.credits > 0 || quote.order.pricing.giftCredit > 0) &&
  quote.payment.amount === 0;

/**
 * /payment: the cart, the buyer's details, the discount code, the server's quote and the payment. The
 * cart lives in this browser, so the server renders the loading state and the page fills in after
 * hydration.
 */
export function PaymentPage() {
  const t = useT();
  const cart = useCart();
  // Once paid, the cart is forgotten while the complete page opens: the page says so, not 'empty'.
  const [paid, setPaid] = useState(false);

  let body: React.ReactNode;
  if (paid) body = <Notice tone="success">{t('checkout.payment.opening-order')}</Notice>;
  else if (cart.order && cart.order.items.length > 0) {
    body = <Checkout order={cart.order} onPaid={() => setPaid(true)} />;
  } else if (cart.loading) {
    body = <LoadingStatus messageKey="checkout.cart.loading" />;
  } else if (cart.failed) {
    body = (
      <div role="alert" className="max-w-xl">
        <Notice tone="error">{t('checkout.cart.load-failed')}</Notice>
        <button
          type="button"
          className={`${ACCOUNT_BUTTON_SECONDARY} mt-4`}
          onClick={() => void cart.refresh()}
        >
          {t('checkout.retry')}
        </button>
      </div>
    );
  } else body = <EmptyCart />;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:pt-10">
      <h1 className="mb-6 text-3xl sm:text-4xl">{t('checkout.payment.title')}</h1>
      {body}
    </div>
  );
}

function EmptyCart() {
  const t = useT();
  return (
    <div className="max-w-xl rounded-2xl border border-line bg-sand px-5 py-6">
      <h2 className="text-2xl">{t('checkout.cart.empty-title')}</h2>
      <p className="mt-2 text-ink-soft">{t('checkout.cart.empty-text')}</p>
      <p className="mt-4">
        <Link to="/cards" className={ACCOUNT_BUTTON}>
          {t('checkout.cart.browse')}
        </Link>
      </p>
    </div>
  );
}

type QuoteState = { status: 'loading' | 'ready' | 'failed'; result: QuoteResult | null };

/** The quote of the order as it is now: asked again whenever the lines or the code change. */
function useQuote(order: Order, orderRef: OrderRef | null, replace: (order: Order) => void) {
  const [quote, setQuote] = useState<QuoteState>({ status: 'loading', result: null });
  const requests = useRef(latestRequest());
  const key = quoteKey(order);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key (lines and code) says when to ask again
  useEffect(() => {
    if (!orderRef) return;
    const signal = requests.current.next();
    setQuote((previous) => ({ status: 'loading', result: previous.result }));
    quoteOrder(orderRef, null, signal).then(
      (result) => {
        if (signal.aborted) return;
        setQuote({ status: 'ready', result });
        // The server priced it again: the cart shows the same numbers as the summary.
        if (quoteKey(result.order) !== key) replace(result.order);
      },
      (error: unknown) => {
        if (isAbort(error) || signal.aborted) return;
        setQuote((previous) => ({ status: 'failed', result: previous.result }));
      },
    );
  }, [key, orderRef?.id, attempt]);

  useEffect(() => () => requests.current.abort(), []);

  return {
    quote,
    setQuote: (result: QuoteResult) => setQuote({ status: 'ready', result }),
    retry: () => setAttempt((value) => value + 1),
  };
}

function Checkout({ order, onPaid }: { order: Order; onPaid: () => void }) {
  const t = useT();
  const cart = useCart();
  const { user } = useAuth();
  const openModal = useModal();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const baseId = useId();
  const idFor = useCallback((field: string) => `${baseId}-${field}`, [baseId]);

  // The token lives only in this browser's store; the order answer carries it only when it was made.
  const orderRef = useMemo(() => {
    const stored = readOrderRef(browserStorage());
    return stored?.id === order.id ? stored : null;
  }, [order.id]);

  const { quote, setQuote, retry } = useQuote(order, orderRef, cart.replace);

  // begin_checkout: once, when the page opens with items.
  const began = useRef(false);
  useEffect(() => {
    if (began.current) return;
    began.current = true;
    trackBeginCheckout(order);
  }, [order]);

  const [customer, setCustomer] = useState<CustomerValues>(() => initialCustomer(order, user));
  // An organisation that requires its members to sign in takes one name (account-ordering.md §5).
  const singleName = order.singleName === true;
  const [customerErrorKeys, setCustomerErrorKeys] = useState<CustomerErrors>({});
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const attempted = useRef(false);
  // Signed in only: the account's saved card, and keeping the typed one (off unless ticked).
  const { card: savedCard, canSave } = useSavedCard(user);
  const [saveCard, setSaveCard] = useState(false);

  // A user known only after the page opened (the sign-in check answered late) fills empty details.
  useEffect(() => {
    if (!user) return;
    setCustomer((current) =>
      current.email || current.firstName || current.lastName ? current : initialCustomer(order, user),
    );
  }, [user, order]);

  const email = EMAIL_SHAPE.test(customer.email.trim()) ? customer.email.trim() : null;
  const promo = usePromo({ orderRef, order, email, onOrder: cart.replace });

  const [processing, setProcessing] = useState(false);
  // One payment at a time: a second press (double click, Enter twice) while one is under way does nothing.
  const once = useRef(singleFlight((run: () => Promise<void>) => run()));
  const [declined, setDeclined] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const changeCustomer = (field: CustomerField, value: string) => {
    const next = { ...customer, [field]: value };
    setCustomer(next);
    if (attempted.current) setCustomerErrorKeys(customerErrors(next, singleName));
  };
  const changeCard = (field: CardField, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    setDeclined(null);
    if (attempted.current) setCardErrors(validateCard(next, new Date()));
  };
  const focus = (field: string) => document.getElementById(idFor(field))?.focus();
  // The form is disabled while paying: a field named by the server is focused once it is enabled again.
  const focusLater = useRef<string | null>(null);
  useEffect(() => {
    if (processing || !focusLater.current) return;
    focus(focusLater.current);
    focusLater.current = null;
  });

  const steps = (ref: OrderRef): PaymentSteps => ({
    intent: () => createIntent(ref, saveCard && !!user),
    confirm: (secret, values) => confirmTestPayment(secret, values),
    challenge: (intent) =>
      openModal<boolean>(
        (modal) => <ChallengeContent modal={modal} amount={intent.amount} currency={intent.currency} />,
        { label: t('checkout.challenge.title') },
      ).catch(() => false),
    answerChallenge: (secret, approve) => answerTestChallenge(secret, approve),
    complete: (intentId) => completeOrder(ref, intentId),
  });

  const finish = (ref: OrderRef, paidOrder: Order | null) => {
    onPaid();
    if (paidOrder?.couponCode) forgetPendingCoupon();
    if (paidOrder) trackPurchase(paidOrder);
    if (paidOrder)
      forgetDraftOfItems(
        browserStorage(),
        paidOrder.items.map((item) => item.id),
      );
    cart.forget();
    // The completion page reads as what was bought: one card, many, or blanks.
    const mode = completionModeOf((paidOrder ?? order).items);
    void navigate(
      `/complete/${encodeURIComponent(ref.id)}/${encodeURIComponent(ref.token)}${mode ? `/${mode}` : ''}`,
    );
  };

  const pay = async (how: PayWith) => {
    if (!orderRef) return;
    attempted.current = true;
    const foundCustomer = customerErrors(customer, singleName);
    // An order the credits pay for in full takes no card; a saved card needs none typed.
    const foundCard =
      how.kind === 'card' && !coveredByCredits(quote.result) ? validateCard(card, new Date()) : {};
    setCustomerErrorKeys(foundCustomer);
    setCardErrors(foundCard);
    const firstInvalid =
      CUSTOMER_FIELDS.find((field) => foundCustomer[field]) ?? CARD_FIELDS.find((field) => foundCard[field]);
    if (firstInvalid) {
      focus(CUSTOMER_FIELDS.includes(firstInvalid as CustomerField) ? firstInvalid : `card-${firstInvalid}`);
      return;
    }

    setProcessing(true);
    setDeclined(null);
    setFailure(null);
    try {
      // The buyer's details are saved with a last quote, so the charge is for the order as priced now.
      let quoted: QuoteResult;
      try {
        quoted = await quoteOrder(orderRef, singleName ? { ...customer, lastName: '' } : customer);
      } catch (error) {
        const rules =
          error instanceof ApiError && error.status === 422 ? customerServerRules(error.errors) : {};
        const fromServer = fieldErrorKeys(rules, CUSTOMER_FIELDS);
        const field = CUSTOMER_FIELDS.find((name) => fromServer[name]);
        if (!field) throw error;
        setCustomerErrorKeys(fromServer);
        focusLater.current = field;
        return;
      }
      setQuote(quoted);
      if (coveredByCredits(quoted)) {
        finish(orderRef, await payWithCredits(orderRef));
        return;
      }
      if (quoted.payment.provider !== 'test') return;
      const outcome =
        how.kind === 'card'
          ? await payWithCard(steps(orderRef), cardPayload(card))
          : await payWithSavedCard(
              { ...steps(orderRef), paySaved: (cardId) => paySavedCard(orderRef, cardId) },
              how.cardId,
            );
      if (outcome.kind === 'declined') {
        setDeclined(outcome.message);
        return;
      }
      finish(orderRef, outcome.order);
    } catch (error) {
      // Charged, but completing from here failed: the server completes it (webhook or reconciliation),
      // and the complete page shows where it stands.
      if (error instanceof CompletionFailed) {
        finish(orderRef, null);
        return;
      }
      // Credits spent meanwhile by another order: the cart shows its new total (the refusal carries it).
      const changed = orderFromError(error);
      if (changed) cart.replace(changed);
      const fromGateway =
        error instanceof ApiError && error.status === 422 ? cardServerErrors(error.errors) : {};
      const field = CARD_FIELDS.find((name) => fromGateway[name]);
      if (field) {
        setCardErrors(fromGateway);
        focusLater.current = `card-${field}`;
      } else setFailure(failureKeys(error)[0] ?? 'global.error.internal-server-error');
    } finally {
      setProcessing(false);
    }
  };

  const result = quote.result;
  const provider = result?.payment.provider ?? 'test';
  const covered = coveredByCredits(result);
  const canPay =
    !!orderRef && !!result && quote.status === 'ready' && (provider === 'test' || covered) && !processing;

  return (
    // One column on phones that never grows past the screen (a long row must wrap, not widen the page).
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
      <section aria-labelledby={idFor('cart')} className="lg:col-start-1">
        <h2 id={idFor('cart')} className={SECTION_TITLE}>
          {t('checkout.cart.title')}
        </h2>
        <CartLines
          order={order}
          editQuantity={cart.editQuantity}
          removeItem={cart.removeItem}
          disabled={processing}
        />
      </section>

      <aside
        aria-labelledby={idFor('summary')}
        className="lg:sticky lg:top-6 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start"
      >
        <div className="rounded-2xl border border-line bg-sand/60 p-5">
          <h2 id={idFor('summary')} className={SECTION_TITLE}>
            {t('checkout.summary.title')}
          </h2>
          <div aria-live="polite" aria-busy={quote.status === 'loading' || undefined}>
            {result ? (
              <OrderTotals order={result.order} conversion={result.conversion} />
            ) : quote.status === 'failed' ? null : (
              <p className="text-sm text-ink-soft">{t('checkout.summary.loading')}</p>
            )}
            {quote.status === 'failed' ? (
              <div className="mt-3">
                <p className="text-sm text-danger">{t('checkout.summary.failed')}</p>
                <button type="button" className={`${ACCOUNT_BUTTON_SECONDARY} mt-2`} onClick={retry}>
                  {t('checkout.retry')}
                </button>
              </div>
            ) : null}
          </div>
          <div className="mt-5 border-t border-line pt-4">
            <PromoForm order={order} promo={promo} />
          </div>
        </div>
      </aside>

      <form
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void once.current(() => pay(TYPED_CARD));
        }}
        className="space-y-8 lg:col-start-1"
        aria-labelledby={idFor('pay-title')}
      >
        <fieldset className="grid gap-5 sm:grid-cols-2" disabled={processing}>
          <legend className={SECTION_TITLE}>{t('checkout.customer.title')}</legend>
          <div className="sm:col-span-2">
            <Field
              id={idFor('email')}
              label={t('checkout.customer.email')}
              hint={t('checkout.customer.email-hint')}
              error={customerErrorKeys.email}
            >
              {(props) => (
                <input
                  {...props}
                  name="email"
                  type="email"
                  autoComplete="email"
                  value={customer.email}
                  onChange={(event) => changeCustomer('email', event.target.value)}
                />
              )}
            </Field>
          </div>
          <Field
            id={idFor('firstName')}
            label={t(singleName ? 'checkout.customer.name' : 'checkout.customer.first-name')}
            error={customerErrorKeys.firstName}
          >
            {(props) => (
              <input
                {...props}
                name="firstName"
                type="text"
                autoComplete={singleName ? 'name' : 'given-name'}
                value={customer.firstName}
                onChange={(event) => changeCustomer('firstName', event.target.value)}
              />
            )}
          </Field>
          {singleName ? null : (
            <Field
              id={idFor('lastName')}
              label={t('checkout.customer.last-name')}
              error={customerErrorKeys.lastName}
            >
              {(props) => (
                <input
                  {...props}
                  name="lastName"
                  type="text"
                  autoComplete="family-name"
                  value={customer.lastName}
                  onChange={(event) => changeCustomer('lastName', event.target.value)}
                />
              )}
            </Field>
          )}
        </fieldset>

        <section aria-labelledby={idFor('pay-title')}>
          <h2 id={idFor('pay-title')} className={SECTION_TITLE}>
            {t('checkout.payment.section')}
          </h2>
          {/* With STRIPE_SECRET_KEY set the server answers provider 'stripe': card details must then be
              typed into Stripe.js's own fields, loaded from js.stripe.com, which this offline environment
              cannot reach. The page says so and keeps the cart instead of failing. */}
          {result && result.order.pricing.credits > 0 ? (
            <p className="mb-4 text-sm text-ink-soft">
              {t(covered ? 'checkout.payment.credits-cover' : 'checkout.payment.credits-part')}
            </p>
          ) : null}
          {result && result.order.pricing.giftCredit > 0 ? (
            <p className="mb-4 text-sm text-ink-soft">
              {t('checkout.payment.gift-credit', {
                amount: formatMoney(result.order.pricing.giftCredit, result.order.currency),
              })}
            </p>
          ) : null}
          {covered ? null : provider === 'stripe' ? (
            <Notice tone="warning">
              <p>{t('checkout.payment.stripe-unavailable')}</p>
            </Notice>
          ) : (
            <>
              {savedCard ? (
                <SavedCardChoice
                  card={savedCard}
                  disabled={!canPay}
                  onPay={() => void once.current(() => pay({ kind: 'saved', cardId: savedCard.id }))}
                />
              ) : null}
              <TestCardFields
                values={card}
                errors={cardErrors}
                idFor={(field) => idFor(`card-${field}`)}
                disabled={processing}
                onChange={changeCard}
              />
              {user && canSave ? (
                <SaveCardCheckbox
                  id={idFor('save-card')}
                  checked={saveCard}
                  disabled={processing}
                  onChange={setSaveCard}
                />
              ) : null}
            </>
          )}
          <div aria-live="assertive" className="mt-5">
            {declined ? (
              <div role="alert">
                <Notice tone="error">
                  <p>{messageText(t, declined)}</p>
                  <p className="mt-1 font-normal">{t('checkout.payment.declined-hint')}</p>
                </Notice>
              </div>
            ) : null}
            {failure ? (
              <div role="alert">
                <Notice tone="error">{messageText(t, failure)}</Notice>
              </div>
            ) : null}
          </div>
          <button
            type="submit"
            disabled={!canPay}
            aria-busy={processing || undefined}
            className={`${ACCOUNT_BUTTON} mt-5 w-full text-base sm:w-auto sm:min-w-64`}
          >
            {processing
              ? t('checkout.payment.processing')
              : result && covered
                ? t('checkout.payment.pay-with-credits', { count: result.order.pricing.credits })
                : result
                  ? t('checkout.payment.pay', {
                      amount: formatMoney(result.payment.amount, result.payment.currency),
                    })
                  : t('checkout.payment.pay-plain')}
          </button>
          <p className="mt-3 text-sm text-ink-soft">{t('checkout.payment.secure-note')}</p>
        </section>
      </form>
    </div>
  );
}
