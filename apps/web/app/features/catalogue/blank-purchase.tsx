import type { ContactList } from '@cardshop/shared/contracts/address-book';
import type { CardDetail } from '@cardshop/shared/contracts/catalogue';
import type { Countries } from '@cardshop/shared/contracts/config';
import type { Order } from '@cardshop/shared/contracts/orders';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { useCart } from '../../lib/cart/use-cart.ts';
import { failureKeys, fieldErrorKey } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { readPendingCoupon } from '../../lib/pending-coupon.ts';
import { useShell } from '../../lib/shell/use-shell.ts';
import {
  type Destination,
  defaultMethod,
  type ShippingLoad,
  useShippingOptions,
} from '../../lib/shipping-options.ts';
import { AddressFields, type AddressWording } from '../../ui/address/address-fields.tsx';
import { ADDRESS_FIELDS, stateFieldFor } from '../../ui/address/fields.ts';
import { useCountries } from '../../ui/address/use-countries.ts';
import { useAlerts } from '../../ui/alerts.tsx';
import { type BlockChoice, chooseOption, followOptions, NO_CHOICE } from '../../ui/block-options.ts';
import { Field } from '../../ui/form-controls.tsx';
import type { ModalHandle } from '../../ui/modal-stack.tsx';
import { Money } from '../../ui/money.tsx';
import { ShippingRadio } from '../../ui/shipping-radio.tsx';
import {
  addressOptions,
  type BlankFlow,
  type BlankStep,
  canAddToCart,
  firstStepWithError,
  isCustomerKnown,
  isSinglePage,
  nextStep,
  previousStep,
  SAVED_CONTACTS_MAX,
  type SavedAddress,
  type SavedContact,
  SOMEWHERE_DIFFERENT,
  savedAddressesOf,
  stepsOf,
} from './blank-purchase-steps.ts';
import {
  type AddressValues,
  type CustomerValues,
  type Rules,
  validateAddress,
  validateCustomer,
  validateQuantity,
  validateShipping,
} from './blank-purchase-validate.ts';
import { displayedPrice } from './card-price.tsx';
import { blankTotal } from './purchase-quantity.ts';
import { QuantityStepper } from './purchase-quantity-stepper.tsx';

// The blank-card purchase (account-ordering.md §4 "Blank purchase modal", §5): quantity on the overview,
// then the buyer (when unknown), the address and the delivery method; Add To Cart sends it all to
// `POST /api/order/add-blanks`, and the answer becomes the current order. Prices shown here are for
// reading only: the server prices the line.

const BUTTON =
  'inline-flex min-h-12 cursor-pointer items-center justify-center rounded-full px-5 py-3 text-center font-medium no-underline transition-colors hover:no-underline disabled:cursor-not-allowed disabled:opacity-60';
const PRIMARY = `${BUTTON} bg-accent text-white shadow-sm hover:bg-accent-dark disabled:hover:bg-accent`;
const SECONDARY = `${BUTTON} border border-ink/25 bg-paper text-ink hover:border-ink hover:bg-sand`;

type FieldErrors = Record<string, string>;

const BLANK_ADDRESS_WORDING: AddressWording = {
  label: (field) => `cart.blank.address.${field}`,
  optional: 'cart.blank.address.optional',
  loading: 'cart.blank.address.loading',
  chooseCountry: 'cart.blank.address.choose',
  chooseState: 'cart.blank.address.choose-state',
  countriesFailed: 'cart.blank.address.countries-failed',
  retry: 'cart.blank.retry',
};

const CUSTOMER_FIELDS = ['email', 'firstName', 'lastName'] as const;
const ALL_FIELDS = ['quantity', ...CUSTOMER_FIELDS, ...ADDRESS_FIELDS, 'shipping.method'];

/** Field → message key of the first rule it broke. */
function keysOf(rules: Rules): FieldErrors {
  const keys: FieldErrors = {};
  for (const [field, broken] of Object.entries(rules)) {
    const [first] = broken;
    if (first) keys[field] = fieldErrorKey(field, first);
  }
  return keys;
}

function customerOf(user: { email: string; firstName: string; lastName: string } | null): CustomerValues {
  return { email: user?.email ?? '', firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' };
}

function addressOf(source: Partial<Record<keyof AddressValues, string | null | undefined>>, country: string) {
  return {
    country: source.country || country,
    address: source.address ?? '',
    address2: source.address2 ?? '',
    locality: source.locality ?? '',
    adminAreaLevel1: source.adminAreaLevel1 ?? '',
    postcode: source.postcode ?? '',
  } satisfies AddressValues;
}

/** The address on one line, for the list of saved addresses and the shipping step's summary. */
function addressLine(address: AddressValues | SavedAddress, countryName: (iso: string) => string): string {
  return [
    address.address,
    address.address2,
    address.locality,
    [address.adminAreaLevel1, address.postcode].filter(Boolean).join(' '),
    countryName(address.country),
  ]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

export interface BlankPurchaseProps {
  card: CardDetail;
  modal: ModalHandle<void>;
  /** The organisation requires sign-in: one name field (there are no organisations yet). */
  requireAuth?: boolean;
}

export function BlankPurchase({ card, modal, requireAuth = false }: BlankPurchaseProps) {
  const t = useT();
  const { region } = useShell();
  const { user } = useAuth();
  const cart = useCart();
  const alerts = useAlerts();
  const { countries, failed: countriesFailed, retry: retryCountries } = useCountries();
  const baseId = useId();
  const idFor = (field: string) => `${baseId}-${field.replace('.', '-')}`;

  const defaultCountry = region.countries.includes(region.iso) ? region.iso : (region.countries[0] ?? '');
  const orderCustomer: Order['customer'] = cart.order?.customer ?? null;
  const customerKnown = isCustomerKnown(Boolean(user), orderCustomer);
  // The address book's most recently changed contacts join the list once they load.
  const [contacts, setContacts] = useState<SavedContact[]>([]);
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId) {
      setContacts([]);
      return;
    }
    let current = true;
    const params = new URLSearchParams({
      sort: 'updated',
      sortDir: 'desc',
      maxResults: String(SAVED_CONTACTS_MAX + 2),
    });
    api<ContactList>(`/api/account/addresses?${params}`).then(
      (list) => {
        if (current) setContacts(list.results);
      },
      // Without the address book the list is the profile's address alone.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [userId]);
  const saved = savedAddressesOf(user, contacts);
  const options = addressOptions(saved);

  const [step, setStep] = useState<BlankStep>('overview');
  const [quantity, setQuantity] = useState(1);
  const [typedCustomer, setTypedCustomer] = useState<CustomerValues>(customerOf(null));
  const [address, setAddress] = useState<AddressValues>(() => addressOf(orderCustomer ?? {}, defaultCountry));
  const [choice, setChoice] = useState<string | null>(saved[0]?.id ?? null);
  const choiceTouched = useRef(false);
  const firstSaved = saved[0]?.id ?? null;
  // Contacts that load after the modal opened offer the first of them when nothing was chosen yet.
  useEffect(() => {
    if (!choiceTouched.current && firstSaved) setChoice((kept) => kept ?? firstSaved);
  }, [firstSaved]);
  const [confirmed, setConfirmed] = useState<AddressValues | null>(null);
  // The delivery method as a block-option choice: one that stops being offered is parked, and comes back.
  const [methodChoice, setMethodChoice] = useState<BlockChoice>(NO_CHOICE);
  const method = methodChoice.selected;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checking, setChecking] = useState(false);
  const [processing, setProcessing] = useState(false);
  const busy = useRef(false);

  const singlePage = customerKnown && isSinglePage(options, choice);
  const flow: BlankFlow = { customerKnown, singlePage };
  const steps = stepsOf(flow);
  // Signed in: the account's details; a known order customer: theirs; otherwise what was typed.
  const customer: CustomerValues = user
    ? customerOf(user)
    : orderCustomer
      ? customerOf(orderCustomer)
      : typedCustomer;
  const chosenSaved = singlePage ? (saved.find((entry) => entry.id === choice) ?? null) : null;
  const shippingAddress: AddressValues | null = chosenSaved ?? confirmed;
  const destination: Destination | null = shippingAddress;
  const shipping = useShippingOptions(destination);

  // An order that loads after the modal opened may bring the buyer's last address: offered, not forced.
  const addressTouched = useRef(false);
  useEffect(() => {
    if (!addressTouched.current && orderCustomer?.country)
      setAddress(addressOf(orderCustomer, defaultCountry));
  }, [orderCustomer, defaultCountry]);

  // The method follows the options: kept when still offered, else standard, else the first; a method
  // parked because an address did not offer it comes back when one does.
  useEffect(() => {
    if (shipping.status !== 'ready') return;
    const offered = shipping.options.map((option) => option.type);
    setMethodChoice((kept) => followOptions(kept, offered, () => defaultMethod(shipping.options, null)));
  }, [shipping.status, shipping.options]);

  // A new step is announced by moving focus to its heading (not on opening: the dialog focuses itself).
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const countryName = (iso: string) => countries?.countries.find((entry) => entry.iso === iso)?.name ?? iso;
  const postcodeRequired = Boolean(
    countries?.countries.find((entry) => entry.iso === address.country)?.reqPostcode,
  );

  // A field's message goes once the buyer changes it; the next check brings it back if still wrong.
  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _, ...rest } = current;
      return rest;
    });

  const showErrors = (found: FieldErrors, fields: readonly string[]) => {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) window.setTimeout(() => document.getElementById(idFor(first))?.focus(), 0);
    return Boolean(first);
  };

  /** Checks the address with the server: its normalised form, or its field errors. */
  const checkAddress = async (
    values: AddressValues,
  ): Promise<{ ok: true; address: AddressValues } | { ok: false; errors: FieldErrors }> => {
    try {
      const answer = await api<{ valid: boolean; address: Record<string, string | null>; errors: Rules }>(
        '/api/addresses/validate',
        { method: 'POST', json: { ...values, source: 'form' } },
      );
      if (!answer.valid) return { ok: false, errors: keysOf(answer.errors) };
      return { ok: true, address: addressOf(answer.address, values.country) };
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        return { ok: false, errors: keysOf(error.errors) };
      }
      // The check is a courtesy: when it cannot answer, Add To Cart has the server check the address.
      return { ok: true, address: values };
    }
  };

  const goNext = async () => {
    if (step === 'overview') {
      if (showErrors(keysOf(validateQuantity(quantity)), ['quantity'])) return;
    } else if (step === 'customer') {
      const found = keysOf(validateCustomer(typedCustomer, { requireAuth }));
      if (showErrors(found, CUSTOMER_FIELDS)) return;
    } else if (step === 'address') {
      const found = keysOf(validateAddress(address, { postcodeRequired }));
      if (showErrors(found, ADDRESS_FIELDS)) return;
      if (checking) return;
      setChecking(true);
      const checked = await checkAddress(address);
      setChecking(false);
      if (!checked.ok) {
        if (!showErrors(checked.errors, ADDRESS_FIELDS)) {
          alerts.show({ type: 'error', message: 'global.errors.validation-failed' });
        }
        return;
      }
      setAddress(checked.address);
      setConfirmed(checked.address);
    }
    setErrors({});
    const next = nextStep(step, flow);
    if (next) setStep(next);
  };

  const goBack = () => {
    const previous = previousStep(step, flow);
    setErrors({});
    if (previous) setStep(previous);
  };

  const ready = canAddToCart({ processing, shipping: shipping.status, method });

  const addToCart = async () => {
    if (busy.current || !ready || !shippingAddress) return;
    const found = keysOf({ ...validateQuantity(quantity), ...validateShipping(method) });
    if (showErrors(found, ['quantity', 'shipping.method'])) return;
    busy.current = true;
    setProcessing(true);
    try {
      const coupon = readPendingCoupon();
      await cart.addBlanks({
        cardId: card.id,
        cardSize: card.size,
        quantity,
        email: customer.email,
        firstName: customer.firstName,
        lastName: requireAuth ? '' : customer.lastName,
        shipping: { method: method ?? '' },
        // Only the address fields: the payload refuses any key it does not name.
        ...addressOf(shippingAddress, shippingAddress.country),
        ...(coupon ? { coupon } : {}),
      });
      alerts.show({ type: 'success', message: t('cart.blank.added', { count: quantity, name: card.name }) });
      modal.resolve();
    } catch (error) {
      const fromServer = error instanceof ApiError && error.status === 422 ? keysOf(error.errors) : {};
      const fields = ALL_FIELDS.filter((field) => fromServer[field]);
      const target = firstStepWithError(fields, flow);
      if (target) {
        setStep(target);
        showErrors(fromServer, fields);
      } else {
        setErrors(fromServer);
        for (const key of failureKeys(error)) alerts.show({ type: 'error', message: key });
      }
    } finally {
      busy.current = false;
      setProcessing(false);
    }
  };

  const stepNumber = steps.indexOf(step) + 1;
  const title = t(`cart.blank.${step}.title`);

  return (
    <form
      method="post"
      noValidate
      aria-busy={processing || checking || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (singlePage || step === 'shipping') void addToCart();
        else void goNext();
      }}
    >
      {steps.length > 1 ? (
        <p className="text-sm font-medium text-ink-soft">
          {t('cart.blank.step', { current: stepNumber, total: steps.length })}
        </p>
      ) : null}
      <h2 ref={heading} tabIndex={-1} className="text-2xl focus:outline-none sm:text-3xl">
        {title}
      </h2>
      <p className="mt-1 text-ink-soft">
        <span className="font-medium text-ink">{card.name}</span>
        {step === 'overview' ? null : ` · ${t('cart.blank.quantity-summary', { count: quantity })}`}
      </p>

      {step === 'overview' ? (
        <Overview
          card={card}
          quantity={quantity}
          onQuantity={setQuantity}
          error={errors.quantity}
          regionId={region.id}
        />
      ) : null}

      {step === 'overview' && customerKnown && saved.length > 0 ? (
        <fieldset className="mt-6">
          <legend className="mb-2 font-medium text-ink">{t('cart.blank.saved.legend')}</legend>
          <div className="space-y-2">
            {options.map((option) => {
              const entry = saved.find((address) => address.id === option);
              return (
                <label
                  key={option}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-white px-4 py-3 has-[:checked]:border-accent"
                >
                  <input
                    type="radio"
                    name={`${baseId}-saved`}
                    value={option}
                    checked={choice === option}
                    onChange={() => {
                      choiceTouched.current = true;
                      setChoice(option);
                      setErrors({});
                      // Somewhere different is a new address: the form starts empty, unless typed in.
                      if (option === SOMEWHERE_DIFFERENT && !addressTouched.current)
                        setAddress(addressOf({}, defaultCountry));
                    }}
                    className="mt-1 size-4 shrink-0 accent-accent"
                  />
                  <span className="text-sm text-ink">
                    {entry ? (
                      <>
                        {entry.name ? <span className="font-medium">{entry.name}, </span> : null}
                        {addressLine(entry, countryName)}
                      </>
                    ) : (
                      t('cart.blank.saved.different')
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}

      {step === 'customer' ? (
        <CustomerStep
          values={typedCustomer}
          errors={errors}
          requireAuth={requireAuth}
          idFor={idFor}
          onChange={(field, value) => {
            setTypedCustomer((values) => ({ ...values, [field]: value }));
            clearError(field);
          }}
        />
      ) : null}

      {step === 'address' ? (
        <AddressStep
          values={address}
          errors={errors}
          countries={countries}
          countriesFailed={countriesFailed}
          retryCountries={retryCountries}
          postcodeRequired={postcodeRequired}
          idFor={idFor}
          onChange={(next, field) => {
            addressTouched.current = true;
            setAddress(next);
            clearError(field);
          }}
        />
      ) : null}

      {step === 'shipping' && shippingAddress ? (
        <div className="mt-5 rounded-xl bg-sand px-4 py-3 text-sm text-ink">
          <p className="font-medium">{t('cart.blank.shipping.to', { name: customerName(customer) })}</p>
          <p className="text-ink-soft">{addressLine(shippingAddress, countryName)}</p>
        </div>
      ) : null}

      {step === 'shipping' || singlePage ? (
        <ShippingChoice
          shipping={shipping}
          method={method}
          onMethod={(value) => {
            setMethodChoice(chooseOption(value));
            clearError('shipping.method');
          }}
          error={errors['shipping.method']}
          currency={region.currency}
          country={shippingAddress ? countryName(shippingAddress.country) : ''}
          name={`${baseId}-method`}
          errorId={idFor('shipping.method')}
          onClose={() => modal.dismiss()}
        />
      ) : null}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {previousStep(step, flow) ? (
          <button
            type="button"
            className={SECONDARY}
            onClick={goBack}
            aria-label={t(`cart.blank.back.${previousStep(step, flow)}`)}
          >
            {t('cart.blank.back')}
          </button>
        ) : (
          <span aria-hidden="true" />
        )}
        {singlePage || step === 'shipping' ? (
          <button type="submit" className={PRIMARY} disabled={!ready} aria-busy={processing || undefined}>
            {t(processing ? 'cart.blank.adding' : 'cart.blank.add')}
          </button>
        ) : (
          <button type="submit" className={PRIMARY} disabled={checking} aria-busy={checking || undefined}>
            {t(checking ? 'cart.blank.checking' : 'cart.blank.next')}
          </button>
        )}
      </div>
    </form>
  );
}

function customerName(customer: CustomerValues): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ');
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const t = useT();
  return error ? (
    <p id={id} className="mt-1.5 text-sm text-danger">
      {t(error)}
    </p>
  ) : null;
}

/** Size, quantity and the price as the server will work it out (display only). */
function Overview({
  card,
  quantity,
  onQuantity,
  error,
  regionId,
}: {
  card: CardDetail;
  quantity: number;
  onQuantity: (value: number) => void;
  error: string | undefined;
  regionId: number;
}) {
  const t = useT();
  // Blanks travel to the buyer together, so a card's own postage is not part of their price.
  const unit = displayedPrice(card, regionId, true);
  return (
    <>
      <p className="mt-4 leading-relaxed text-ink-soft">{t('catalogue.purchase.blank.body')}</p>
      <dl className="mt-4 text-sm">
        <div className="flex gap-2">
          <dt className="text-ink-soft">{t('cart.blank.size')}</dt>
          <dd className="font-medium text-ink">{card.sizeDetails.name}</dd>
        </div>
      </dl>
      {/* Enter in the quantity box settles the number; it does not also go to the next step. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops Enter from submitting the form */}
      <div
        className="mt-5 flex flex-wrap items-end justify-between gap-4"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
        }}
      >
        <QuantityStepper
          value={quantity}
          onChange={onQuantity}
          label={t('catalogue.purchase.quantity.label')}
        />
        {unit ? (
          <dl className="text-right">
            <dt className="sr-only">{t('catalogue.purchase.blank.unit')}</dt>
            <dd className="text-sm text-ink-soft">
              <Money value={unit.value} currency={unit.currency} /> {t('catalogue.purchase.blank.each')}
            </dd>
            <dt className="sr-only">{t('catalogue.purchase.blank.total')}</dt>
            <dd className="text-2xl font-semibold text-ink" aria-live="polite">
              <Money value={blankTotal(unit.value, quantity)} currency={unit.currency} />
            </dd>
          </dl>
        ) : null}
      </div>
      {error ? <p className="mt-2 text-sm text-danger">{t(error)}</p> : null}
      <p className="mt-3 text-xs text-ink-soft">{t('cart.blank.price-note')}</p>
    </>
  );
}

function CustomerStep({
  values,
  errors,
  requireAuth,
  idFor,
  onChange,
}: {
  values: CustomerValues;
  errors: FieldErrors;
  requireAuth: boolean;
  idFor: (field: string) => string;
  onChange: (field: keyof CustomerValues, value: string) => void;
}) {
  const t = useT();
  const text = (field: keyof CustomerValues, label: string, autoComplete: string, type = 'text') => (
    <Field id={idFor(field)} label={t(label)} error={errors[field]}>
      {(props) => (
        <input
          {...props}
          name={field}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
    </Field>
  );
  return (
    <div className="mt-5 grid gap-4 sm:grid-cols-2">
      <p className="text-sm text-ink-soft sm:col-span-2">{t('cart.blank.customer.intro')}</p>
      <div className="sm:col-span-2">{text('email', 'cart.blank.customer.email', 'email', 'email')}</div>
      {requireAuth ? (
        <div className="sm:col-span-2">{text('firstName', 'cart.blank.customer.name', 'name')}</div>
      ) : (
        <>
          {text('firstName', 'cart.blank.customer.first-name', 'given-name')}
          {text('lastName', 'cart.blank.customer.last-name', 'family-name')}
        </>
      )}
    </div>
  );
}

function AddressStep({
  values,
  errors,
  countries,
  countriesFailed,
  retryCountries,
  postcodeRequired,
  idFor,
  onChange,
}: {
  values: AddressValues;
  errors: FieldErrors;
  countries: Countries | null;
  countriesFailed: boolean;
  retryCountries: () => void;
  postcodeRequired: boolean;
  idFor: (field: string) => string;
  onChange: (values: AddressValues, field: keyof AddressValues) => void;
}) {
  const states = countries?.states ?? {};
  const set = (field: keyof AddressValues, value: string) => {
    if (field !== 'country') return onChange({ ...values, [field]: value }, field);
    // A state picked from one country's list means nothing in another.
    const keep = stateFieldFor(value, states).options?.some(
      (option) => option.code === values.adminAreaLevel1,
    );
    onChange({ ...values, country: value, adminAreaLevel1: keep ? values.adminAreaLevel1 : '' }, field);
  };
  return (
    <div className="mt-5 grid gap-4 sm:grid-cols-2">
      <AddressFields
        values={values}
        errors={errors}
        countries={countries}
        countriesFailed={countriesFailed}
        onRetryCountries={retryCountries}
        idFor={idFor}
        onChange={set}
        onFill={(fill) => onChange({ ...values, ...fill }, 'locality')}
        wording={BLANK_ADDRESS_WORDING}
        required={{ address: true, locality: true, postcode: postcodeRequired }}
      />
    </div>
  );
}

/** The delivery methods: loading, failed (retry), none (close), or a radio list with cost and dates. */
function ShippingChoice({
  shipping,
  method,
  onMethod,
  error,
  currency,
  country,
  name,
  errorId,
  onClose,
}: {
  shipping: ShippingLoad;
  method: string | null;
  onMethod: (method: string) => void;
  error: string | undefined;
  currency: string;
  country: string;
  name: string;
  errorId: string;
  onClose: () => void;
}) {
  const t = useT();
  if (shipping.status === 'idle' || shipping.status === 'loading') {
    return (
      <div className="mt-5" aria-busy="true">
        <p role="status" className="text-sm text-ink-soft">
          {t('cart.blank.shipping.loading')}
        </p>
        <div className="mt-2 space-y-2">
          {[0, 1].map((index) => (
            <div key={index} className="h-16 animate-pulse rounded-lg bg-sand motion-reduce:animate-none" />
          ))}
        </div>
      </div>
    );
  }
  if (shipping.status === 'failed') {
    return (
      <div role="alert" className="mt-5 rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm">
        <p className="font-medium text-danger">{t('cart.blank.shipping.failed')}</p>
        <button type="button" className={`${SECONDARY} mt-3`} onClick={shipping.retry}>
          {t('cart.blank.retry')}
        </button>
      </div>
    );
  }
  if (shipping.status === 'empty') {
    return (
      <div role="alert" className="mt-5 rounded-xl border border-line bg-sand px-4 py-3 text-sm text-ink">
        <p className="font-medium">{t('cart.blank.shipping.empty', { country })}</p>
        <button type="button" className={`${SECONDARY} mt-3`} onClick={onClose}>
          {t('cart.blank.close')}
        </button>
      </div>
    );
  }
  return (
    <fieldset className="mt-5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-medium text-ink">{t('cart.blank.shipping.legend')}</legend>
      <div className="space-y-2">
        {shipping.options.map((option) => (
          <ShippingRadio
            key={option.type}
            option={option}
            name={name}
            checked={method === option.type}
            onChange={() => onMethod(option.type)}
            currency={currency}
          />
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
