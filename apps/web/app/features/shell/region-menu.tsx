import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { Icon } from '../../ui/icons.tsx';

/** The open region list: flags, names and currencies, the current region marked. */
export function RegionMenu({ onChoose }: { onChoose: (regionId: number) => void }) {
  const t = useT();
  const { region, regions } = useShell();
  return (
    <div id="region-menu" className="absolute top-full right-0 z-50 w-72 pt-1">
      <div className="rounded-xl border border-line bg-paper p-2 shadow-xl">
        <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-[0.12em] text-ink-soft uppercase">
          {t('shell.region.title')}
        </p>
        <ul>
          {regions.map((option) => {
            const current = option.id === region.id;
            return (
              <li key={option.id}>
                <button
                  type="button"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onChoose(option.id)}
                  className={`flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-[0.95rem] hover:bg-sand ${current ? 'font-semibold text-ink' : 'text-ink'}`}
                >
                  <img
                    src={option.icon}
                    alt=""
                    width={24}
                    height={12}
                    loading="lazy"
                    className="h-3 w-6 rounded-[2px] object-cover shadow-[0_0_0_1px_rgb(0_0_0/0.12)]"
                  />
                  <span className="flex-1">{option.name}</span>
                  <span className="text-xs text-ink-soft">{option.currency}</span>
                  {current ? (
                    <Icon name="check" size={16} className="text-success" />
                  ) : (
                    <span className="w-4" />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
