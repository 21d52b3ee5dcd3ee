import { useId } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';

/**
 * The banner: what the shop's cookies are for, and the two answers. It sits under the footer, in the
 * page's flow: arriving 5 s after the page, it covers nothing and moves nothing above it.
 */
export function ConsentBanner({ onAnswer }: { onAnswer: (answer: 'all' | 'necessary') => void }) {
  const t = useT();
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto my-4 max-w-xl rounded-2xl bg-paper p-4 shadow-sm ring-1 ring-line transition-opacity duration-300 starting:opacity-0 sm:p-5"
    >
      <h2 id={`${id}-title`} className="font-display text-lg">
        {t('shell.cookies.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('shell.cookies.text')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => onAnswer('all')}
          className="min-h-10 cursor-pointer rounded-full bg-ink px-4 text-sm font-semibold text-paper hover:bg-accent-dark"
        >
          {t('shell.cookies.accept')}
        </button>
        <button
          type="button"
          onClick={() => onAnswer('necessary')}
          className="min-h-10 cursor-pointer rounded-full border border-line px-4 text-sm font-semibold text-ink hover:border-ink"
        >
          {t('shell.cookies.necessary')}
        </button>
      </div>
    </section>
  );
}
