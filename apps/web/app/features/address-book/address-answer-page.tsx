import { type AddressRequestPage, ANSWER_FIELDS } from '@cardshop/shared/contracts/address-requests';
import type { Countries } from '@cardshop/shared/contracts/config';
import { Form, useNavigation } from 'react-router';
import { fieldErrorKeys } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import { ACCOUNT_BUTTON, Notice } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { AddressFields, DayOfYearFields, NameFields, usePersonForm } from './address-fields.tsx';
import type { AnswerValues } from './address-request-actions.server.ts';

// The public page of an address request (/address/{token}/{slug}[/{id}]): the owner's first name and
// message, and a form for one's name and postal address checked by the country rules. A route form: it
// works before scripts run (decision record 19).

export type AnswerFormAnswer = FormAnswer<AnswerValues>;

export function AddressNotFoundPage({ retryAfter }: { retryAfter: number | null }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl">{t('address-requests.public.not-found.title')}</h1>
      <p className="mt-3 text-ink-soft">
        {retryAfter
          ? t('address-requests.public.too-many', { seconds: retryAfter })
          : t('address-requests.public.not-found.body')}
      </p>
    </div>
  );
}

export function AddressAnswerPage({
  page,
  initial,
  countries,
  defaultCountry,
  sent,
  selfUrl,
  answer,
}: {
  page: AddressRequestPage;
  /** The answer given before (the page of its key), or null for a first answer. */
  initial: AnswerValues | null;
  countries: Countries;
  defaultCountry: string;
  /** Just sent: the thanks, and the address to correct it at. */
  sent: boolean;
  selfUrl: string | null;
  answer?: AnswerFormAnswer;
}) {
  const t = useT();
  const empty = Object.fromEntries(ANSWER_FIELDS.map((field) => [field, ''])) as AnswerValues;
  const values = answer?.values ?? initial ?? { ...empty, country: defaultCountry };
  const errors = fieldErrorKeys(answer?.errors ?? {}, ANSWER_FIELDS);
  const busy = useNavigation().state === 'submitting';
  // The person enters their own details: the browser may fill them in.
  const form = usePersonForm({ values, errors }, true);
  const name = { firstName: page.firstName };

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl leading-tight sm:text-4xl">
        {t(initial ? 'address-requests.public.update-title' : 'address-requests.public.title', name)}
      </h1>
      <p className="mt-2 text-ink-soft">{t('address-requests.public.intro', name)}</p>
      {page.message ? (
        <blockquote className="mt-4 whitespace-pre-line border-l-4 border-accent pl-4 text-ink">
          {page.message}
        </blockquote>
      ) : null}
      <div role="status" aria-live="polite" className="mt-4">
        {sent ? (
          <Notice tone="success">
            <p>{t('address-requests.public.thanks', name)}</p>
            {selfUrl ? (
              <p className="mt-2 font-normal">
                {t('address-requests.public.correct-later')}{' '}
                <a href={selfUrl} className="break-all underline">
                  {selfUrl}
                </a>
              </p>
            ) : null}
          </Notice>
        ) : null}
      </div>
      <Form method="post" noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormFailures messages={answer?.messages} />
        </div>
        <NameFields form={form} />
        <AddressFields form={form} countries={countries} />
        {page.askEmail ? form.text('email', { type: 'email', autoComplete: 'email' }) : null}
        {page.askPhone ? form.text('phone', { type: 'tel', autoComplete: 'tel' }) : null}
        {page.askBirthday ? (
          <DayOfYearFields form={form} prefix="birthday" legend={t('address-requests.public.birthday')} />
        ) : null}
        <div className="sm:col-span-2">
          <button type="submit" className={ACCOUNT_BUTTON} disabled={busy} aria-busy={busy || undefined}>
            {t(initial ? 'address-requests.public.update' : 'address-requests.public.send')}
          </button>
        </div>
      </Form>
    </div>
  );
}
