import type { Campaign } from '@cardshop/shared/contracts/campaigns';
import type { CardSummary } from '@cardshop/shared/contracts/catalogue';
import type { EditorConfig } from '@cardshop/shared/contracts/editor';
import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { fieldErrorKeys } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ACCOUNT_BUTTON, ACCOUNT_BUTTON_SECONDARY, Field } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import type { SendAnswer } from './send-actions.server.ts';

// The steps that make the card: the card itself, the message written once, the schedule.

const TITLE = 'mb-4 font-display text-2xl text-ink';

function Submit() {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <button type="submit" className={ACCOUNT_BUTTON} disabled={busy} aria-busy={busy || undefined}>
      {t('campaigns.next')}
    </button>
  );
}

/** The card: the one chosen, and cards to choose from (or the shop, to press "Send bulk" on one). */
export function CardStep({
  campaign,
  cards,
  answer,
}: {
  campaign: Campaign;
  cards: readonly CardSummary[];
  answer?: SendAnswer | undefined;
}) {
  const t = useT();
  const errors = fieldErrorKeys(answer?.errors ?? {}, ['cardId']);
  return (
    <section aria-labelledby="card-step">
      <h2 id="card-step" className={TITLE}>
        {t('campaigns.card.title')}
      </h2>
      <p className="mb-4 text-ink">
        {campaign.card ? t('campaigns.card.current', { card: campaign.card.name }) : t('campaigns.card.none')}
      </p>
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="card" />
        <FormFailures messages={answer?.messages} />
        <fieldset>
          <legend className="sr-only">{t('campaigns.card.title')}</legend>
          {errors.cardId ? <p className="mb-2 text-sm text-danger">{t(errors.cardId)}</p> : null}
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {cards.map((card) => (
              <li key={card.id}>
                <label className="block cursor-pointer rounded-lg border border-line p-2 has-[:checked]:border-accent">
                  <img src={card.image.src} alt="" className="aspect-square w-full rounded object-cover" />
                  <span className="mt-2 flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="cardId"
                      value={card.id}
                      defaultChecked={campaign.card?.id === card.id}
                      className="h-5 w-5"
                    />
                    {card.name}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Submit />
          <Link to="/all" className={ACCOUNT_BUTTON_SECONDARY}>
            {t('campaigns.card.browse')}
          </Link>
        </div>
      </Form>
    </section>
  );
}

/** The message, written once with merge fields, in a handwriting; and the campaign's name. */
export function MessageStep({
  campaign,
  fonts,
  answer,
}: {
  campaign: Campaign;
  fonts: EditorConfig['writingStyles'];
  answer?: SendAnswer | undefined;
}) {
  const t = useT();
  const id = useId();
  const errors = fieldErrorKeys(answer?.errors ?? {}, ['message', 'font', 'name']);
  const values = answer?.intent === 'message' ? answer.values : undefined;
  return (
    <section aria-labelledby="message-step">
      <h2 id="message-step" className={TITLE}>
        {t('campaigns.message.title')}
      </h2>
      <Form method="post" noValidate className="grid max-w-2xl gap-4">
        <input type="hidden" name="intent" value="message" />
        <FormFailures messages={answer?.messages} />
        <Field
          id={`${id}-message`}
          label={t('campaigns.message.label')}
          error={errors.message}
          hint={t('campaigns.message.hint', {
            example: 'Dear {{firstName}},',
            fields: campaign.fields.map((field) => `{{${field}}}`).join(', '),
            interpolation: { escapeValue: false },
          })}
        >
          {(props) => (
            <textarea
              {...props}
              name="message"
              rows={8}
              maxLength={2000}
              className={`${props.className} h-auto py-3`}
              defaultValue={values?.message ?? campaign.message}
            />
          )}
        </Field>
        <Field id={`${id}-font`} label={t('campaigns.message.font')} error={errors.font}>
          {(props) => (
            <select {...props} name="font" defaultValue={values?.font ?? campaign.font}>
              {fonts.map((style) => (
                <option key={style.id} value={style.font}>
                  {style.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-name`} label={t('campaigns.message.name')} error={errors.name}>
          {(props) => (
            <input {...props} name="name" maxLength={120} defaultValue={values?.name ?? campaign.name} />
          )}
        </Field>
        <div>
          <Submit />
        </div>
      </Form>
    </section>
  );
}

/** When the cards go: now, one day for all, or each recipient's birthday or anniversary. */
export function ScheduleStep({ campaign, answer }: { campaign: Campaign; answer?: SendAnswer | undefined }) {
  const t = useT();
  const id = useId();
  const errors = fieldErrorKeys(answer?.errors ?? {}, ['scheduleType', 'scheduleDate']);
  const values = answer?.intent === 'schedule' ? answer.values : undefined;
  const type = values?.scheduleType ?? campaign.schedule.type;
  return (
    <section aria-labelledby="schedule-step">
      <h2 id="schedule-step" className={TITLE}>
        {t('campaigns.schedule.title')}
      </h2>
      <Form method="post" noValidate className="grid max-w-md gap-4">
        <input type="hidden" name="intent" value="schedule" />
        <FormFailures messages={answer?.messages} />
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t('campaigns.schedule.title')}</legend>
          {(['now', 'date', 'birthday', 'anniversary'] as const).map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="scheduleType"
                value={option}
                defaultChecked={type === option}
                className="h-5 w-5"
              />
              {t(`campaigns.schedule.${option}`)}
            </label>
          ))}
          {errors.scheduleType ? <p className="text-sm text-danger">{t(errors.scheduleType)}</p> : null}
        </fieldset>
        <Field id={`${id}-date`} label={t('campaigns.schedule.day')} error={errors.scheduleDate}>
          {(props) => (
            <input
              {...props}
              type="date"
              name="scheduleDate"
              defaultValue={values?.scheduleDate ?? campaign.schedule.date ?? ''}
            />
          )}
        </Field>
        <div>
          <Submit />
        </div>
      </Form>
    </section>
  );
}
