import type { Reminder, SavedReminder } from '@cardshop/shared/contracts/reminders';
import { formatPhpDay } from '@cardshop/shared/rules/dates';
import { reminderWritePath } from '@cardshop/shared/rules/reminders';
import { Form, Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_BUTTON_DANGER,
  ACCOUNT_BUTTON_SECONDARY,
  AccountPageHeader,
  Notice,
  SavedNotice,
} from '../../ui/form-controls.tsx';
import { type ReminderAnswer, ReminderForm } from './reminder-form.tsx';
import { daysUntil, REMINDERS_URL } from './reminder-values.ts';

/** The date format of the account pages ('MMM Do YYYY'). */
const DAY_FORMAT = 'M jS Y';

export interface RemindersPageProps {
  reminders: Reminder[];
  /** Today in the account's region (YYYY-MM-DD). */
  today: string;
  /** The e-mails wait until the account's address is confirmed; the page says where the link went. */
  mailWaitsForVerification: boolean;
  email: string;
  /** A card to start from for each occasion listed, and the listing of more. */
  cards: Partial<Record<string, { cardId: string | null; listing: string }>>;
  contacts: ReadonlyArray<{ id: string; name: string }>;
  /** The hand-added reminder being edited (`?edit=`). */
  editing: SavedReminder | null;
  /** What was just done (`?done=`): saved or deleted. */
  done: string | null;
  answer?: ReminderAnswer;
}

/**
 * /account/reminders: the coming year's dates, each with a card to write (to the contact, posted on the
 * day that arrives in time), the hand-added ones with their edit and delete, and the form that adds one.
 * Every action is a link or a route form, so it all works before scripts run.
 */
export function RemindersPage({
  reminders,
  today,
  mailWaitsForVerification,
  email,
  cards,
  contacts,
  editing,
  done,
  answer,
}: RemindersPageProps) {
  const t = useT();
  return (
    <>
      <AccountPageHeader title={t('account.reminders.title')} intro={t('account.reminders.intro')} />
      <SavedNotice saved={done !== null} messageKey={`account.reminders.done.${done ?? 'saved'}`} />
      {mailWaitsForVerification ? (
        <div className="mt-4">
          <Notice tone="warning">{t('account.reminders.unverified', { email })}</Notice>
        </div>
      ) : null}

      <section aria-labelledby="reminders-upcoming" className="mt-6">
        <h2 id="reminders-upcoming" className="mb-4 font-display text-2xl">
          {t('account.reminders.upcoming')}
        </h2>
        {reminders.length === 0 ? (
          <p className="text-ink-soft">
            {t('account.reminders.empty')}{' '}
            <Link to="/account/addresses" className="font-semibold text-ink underline">
              {t('account.reminders.book-link')}
            </Link>
          </p>
        ) : (
          <ul className="grid gap-4">
            {reminders.map((reminder) => (
              <ReminderItem
                key={`${reminder.id}:${reminder.date}`}
                reminder={reminder}
                today={today}
                card={cards[reminder.occasion]}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="reminder-form" className="mt-10 max-w-2xl">
        <h2 id="reminder-form" className="mb-4 font-display text-2xl">
          {editing
            ? t('account.reminders.form.edit-title', { name: editing.name })
            : t('account.reminders.form.add-title')}
        </h2>
        <ReminderForm key={editing?.id ?? 'new'} editing={editing} contacts={contacts} answer={answer} />
      </section>
    </>
  );
}

function ReminderItem({
  reminder,
  today,
  card,
}: {
  reminder: Reminder;
  today: string;
  card: { cardId: string | null; listing: string } | undefined;
}) {
  const t = useT();
  const days = daysUntil(reminder.date, today);
  const when =
    days === 0
      ? t('account.reminders.today')
      : days === 1
        ? t('account.reminders.tomorrow')
        : t('account.reminders.in-days', { count: days });
  return (
    <li className="rounded-xl border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink">{reminder.name}</h3>
        <p className="text-sm text-ink-soft">
          <time dateTime={reminder.date}>{formatPhpDay(reminder.date, DAY_FORMAT)}</time> · {when}
        </p>
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        {t(`account.reminders.occasion.${reminder.occasion}`)}
        {reminder.years ? ` · ${t('account.reminders.years', { years: reminder.years })}` : ''}
        {reminder.source === 'contact' ? ` · ${t('account.reminders.from-contact')}` : ''}
      </p>
      <p className="mt-2 text-sm">
        {reminder.mailOff
          ? t('account.reminders.mail-off')
          : reminder.mailDay >= today
            ? t('account.reminders.mail-on', { date: formatPhpDay(reminder.mailDay, DAY_FORMAT) })
            : null}{' '}
        {reminder.contactId
          ? reminder.posting
            ? t('account.reminders.post-by', { date: formatPhpDay(reminder.posting.date, DAY_FORMAT) })
            : t('account.reminders.too-late')
          : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        {card?.cardId ? (
          <Link to={reminderWritePath(card.cardId, reminder)} className={ACCOUNT_BUTTON}>
            {reminder.posting
              ? t('account.reminders.write-ahead', { date: formatPhpDay(reminder.posting.date, DAY_FORMAT) })
              : t('account.reminders.write', { name: reminder.name })}
          </Link>
        ) : null}
        {card ? (
          <Link to={card.listing} className={ACCOUNT_BUTTON_SECONDARY}>
            {t('account.reminders.more-cards')}
          </Link>
        ) : null}
        {reminder.source === 'manual' ? (
          <>
            <Link
              to={`${REMINDERS_URL}?edit=${reminder.id}#reminder-form`}
              className={ACCOUNT_BUTTON_SECONDARY}
            >
              {t('account.reminders.edit')}
            </Link>
            <Form method="post" action={REMINDERS_URL}>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={reminder.id} />
              <button
                type="submit"
                className={ACCOUNT_BUTTON_DANGER}
                aria-label={t('account.reminders.delete-label', { name: reminder.name })}
              >
                {t('account.reminders.delete')}
              </button>
            </Form>
          </>
        ) : null}
      </div>
    </li>
  );
}
