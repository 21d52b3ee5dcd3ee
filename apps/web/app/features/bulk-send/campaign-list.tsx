import type { CampaignSummary } from '@cardshop/shared/contracts/campaigns';
import { Form, Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Money } from '../../ui/money.tsx';
import { stepUrl } from './send-links.ts';

const CELL = 'px-3 py-2 text-left align-top';

/**
 * Campaigns with their state, recipients and cost; each opens its steps (a draft) or its progress, and
 * can be copied for next year. `copyAction` is where the copy form posts (the page's own action).
 */
export function CampaignList({
  campaigns,
  title,
  copyAction,
}: {
  campaigns: readonly CampaignSummary[];
  title: string;
  copyAction: string;
}) {
  const t = useT();
  return (
    <section aria-labelledby="campaign-list" className="mt-10">
      <h2 id="campaign-list" className="mb-4 font-display text-2xl text-ink">
        {title}
      </h2>
      {campaigns.length === 0 ? (
        <p className="text-ink-soft">{t('campaigns.list.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] border-collapse text-sm">
            <thead>
              <tr className="border-b border-line">
                <th className={CELL}>{t('campaigns.list.name')}</th>
                <th className={CELL}>{t('campaigns.list.status')}</th>
                <th className={CELL}>{t('campaigns.list.recipients')}</th>
                <th className={CELL}>{t('campaigns.list.cost')}</th>
                <th className={CELL}>
                  <span className="sr-only">{t('campaigns.list.copy')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {campaigns.map((campaign) => (
                <tr key={campaign.id} className="border-b border-line/60">
                  <td className={CELL}>
                    <Link
                      to={stepUrl(campaign.status === 'draft' ? 'review' : 'status', campaign.id)}
                      className="font-medium text-accent underline"
                    >
                      {campaign.name}
                    </Link>
                    {campaign.card ? <span className="block text-ink-soft">{campaign.card.name}</span> : null}
                  </td>
                  <td className={CELL}>{t(`campaigns.status.${campaign.status}`)}</td>
                  <td className={CELL}>{campaign.recipients}</td>
                  <td className={CELL}>
                    {campaign.price ? (
                      <Money value={campaign.price.total} currency={campaign.price.currency} />
                    ) : (
                      '–'
                    )}
                  </td>
                  <td className={CELL}>
                    <Form method="post" action={copyAction}>
                      <input type="hidden" name="intent" value="copy" />
                      <input type="hidden" name="campaign" value={campaign.id} />
                      <button type="submit" className="min-h-11 text-accent underline">
                        {t('campaigns.list.copy')}
                        <span className="sr-only">{`: ${campaign.name}`}</span>
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
