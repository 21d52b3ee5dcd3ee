import type { CardSummary } from '@cardshop/shared/contracts/catalogue';
import type { Region } from '@cardshop/shared/contracts/config';
import { formatPhpDay } from '@cardshop/shared/rules/dates';
import { type ReminderOccasion, reminderWritePath, yearsOn } from '@cardshop/shared/rules/reminders';
import type { MailMessage } from '../../platform/mail.ts';
import { renderMail } from '../../platform/mail-layout.ts';

// The reminder e-mail (docs/decisions/0037-reminders.md): in the account's region's locale, the day and
// who it is for, when to post a card that arrives in time, cards for the occasion each opening the editor
// to the contact, and the signed links that stop this reminder (the footer's page, the one-click header).

/** How the e-mail writes a day: 'Monday 9th March'. */
const MAIL_DAY_FORMAT = 'l jS F';

export interface ReminderMailInput {
  to: { email: string; firstName: string };
  region: Pick<Region, 'locale'>;
  reminder: {
    occasion: ReminderOccasion;
    name: string;
    contactId: string | null;
    year: number | null;
  };
  /** The day it falls on. */
  date: string;
  posting: { date: string; method: string } | null;
  cards: readonly Pick<CardSummary, 'id' | 'name'>[];
  publicUrl: string;
  disableUrl: string;
  oneClickUrl: string;
}

export function reminderMail(input: ReminderMailInput): MailMessage {
  const { reminder, posting, cards } = input;
  const writeUrl = (cardId: string) =>
    `${input.publicUrl}${reminderWritePath(cardId, { contactId: reminder.contactId, posting })}`;
  const [first] = cards;
  const years = yearsOn(input.date, reminder.year);
  return renderMail({
    to: input.to.email,
    locale: input.region.locale,
    subjectKey: `mail.reminder.subject.${reminder.occasion}`,
    paragraphKeys: [
      'mail.greeting',
      `mail.reminder.body.${reminder.occasion}`,
      ...(years ? ['mail.reminder.years'] : []),
      posting ? 'mail.reminder.post-by' : 'mail.reminder.too-late',
      ...(cards.length > 0 ? ['mail.reminder.cards'] : []),
    ],
    values: {
      firstName: input.to.firstName,
      name: reminder.name,
      date: formatPhpDay(input.date, MAIL_DAY_FORMAT),
      years: String(years ?? ''),
      postBy: posting ? formatPhpDay(posting.date, MAIL_DAY_FORMAT) : '',
    },
    ...(first ? { action: { labelKey: 'mail.reminder.action', url: writeUrl(first.id) } } : {}),
    links: cards.map((card) => ({ text: card.name, url: writeUrl(card.id) })),
    unsubscribeUrl: input.disableUrl,
    unsubscribeKey: 'mail.reminder.disable',
    oneClickUrl: input.oneClickUrl,
  });
}
