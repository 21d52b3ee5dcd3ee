import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { Icon } from '../../ui/icons.tsx';
import type { ModalHandle } from '../../ui/modal-stack.tsx';

/** The help dialog: the FAQ, the support email and the phone number of the brand. */
export function SupportBody({ modal }: { modal: ModalHandle<void> }) {
  const t = useT();
  const { brand } = useShell();
  const item =
    'flex items-center gap-4 rounded-xl border border-line p-4 text-ink no-underline hover:border-accent hover:no-underline';
  return (
    <div>
      <h2 className="pr-8 text-2xl">{t('shell.support.title')}</h2>
      <p className="mt-2 text-ink-soft">{t('shell.support.text')}</p>
      <ul className="mt-6 flex flex-col gap-3">
        <li>
          <Link to="/faq" className={item} onClick={() => modal.resolve()}>
            <Icon name="help" size={22} className="text-accent" />
            <span>
              <span className="block font-semibold">{t('shell.support.faq')}</span>
              <span className="block text-sm text-ink-soft">{t('shell.support.faq-text')}</span>
            </span>
          </Link>
        </li>
        {brand.email ? (
          <li>
            <a href={`mailto:${brand.email}`} className={item}>
              <Icon name="mail" size={22} className="text-accent" />
              <span>
                <span className="block font-semibold">{t('shell.support.email')}</span>
                <span className="block text-sm text-ink-soft">{brand.email}</span>
              </span>
            </a>
          </li>
        ) : null}
        {brand.phone ? (
          <li>
            <a href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`} className={item}>
              <Icon name="phone" size={22} className="text-accent" />
              <span>
                <span className="block font-semibold">{t('shell.support.phone')}</span>
                <span className="block text-sm text-ink-soft">{brand.phone}</span>
              </span>
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
