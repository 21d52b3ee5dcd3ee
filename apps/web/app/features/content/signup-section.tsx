import { BUSINESS_SEND_BANDS, BUSINESS_USE_CASES } from '@cardshop/shared/constants';
import type { Section } from '@cardshop/shared/contracts/content';
import { useId, useMemo, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import {
  EMPTY_SIGNUP,
  requiredSignupFields,
  SIGNUP_FIELDS,
  type SignupErrors,
  type SignupField,
  type SignupValues,
  signupMailto,
  validateSignup,
} from './business-signup.ts';
import { BUTTON_PRIMARY, BUTTON_SECONDARY, CONTAINER, CtaLink, RichText } from './content-ui.tsx';
import { itemText } from './section-items.ts';

/**
 * A sign-up section: the form where the page lists its fields (or names no link), otherwise a call to
 * action linking to the sign-up page.
 */
export function SignupSection({ section }: { section: Section }) {
  if ((section.items?.length ?? 0) > 0 || !section.cta) return <SignupForm section={section} />;
  return <SignupCta section={section} cta={section.cta} />;
}

function SignupCta({ section, cta }: { section: Section; cta: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-accent-dark py-14 text-white md:py-20">
      <div className={`${CONTAINER} text-center`}>
        <h2 id={headingId} className="text-3xl text-white md:text-4xl">
          {section.title}
        </h2>
        {section.subtitle ? <p className="mt-3 text-lg text-white/90">{section.subtitle}</p> : null}
        {section.content ? (
          <RichText
            html={section.content}
            className="mx-auto mt-4 max-w-2xl text-white/90 [&_a]:text-white"
          />
        ) : null}
        <p className="mt-8">
          <CtaLink
            href={cta}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-white px-7 py-3 font-semibold text-accent-dark no-underline shadow-sm transition-colors hover:bg-sand hover:no-underline"
          >
            {section.ctaLabel ?? section.title}
            <span aria-hidden="true">→</span>
          </CtaLink>
        </p>
      </div>
    </section>
  );
}

const FIELD_INPUT =
  'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-ink shadow-xs focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent/40 aria-[invalid=true]:border-danger';

/**
 * The business sign-up form. Online sign-up is not open yet, so a valid form prepares an e-mail to the
 * business team with the details rather than pretending an account was made.
 */
function SignupForm({ section }: { section: Section }) {
  const t = useT();
  const { brand } = useShell();
  const formId = useId();
  const headingId = useId();
  const items = useMemo(() => section.items ?? [], [section.items]);
  const required = useMemo(() => requiredSignupFields(items), [items]);
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [mailto, setMailto] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const labelOf = (field: SignupField): string => {
    const item = items.find((candidate) => candidate.name === field);
    return (item && itemText(item, 'label')) || t(`content.signup.field.${field}`);
  };
  const bandLabel = (band: string) => t('content.signup.band', { band: band.replace('-', '–') });
  const labelOfUseCase = (slug: string) => t(`content.signup.use-case.${slug}`);

  const change = (field: SignupField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, messages follow the fields as they are corrected.
    if (submitted) setErrors(validateSignup(next, required));
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateSignup(values, required);
    setErrors(found);
    const first = SIGNUP_FIELDS.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const band = values.volume ? bandLabel(values.volume) : '';
    const useCase = values.useCase ? labelOfUseCase(values.useCase) : '';
    setMailto(
      signupMailto(brand.email, t('content.signup.mail-subject', { company: values.company.trim() }), [
        [labelOf('company'), values.company],
        [labelOf('name'), values.name],
        [labelOf('email'), values.email],
        [labelOf('phone'), values.phone],
        [labelOf('volume'), band],
        [labelOf('useCase'), useCase],
      ]),
    );
  };

  const field = (name: SignupField, control: (describedBy: string | undefined) => React.ReactNode) => {
    const errorId = `${formId}-${name}-error`;
    const error = errors[name];
    return (
      <div>
        <label htmlFor={`${formId}-${name}`} className="text-sm font-semibold text-ink">
          {labelOf(name)}
          {required.has(name) ? null : (
            <span className="font-normal text-ink-soft"> {t('content.signup.optional')}</span>
          )}
        </label>
        {control(error ? errorId : undefined)}
        {error ? (
          <p id={errorId} className="mt-1 text-sm text-danger">
            {t(error)}
          </p>
        ) : null}
      </div>
    );
  };

  const input = (name: SignupField, type: string, autoComplete: string) =>
    field(name, (describedBy) => (
      <input
        id={`${formId}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        className={FIELD_INPUT}
        value={values[name]}
        required={required.has(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => change(name, event.target.value)}
      />
    ));

  const select = (name: SignupField, options: Array<{ value: string; label: string }>) =>
    field(name, (describedBy) => (
      <select
        id={`${formId}-${name}`}
        name={name}
        className={FIELD_INPUT}
        value={values[name]}
        required={required.has(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => change(name, event.target.value)}
      >
        <option value="">{t('content.signup.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ));

  const errorCount = Object.keys(errors).length;

  return (
    <section aria-labelledby={headingId} className="py-12 md:py-16">
      <div className={`${CONTAINER} grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-start`}>
        <div>
          <h2 id={headingId} className="text-3xl">
            {section.title ?? t('content.signup.title')}
          </h2>
          {section.subtitle ? <p className="mt-3 text-lg text-ink-soft">{section.subtitle}</p> : null}
          {section.content ? <RichText html={section.content} className="mt-4 text-ink-soft" /> : null}
          <div className="mt-6 rounded-xl border border-line bg-sand p-5">
            <p className="font-semibold">{t('content.signup.contact-title')}</p>
            <p className="mt-2 text-sm text-ink-soft">{t('content.signup.contact-body')}</p>
            <p className="mt-3 text-sm">
              <a href={`mailto:${brand.email}`} className="font-semibold underline">
                {brand.email}
              </a>
            </p>
          </div>
        </div>

        <div className="rounded-2xl border border-line bg-white p-5 shadow-sm md:p-8">
          {mailto ? (
            <div role="status" className="text-center">
              <p className="font-display text-2xl">{t('content.signup.ready-title')}</p>
              <p className="mt-3 text-ink-soft">{t('content.signup.ready-body')}</p>
              <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
                <a href={mailto} className={BUTTON_PRIMARY}>
                  {t('content.signup.ready-open')}
                </a>
                <button type="button" className={BUTTON_SECONDARY} onClick={() => setMailto(null)}>
                  {t('content.signup.edit')}
                </button>
              </div>
            </div>
          ) : (
            <form method="post" ref={formRef} noValidate onSubmit={submit} aria-labelledby={headingId}>
              {submitted && errorCount > 0 ? (
                <p role="alert" className="mb-5 rounded-lg bg-danger/10 px-4 py-3 text-sm text-danger">
                  {t('global.errors.validation-failed')}
                </p>
              ) : null}
              <div className="grid gap-5 sm:grid-cols-2">
                <div className="sm:col-span-2">{input('company', 'text', 'organization')}</div>
                {input('name', 'text', 'name')}
                {input('email', 'email', 'email')}
                {input('phone', 'tel', 'tel')}
                {select(
                  'volume',
                  BUSINESS_SEND_BANDS.map((band) => ({ value: band, label: bandLabel(band) })),
                )}
                <div className="sm:col-span-2">
                  {select(
                    'useCase',
                    BUSINESS_USE_CASES.map((option) => ({
                      value: option.slug,
                      label: labelOfUseCase(option.slug),
                    })),
                  )}
                </div>
              </div>
              <p className="mt-6">
                <button type="submit" className={`${BUTTON_PRIMARY} w-full sm:w-auto`}>
                  {t('content.signup.submit')}
                </button>
              </p>
              <p className="mt-3 text-xs text-ink-soft">{t('content.signup.submit-note')}</p>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
