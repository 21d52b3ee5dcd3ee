import type { Campaign } from '@cardshop/shared/contracts/campaigns';
import { useT } from '../../lib/i18n/use-t.tsx';
import { AccountPageHeader } from '../../ui/form-controls.tsx';
import { CardStep, MessageStep, ScheduleStep } from './compose-steps.tsx';
import { PayStep } from './pay-step.tsx';
import { RecipientsStep } from './recipients-step.tsx';
import { ReviewStep } from './review-step.tsx';
import type { SendAnswer } from './send-actions.server.ts';
import type { startData, stepData } from './send-data.server.ts';
import { StartView } from './start-view.tsx';
import { StatusView } from './status-view.tsx';
import { StepNav } from './step-nav.tsx';

export type SendData = Awaited<ReturnType<typeof startData>> | Awaited<ReturnType<typeof stepData>>;

/** /send and /send/{step}: starting a bulk send, each step of a campaign, and its progress once paid. */
export function SendPage({ data, answer }: { data: SendData; answer?: SendAnswer | undefined }) {
  const t = useT();
  if (data.view === 'start')
    return (
      <StartView card={data.card} templateId={data.templateId} list={data.list.results} answer={answer} />
    );
  const campaign: Campaign = data.campaign;
  return (
    <>
      <AccountPageHeader title={campaign.name} intro={campaign.card?.name} />
      <StepNav campaign={campaign} view={data.view} />
      {'cards' in data ? <CardStep campaign={campaign} cards={data.cards} answer={answer} /> : null}
      {'fonts' in data ? <MessageStep campaign={campaign} fonts={data.fonts} answer={answer} /> : null}
      {'groups' in data ? (
        <RecipientsStep
          campaign={campaign}
          groups={data.groups}
          contacts={data.contacts}
          contactsTotal={data.contactsTotal}
          query={data.query}
          answer={answer}
        />
      ) : null}
      {data.view === 'status' ? <StatusView campaign={campaign} /> : null}
      {'review' in data ? (
        <ReviewStep campaign={campaign} review={data.review} show={data.show} answer={answer} />
      ) : null}
      {data.view === 'schedule' ? <ScheduleStep campaign={campaign} answer={answer} /> : null}
      {'credits' in data ? (
        <PayStep
          campaign={campaign}
          credits={data.credits}
          savedCard={data.savedCard}
          provider={data.provider}
          testCards={data.testCards}
          answer={answer}
        />
      ) : null}
      <p className="sr-only">{t(`campaigns.step.${data.view}`)}</p>
    </>
  );
}
