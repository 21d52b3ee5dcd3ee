import type { CampaignSummary } from '@cardshop/shared/contracts/campaigns';
import type { CardSummary } from '@cardshop/shared/contracts/catalogue';
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { fieldErrorKeys } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ACCOUNT_BUTTON, AccountPageHeader, Field } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { CampaignList } from './campaign-list.tsx';
import type { SendAnswer } from './send-actions.server.ts';
import { SEND_URL } from './send-links.ts';

/** /send: start a bulk send (with the card chosen on a tile or card page), and the caller's campaigns. */
export function StartView({
  card,
  templateId,
  list,
  answer,
}: {
  card: CardSummary | null;
  /** The organisation's template the send starts from (`?template=`; decision 0036), if any. */
  templateId?: string | null;
  list: readonly CampaignSummary[];
  answer?: SendAnswer | undefined;
}) {
  const t = useT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const errors = fieldErrorKeys(answer?.errors ?? {}, ['name', 'cardId', 'templateId']);
  return (
    <>
      <AccountPageHeader title={t('campaigns.start.title')} intro={t('campaigns.start.intro')} />
      <Form method="post" action={SEND_URL} noValidate className="grid max-w-md gap-4">
        <input type="hidden" name="intent" value="create" />
        {card ? <input type="hidden" name="cardId" value={card.id} /> : null}
        {templateId ? <input type="hidden" name="templateId" value={templateId} /> : null}
        {templateId ? <p className="text-ink">{t('campaigns.start.with-template')}</p> : null}
        <FormFailures messages={answer?.messages} retryAfter={answer?.retryAfter} />
        {card ? (
          <div className="flex items-center gap-4">
            <img
              src={card.image.src}
              alt=""
              width={96}
              height={96}
              className="h-24 w-24 rounded object-cover"
            />
            <p className="text-ink">{t('campaigns.start.with-card', { card: card.name })}</p>
          </div>
        ) : null}
        {errors.cardId ? <p className="text-sm text-danger">{t(errors.cardId)}</p> : null}
        {errors.templateId ? (
          <p className="text-sm text-danger">{t('campaigns.start.template-gone')}</p>
        ) : null}
        <Field id={`${id}-name`} label={t('campaigns.start.name')} error={errors.name}>
          {(props) => (
            <input {...props} name="name" defaultValue={answer?.values.name ?? ''} maxLength={120} />
          )}
        </Field>
        <div>
          <button type="submit" className={ACCOUNT_BUTTON} disabled={busy} aria-busy={busy || undefined}>
            {t('campaigns.start.submit')}
          </button>
        </div>
      </Form>
      <CampaignList campaigns={list} title={t('campaigns.list.title')} copyAction={SEND_URL} />
    </>
  );
}
