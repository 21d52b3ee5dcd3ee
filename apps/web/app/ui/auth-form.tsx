import { useCallback, useId, useRef, useState } from 'react';
import { ApiError } from '../lib/api.ts';
import { type FieldErrorKeys, fieldErrorKeys, retryAfterOf } from '../lib/form-errors.ts';
import { useT } from '../lib/i18n/use-t.tsx';
import { useAlerts } from './alerts.tsx';
import { ModalDismissed } from './modal-stack.tsx';

// What every auth form shares: values, messages beside each field (from the shared schema first, then the
// server's 422), a processing state that blocks a second submit, and failures without field errors shown
// as error alerts (account-ordering.md §5 and §8).

type Rules = Record<string, string[]>;
type Values = Record<string, string | boolean>;

export interface AuthFormOptions<V extends Values> {
  initial: V;
  /** The messages a route action answered (the form was posted before scripts ran), field → rules. */
  initialErrors?: Readonly<Record<string, readonly string[]>>;
  /** The fields that show messages, in the order they are focused when invalid. */
  fields: ReadonlyArray<keyof V & string>;
  /** Field → broken rules by the shared schema (loaded on demand). */
  validate(values: V): Promise<Rules>;
  /** Sends the form; an ApiError it throws becomes field messages or alerts. */
  submit(values: V): Promise<void>;
  /** Told of a failure, after the messages are shown (analytics). */
  onFailure?(error: unknown): void;
  /**
   * A 429 that names its wait is kept in `wait` for the form to show beside itself ('try again in 42
   * seconds', as its route action's answer does) instead of an alert (the login form).
   */
  waitInForm?: boolean;
}

export interface AuthForm<V extends Values> {
  values: V;
  errors: FieldErrorKeys<keyof V & string>;
  processing: boolean;
  /** The seconds the last submit was told to wait (a 429 with `waitInForm`), else null. */
  wait: number | null;
  set<K extends keyof V>(field: K, value: V[K]): void;
  /** Sets several fields at once (an address suggestion fills locality and state together). */
  setMany(change: Partial<V>): void;
  onSubmit(event: React.FormEvent): Promise<void>;
  idFor(field: keyof V & string): string;
}

export function useAuthForm<V extends Values>(options: AuthFormOptions<V>): AuthForm<V> {
  const { initial, initialErrors = {}, fields, validate, submit, onFailure, waitInForm = false } = options;
  const alerts = useAlerts();
  const baseId = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState(() => fieldErrorKeys(initialErrors, fields));
  const [processing, setProcessing] = useState(false);
  const [wait, setWait] = useState<number | null>(null);
  const busy = useRef(false);
  // After a first submit (here, or to the route's action), the messages follow the typing.
  const attempted = useRef(Object.keys(initialErrors).length > 0);

  const idFor = useCallback((field: string) => `${baseId}-${field}`, [baseId]);

  const check = async (next: V) => fieldErrorKeys(await validate(next), fields);

  const setMany = (change: Partial<V>) => {
    const next = { ...values, ...change };
    setValues(next);
    if (attempted.current) void check(next).then(setErrors);
  };
  const set = <K extends keyof V>(field: K, value: V[K]) => {
    const change: Partial<V> = {};
    change[field] = value;
    setMany(change);
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    attempted.current = true;
    const found = await check(values);
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(idFor(firstInvalid))?.focus();
      return;
    }
    busy.current = true;
    setProcessing(true);
    setWait(null);
    try {
      await submit(values);
    } catch (error) {
      // Closing the code modal is the visitor's choice, not a failure to report.
      if (error instanceof ModalDismissed) return;
      const fromServer: FieldErrorKeys<keyof V & string> =
        error instanceof ApiError ? fieldErrorKeys(error.errors, fields) : {};
      setErrors(fromServer);
      const firstServerInvalid = fields.find((field) => fromServer[field]);
      // Signed out meanwhile: the page shell warns (once) and goes to log in.
      const signedOut = error instanceof ApiError && error.status === 401;
      const retryAfter =
        waitInForm && error instanceof ApiError ? retryAfterOf(error.status, error.data) : undefined;
      if (firstServerInvalid) document.getElementById(idFor(firstServerInvalid))?.focus();
      else if (retryAfter) setWait(retryAfter);
      else if (!signedOut) {
        const messages = error instanceof ApiError ? error.messages : [];
        if (messages.length === 0)
          alerts.show({ type: 'error', message: 'global.error.internal-server-error' });
        for (const message of messages) alerts.show({ type: 'error', message: message.message });
      }
      onFailure?.(error);
    } finally {
      busy.current = false;
      setProcessing(false);
    }
  };

  return { values, errors, processing, wait, set, setMany, onSubmit, idFor };
}

interface FieldProps<V extends Values> {
  form: AuthForm<V>;
  name: keyof V & string;
  /** Translation key of the label. */
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  /** Translation key of a hint under the field. */
  hint?: string;
  /** Loads the validator early, when the first field is focused. */
  onFocus?: () => void;
}

/** A labelled text input with its hint and its message, tied together for screen readers. */
export function TextField<V extends Values>({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  onFocus,
}: FieldProps<V>) {
  return (
    <AuthInput
      id={form.idFor(name)}
      label={label}
      hint={hint}
      error={form.errors[name]}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={String(form.values[name] ?? '')}
      onChange={(event) => form.set(name, event.target.value as V[typeof name])}
      onFocus={onFocus}
    />
  );
}

/**
 * The input of a text field with its label, hint and message (translation keys); TextField ties it to a
 * form's state, a route form without scripts gives it a `defaultValue`.
 */
export function AuthInput({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const t = useT();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {t(label)}
      </label>
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={[
          'h-12 w-full rounded-lg border bg-white px-4 text-base text-ink',
          error ? 'border-danger' : 'border-line focus:border-accent',
          className,
        ]
          .filter(Boolean)
          .join(' ')}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-soft">
          {t(hint)}
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

/** A labelled checkbox. */
export function CheckboxField<V extends Values>({
  form,
  name,
  label,
}: {
  form: AuthForm<V>;
  name: keyof V & string;
  label: string;
}) {
  const t = useT();
  const id = form.idFor(name);
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={form.values[name] === true}
        onChange={(event) => form.set(name, event.target.checked as V[typeof name])}
        className="mt-0.5 size-5 shrink-0 accent-accent"
      />
      <label htmlFor={id} className="text-sm text-ink">
        {t(label)}
      </label>
    </div>
  );
}

/** The submit button: its label changes while the form is being sent, and it cannot be pressed twice. */
export function SubmitButton({
  processing,
  label,
  processingLabel,
}: {
  processing: boolean;
  label: string;
  processingLabel: string;
}) {
  const t = useT();
  return (
    <button
      type="submit"
      disabled={processing}
      aria-busy={processing || undefined}
      className="h-12 w-full rounded-lg bg-accent px-6 text-base font-semibold text-paper hover:bg-accent-dark disabled:cursor-wait disabled:opacity-70"
    >
      {t(processing ? processingLabel : label)}
    </button>
  );
}
