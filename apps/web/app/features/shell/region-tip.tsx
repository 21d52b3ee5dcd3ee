import { useT } from '../../lib/i18n/use-t.tsx';
import { Icon } from '../../ui/icons.tsx';

/** The first-visit tip beside the region switcher: the region and currency in use, and a way to change. */
export function RegionTip({
  name,
  currency,
  onChange,
  onDismiss,
}: {
  name: string;
  currency: string;
  onChange: () => void;
  onDismiss: () => void;
}) {
  const t = useT();
  return (
    <p
      role="note"
      // Floats beside the switcher, over the secondary links, rather than in the row: appearing a few
      // seconds after load, it must not move what is already laid out.
      className="absolute top-1/2 right-full z-10 mr-1 flex -translate-y-1/2 items-center gap-1 rounded-full bg-ink py-0.5 pr-0.5 pl-3 text-xs whitespace-nowrap text-paper transition-opacity duration-500 starting:opacity-0"
    >
      <span className="sm:hidden">{t('shell.region.tip-short', { name })}</span>
      <span className="hidden sm:inline">{t('shell.region.tip', { name, currency })}</span>
      <button
        type="button"
        className="rounded-full px-1.5 py-0.5 font-semibold underline underline-offset-2 hover:text-sand"
        onClick={onChange}
      >
        {t('shell.region.tip-change')}
      </button>
      <button
        type="button"
        className="flex size-6 items-center justify-center rounded-full hover:bg-paper/15"
        aria-label={t('shell.region.tip-dismiss')}
        onClick={onDismiss}
      >
        <Icon name="close" size={14} />
      </button>
    </p>
  );
}
