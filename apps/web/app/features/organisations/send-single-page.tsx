import type { TemplateList } from '@cardshop/shared/contracts/templates';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { AccountPageHeader } from '../../ui/form-controls.tsx';
import { writeFromTemplateUrl } from './templates-page.tsx';

const SECTION_TITLE = 'mb-3 font-display text-2xl text-ink';
const CHOICE = 'rounded-xl border border-line bg-white p-4';

/**
 * /manage/artwork (send-single for managers, storefront.md §6): the ways to start one card for the
 * organisation: one of its templates, its own artwork (when it allows custom artwork), or any card of
 * the shop. Every way ends in the editor and the cart, paid as the organisation's order (decision 0036).
 */
export function SendSinglePage({
  templates,
  customAllowed,
  bulkAllowed,
}: {
  /** Null when the manager may not use templates. */
  templates: TemplateList | null;
  customAllowed: boolean;
  bulkAllowed: boolean;
}) {
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 pb-16 sm:pt-10">
      <AccountPageHeader title={t('organisations.send.title')} intro={t('organisations.send.intro')} />
      <section aria-labelledby="send-templates" className="mb-10">
        <h2 id="send-templates" className={SECTION_TITLE}>
          {t('organisations.send.templates')}
        </h2>
        {templates === null ? (
          <p className="text-ink-soft">{t('organisations.templates.not-allowed')}</p>
        ) : templates.templates.length === 0 ? (
          <p className="text-ink-soft">{t('organisations.templates.none')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {templates.templates.map((template) => (
              <li key={template.id} className={CHOICE}>
                <p className="font-semibold text-ink">{template.name}</p>
                <p className="text-sm text-ink-soft">{template.cardName}</p>
                <Link
                  to={writeFromTemplateUrl(template)}
                  className="mt-2 inline-block font-semibold text-accent-dark underline"
                >
                  {t('organisations.templates.write', { name: template.name })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="send-other" className="grid gap-3 sm:grid-cols-2">
        <h2 id="send-other" className={`${SECTION_TITLE} sm:col-span-2`}>
          {t('organisations.send.other')}
        </h2>
        {customAllowed ? (
          <div className={CHOICE}>
            <p className="font-semibold text-ink">{t('organisations.send.custom')}</p>
            <p className="text-sm text-ink-soft">{t('organisations.send.custom-text')}</p>
            <Link to="/custom-artwork" className="mt-2 inline-block font-semibold text-accent-dark underline">
              {t('organisations.send.custom-link')}
            </Link>
          </div>
        ) : null}
        <div className={CHOICE}>
          <p className="font-semibold text-ink">{t('organisations.send.browse')}</p>
          <p className="text-sm text-ink-soft">{t('organisations.send.browse-text')}</p>
          <Link to="/cards" className="mt-2 inline-block font-semibold text-accent-dark underline">
            {t('organisations.send.browse-link')}
          </Link>
        </div>
        {bulkAllowed ? (
          <div className={CHOICE}>
            <p className="font-semibold text-ink">{t('organisations.send.bulk')}</p>
            <p className="text-sm text-ink-soft">{t('organisations.send.bulk-text')}</p>
            <Link
              to="/manage/campaigns"
              className="mt-2 inline-block font-semibold text-accent-dark underline"
            >
              {t('organisations.send.bulk-link')}
            </Link>
          </div>
        ) : null}
      </section>
    </div>
  );
}
