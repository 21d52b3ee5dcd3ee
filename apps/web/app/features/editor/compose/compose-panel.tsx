import { TITLES } from '@cardshop/shared/constants';
import type { Contact } from '@cardshop/shared/contracts/address-book';
import type { CardDetail } from '@cardshop/shared/contracts/catalogue';
import type { CardDraft, Recipient, Sender, ShippingType } from '@cardshop/shared/contracts/compose';
import { formatIsoDay } from '@cardshop/shared/rules/dates';
import { scheduleRange } from '@cardshop/shared/rules/schedule';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth/use-auth.tsx';
import { browserStorage } from '../../../lib/cart/current-order.ts';
import { readSender, rememberSender } from '../../../lib/cart/draft.ts';
import { useCart } from '../../../lib/cart/use-cart.ts';
import { failureKeys } from '../../../lib/form-errors.ts';
import { clearSelection, selectionStorage } from '../../../lib/gift-card-selection.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { useShell } from '../../../lib/shell/use-shell.ts';
import { defaultMethod, useShippingOptions } from '../../../lib/shipping-options.ts';
import { AddressFields, type AddressWording } from '../../../ui/address/address-fields.tsx';
import { type AddressField, type AddressFieldValues, stateFieldFor } from '../../../ui/address/fields.ts';
import { useCountries } from '../../../ui/address/use-countries.ts';
import { useAlerts } from '../../../ui/alerts.tsx';
import { ContactPicker } from '../../../ui/contact-picker.tsx';
import { Field } from '../../../ui/form-controls.tsx';
import { useMounted } from '../../../ui/use-mounted.ts';
import { recipientOf } from '../prefill.ts';
import {
  addressValuesOf,
  composedOf,
  deliveryWindowPath,
  destinationOf,
  draftDefaults,
  errorKeysOf,
  firstInvalidField,
  hasGiftCard,
  type Party,
  postedTo,
  shippingOf,
  splitServerErrors,
  validateDraft,
} from './compose-form.ts';
import { CHOICE, LEGEND, PRIMARY } from './compose-styles.ts';
import { GiftCardVerification, NO_VERIFICATION } from './gift-card-verification.tsx';
import { SaveTemplate } from './save-template.tsx';
import { DeliveryWindowNote, ShippingMethods, useDeliveryWindow } from './shipping-methods.tsx';

// The composing side of /write (account-ordering.md §3 "Card being composed"): who the card is for and
// from, when it is sent and how it is posted, then Add to cart. The editor owns the draft: every change
// goes to onDraftChange, which persists it, so nothing typed is lost on a reload or a failed add.

export interface ComposePanelProps {
  draft: CardDraft;
  onDraftChange: (next: CardDraft) => void;
  card: CardDetail;
  /** The server's field errors of the card document (`layout.*`, rule names), for the editor to show. */
  onLayoutErrors: (errors: Record<string, string[]>) => void;
}

const ADDRESS_WORDING: AddressWording = {
  label: (field) => `editor.compose.address.${field}`,
  optional: 'editor.compose.optional',
  loading: 'editor.compose.address.loading',
  chooseCountry: 'editor.compose.address.choose',
  chooseState: 'editor.compose.address.choose-state',
  countriesFailed: 'editor.compose.address.countries-failed',
  retry: 'editor.compose.retry',
};

type Errors = Record<string, string>;

export function ComposePanel({ draft, onDraftChange, card, onLayoutErrors }: ComposePanelProps) {
  const t = useT();
  const { region } = useShell();
  const { user } = useAuth();
  const cart = useCart();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const mounted = useMounted();
  const { countries, failed: countriesFailed, retry: retryCountries } = useCountries();
  const baseId = useId();
  const idFor = (path: string) => `${baseId}-${path.replace(/\./g, '-')}`;

  const [errors, setErrors] = useState<Errors>({});
  // A new recipient is saved to the signed-in writer's address book once the card is in the cart.
  const [saveToBook, setSaveToBook] = useState(false);
  const [processing, setProcessing] = useState(false);
  const busy = useRef(false);

  // Changes build on the newest draft, so two in one tick (a default and a choice) do not undo each other.
  const latest = useRef(draft);
  latest.current = draft;
  const update = (change: (current: CardDraft) => CardDraft) => {
    const next = { ...change(latest.current), savedAt: new Date().toISOString() };
    latest.current = next;
    onDraftChange(next);
  };

  const clearError = (path: string) =>
    setErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _, ...rest } = current;
      return rest;
    });

  const defaultCountry = region.countries.includes(region.iso) ? region.iso : (region.countries[0] ?? '');

  // A new draft starts with the region's country, the signed-in sender (or, signed out, the sender of the
  // last card added here), sending now and posting direct.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fills in once per user and card, not per render
  useEffect(() => {
    const filled = draftDefaults(latest.current, {
      user,
      country: defaultCountry,
      remembered: readSender(browserStorage()),
    });
    if (filled) update(() => filled);
  }, [user, defaultCountry, draft.cardId]);

  const shipping = shippingOf(draft);
  const schedule = draft.schedule ?? { type: 'now' as const };
  const destination = destinationOf(draft);
  const options = useShippingOptions(destination, shipping.type === 'D' ? 'direct' : 'sender', 'written');

  // The method follows the options: kept when still offered, else standard, else the first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the options are answered
  useEffect(() => {
    if (options.status !== 'ready') return;
    const method = defaultMethod(options.options, shippingOf(latest.current).method);
    if (method && method !== shippingOf(latest.current).method) {
      update((current) => ({ ...current, shipping: { ...shippingOf(current), method } }));
    }
  }, [options.status, options.options]);

  const windowDate = schedule.type === 'later' && schedule.date ? schedule.date : null;
  const deliveryWindow = useDeliveryWindow(
    windowDate ? deliveryWindowPath(shipping.method, windowDate, destination) : null,
  );

  const postcodeRequired = (country: string) =>
    Boolean(countries?.countries.find((entry) => entry.iso === country.toUpperCase())?.reqPostcode);
  const countryName = (iso: string) => countries?.countries.find((entry) => entry.iso === iso)?.name ?? iso;
  const today = () => formatIsoDay(new Date(), region.timeZone);
  // The date limits depend on the browser's clock: set after hydration, so both renders agree.
  const bounds = mounted ? scheduleRange(today()) : null;

  const setRecipient = (change: Partial<Recipient>) =>
    update((current) => ({ ...current, recipient: { type: 'person', ...current.recipient, ...change } }));
  const setSender = (change: Partial<Sender>) =>
    update((current) => ({ ...current, sender: { ...current.sender, ...change } }));

  const setAddress = (party: Party, field: AddressField, value: string) => {
    clearError(`${party}.${field}`);
    const current = addressValuesOf(latest.current[party]);
    const change: Partial<AddressFieldValues> = { [field]: value };
    if (field === 'country') {
      // A state picked from one country's list means nothing in another; typed text is kept to correct.
      const states = countries?.states ?? {};
      const before = stateFieldFor(current.country, states).options;
      const after = stateFieldFor(value, states).options;
      const keep =
        after?.some((option) => option.code === current.adminAreaLevel1) ??
        !before?.some((option) => option.code === current.adminAreaLevel1);
      if (!keep) change.adminAreaLevel1 = '';
    }
    if (party === 'recipient') setRecipient(change);
    else setSender(change);
  };

  const show = (found: Errors): boolean => {
    setErrors(found);
    const first = firstInvalidField(found);
    if (!first) return false;
    window.setTimeout(() => {
      const element = document.getElementById(idFor(first));
      element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      element?.focus({ preventScroll: true });
    }, 0);
    return true;
  };

  const addToCart = async () => {
    if (busy.current) return;
    const current = latest.current;
    const found = errorKeysOf(
      validateDraft(current, { today: today(), postcodeRequired: (country) => postcodeRequired(country) }),
    );
    if (
      options.status === 'ready' &&
      !options.options.some((option) => option.type === shippingOf(current).method)
    )
      found['shipping.method'] = 'validation.required';
    if (show(found)) return;
    busy.current = true;
    setProcessing(true);
    onLayoutErrors({});
    try {
      // A recipient to be saved goes into the book first, so the card records the contact it went to.
      if (user && saveToBook && current.recipient) {
        const contactId = await saveRecipient(current.recipient);
        if (contactId) setRecipient({ contactId });
      }
      const added = await cart.addCard({
        ...composedOf(latest.current),
        ...(current.item ? { item: current.item } : {}),
      });
      // The draft now stands for the cart line: resuming it edits that line instead of adding another
      // (paying for the order forgets it; see forgetDraftOfItems).
      update((draft) => ({ ...draft, item: { id: added.item.id, token: added.item.token } }));
      // The gift card chosen on the gift-card pages is in the cart now: it waits for no other card.
      if (hasGiftCard(current.layout)) clearSelection(selectionStorage());
      rememberSender(browserStorage(), latest.current.sender);
      alerts.show({ type: 'success', message: t('editor.compose.added', { card: card.name }) });
      // Back from checkout opens this cart line with the card as written, not a fresh card: the entry
      // being left now names the line (the draft kept in the browser is that line's).
      window.history.replaceState(
        window.history.state,
        '',
        `/write?item=${encodeURIComponent(added.item.id)}`,
      );
      navigate('/payment');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const split = splitServerErrors(error.errors);
        const hasLayout = Object.keys(split.layout).length > 0;
        if (hasLayout) onLayoutErrors(split.layout);
        const shown = show(errorKeysOf(split.fields));
        if (hasLayout) alerts.show({ type: 'error', message: 'editor.compose.fix-layout' });
        else if (shown) alerts.show({ type: 'error', message: 'editor.compose.fix-fields' });
        if (Object.keys(split.other).length > 0 || (!hasLayout && !shown)) {
          for (const key of failureKeys(new ApiError(422, error.messages, split.other)))
            alerts.show({ type: 'error', message: key });
        }
      } else {
        for (const key of failureKeys(error)) alerts.show({ type: 'error', message: key });
      }
    } finally {
      busy.current = false;
      setProcessing(false);
    }
  };

  /** The recipient as a new contact, through the address book's own call and checks: its id, or null. */
  const saveRecipient = async (person: Partial<Recipient>): Promise<string | null> => {
    const words = (person.name ?? '').trim().split(/\s+/).filter(Boolean);
    const title = TITLES.find((entry) => entry.toLowerCase() === words[0]?.replace(/\.$/, '').toLowerCase());
    if (title) words.shift();
    const lastName = words.length > 1 ? (words.pop() ?? '') : '';
    const name = (person.name ?? '').trim();
    try {
      const saved = await api<Contact>('/api/account/addresses', {
        method: 'POST',
        json: {
          title: title ?? '',
          firstName: words.join(' '),
          lastName,
          address: person.address ?? '',
          address2: person.address2 ?? '',
          locality: person.locality ?? '',
          adminAreaLevel1: person.adminAreaLevel1 ?? '',
          postcode: person.postcode ?? '',
          country: person.country ?? '',
        },
      });
      setSaveToBook(false);
      alerts.show({ type: 'success', message: t('editor.compose.recipient.saved', { name }) });
      return saved.id;
    } catch {
      alerts.show({ type: 'error', message: t('editor.compose.recipient.not-saved', { name }) });
      return null;
    }
  };

  /** A contact picked from the address book fills in the recipient. */
  const pickContact = (contact: Contact) => {
    for (const field of ['name', 'address', 'address2', 'locality', 'adminAreaLevel1', 'postcode', 'country'])
      clearError(`recipient.${field}`);
    setSaveToBook(false);
    setRecipient(recipientOf(contact));
  };

  const recipient = draft.recipient ?? {};
  const sender = draft.sender ?? {};
  const party = postedTo(shipping.type);

  const text = (
    path: string,
    label: string,
    value: string | undefined,
    onChange: (value: string) => void,
    autoComplete: string,
    type = 'text',
  ) => (
    <Field id={idFor(path)} label={t(label)} error={errors[path]}>
      {(props) => (
        <input
          {...props}
          name={path}
          type={type}
          autoComplete={autoComplete}
          value={value ?? ''}
          onChange={(event) => {
            clearError(path);
            onChange(event.target.value);
          }}
        />
      )}
    </Field>
  );

  const address = (who: Party, required: boolean) => (
    <AddressFields
      values={addressValuesOf(who === 'recipient' ? recipient : sender)}
      errors={prefixed(errors, who)}
      countries={countries}
      countriesFailed={countriesFailed}
      onRetryCountries={retryCountries}
      idFor={(field) => idFor(`${who}.${field}`)}
      nameFor={(field) => `${who}.${field}`}
      onChange={(field, value) => setAddress(who, field, value)}
      onFill={(fill) => (who === 'recipient' ? setRecipient(fill) : setSender(fill))}
      wording={ADDRESS_WORDING}
      required={{
        address: required,
        locality: required,
        postcode:
          required &&
          postcodeRequired(who === 'recipient' ? (recipient.country ?? '') : (sender.country ?? '')),
      }}
    />
  );

  return (
    <>
      <form
        method="post"
        noValidate
        aria-busy={processing || undefined}
        aria-labelledby={`${baseId}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          void addToCart();
        }}
        className="space-y-8"
      >
        <h2 id={`${baseId}-title`} className="text-2xl sm:text-3xl">
          {t('editor.compose.title')}
        </h2>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className={LEGEND}>{t('editor.compose.recipient.title')}</legend>
          {user ? (
            <div className="sm:col-span-2">
              <ContactPicker
                labelKey="editor.compose.recipient.pick"
                hintKey="editor.compose.recipient.pick-hint"
                noneKey="editor.compose.recipient.pick-none"
                onPick={pickContact}
              />
            </div>
          ) : null}
          <div className="sm:col-span-2">
            {text(
              'recipient.name',
              'editor.compose.recipient.name',
              recipient.name,
              // Another name is another person: the card no longer goes to the contact picked.
              (name) => setRecipient({ name, contactId: undefined }),
              'off',
            )}
          </div>
          <p className="text-sm text-ink-soft sm:col-span-2">
            {t(
              party === 'recipient'
                ? 'editor.compose.recipient.address-direct'
                : 'editor.compose.recipient.address-optional',
            )}
          </p>
          {address('recipient', party === 'recipient')}
          {user ? (
            <label className="inline-flex min-h-11 items-center gap-2 text-ink sm:col-span-2">
              <input
                type="checkbox"
                name="saveToAddressBook"
                checked={saveToBook}
                onChange={(event) => setSaveToBook(event.target.checked)}
                className="size-5"
              />
              {t('editor.compose.recipient.save')}
            </label>
          ) : null}
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className={LEGEND}>{t('editor.compose.sender.title')}</legend>
          {text(
            'sender.firstName',
            'editor.compose.sender.firstName',
            sender.firstName,
            (firstName) => setSender({ firstName }),
            'given-name',
          )}
          {text(
            'sender.lastName',
            'editor.compose.sender.lastName',
            sender.lastName,
            (lastName) => setSender({ lastName }),
            'family-name',
          )}
          <div className="sm:col-span-2">
            {text(
              'sender.email',
              'editor.compose.sender.email',
              sender.email,
              (email) => setSender({ email }),
              'email',
              'email',
            )}
          </div>
          {party === 'sender' ? (
            <>
              <p className="text-sm text-ink-soft sm:col-span-2">{t('editor.compose.sender.address')}</p>
              {address('sender', true)}
            </>
          ) : null}
        </fieldset>

        <fieldset>
          <legend className={LEGEND}>{t('editor.compose.schedule.title')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(['now', 'later'] as const).map((type) => (
              <label key={type} className={CHOICE}>
                <input
                  type="radio"
                  name="schedule.type"
                  id={type === 'now' ? idFor('schedule.type') : undefined}
                  value={type}
                  checked={schedule.type === type}
                  onChange={() => {
                    clearError('schedule.date');
                    update((current) => ({
                      ...current,
                      schedule:
                        type === 'now'
                          ? { type: 'now' }
                          : {
                              type: 'later',
                              date: current.schedule?.type === 'later' ? current.schedule.date : '',
                            },
                    }));
                  }}
                  className="mt-1 size-4 shrink-0 accent-accent"
                />
                <span className="font-medium text-ink">{t(`editor.compose.schedule.${type}`)}</span>
              </label>
            ))}
          </div>
          {schedule.type === 'later' ? (
            <div className="mt-4 max-w-xs">
              <Field
                id={idFor('schedule.date')}
                label={t('editor.compose.schedule.date')}
                hint={t('editor.compose.schedule.hint')}
                error={errors['schedule.date']}
              >
                {(props) => (
                  <input
                    {...props}
                    type="date"
                    name="schedule.date"
                    min={bounds?.first}
                    max={bounds?.last}
                    value={schedule.date}
                    onChange={(event) => {
                      clearError('schedule.date');
                      const date = event.target.value;
                      update((current) => ({ ...current, schedule: { type: 'later', date } }));
                    }}
                  />
                )}
              </Field>
            </div>
          ) : null}
          <DeliveryWindowNote
            later={schedule.type === 'later'}
            window={deliveryWindow}
            option={options.options.find((option) => option.type === shipping.method) ?? null}
          />
        </fieldset>

        <fieldset>
          <legend className={LEGEND}>{t('editor.compose.shipping.title')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(['D', 'S'] as const satisfies readonly ShippingType[]).map((type) => (
              <label key={type} className={CHOICE}>
                <input
                  type="radio"
                  name="shipping.type"
                  id={type === 'D' ? idFor('shipping.type') : undefined}
                  value={type}
                  checked={shipping.type === type}
                  onChange={() => {
                    setErrors({});
                    update((current) => ({ ...current, shipping: { ...shippingOf(current), type } }));
                  }}
                  className="mt-1 size-4 shrink-0 accent-accent"
                />
                <span className="font-medium text-ink">
                  {type === 'S'
                    ? t('editor.compose.shipping.sender')
                    : recipient.name?.trim()
                      ? t('editor.compose.shipping.direct', { name: recipient.name.trim() })
                      : t('editor.compose.shipping.direct-anyone')}
                </span>
              </label>
            ))}
          </div>
          <ShippingMethods
            load={options}
            method={shipping.method}
            later={schedule.type === 'later'}
            country={destination ? countryName(destination.country.toUpperCase()) : null}
            currency={region.currency}
            name={`${baseId}-method`}
            errorId={idFor('shipping.method')}
            error={errors['shipping.method']}
            onMethod={(method) => {
              clearError('shipping.method');
              update((current) => ({ ...current, shipping: { ...shippingOf(current), method } }));
            }}
          />
        </fieldset>

        {hasGiftCard(draft.layout) ? (
          <GiftCardVerification
            value={draft.options?.giftCardVerification ?? NO_VERIFICATION}
            errors={errors}
            idFor={idFor}
            onChange={(giftCardVerification, field) => {
              if (field) clearError(`options.giftCardVerification.${field}`);
              else {
                clearError('options.giftCardVerification.email');
                clearError('options.giftCardVerification.phone');
              }
              update((current) => ({ ...current, options: { giftCardVerification } }));
            }}
          />
        ) : null}

        <button
          type="submit"
          className={PRIMARY}
          disabled={processing}
          aria-busy={processing || undefined}
          data-testid="compose-add-to-cart"
        >
          {t(
            processing
              ? 'editor.compose.adding'
              : draft.item
                ? 'editor.compose.update'
                : 'editor.compose.add',
          )}
        </button>
      </form>
      {user?.permissions.useTemplates ? <SaveTemplate cardId={draft.cardId} layout={draft.layout} /> : null}
    </>
  );
}

/** The errors of one party's fields, keyed by the bare field name (`recipient.postcode` → `postcode`). */
function prefixed(errors: Errors, party: Party): Errors {
  const own: Errors = {};
  for (const [path, key] of Object.entries(errors)) {
    if (path.startsWith(`${party}.`)) own[path.slice(party.length + 1)] = key;
  }
  return own;
}
