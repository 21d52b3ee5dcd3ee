import type { Campaign, RecipientCard, Review } from '@cardshop/shared/contracts/campaigns';
import { useId } from 'react';
import { Form, Link } from 'react-router';
import { fieldErrorKeys } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_BUTTON_DANGER,
  ACCOUNT_BUTTON_SECONDARY,
  Field,
} from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { ProblemList } from './problems.tsx';
import type { SendAnswer } from './send-actions.server.ts';
import { stepUrl } from './send-links.ts';

const TITLE = 'mb-4 font-display text-2xl text-ink';
const ADDRESS_FIELDS = ['address', 'address2', 'locality', 'adminAreaLevel1', 'postcode', 'country'] as const;

/** The fix form of one card: name, address, the values of the fields it lacks, its own message. */
function FixForm({ card, answer }: { card: RecipientCard; answer?: SendAnswer | undefined }) {
  const t = useT();
  const id = useId();
  const mine = answer?.intent === 'fix' && answer.recipient === card.id ? answer : undefined;
  const errors = fieldErrorKeys(mine?.errors ?? {}, ['firstName', 'lastName', ...ADDRESS_FIELDS, 'override']);
  const missing = card.problems
    .filter((problem) => problem.startsWith('field:'))
    .map((problem) => problem.slice(6));
  const value = (field: string, fallback: string | null | undefined) => mine?.values[field] ?? fallback ?? '';
  return (
    <details open={mine ? true : undefined} className="mt-3">
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-accent underline">
        {t('campaigns.review.fix')}
      </summary>
      <Form method="post" noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="fix" />
        <input type="hidden" name="recipient" value={card.id} />
        <div className="sm:col-span-2">
          <FormFailures messages={mine?.messages} />
        </div>
        <Field id={`${id}-first`} label={t('address-book.form.firstName')} error={errors.firstName}>
          {(props) => <input {...props} name="firstName" defaultValue={value('firstName', card.firstName)} />}
        </Field>
        <Field id={`${id}-last`} label={t('address-book.form.lastName')} error={errors.lastName}>
          {(props) => <input {...props} name="lastName" defaultValue={value('lastName', card.lastName)} />}
        </Field>
        {ADDRESS_FIELDS.map((field) => (
          <Field
            key={field}
            id={`${id}-${field}`}
            label={t(field === 'address' ? 'address-book.form.address-line' : `address-book.form.${field}`)}
            error={errors[field]}
          >
            {(props) => <input {...props} name={field} defaultValue={value(field, card.address[field])} />}
          </Field>
        ))}
        {missing.map((field) => (
          <Field key={field} id={`${id}-field-${field}`} label={t('campaigns.review.field', { field })}>
            {(props) => (
              <input {...props} name={`field:${field}`} defaultValue={mine?.values[`field:${field}`] ?? ''} />
            )}
          </Field>
        ))}
        <div className="sm:col-span-2">
          <Field id={`${id}-override`} label={t('campaigns.review.override')} error={errors.override}>
            {(props) => (
              <textarea
                {...props}
                name="override"
                rows={4}
                className={`${props.className} h-auto py-2`}
                defaultValue={value('override', card.override)}
              />
            )}
          </Field>
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className={ACCOUNT_BUTTON_SECONDARY}>
            {t('campaigns.review.save')}
          </button>
        </div>
      </Form>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="recipient" value={card.id} />
        <button type="submit" className={ACCOUNT_BUTTON_DANGER}>
          {t('campaigns.review.remove')}
          <span className="sr-only">{`: ${card.firstName} ${card.lastName}`}</span>
        </button>
      </Form>
    </details>
  );
}

/** Where the recipient's order item is: scheduled, printed (its print file made), posted. */
function itemStatus(t: ReturnType<typeof useT>, item: NonNullable<RecipientCard['item']>): string {
  if (item.status === 'dispatched')
    return t('checkout.item.status-dispatched', { date: item.dispatchedAt?.slice(0, 10) ?? '' });
  return t(item.status === 'printed' ? 'checkout.item.status-printed' : 'checkout.item.status-scheduled');
}

/** One recipient's card as it will be written, flagged when something stands in the way. */
function CardRow({
  card,
  editable,
  answer,
}: {
  card: RecipientCard;
  editable: boolean;
  answer?: SendAnswer | undefined;
}) {
  const t = useT();
  const place = [card.address.locality, card.address.country].filter(Boolean).join(', ');
  return (
    <li
      className={`rounded-lg border p-4 ${card.problems.length > 0 ? 'border-danger/50' : 'border-line'}`}
      data-recipient={card.id}
    >
      <p className="text-sm text-ink-soft">
        {`${card.position}. ${t('campaigns.review.to')} ${card.firstName} ${card.lastName}`.trim()}
        {place ? `, ${place}` : ''}
        {card.override !== null ? ` · ${t('campaigns.review.own-message')}` : ''}
      </p>
      <p className="mt-2 whitespace-pre-wrap text-lg text-ink">{card.text}</p>
      <p className="mt-2 text-sm text-ink-soft">
        {card.scheduledDate
          ? t('campaigns.review.sends-on', { date: card.scheduledDate })
          : t('campaigns.review.sends-now')}
        {card.item ? ` · ${itemStatus(t, card.item)}` : ''}
      </p>
      <ProblemList problems={card.problems} t={t} />
      {editable ? <FixForm card={card} answer={answer} /> : null}
    </li>
  );
}

/** Every recipient's card, a page at a time (all, or those with problems), each fixable in place. */
export function ReviewStep({
  campaign,
  review,
  show,
  answer,
}: {
  campaign: Campaign;
  review: Review;
  show: 'all' | 'problems';
  answer?: SendAnswer | undefined;
}) {
  const t = useT();
  const page = (number: number, which = show) =>
    stepUrl(campaign.editable ? 'review' : 'status', campaign.id, { page: number, show: which });
  return (
    <section aria-labelledby="review-step">
      <h2 id="review-step" className={TITLE}>
        {t('campaigns.review.title')}
      </h2>
      <p className="mb-4 text-ink" role="status">
        {t('campaigns.review.summary', { total: campaign.recipients, problems: review.withProblems })}
      </p>
      <div className="mb-4 flex flex-wrap gap-3">
        <Link
          to={page(1, 'all')}
          aria-current={show === 'all' ? 'page' : undefined}
          className={ACCOUNT_BUTTON_SECONDARY}
        >
          {t('campaigns.review.all')}
        </Link>
        <Link
          to={page(1, 'problems')}
          aria-current={show === 'problems' ? 'page' : undefined}
          className={ACCOUNT_BUTTON_SECONDARY}
        >
          {t('campaigns.review.problems-only')}
        </Link>
      </div>
      <ol className="grid gap-4">
        {review.results.map((card) => (
          <CardRow key={card.id} card={card} editable={campaign.editable} answer={answer} />
        ))}
      </ol>
      <nav className="mt-6 flex flex-wrap items-center gap-4" aria-label={t('campaigns.review.page', review)}>
        {review.page > 1 ? (
          <Link to={page(review.page - 1)} className={ACCOUNT_BUTTON_SECONDARY}>
            {t('campaigns.review.previous')}
          </Link>
        ) : null}
        <span className="text-sm text-ink-soft">{t('campaigns.review.page', review)}</span>
        {review.page < review.pages ? (
          <Link to={page(review.page + 1)} className={ACCOUNT_BUTTON_SECONDARY}>
            {t('campaigns.review.next')}
          </Link>
        ) : null}
      </nav>
      {campaign.editable ? (
        <div className="mt-8">
          <Link to={stepUrl('schedule', campaign.id)} className={ACCOUNT_BUTTON}>
            {t('campaigns.next')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
