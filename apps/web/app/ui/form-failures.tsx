import { useT } from '../lib/i18n/use-t.tsx';

/**
 * What a route action refused without naming a field (too many attempts …), above its form: a form posted
 * before scripts ran has no alerts to show it in (decision record 19).
 */
export function FormFailures({ messages = [] }: { messages?: readonly string[] }) {
  const t = useT();
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="space-y-2">
      {messages.map((message) => (
        <p
          key={message}
          className="rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger"
        >
          {t(message)}
        </p>
      ))}
    </div>
  );
}
