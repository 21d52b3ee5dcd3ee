import type { StudioTerms } from '@cardshop/shared/contracts/studio';
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { fieldErrorKey } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useRegionDates } from '../../lib/region-dates.ts';
import type { FormAnswer } from '../../lib/route-form.ts';
import { ACCOUNT_BUTTON, AccountPageHeader, Notice } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';

export type TermsAnswer = FormAnswer<Record<string, never>>;

const PARAGRAPHS = [
  'studio.terms.body.1',
  'studio.terms.body.2',
  'studio.terms.body.3',
  'studio.terms.body.4',
];

/**
 * studio.terms-agreement: the artist terms in force and the form that agrees to them (a route form with
 * the version read, so terms changed meanwhile are not agreed to unseen). Until it is sent, the route
 * guard brings the artist here from every other studio page.
 */
export function TermsPage({ terms, answer }: { terms: StudioTerms; answer?: TermsAnswer }) {
  const t = useT();
  const id = useId();
  const dates = useRegionDates();
  const busy = useNavigation().state === 'submitting';
  const agreeError = answer?.errors.agree?.[0] ?? answer?.errors.version?.[0];
  const errorField = answer?.errors.agree ? 'agree' : 'version';
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:pt-10">
      <AccountPageHeader
        title={t('studio.terms.title')}
        intro={t('studio.terms.intro', { name: terms.artist.brandName })}
      />
      <p className="mb-4 text-sm text-ink-soft">{t('studio.terms.version', { version: terms.version })}</p>
      <div className="mb-8 grid gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-line/80">
        {PARAGRAPHS.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </div>
      {!terms.required && terms.agreedAt ? (
        <Notice tone="success">
          {t('studio.terms.agreed', {
            version: terms.agreedVersion ?? terms.version,
            date: dates.moment(terms.agreedAt),
          })}
        </Notice>
      ) : (
        <Form method="post" noValidate className="grid gap-5">
          <FormFailures messages={answer?.messages} />
          <input type="hidden" name="version" value={terms.version} />
          <div>
            <label className="flex items-start gap-3 text-base">
              <input
                type="checkbox"
                name="agree"
                required
                className="mt-1 size-5"
                aria-invalid={agreeError ? true : undefined}
                aria-describedby={agreeError ? `${id}-agree-error` : undefined}
              />
              <span>{t('studio.terms.agree')}</span>
            </label>
            {agreeError ? (
              <p id={`${id}-agree-error`} className="mt-1.5 text-sm text-danger">
                {t(fieldErrorKey(errorField, agreeError))}
              </p>
            ) : null}
          </div>
          <div>
            <button type="submit" className={ACCOUNT_BUTTON} disabled={busy}>
              {t('studio.terms.submit')}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
