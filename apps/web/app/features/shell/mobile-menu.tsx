import type { NavItem } from '@cardshop/shared/contracts/config';
import { Suspense, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Icon } from '../../ui/icons.tsx';
import { lazyWithPreload } from '../../ui/lazy.ts';

const MobilePanel = lazyWithPreload(() => import('./mobile-panel.tsx').then((module) => module.MobilePanel));

/**
 * The phone navigation (under 768 px): a menu button opening a full-height panel with accordions for
 * dropdowns and mega-menu groups. The panel's code loads when the button is touched, hovered or focused
 * and it is only built when opened, so nothing heavy runs before the visitor asks for it.
 */
export function MobileMenu({
  items,
  secondary,
  brandName,
  className = '',
}: {
  items: NavItem[];
  secondary: NavItem[];
  brandName: string;
  className?: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className={className}>
      <button
        ref={button}
        type="button"
        className="-ml-2 flex size-10 items-center justify-center rounded-full text-ink hover:bg-sand"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('shell.menu.open')}
        onClick={() => setOpen(true)}
        onPointerDown={() => void MobilePanel.preload()}
        onPointerEnter={() => void MobilePanel.preload()}
        onFocus={() => void MobilePanel.preload()}
      >
        <Icon name="menu" size={24} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobilePanel
            id={panelId}
            items={items}
            secondary={secondary}
            brandName={brandName}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
