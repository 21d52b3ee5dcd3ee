import { type Campaign, SEND_STEPS, type SendView } from '@cardshop/shared/contracts/campaigns';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { stepUrl } from './send-links.ts';

/** The steps of a campaign, the current one marked; a paid campaign shows its progress instead. */
export function StepNav({ campaign, view }: { campaign: Campaign; view: SendView }) {
  const t = useT();
  const views = campaign.editable ? SEND_STEPS : (['review', 'status'] as const);
  return (
    <nav aria-label={t('campaigns.steps')} className="mb-8 overflow-x-auto">
      <ol className="flex min-w-max gap-2">
        {views.map((step, index) => (
          <li key={step}>
            <Link
              to={stepUrl(step, campaign.id)}
              aria-current={step === view ? 'step' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm no-underline ${
                step === view ? 'border-accent bg-accent text-white' : 'border-line text-ink hover:bg-sand'
              }`}
            >
              {`${index + 1}. ${t(`campaigns.step.${step}`)}`}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
