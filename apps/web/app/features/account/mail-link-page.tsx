import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, api } from '../../lib/api.ts';
import { failureKeys } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ACCOUNT_BUTTON, Notice } from '../../ui/form-controls.tsx';

type LinkState = 'ready' | 'processing' | 'done' | 'invalid' | { failed: string[] };

/**
 * A page a signed mail link opens (unsubscribe, disable reminders): it says what will stop and for which
 * address, and acts only when the reader confirms (mail scanners open links too). A link whose signature
 * does not match is 'not valid'; nothing changes then.
 */
export function MailLinkPage({
  title,
  question,
  confirmKey,
  doneKey,
  path,
  body,
}: {
  title: string;
  /** What will stop, for whom (already translated). */
  question: string;
  confirmKey: string;
  doneKey: string;
  /** The API call that acts; `body` null when the link is incomplete. */
  path: string;
  body: object | null;
}) {
  const t = useT();
  const [state, setState] = useState<LinkState>(body ? 'ready' : 'invalid');

  const confirm = async () => {
    if (!body || state === 'processing') return;
    setState('processing');
    try {
      await api(path, { method: 'POST', json: body });
      setState('done');
    } catch (error) {
      // A forged, altered or truncated link: the server refuses it (403) or cannot read it (422).
      const refused = error instanceof ApiError && (error.status === 403 || error.status === 422);
      setState(refused ? 'invalid' : { failed: failureKeys(error) });
    }
  };

  let content: React.ReactNode;
  if (state === 'invalid') {
    content = (
      <>
        <Notice tone="error">{t('account.mail-link.invalid')}</Notice>
        <p className="mt-4 text-ink-soft">{t('account.mail-link.invalid-text')}</p>
      </>
    );
  } else if (state === 'done') {
    content = <Notice tone="success">{t(doneKey)}</Notice>;
  } else {
    content = (
      <>
        <p className="text-lg text-ink">{question}</p>
        <button
          type="button"
          className={`${ACCOUNT_BUTTON} mt-6`}
          disabled={state === 'processing'}
          onClick={() => void confirm()}
        >
          {state === 'processing' ? t('account.processing') : t(confirmKey)}
        </button>
        {typeof state === 'object'
          ? state.failed.map((key) => (
              <Notice key={key} tone="error" className="mt-4">
                {t(key)}
              </Notice>
            ))
          : null}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl leading-tight sm:text-4xl">{title}</h1>
      <div role="status" aria-live="polite" className="mt-6">
        {content}
      </div>
      <p className="mt-10">
        <Link to="/">{t('account.mail-link.home')}</Link>
      </p>
    </div>
  );
}
