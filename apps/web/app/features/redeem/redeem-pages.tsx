import {
  REDEEM_CODE_LENGTH,
  REDEEM_VERIFICATION_LENGTH,
  REDEEM_VERIFICATION_TTL_MIN,
} from '@cardshop/shared/constants';
import type {
  RedeemGift,
  VerificationChannel,
  VerificationSent,
  Voucher,
} from '@cardshop/shared/contracts/redeem';
import { useEffect, useId, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { fieldErrorKeys } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useRegionDates } from '../../lib/region-dates.ts';
import type { FormAnswer } from '../../lib/route-form.ts';
import { ACCOUNT_BUTTON, ACCOUNT_BUTTON_SECONDARY, Field, Notice } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { Money } from '../../ui/money.tsx';
import { useMounted } from '../../ui/use-mounted.ts';
import { REDEEM_URL, redeemCodeUrl } from './redeem-links.ts';
import { type LookupAnswer, type RedeemAnswer, SECTION_TITLE } from './redeem-text.ts';

// The recipient's pages (issue 17; account-ordering.md §2): every form posts to its route's action, so
// each step works before scripts load and on a phone; once they have, React Router sends the same posts.

const BUTTON_WIDE = `${ACCOUNT_BUTTON} w-full sm:w-auto`;

/** The frame of a recipient's page: a readable column with its heading and introduction. */
function RedeemFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-8 pb-16 sm:pt-12">
      <h1 className="text-3xl leading-tight sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-3 text-ink-soft">{intro}</p> : null}
      <div className="mt-8 grid gap-8">{children}</div>
    </div>
  );
}

const useBusy = () => useNavigation().state === 'submitting';

/** The code printed in the card: one forgiving field; it posts to /redeem, which finds its gift card. */
function CodeForm({ answer, code }: { answer?: LookupAnswer; code?: string }) {
  const t = useT();
  const id = useId();
  const busy = useBusy();
  const errors = fieldErrorKeys(answer?.errors ?? {}, ['code']);
  return (
    <Form method="post" action={REDEEM_URL} noValidate className="grid max-w-md gap-4">
      <FormFailures messages={answer?.messages} retryAfter={answer?.retryAfter} />
      <Field
        id={`${id}-code`}
        label={t('redeem.field.code')}
        hint={`${t('redeem.field.code-hint')} ${t('redeem.landing.forgiving')}`}
        error={errors.code}
      >
        {(props) => (
          <input
            {...props}
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            // Room for the dashes and spaces people type between the groups.
            maxLength={REDEEM_CODE_LENGTH * 2}
            required
            className={`${props.className} font-mono tracking-wider uppercase`}
            defaultValue={answer?.values.code ?? code ?? ''}
          />
        )}
      </Field>
      <div>
        <button type="submit" className={BUTTON_WIDE} disabled={busy} aria-busy={busy || undefined}>
          {t(busy ? 'redeem.landing.processing' : 'redeem.landing.submit')}
        </button>
      </div>
    </Form>
  );
}

/** /redeem: where the code is in the card, and the field for it. */
export function RedeemLandingPage({ answer }: { answer?: LookupAnswer }) {
  const t = useT();
  const id = useId();
  return (
    <RedeemFrame title={t('redeem.landing.title')} intro={t('redeem.landing.intro')}>
      <section aria-labelledby={`${id}-where`} className="rounded-xl border border-line bg-sand p-4 sm:p-5">
        <h2 id={`${id}-where`} className="mb-2 text-lg">
          {t('redeem.landing.where.title')}
        </h2>
        <p className="text-sm text-ink">{t('redeem.landing.where.text')}</p>
      </section>
      <CodeForm answer={answer} />
    </RedeemFrame>
  );
}

/** An address with no gift card behind it (or too many wrong codes): say so, and ask for the code again. */
export function RedeemNotFoundPage({ code, retryAfter }: { code: string; retryAfter: number | null }) {
  const t = useT();
  const id = useId();
  return (
    <RedeemFrame title={t('redeem.not-found.title')}>
      {retryAfter ? (
        <FormFailures messages={['global.errors.too-many-requests']} retryAfter={retryAfter} />
      ) : (
        <Notice tone="error">{t('redeem.not-found.text')}</Notice>
      )}
      <section aria-labelledby={`${id}-again`}>
        <h2 id={`${id}-again`} className={SECTION_TITLE}>
          {t('redeem.not-found.again')}
        </h2>
        <CodeForm code={code} />
      </section>
    </RedeemFrame>
  );
}

/** The gift card: its picture, name and value, how long it lasts and its terms. */
function GiftSummary({ gift }: { gift: RedeemGift }) {
  const t = useT();
  const dates = useRegionDates();
  return (
    <section className="grid gap-4 rounded-xl border border-line bg-white p-4 shadow-sm sm:grid-cols-[12rem_minmax(0,1fr)] sm:p-5">
      <img
        src={gift.giftCard.imageSrc}
        alt={gift.giftCard.name}
        width={192}
        height={120}
        className="aspect-[8/5] w-full max-w-48 rounded-lg border border-line bg-sand object-cover"
      />
      <div className="min-w-0">
        <h2 className="text-2xl" data-gift-card-name>
          {gift.giftCard.name}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-soft">{t('redeem.gift.value')}</dt>
          <dd className="font-semibold text-ink" data-gift-value>
            <Money value={gift.amount} currency={gift.currency} />
          </dd>
          {gift.validityPeriod ? (
            <>
              <dt className="text-ink-soft">{t('redeem.gift.validity')}</dt>
              <dd className="text-ink">{gift.validityPeriod}</dd>
            </>
          ) : null}
          <dt className="text-ink-soft">{t('redeem.gift.valid-until')}</dt>
          <dd className="text-ink">
            {gift.validUntil ? dates.day(gift.validUntil) : t('redeem.gift.no-expiry')}
          </dd>
        </dl>
        {gift.giftCard.canChange ? (
          <p className="mt-3 text-sm text-ink">{t('redeem.gift.can-change')}</p>
        ) : null}
        <p className="mt-3 text-sm text-ink-soft">{t('redeem.gift.terms')}</p>
      </div>
    </section>
  );
}

/** The voucher the supplier issued, to spend: code, PIN, value, expiry and where; marked when a test's. */
export function VoucherView({ voucher }: { voucher: Voucher }) {
  const t = useT();
  const id = useId();
  const dates = useRegionDates();
  return (
    <section
      aria-labelledby={`${id}-voucher`}
      className="rounded-xl border-2 border-success/40 bg-success/5 p-4 sm:p-5"
      data-voucher
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-voucher`} className="text-2xl">
          {t('redeem.voucher.title')}
        </h2>
        {voucher.test ? (
          <span className="rounded-full border border-warning/40 bg-warning/10 px-3 py-0.5 text-sm font-semibold text-warning">
            {t('redeem.voucher.test')}
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-ink">{t('redeem.voucher.intro')}</p>
      {voucher.test ? <p className="mt-1 text-sm text-ink-soft">{t('redeem.voucher.test-text')}</p> : null}
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
        <dt className="text-sm text-ink-soft">{t('redeem.voucher.code')}</dt>
        <dd className="font-mono text-lg font-semibold break-all text-ink" data-voucher-code>
          {voucher.code}
        </dd>
        {voucher.pin ? (
          <>
            <dt className="text-sm text-ink-soft">{t('redeem.voucher.pin')}</dt>
            <dd className="font-mono text-lg font-semibold text-ink">{voucher.pin}</dd>
          </>
        ) : null}
        <dt className="text-sm text-ink-soft">{t('redeem.voucher.amount')}</dt>
        <dd className="font-semibold text-ink">
          <Money value={voucher.amount} currency={voucher.currency} />
        </dd>
        <dt className="text-sm text-ink-soft">{t('redeem.voucher.expires')}</dt>
        <dd className="text-ink">
          {voucher.expiresOn ? dates.day(voucher.expiresOn) : t('redeem.voucher.no-expiry')}
        </dd>
        <dt className="text-sm text-ink-soft">{t('redeem.voucher.issuer')}</dt>
        <dd className="text-ink">{voucher.supplier}</dd>
        {voucher.url ? (
          <>
            <dt className="text-sm text-ink-soft">{t('redeem.voucher.spend')}</dt>
            <dd className="break-all">
              <a href={voucher.url} rel="noopener noreferrer" className="font-semibold text-accent-dark">
                {voucher.url}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** Redeemed or expired: when, and (redeemed) to which masked address the voucher went. */
function FinishedNotice({ gift }: { gift: RedeemGift }) {
  const t = useT();
  const dates = useRegionDates();
  if (gift.state === 'redeemed') {
    const date = gift.redeemedAt ? dates.moment(gift.redeemedAt) : '';
    return (
      <section className="grid gap-2" data-redeem-state="redeemed">
        <h2 className={SECTION_TITLE}>{t('redeem.redeemed.title')}</h2>
        <p className="text-ink">
          {gift.sentTo
            ? t('redeem.redeemed.text', { date, address: gift.sentTo })
            : t('redeem.redeemed.text-no-address', { date })}
        </p>
      </section>
    );
  }
  return (
    <section className="grid gap-2" data-redeem-state="expired">
      <h2 className={SECTION_TITLE}>{t('redeem.expired.title')}</h2>
      <p className="text-ink">
        {gift.validUntil
          ? t('redeem.expired.text', { date: dates.day(gift.validUntil) })
          : t('redeem.expired.text-no-date')}
      </p>
    </section>
  );
}

/** The e-mail address the voucher goes to, beside its error. */
function EmailField({
  answer,
  label,
  hint,
}: {
  answer?: FormAnswer<{ email: string }>;
  label: string;
  hint?: string;
}) {
  const id = useId();
  const errors = fieldErrorKeys(answer?.errors ?? {}, ['email']);
  return (
    <Field id={`${id}-email`} label={label} hint={hint} error={errors.email}>
      {(props) => (
        <input
          {...props}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={answer?.values.email ?? ''}
        />
      )}
    </Field>
  );
}

/** `ready`: the e-mail address for the voucher, then the voucher. */
function ReadyForm({ answer }: { answer?: RedeemAnswer }) {
  const t = useT();
  const id = useId();
  const busy = useBusy();
  return (
    <section aria-labelledby={`${id}-ready`}>
      <h2 id={`${id}-ready`} className={SECTION_TITLE}>
        {t('redeem.ready.title')}
      </h2>
      <p className="mb-4 text-ink-soft">{t('redeem.ready.intro')}</p>
      <Form method="post" noValidate className="grid max-w-md gap-4">
        <input type="hidden" name="intent" value="redeem" />
        <FormFailures messages={answer?.messages} retryAfter={answer?.retryAfter} />
        <EmailField answer={answer} label={t('redeem.field.email')} />
        <div>
          <button type="submit" className={BUTTON_WIDE} disabled={busy} aria-busy={busy || undefined}>
            {t(busy ? 'redeem.ready.processing' : 'redeem.ready.submit')}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** The masked addresses a verification code can go to, each a button of one POST form. */
function ChannelButtons({
  gift,
  labelOf,
  secondary = false,
}: {
  gift: RedeemGift;
  labelOf: (channel: VerificationChannel, address: string) => string;
  secondary?: boolean;
}) {
  const busy = useBusy();
  const channels = (['email', 'phone'] as const).flatMap((channel) => {
    const address = gift.verification?.[channel];
    return address ? [{ channel, address }] : [];
  });
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {channels.map(({ channel, address }) => (
        <button
          key={channel}
          type="submit"
          name="channel"
          value={channel}
          className={secondary ? ACCOUNT_BUTTON_SECONDARY : ACCOUNT_BUTTON}
          disabled={busy}
        >
          {labelOf(channel, address)}
        </button>
      ))}
    </div>
  );
}

/** `verify`: where the verification code goes. */
function VerifyForm({ gift, answer }: { gift: RedeemGift; answer?: RedeemAnswer }) {
  const t = useT();
  const id = useId();
  const errors = fieldErrorKeys(answer?.errors ?? {}, ['channel']);
  return (
    <section aria-labelledby={`${id}-verify`}>
      <h2 id={`${id}-verify`} className={SECTION_TITLE}>
        {t('redeem.verify.title')}
      </h2>
      <p className="mb-4 text-ink-soft">{t('redeem.verify.intro', { length: REDEEM_VERIFICATION_LENGTH })}</p>
      <Form method="post" noValidate className="grid gap-4">
        <input type="hidden" name="intent" value="send-code" />
        <FormFailures
          messages={[...(answer?.messages ?? []), ...(errors.channel ? [errors.channel] : [])]}
          retryAfter={answer?.retryAfter}
        />
        <ChannelButtons
          gift={gift}
          labelOf={(channel, address) => t(`redeem.verify.by-${channel}`, { address })}
        />
      </Form>
    </section>
  );
}

/**
 * /redeem/{orderItemId}/{code}: the gift card, then what comes next by its state: the e-mail address
 * (ready), where the verification code goes (verify), when and where it went (redeemed), or that it
 * expired; once redeemed here, the voucher.
 */
export function RedeemCodePage({ gift, answer }: { gift: RedeemGift; answer?: RedeemAnswer }) {
  const t = useT();
  const voucher = answer?.voucher ?? null;
  return (
    <RedeemFrame title={t('redeem.gift.title')}>
      {voucher ? <VoucherView voucher={voucher} /> : null}
      <GiftSummary gift={gift} />
      {voucher ? null : gift.state === 'ready' ? (
        <ReadyForm answer={answer} />
      ) : gift.state === 'verify' ? (
        <VerifyForm gift={gift} answer={answer} />
      ) : (
        <>
          <FormFailures messages={answer?.messages} />
          <FinishedNotice gift={gift} />
        </>
      )}
    </RedeemFrame>
  );
}

/**
 * The seconds left before another code may be asked for: counting down once scripts run (before, the
 * button stays usable and the service says how long to wait if it is too soon). `from` restarts it.
 */
function useCountdown(from: number, restart: unknown): number {
  const [left, setLeft] = useState(from);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new send restarts the count.
  useEffect(() => {
    setLeft(from);
    if (from <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, from - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [from, restart]);
  return left;
}

/** The masked address a code went to, from the gift card's verification addresses. */
const addressOf = (gift: RedeemGift, channel: VerificationChannel | null) =>
  channel ? (gift.verification?.[channel] ?? null) : null;

/**
 * /redeem/confirm-recipient/{orderItemId}/{code}: the verification code and the e-mail address for the
 * voucher (empty: the address the code went to is only shown masked), a new code when it did not come or
 * ran out, then the voucher.
 */
export function ConfirmRecipientPage({
  gift,
  code,
  answer,
  sent,
}: {
  gift: RedeemGift;
  code: string;
  answer?: RedeemAnswer;
  /** What the previous page sent, as its address says. */
  sent: { channel: VerificationChannel | null; wait: number };
}) {
  const t = useT();
  const id = useId();
  const busy = useBusy();
  const mounted = useMounted();
  const voucher = answer?.voucher ?? null;
  const resent: VerificationSent | null = answer?.sent ?? null;
  const channel = resent?.channel ?? sent.channel;
  const left = useCountdown(resent?.resendAfter ?? sent.wait, resent);
  const errors = fieldErrorKeys(answer?.errors ?? {}, ['verificationCode', 'channel']);
  const address = resent?.sentTo ?? addressOf(gift, channel);
  const sentText = {
    length: REDEEM_VERIFICATION_LENGTH,
    minutes: REDEEM_VERIFICATION_TTL_MIN,
    address,
  };

  if (voucher) {
    return (
      <RedeemFrame title={t('redeem.gift.title')}>
        <VoucherView voucher={voucher} />
        <GiftSummary gift={gift} />
      </RedeemFrame>
    );
  }
  return (
    <RedeemFrame
      title={t('redeem.confirm.title')}
      intro={
        channel && address
          ? t(`redeem.confirm.sent-${channel}`, sentText)
          : t('redeem.confirm.sent-any', sentText)
      }
    >
      <div role="status" aria-live="polite">
        {resent ? (
          <Notice tone="success">{t('redeem.confirm.resent', { address: resent.sentTo })}</Notice>
        ) : null}
      </div>
      <Form method="post" noValidate className="grid max-w-md gap-4">
        <input type="hidden" name="intent" value="redeem" />
        <FormFailures messages={answer?.messages} retryAfter={answer?.retryAfter} />
        <Field
          id={`${id}-verification`}
          label={t('redeem.field.verification-code')}
          hint={t('redeem.field.verification-code-hint', { length: REDEEM_VERIFICATION_LENGTH })}
          error={errors.verificationCode}
        >
          {(props) => (
            <input
              {...props}
              name="verificationCode"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={REDEEM_VERIFICATION_LENGTH}
              required
              className={`${props.className} font-mono tracking-widest`}
            />
          )}
        </Field>
        <EmailField
          answer={answer}
          label={t('redeem.field.voucher-email')}
          hint={t('redeem.field.voucher-email-hint')}
        />
        <div>
          <button type="submit" className={BUTTON_WIDE} disabled={busy} aria-busy={busy || undefined}>
            {t(busy ? 'redeem.confirm.processing' : 'redeem.confirm.submit')}
          </button>
        </div>
      </Form>

      <section aria-labelledby={`${id}-resend`} className="border-t border-line pt-6">
        <h2 id={`${id}-resend`} className="mb-3 text-lg">
          {t('redeem.confirm.no-code')}
        </h2>
        <Form method="post" noValidate className="grid gap-3">
          <input type="hidden" name="intent" value="resend" />
          {errors.channel ? <FormFailures messages={[errors.channel]} /> : null}
          {left > 0 ? (
            <p className="text-sm text-ink-soft">{t('redeem.confirm.resend-wait', { count: left })}</p>
          ) : null}
          <fieldset disabled={mounted && left > 0} className="min-w-0">
            <ChannelButtons
              gift={gift}
              secondary
              labelOf={(option) => t(`redeem.confirm.resend-${option}`)}
            />
          </fieldset>
        </Form>
        <p className="mt-4 text-sm">
          <Link to={redeemCodeUrl(gift.orderItemId, code)} className="font-medium text-accent-dark">
            {t('redeem.confirm.choose-again')}
          </Link>
        </p>
      </section>
    </RedeemFrame>
  );
}
