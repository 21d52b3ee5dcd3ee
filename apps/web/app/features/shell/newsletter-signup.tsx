import type { NewsletterSignupResult } from '@cardshop/shared/contracts/newsletter';
import { useId, useRef, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { track } from '../../lib/analytics/journey.ts';
import { ApiError, api } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import { type NewsletterErrors, type NewsletterField, newsletterErrorKeys } from './newsletter-errors.ts';
import { NEWSLETTER_SIGNUP_FAILED, NEWSLETTER_SIGNUP_SUCCESS } from './newsletter-events.ts';

// The validator shares the API's zod schema; it loads on first use so zod stays out of the page's first script.
const loadValidator = () => import('./newsletter-validate.ts');

/** The page the signup posts to before scripts run (routes/newsletter.tsx). */
export const NEWSLETTER_PATH = '/newsletter';

/**
 * What /newsletter's action answered: the signup was sent (by whose name), or the form again with its
 * messages. A sent signup is not a subscription yet: the address confirms it by the link mailed there.
 */
export interface NewsletterAnswer extends FormAnswer<{ name: string; email: string }> {
  sent: string | null;
}

/** The newsletter signup above the footer (left out of /newsletter itself, which is the form). */
export function NewsletterSignup() {
  const t = useT();
  const id = useId();
  const { pathname } = useLocation();
  if (pathname === NEWSLETTER_PATH) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="border-t border-line bg-sand">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:items-center md:gap-12 md:py-14">
        <div>
          <h2 id={`${id}-title`} className="text-2xl leading-tight md:text-3xl">
            {t('shell.newsletter.title')}
          </h2>
          <p className="mt-3 text-ink-soft">{t('shell.newsletter.text')}</p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}

/** /newsletter: the signup as a page, where the form posted before scripts ran answers. */
export function NewsletterPage({ answer }: { answer?: NewsletterAnswer }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <h1 className="text-3xl leading-tight sm:text-4xl">{t('shell.newsletter.title')}</h1>
      <p className="mt-3 mb-8 text-ink-soft">{t('shell.newsletter.text')}</p>
      <NewsletterForm answer={answer} />
    </div>
  );
}

/**
 * Name and email, checked here and by the server. With scripts the form calls the JSON API and stays
 * where it is; sent before they run, it posts to /newsletter (decision record 19), whose `answer` the
 * page then shows. Either way a sent signup asks the visitor to confirm it from their inbox (double
 * opt-in), in the same words for every address; too many signups show beside the email field (429).
 */
function NewsletterForm({ answer }: { answer?: NewsletterAnswer }) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState(answer?.values ?? { name: '', email: '' });
  const [errors, setErrors] = useState<NewsletterErrors>(() => newsletterErrorKeys(answer?.errors ?? {}));
  const [failed, setFailed] = useState((answer?.messages.length ?? 0) > 0);
  const [processing, setProcessing] = useState(false);
  const [sent, setSent] = useState<string | null>(answer?.sent ?? null);
  const attempted = useRef(Object.keys(answer?.errors ?? {}).length > 0);

  const validate = async (next: typeof values) => (await loadValidator()).validateNewsletter(next);

  const change = (field: NewsletterField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setSent(null);
    // After a first submit, messages follow the typing.
    if (attempted.current) void validate(next).then(setErrors);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (processing) return;
    attempted.current = true;
    setFailed(false);
    const found = await validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${found.name ? 'name' : 'email'}`)?.focus();
      return;
    }
    setProcessing(true);
    try {
      await api<NewsletterSignupResult>('/api/account/newsletter-signup', { method: 'POST', json: values });
      track(NEWSLETTER_SIGNUP_SUCCESS);
      setSent(values.name.trim());
      setValues({ name: '', email: '' });
      attempted.current = false;
    } catch (error) {
      track(NEWSLETTER_SIGNUP_FAILED);
      // Field errors come with a 422, and with a 429 (too many signups, beside the email field).
      const fieldErrors =
        error instanceof ApiError && (error.status === 422 || error.status === 429)
          ? newsletterErrorKeys(error.errors)
          : {};
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFailed(true);
    } finally {
      setProcessing(false);
    }
  };

  const field = (name: NewsletterField, type: 'text' | 'email', autoComplete: string) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    return (
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
          {t(`shell.newsletter.${name}`)}
        </label>
        <input
          id={inputId}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => change(name, event.target.value)}
          onFocus={() => void loadValidator()}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={`h-12 w-full rounded-lg border bg-white px-4 text-base text-ink placeholder:text-ink-soft ${error ? 'border-danger' : 'border-line focus:border-accent'}`}
          placeholder={t(`shell.newsletter.${name}-placeholder`)}
        />
        {error ? (
          <p id={`${inputId}-error`} className="mt-1.5 text-sm text-danger">
            {t(error)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Form
      method="post"
      action={NEWSLETTER_PATH}
      noValidate
      onSubmit={submit}
      aria-describedby={`${id}-privacy`}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {field('name', 'text', 'given-name')}
        {field('email', 'email', 'email')}
        <div className="sm:pt-7">
          <button
            type="submit"
            disabled={processing}
            className="h-12 w-full rounded-lg bg-accent px-6 text-sm font-semibold whitespace-nowrap text-paper hover:bg-accent-dark disabled:cursor-wait disabled:opacity-70 sm:w-auto"
          >
            {processing ? t('shell.newsletter.processing') : t('shell.newsletter.submit')}
          </button>
        </div>
      </div>
      <p id={`${id}-privacy`} className="mt-3 text-xs text-ink-soft">
        {t('shell.newsletter.privacy')}
      </p>
      <div role="status" aria-live="polite">
        {sent !== null ? (
          <p className="mt-3 rounded-lg bg-success/10 px-4 py-3 text-sm font-medium text-success">
            {sent
              ? t('shell.newsletter.check-inbox-name', { name: sent })
              : t('shell.newsletter.check-inbox')}
          </p>
        ) : null}
        {failed ? <p className="mt-3 text-sm text-danger">{t('shell.newsletter.errors.failed')}</p> : null}
      </div>
    </Form>
  );
}
