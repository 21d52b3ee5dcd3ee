import { FLAG_FADE_MS } from '@cardshop/shared/constants';
import { Suspense, useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useLocalSetting } from '../../lib/settings/local-settings.ts';
import { useShell } from '../../lib/shell/use-shell.ts';
import { Icon } from '../../ui/icons.tsx';
import { lazyWithPreload } from '../../ui/lazy.ts';
import { useMounted } from '../../ui/use-mounted.ts';
import { REGION_TIP_DELAY_MS, regionCookie, urlAfterRegionChoice } from './region-choice.ts';
import { useDisclosure } from './use-disclosure.ts';

const RegionMenu = lazyWithPreload(() => import('./region-menu.tsx').then((module) => module.RegionMenu));
// The first-visit tip is browser-only and shown once: its code loads only when it is due.
const RegionTip = lazyWithPreload(() => import('./region-tip.tsx').then((module) => module.RegionTip));

async function chooseRegion(id: number, signedIn: boolean) {
  if (signedIn) {
    // The account remembers the region too (and the answer sets the same cookie). Should the call fail,
    // the cookie below still switches this browser.
    await api(`/api/account/change-region/${id}`, { method: 'POST', ignoreAuthFailure: true }).catch(
      () => undefined,
    );
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain, non-sensitive preference the server reads
  document.cookie = regionCookie(id);
  // Prices, currency and formats come from the server: load the page again in the new region.
  const next = urlAfterRegionChoice(window.location.href);
  if (next) window.location.replace(next);
  else window.location.reload();
}

/** The region switcher: the current region's flag, a list of regions, and a first-visit tip. */
export function RegionSwitcher() {
  const t = useT();
  const { region } = useShell();
  const { user } = useAuth();
  const { open, toggle, close, ref, blurProps } = useDisclosure({
    onIntent: () => void RegionMenu.preload(),
  });
  const mounted = useMounted();
  const [tipDismissed, setTipDismissed] = useLocalSetting('regionTipDismissed');
  const [tipDue, setTipDue] = useState(false);

  useEffect(() => {
    const handle = setTimeout(() => setTipDue(true), REGION_TIP_DELAY_MS);
    return () => clearTimeout(handle);
  }, []);

  const showTip = mounted && tipDue && !tipDismissed && !open;
  return (
    <div ref={ref} className="relative flex items-center gap-2" {...blurProps}>
      {showTip ? (
        <Suspense fallback={null}>
          <RegionTip
            name={region.name}
            currency={region.currency}
            onChange={() => {
              setTipDismissed(true);
              toggle();
            }}
            onDismiss={() => setTipDismissed(true)}
          />
        </Suspense>
      ) : null}
      <button
        type="button"
        className="flex items-center gap-2 rounded-full px-2 py-1 text-sm text-ink hover:bg-paper"
        aria-expanded={open}
        aria-controls={open ? 'region-menu' : undefined}
        onClick={() => {
          toggle();
          if (!tipDismissed) setTipDismissed(true);
        }}
      >
        {/* A new region's flag fades in (350 ms); keyed by the flag, so a switch starts the fade again. */}
        <img
          key={region.icon}
          src={region.icon}
          alt=""
          width={22}
          height={11}
          style={{ transitionDuration: `${FLAG_FADE_MS}ms` }}
          className="h-[11px] w-[22px] rounded-[2px] object-cover shadow-[0_0_0_1px_rgb(0_0_0/0.12)] transition-opacity starting:opacity-0 motion-reduce:transition-none"
        />
        <span className="hidden sm:inline">{region.name}</span>
        <span className="sr-only sm:hidden">{region.name}</span>{' '}
        <span className="text-ink-soft">{region.currency}</span>
        <span className="sr-only">{t('shell.region.change')}</span>
        <Icon name="chevron" size={14} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <RegionMenu onChoose={(id) => (id === region.id ? close() : void chooseRegion(id, !!user))} />
        </Suspense>
      ) : null}
    </div>
  );
}
