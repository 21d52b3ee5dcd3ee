import type { AccountGift, GiftState } from '@cardshop/shared/contracts/redeem';
import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useRegionDates } from '../../lib/region-dates.ts';
import type { FormAnswer } from '../../lib/route-form.ts';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_BUTTON_SECONDARY,
  AccountPageHeader,
  Notice,
} from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { Money } from '../../ui/money.tsx';
import {
  GIFTS_URL,
  type GiftDate,
  giftStateDate,
  giftStateTone,
  giftTimeline,
  giftViewUrl,
} from './gifts.ts';

/** What the gift's resend form answers: done, or the refusal (409, 429) above it. */
export interface GiftResendAnswer extends FormAnswer<Record<string, never>> {
  resent: boolean;
}

const TONES = {
  success: 'border-success/30 bg-success/10 text-success',
  muted: 'border-line bg-sand text-ink-soft',
  progress: 'border-accent/30 bg-accent/10 text-accent-dark',
} as const;

/** A gift's state as a badge: its word in a colour (the word alone says it). */
function StateBadge({ state }: { state: GiftState }) {
  const t = useT();
  return (
    <span
      className={`inline-flex rounded-full border px-3 py-0.5 text-sm font-semibold ${TONES[giftStateTone(state)]}`}
      data-gift-state={state}
    >
      {t(`account.gifts.state.${state}`)}
    </span>
  );
}

function useGiftDate() {
  const dates = useRegionDates();
  return (date: GiftDate) => (date.kind === 'day' ? dates.day(date.value) : dates.moment(date.value));
}

/** /account/gifts: every gift card the account sent, newest first, each linking to its page. */
export function AccountGiftsPage({ gifts }: { gifts: AccountGift[] }) {
  const t = useT();
  const id = useId();
  const formatDate = useGiftDate();
  return (
    <>
      <AccountPageHeader title={t('account.gifts.title')} intro={t('account.gifts.intro')} />
      {gifts.length === 0 ? (
        <div className="max-w-2xl rounded-2xl border border-line bg-sand px-5 py-6">
          <p className="text-ink">{t('account.gifts.empty')}</p>
          <p className="mt-4">
            <Link to="/gift-cards" className={ACCOUNT_BUTTON}>
              {t('account.gifts.empty-link')}
            </Link>
          </p>
        </div>
      ) : (
        <section aria-labelledby={`${id}-list`}>
          <h2 id={`${id}-list`} className="sr-only">
            {t('account.gifts.list-label')}
          </h2>
          <ul className="grid gap-3">
            {gifts.map((gift) => {
              const recipient = gift.recipientName ?? t('account.gifts.to-unnamed');
              const date = giftStateDate(gift);
              return (
                <li
                  key={gift.id}
                  className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-sm sm:flex-row sm:items-center"
                  data-gift={gift.id}
                >
                  <img
                    src={gift.giftCard.imageSrc}
                    alt=""
                    width={96}
                    height={60}
                    loading="lazy"
                    className="h-15 w-24 shrink-0 rounded-md border border-line bg-sand object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <h3 className="font-sans text-base font-semibold text-ink">
                      {gift.giftCard.name} · <Money value={gift.amount} currency={gift.currency} />
                    </h3>
                    <p className="text-sm text-ink">
                      {gift.recipientName ? t('account.gifts.to', { name: recipient }) : recipient}
                    </p>
                    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
                      <StateBadge state={gift.state} />
                      {date ? (
                        <span>{t(`account.gifts.date.${gift.state}`, { date: formatDate(date) })}</span>
                      ) : null}
                    </p>
                  </div>
                  <Link
                    to={giftViewUrl(gift.id)}
                    className={`${ACCOUNT_BUTTON_SECONDARY} shrink-0`}
                    aria-label={t('account.gifts.view', { name: gift.giftCard.name, recipient })}
                  >
                    {t('account.gifts.view-short')}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}

/** /account/gifts/view/{id}: one gift, its progress, its verification, checking it and resending it. */
export function AccountGiftPage({
  gift,
  checked,
  answer,
}: {
  gift: AccountGift;
  /** The status was just asked of the supplier. */
  checked: boolean;
  answer?: GiftResendAnswer;
}) {
  const t = useT();
  const id = useId();
  const formatDate = useGiftDate();
  const dates = useRegionDates();
  const navigation = useNavigation();
  const checking = navigation.state === 'loading' && navigation.location?.search.includes('refresh');
  const resending = navigation.state === 'submitting';
  const recipient = gift.recipientName ?? t('account.gifts.to-unnamed');

  return (
    <>
      <p className="mb-4 text-sm">
        <Link to={GIFTS_URL} className="font-medium text-accent-dark">
          {t('account.gifts.back')}
        </Link>
      </p>
      <AccountPageHeader title={`${gift.giftCard.name} · ${t('account.gifts.to', { name: recipient })}`} />
      <div role="status" aria-live="polite" className="mb-4 max-w-2xl empty:hidden">
        {answer?.resent ? <Notice tone="success">{t('account.gifts.resent')}</Notice> : null}
        {checked && !answer ? <Notice tone="info">{t('account.gifts.checked')}</Notice> : null}
      </div>

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby={`${id}-details`}>
          <h2 id={`${id}-details`} className="mb-3 text-xl">
            {t('account.gifts.details')}
          </h2>
          <div className="flex items-start gap-4">
            <img
              src={gift.giftCard.imageSrc}
              alt={gift.giftCard.name}
              width={128}
              height={80}
              className="h-20 w-32 shrink-0 rounded-md border border-line bg-sand object-cover"
            />
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-soft">{t('account.gifts.amount')}</dt>
              <dd className="font-semibold text-ink">
                <Money value={gift.amount} currency={gift.currency} />
              </dd>
              <dt className="text-ink-soft">{t('account.gifts.recipient')}</dt>
              <dd className="text-ink">{recipient}</dd>
              <dt className="text-ink-soft">{t('account.gifts.card')}</dt>
              <dd className="text-ink">{gift.card.name}</dd>
            </dl>
          </div>
          <p className="mt-4 flex flex-wrap items-center gap-3 text-sm">
            <StateBadge state={gift.state} />
            {gift.validUntil && gift.state !== 'expired' && gift.state !== 'redeemed' ? (
              <span className="text-ink-soft">
                {t('account.gifts.valid-until', { date: dates.day(gift.validUntil) })}
              </span>
            ) : null}
          </p>

          <h3 className="mt-6 mb-2 font-sans text-base font-semibold">{t('account.gifts.verification')}</h3>
          {gift.verification.enable ? (
            <>
              <p className="text-sm text-ink">{t('account.gifts.verification-on')}</p>
              <ul className="mt-1 list-disc pl-5 text-sm text-ink">
                {gift.verification.email ? (
                  <li>{t('account.gifts.verification-email', { address: gift.verification.email })}</li>
                ) : null}
                {gift.verification.phone ? (
                  <li>{t('account.gifts.verification-phone', { number: gift.verification.phone })}</li>
                ) : null}
              </ul>
            </>
          ) : (
            <p className="text-sm text-ink">{t('account.gifts.verification-off')}</p>
          )}
        </section>

        <section aria-labelledby={`${id}-timeline`}>
          <h2 id={`${id}-timeline`} className="mb-3 text-xl">
            {t('account.gifts.timeline')}
          </h2>
          <ol className="grid gap-3 border-l-2 border-line pl-4" data-gift-timeline>
            {giftTimeline(gift).map((step) => (
              <li
                key={step.state}
                className="text-sm"
                data-step={step.state}
                data-done={step.date ? 'yes' : 'no'}
              >
                <span className={`block font-semibold ${step.date ? 'text-ink' : 'text-ink-soft'}`}>
                  {t(`account.gifts.state.${step.state}`)}
                </span>
                <span className="block text-ink-soft">
                  {step.date ? formatDate(step.date) : t('account.gifts.timeline-pending')}
                </span>
              </li>
            ))}
          </ol>
          <Form method="get" className="mt-4">
            <input type="hidden" name="refresh" value="1" />
            <button
              type="submit"
              className={ACCOUNT_BUTTON_SECONDARY}
              disabled={checking}
              aria-busy={checking || undefined}
            >
              {t(checking ? 'account.gifts.checking' : 'account.gifts.check')}
            </button>
          </Form>
        </section>
      </div>

      {gift.canResend || answer ? (
        <section aria-labelledby={`${id}-resend`} className="mt-10 max-w-2xl border-t border-line pt-6">
          <h2 id={`${id}-resend`} className="mb-2 text-xl">
            {t('account.gifts.resend')}
          </h2>
          <p className="mb-4 text-sm text-ink-soft">{t('account.gifts.resend-text')}</p>
          <Form method="post" className="grid gap-3">
            <input type="hidden" name="intent" value="resend" />
            <FormFailures messages={answer?.messages} retryAfter={answer?.retryAfter} />
            {gift.canResend ? (
              <div>
                <button
                  type="submit"
                  className={ACCOUNT_BUTTON}
                  disabled={resending}
                  aria-busy={resending || undefined}
                >
                  {t(resending ? 'account.processing' : 'account.gifts.resend')}
                </button>
              </div>
            ) : null}
          </Form>
        </section>
      ) : null}
    </>
  );
}
