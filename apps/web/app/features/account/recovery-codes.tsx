import { useState } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ACCOUNT_BUTTON, ACCOUNT_BUTTON_SECONDARY } from '../../ui/form-controls.tsx';
import { recoveryCodesText } from './security.ts';

/**
 * Recovery codes, shown once: each signs in once when the authenticator is lost. The shopper copies or
 * downloads them, then says they are kept.
 */
export function RecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: readonly string[];
  email: string;
  onDone: () => void;
}) {
  const t = useT();
  const [copied, setCopied] = useState<'copied' | 'copy-failed' | null>(null);
  const text = recoveryCodesText(codes, t('account.security.codes.file-heading', { email }));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('copy-failed');
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('account.security.codes.file-name');
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has taken the file by the next task.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="rounded-xl border border-warning/30 bg-warning/5 p-4 sm:p-5">
      <h3 className="font-sans text-base font-semibold text-ink">{t('account.security.codes.title')}</h3>
      <p className="mt-1 text-sm text-ink-soft">{t('account.security.codes.intro')}</p>
      <ul
        aria-label={t('account.security.codes.title')}
        className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm text-ink sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-paper px-3 py-2 text-center tracking-wide ring-1 ring-line">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={ACCOUNT_BUTTON_SECONDARY} onClick={() => void copy()}>
          {t('account.security.codes.copy')}
        </button>
        <button type="button" className={ACCOUNT_BUTTON_SECONDARY} onClick={download}>
          {t('account.security.codes.download')}
        </button>
        <button type="button" className={ACCOUNT_BUTTON} onClick={onDone}>
          {t('account.security.codes.done')}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-ink-soft">
        {copied ? t(`account.security.codes.${copied}`) : null}
      </p>
    </div>
  );
}
