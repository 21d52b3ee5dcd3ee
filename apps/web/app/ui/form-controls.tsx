import { useT } from '../lib/i18n/use-t.tsx';

// The pieces the account forms share: labelled fields with their error beside them, notices, buttons.

export const ACCOUNT_BUTTON =
  'inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-white no-underline transition-colors hover:bg-accent-dark hover:no-underline disabled:cursor-not-allowed disabled:opacity-60';
export const ACCOUNT_BUTTON_SECONDARY =
  'inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full border border-ink/25 bg-paper px-5 py-2.5 text-sm font-semibold text-ink no-underline transition-colors hover:border-ink hover:bg-sand hover:no-underline disabled:cursor-not-allowed disabled:opacity-60';
export const ACCOUNT_BUTTON_DANGER =
  'inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full border border-danger/40 bg-paper px-4 py-2 text-sm font-semibold text-danger transition-colors hover:border-danger hover:bg-danger/5 disabled:cursor-not-allowed disabled:opacity-60';

const INPUT =
  'h-12 w-full rounded-lg border bg-white px-3.5 text-base text-ink placeholder:text-ink-soft disabled:bg-sand';

interface FieldProps {
  id: string;
  label: string;
  /** The message key of the value's error, if any. */
  error?: string;
  hint?: string;
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    className: string;
  }) => React.ReactNode;
}

/** A label, the control, then its hint and its error, tied to the control for screen readers. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const t = useT();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: `${INPUT} ${error ? 'border-danger' : 'border-line focus:border-accent'}`,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** An inline message in the page (success after saving, a failure, a warning). */
export function Notice({
  tone,
  children,
  className = '',
}: {
  tone: 'success' | 'error' | 'info' | 'warning';
  children: React.ReactNode;
  className?: string;
}) {
  const tones = {
    success: 'border-success/30 bg-success/10 text-success',
    error: 'border-danger/30 bg-danger/5 text-danger',
    info: 'border-line bg-sand text-ink',
    warning: 'border-warning/30 bg-warning/10 text-warning',
  } as const;
  return (
    <div className={`rounded-lg border px-4 py-3 text-sm font-medium ${tones[tone]} ${className}`}>
      {children}
    </div>
  );
}

/** The heading and introduction of an account page. */
export function AccountPageHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className="mb-6">
      <h1 className="text-3xl leading-tight sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-2 max-w-2xl text-ink-soft">{intro}</p> : null}
    </header>
  );
}

/** The confirmation after a save, announced politely (the live region is there before it fills). */
export function SavedNotice({ saved, messageKey }: { saved: boolean; messageKey: string }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="mt-4 max-w-2xl">
      {saved ? <Notice tone="success">{t(messageKey)}</Notice> : null}
    </div>
  );
}
