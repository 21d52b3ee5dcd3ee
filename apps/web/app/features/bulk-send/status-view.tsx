import type { Campaign } from '@cardshop/shared/contracts/campaigns';
import { Form, Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ACCOUNT_BUTTON_SECONDARY, Notice } from '../../ui/form-controls.tsx';
import { orderPageUrl, stepUrl } from './send-links.ts';

/** How far a paid campaign is: print files made (by the job queue), cards posted; its order; a copy. */
export function StatusView({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const progress = campaign.progress;
  return (
    <section aria-labelledby="status-view" className="mb-10">
      <h2 id="status-view" className="mb-4 font-display text-2xl text-ink">
        {t('campaigns.status.title')}
      </h2>
      <p className="mb-2 font-semibold">{t(`campaigns.status.${campaign.status}`)}</p>
      {progress ? (
        <>
          <p role="status" className="mb-2" data-progress={`${progress.printed}/${progress.items}`}>
            {t('campaigns.status.progress', progress)}
          </p>
          <progress max={progress.items} value={progress.printed} className="mb-4 w-full max-w-md">
            {`${progress.printed}/${progress.items}`}
          </progress>
        </>
      ) : (
        <Notice tone="info">{t('campaigns.status.draft')}</Notice>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={stepUrl('status', campaign.id)} className={ACCOUNT_BUTTON_SECONDARY}>
          {t('campaigns.status.refresh')}
        </Link>
        {campaign.order?.token ? (
          <Link to={orderPageUrl(campaign.order)} className={ACCOUNT_BUTTON_SECONDARY}>
            {t('campaigns.status.order')}
          </Link>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="copy" />
          <button type="submit" className={ACCOUNT_BUTTON_SECONDARY}>
            {t('campaigns.list.copy')}
          </button>
        </Form>
      </div>
    </section>
  );
}
