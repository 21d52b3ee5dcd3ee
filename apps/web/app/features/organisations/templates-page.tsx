import type { TemplateList } from '@cardshop/shared/contracts/templates';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useRegionDates } from '../../lib/region-dates.ts';
import { ACCOUNT_BUTTON_SECONDARY, AccountPageHeader, Notice } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';

/** What the delete action answers when it could not delete (another member deleted it first). */
export interface TemplatesAnswer {
  messages: string[];
}

/** Where a template starts a single card: the editor, with the template's card and design. */
export const writeFromTemplateUrl = (template: { id: string; cardId: string }) =>
  `/write?card=${encodeURIComponent(template.cardId)}&template=${encodeURIComponent(template.id)}`;

/**
 * /account/templates (decision 0036): the organisation's templates for members holding useTemplates,
 * each opening the editor with its design and message, and a route form to delete it. A template is
 * saved from the editor ("Save as a template"). Members without the permission are told whom to ask.
 */
export function TemplatesPage({
  list,
  deleted,
  answer,
}: {
  /** Null when the user may not use templates. */
  list: TemplateList | null;
  deleted: boolean;
  answer?: TemplatesAnswer;
}) {
  const t = useT();
  const { moment } = useRegionDates();
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <AccountPageHeader
        title={t('organisations.templates.title')}
        intro={t('organisations.templates.intro')}
      />
      <div role="status" aria-live="polite">
        {deleted ? (
          <Notice tone="success" className="mb-6">
            {t('organisations.templates.deleted')}
          </Notice>
        ) : null}
      </div>
      <FormFailures messages={answer?.messages ?? []} />
      {list === null ? (
        <p className="text-ink-soft">{t('organisations.templates.not-allowed')}</p>
      ) : list.templates.length === 0 ? (
        <p className="text-ink-soft">
          {t('organisations.templates.none')}{' '}
          <Link to="/cards" className="font-semibold text-accent-dark underline">
            {t('organisations.templates.browse')}
          </Link>
        </p>
      ) : (
        <ul className="grid max-w-3xl gap-3">
          {list.templates.map((template) => (
            <li key={template.id} className="rounded-xl border border-line bg-white p-4">
              <p className="font-semibold text-ink">{template.name}</p>
              <p className="text-sm text-ink-soft">
                {t('organisations.templates.line', {
                  card: template.cardName,
                  date: moment(template.updatedAt),
                  name: template.savedBy ?? t('organisations.overview.former-member'),
                })}
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <Link
                  to={writeFromTemplateUrl(template)}
                  className="font-semibold text-accent-dark underline"
                >
                  {t('organisations.templates.write', { name: template.name })}
                </Link>
                <Link
                  to={`/send?template=${encodeURIComponent(template.id)}`}
                  className="font-semibold text-accent-dark underline"
                >
                  {t('organisations.templates.bulk', { name: template.name })}
                </Link>
                <Form method="post">
                  <input type="hidden" name="template" value={template.id} />
                  <button type="submit" className={ACCOUNT_BUTTON_SECONDARY} disabled={busy}>
                    {t('organisations.templates.delete', { name: template.name })}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
