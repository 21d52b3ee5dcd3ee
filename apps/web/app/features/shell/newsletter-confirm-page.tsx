import type { NewsletterConfirmInput, NewsletterLinkState } from '@cardshop/shared/contracts/newsletter';
import { useEffect, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { ApiError, api } from '../../lib/api.ts';
import { failureKeys } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ACCOUNT_BUTTON, ACCOUNT_BUTTON_SECONDARY, Notice } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { useMounted } from '../../ui/use-mounted.ts';
import { NEWSLETTER_PATH } from './newsletter-signup.tsx';

type PageState = NewsletterLinkState | 'confirming';

/** Where a failed confirmation leaves the link: forged (403) or unreadable (422), run out (410), or as it was. */
function linkStateOf(error: unknown): NewsletterLinkState {
  if (!(error instanceof ApiError)) return 'ready';
  if (error.status === 403 || error.status === 422) return 'invalid';
  return error.status === 410 ? 'expired' : 'ready';
}

/**
 * /newsletter/confirm/{email}?expires=…&sig=…: the link mailed to confirm a newsletter signup. Its page
 * says where the link stands before scripts run (the loader checked it); the link is used by a POST, so
 * opening it confirms nothing by itself (mail scanners open links too): the page's script sends it at
 * once, and without scripts the visitor presses the button (its route action does the same).
 */
export function NewsletterConfirmPage({
  email,
  body,
  link,
  answer,
}: {
  email: string | null;
  /** The JSON call's body, null when the link is incomplete. */
  body: NewsletterConfirmInput | null;
  /** Where the link stood when the page was made. */
  link: NewsletterLinkState;
  /** What the button's post answered, before scripts ran. */
  answer?: { link: NewsletterLinkState; messages: string[] };
}) {
  const t = useT();
  const mounted = useMounted();
  const [state, setState] = useState<PageState>(answer?.link ?? (body ? link : 'invalid'));
  const [failures, setFailures] = useState<string[]>(answer?.messages ?? []);
  const sending = useRef(false);

  const confirm = async () => {
    if (!body || sending.current) return;
    sending.current = true;
    setFailures([]);
    setState('confirming');
    try {
      await api('/api/account/newsletter-confirm', { method: 'POST', json: body });
      setState('confirmed');
    } catch (error) {
      const next = linkStateOf(error);
      setState(next);
      if (next === 'ready') setFailures(failureKeys(error));
    } finally {
      sending.current = false;
    }
  };

  // With scripts, following the link is the confirmation: sent once, when the page turns out ready.
  const autoSent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render in the browser
  useEffect(() => {
    if (!mounted || autoSent.current || state !== 'ready' || failures.length > 0) return;
    autoSent.current = true;
    void confirm();
  }, [mounted]);

  // In the browser a ready link is being sent (or about to be); the button is for a failure, or no scripts.
  const waiting = state === 'confirming' || (mounted && state === 'ready' && failures.length === 0);

  const signUpAgain = (
    <p className="mt-6">
      <Link to={NEWSLETTER_PATH} className={ACCOUNT_BUTTON}>
        {t('shell.newsletter.confirm.sign-up-again')}
      </Link>
    </p>
  );

  let heading: string;
  let content: React.ReactNode;
  if (state === 'confirmed') {
    heading = t('shell.newsletter.confirm.done-heading');
    content = (
      <>
        <Notice tone="success">
          <span role="status">{t('shell.newsletter.confirm.done', { email: email ?? '' })}</span>
        </Notice>
        <p className="mt-4 text-ink-soft">{t('shell.newsletter.confirm.done-text')}</p>
      </>
    );
  } else if (state === 'invalid') {
    heading = t('shell.newsletter.confirm.invalid-heading');
    content = (
      <>
        <p className="text-ink-soft">{t('shell.newsletter.confirm.invalid')}</p>
        {signUpAgain}
      </>
    );
  } else if (state === 'expired') {
    heading = t('shell.newsletter.confirm.expired-heading');
    content = (
      <>
        <p className="text-ink-soft">{t('shell.newsletter.confirm.expired')}</p>
        {signUpAgain}
      </>
    );
  } else {
    heading = t('shell.newsletter.confirm.heading');
    content = (
      <>
        <p className="text-lg text-ink">{t('shell.newsletter.confirm.question', { email: email ?? '' })}</p>
        {waiting ? (
          <p role="status" className="mt-6 text-ink-soft">
            {t('shell.newsletter.confirm.confirming')}
          </p>
        ) : mounted ? (
          <div className="mt-6 space-y-4">
            <FormFailures messages={failures} />
            <button type="button" className={ACCOUNT_BUTTON_SECONDARY} onClick={() => void confirm()}>
              {t('shell.newsletter.confirm.retry')}
            </button>
          </div>
        ) : (
          <Form method="post" className="mt-6 space-y-4">
            <FormFailures messages={failures} />
            <button type="submit" className={ACCOUNT_BUTTON}>
              {t('shell.newsletter.confirm.submit')}
            </button>
          </Form>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl leading-tight sm:text-4xl">{heading}</h1>
      <div className="mt-6">{content}</div>
      <p className="mt-10">
        <Link to="/">{t('shell.newsletter.confirm.home')}</Link>
      </p>
    </div>
  );
}
