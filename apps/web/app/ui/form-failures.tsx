import type { TOptions } from 'i18next';
import { useT } from '../lib/i18n/use-t.tsx';

const TOO_MANY = 'global.errors.too-many-requests';

/**
 * The messages to show, as translation keys with their options: a 'too many attempts' that came with its
 * wait says when to try again ('… try again in 42 seconds').
 */
export function failureTexts(
  messages: readonly string[],
  retryAfter?: number | null,
): Array<{ key: string; options?: TOptions }> {
  return messages.map((message) =>
    message === TOO_MANY && retryAfter
      ? { key: 'global.errors.try-again-in', options: { count: retryAfter } }
      : { key: message },
  );
}

/**
 * What a route action refused without naming a field (too many attempts …), above its form: a form posted
 * before scripts ran has no alerts to show it in (decision record 19). With the seconds a 429 said to
 * wait, it says when to try again.
 */
export function FormFailures({
  messages = [],
  retryAfter,
}: {
  messages?: readonly string[];
  /** The wait a 429 named (Retry-After), in seconds. */
  retryAfter?: number | null;
}) {
  const t = useT();
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="space-y-2">
      {failureTexts(messages, retryAfter).map(({ key, options }) => (
        <p
          key={key}
          className="rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger"
        >
          {t(key, options)}
        </p>
      ))}
    </div>
  );
}
