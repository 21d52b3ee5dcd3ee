import type { Region } from '@cardshop/shared/contracts/config';
import type {
  Reminder,
  ReminderFields,
  ReminderList,
  ReminderListQuery,
  SavedReminder,
} from '@cardshop/shared/contracts/reminders';
import { formatIsoDay } from '@cardshop/shared/rules/dates';
import { contactName } from '@cardshop/shared/rules/names';
import {
  dueOccasion,
  occurrencesBetween,
  REMINDER_DAYS_BEFORE_DEFAULT,
  REMINDER_HORIZON_DAYS,
  REMINDER_PAST_DAYS,
  REMINDERS_MAX,
  type ReminderOccasion,
  reminderMailDay,
  yearsOn,
} from '@cardshop/shared/rules/reminders';
import { addCalendarDays } from '@cardshop/shared/rules/schedule';
import type { Db } from '../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { JobQueue, QueuedJob } from '../../platform/queue.ts';
import type { AccountService } from '../account/service.ts';
import type { AddressBookService } from '../address-book/service.ts';
import type { AuthService, UserProfile } from '../auth/service.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { ConfigService } from '../config/service.ts';
import type { Destination, ShippingService } from '../shipping/service.ts';
import { reminderMail } from './mail.ts';
import * as store from './store.ts';

export type ReminderService = ReturnType<typeof createReminderService>;

/** The queue of reminder e-mails: one job per reminder and day. */
export const REMINDER_MAIL_JOB = 'reminder-mail';
/** The coming days `GET /api/account/reminders` lists without `includeFuture`. */
const UPCOMING_DAYS = 31;
/** Cards suggested in a reminder e-mail. */
const SUGGESTED_CARDS = 3;

interface ReminderMailJob {
  userId: string;
  key: string;
  /** The day the reminder falls on. */
  date: string;
  /** The sweep's day (the region's calendar) that found it due. */
  today: string;
}

/** A reminder as the account has it: a hand-added one, or a contact's birthday or anniversary. */
interface Entry {
  key: string;
  source: 'contact' | 'manual';
  occasion: ReminderOccasion;
  name: string;
  contactId: string | null;
  day: number;
  month: number;
  year: number | null;
  repeats: 'yearly' | 'once';
  daysBefore: number;
  /** Where a card to them is posted, when the contact is known. */
  destination: Destination | null;
}

interface ReminderDeps {
  addressBook: AddressBookService;
  auth: AuthService;
  account: AccountService;
  config: ConfigService;
  shipping: ShippingService;
  catalogue: CatalogueService;
  mailer: Mailer;
  publicUrl: string;
  clock: () => Date;
  queue?: JobQueue;
}

/**
 * Reminders (docs/decisions/0037-reminders.md): the dates from the account's contacts (read from the
 * address book each time, never copied) and the ones added by hand; the sweep that queues each due
 * reminder's e-mail, and the job that sends it exactly once.
 */
export function createReminderService(db: Db, deps: ReminderDeps) {
  const { addressBook, auth, account, config, shipping, clock } = deps;
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');

  async function entriesOf(userId: string): Promise<Entry[]> {
    const [contacts, saved] = await Promise.all([
      addressBook.occasions(userId),
      store.listReminders(db, userId),
    ]);
    const entries: Entry[] = [];
    for (const contact of contacts) {
      const name = contactName({ title: null, firstName: contact.firstName, lastName: contact.lastName });
      const destination = {
        country: contact.country,
        adminAreaLevel1: contact.adminAreaLevel1,
        postcode: contact.postcode,
      };
      const days = [
        ['birthday', contact.birthdayDay, contact.birthdayMonth, contact.birthdayYear],
        ['anniversary', contact.anniversaryDay, contact.anniversaryMonth, contact.anniversaryYear],
      ] as const;
      for (const [occasion, day, month, year] of days) {
        if (!day || !month) continue;
        entries.push({
          key: `${occasion}-${contact.id}`,
          source: 'contact',
          occasion,
          name,
          contactId: contact.id,
          day,
          month,
          year,
          repeats: 'yearly',
          daysBefore: REMINDER_DAYS_BEFORE_DEFAULT,
          destination,
        });
      }
    }
    for (const reminder of saved) {
      const contact = reminder.contactId
        ? await addressBook.contact(userId, reminder.contactId).catch(() => null)
        : null;
      entries.push({
        key: reminder.id,
        source: 'manual',
        occasion: reminder.occasion,
        name: reminder.name,
        contactId: contact?.id ?? null,
        day: reminder.day,
        month: reminder.month,
        year: reminder.year,
        repeats: reminder.repeats,
        daysBefore: reminder.daysBefore,
        destination: contact
          ? { country: contact.country, adminAreaLevel1: contact.adminAreaLevel1, postcode: contact.postcode }
          : null,
      });
    }
    return entries;
  }

  async function accountOf(userId: string): Promise<{ profile: UserProfile; region: Region }> {
    const profile = (await auth.profilesOf([userId])).get(userId);
    if (!profile) throw new NotFoundError();
    return { profile, region: await config.region(profile.regionId) };
  }

  /** When (and how) to schedule a card to them, so it arrives on the day; null when it is too late. */
  function postingOf(region: Region, entry: Entry, date: string, today: string) {
    if (!entry.destination || date <= today) return null;
    return shipping.postingFor(region, entry.destination, date);
  }

  /** The contact the reminder is for must be the account's own. */
  async function checked(userId: string, fields: ReminderFields): Promise<ReminderFields> {
    if (fields.contactId) {
      const contact = await addressBook.contact(userId, fields.contactId).catch(() => null);
      if (!contact) throw new ValidationError({ contactId: ['validation.in'] });
    }
    return fields;
  }

  async function sendMail(job: ReminderMailJob): Promise<void> {
    const { profile, region } = await accountOf(job.userId);
    // Only to a mailbox its owner proved (see `sweep`); the job waits for no one: the next sweep queues it.
    if (!profile.emailVerified) return;
    const entry = (await entriesOf(job.userId)).find((candidate) => candidate.key === job.key);
    const today = job.today;
    // Changed or deleted since it was queued: nothing to remind of.
    if (!entry || dueOccasion(entry, entry.daysBefore, today) !== job.date) return;
    if (await account.isOptedOut(profile.email, 'reminders', entry.key)) return;
    if (!(await store.claimSend(db, job.userId, job.key, job.date))) return;
    try {
      const { cards } = await cardsFor(entry.occasion, region.id);
      await deps.mailer.send(
        reminderMail({
          to: profile,
          region,
          reminder: entry,
          date: job.date,
          posting: postingOf(region, entry, job.date, today),
          cards,
          publicUrl,
          disableUrl: account.disableRemindersUrl(entry.key, profile.email),
          oneClickUrl: account.oneClick.disableRemindersUrl(entry.key, profile.email),
        }),
      );
    } catch (error) {
      await store.releaseSend(db, job.userId, job.key, job.date);
      throw error;
    }
  }

  /** A few of the catalogue's best-liked cards for an occasion, and the listing they come from. */
  async function cardsFor(occasion: ReminderOccasion, regionId: number, count = SUGGESTED_CARDS) {
    const { tags } = await deps.catalogue.taxonomy();
    const listing = tags.find((tag) => tag.slug === occasion)?.path ?? '/all';
    const cards = await deps.catalogue
      .search(listing, { maxResults: count, sort: 'popularity' }, regionId)
      .then((result) => result.results)
      .catch(() => []);
    return { listing, cards };
  }

  deps.queue?.define<ReminderMailJob>(REMINDER_MAIL_JOB, (job) => sendMail(job));

  return {
    cardsFor,

    /**
     * The account's dates from today (the region's calendar) to a month ahead; `includeFuture` a year
     * ahead, `includePast` from a month back. Each reminder once per day it falls on, by date then name.
     */
    async list(userId: string, query: ReminderListQuery): Promise<ReminderList> {
      const { profile, region } = await accountOf(userId);
      const today = formatIsoDay(clock(), region.timeZone);
      const from = query.includePast ? addCalendarDays(today, -REMINDER_PAST_DAYS) : today;
      const to = addCalendarDays(today, query.includeFuture ? REMINDER_HORIZON_DAYS : UPCOMING_DAYS);
      const reminders: Reminder[] = [];
      for (const entry of await entriesOf(userId)) {
        const mailOff = await account.isOptedOut(profile.email, 'reminders', entry.key);
        for (const date of occurrencesBetween(entry, from, to)) {
          reminders.push({
            id: entry.key,
            source: entry.source,
            occasion: entry.occasion,
            name: entry.name,
            contactId: entry.contactId,
            day: entry.day,
            month: entry.month,
            year: entry.year,
            repeats: entry.repeats,
            daysBefore: entry.daysBefore,
            date,
            mailDay: reminderMailDay(date, entry.daysBefore),
            posting: postingOf(region, entry, date, today),
            years: yearsOn(date, entry.year),
            mailOff,
          });
        }
      }
      reminders.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
      return { reminders, today, mailWaitsForVerification: !profile.emailVerified };
    },

    /** One of the account's hand-added reminders; anyone else's is as missing as an unknown one. */
    async get(userId: string, id: string): Promise<SavedReminder> {
      const found = await store.findReminder(db, userId, id);
      if (!found) throw new NotFoundError();
      return found;
    },

    async create(userId: string, fields: ReminderFields): Promise<SavedReminder> {
      // Each reminder is an e-mail a year: an account may keep many, not without end.
      if ((await store.countReminders(db, userId)) >= REMINDERS_MAX) {
        throw new HttpError(409, 'account.reminders.errors.too-many');
      }
      const id = await store.insertReminder(db, userId, await checked(userId, fields));
      return this.get(userId, id);
    },

    async update(userId: string, id: string, fields: ReminderFields): Promise<SavedReminder> {
      await this.get(userId, id);
      if (!(await store.updateReminder(db, userId, id, await checked(userId, fields))))
        throw new NotFoundError();
      return this.get(userId, id);
    },

    async remove(userId: string, id: string): Promise<{ deleted: true }> {
      if (!(await store.deleteReminder(db, userId, id))) throw new NotFoundError();
      return { deleted: true };
    },

    /**
     * Queues the e-mail of every reminder due at `at` (now by default) that has not gone out: one job per
     * reminder and day, with a singleton key, so sweeps of two processes queue it once; the job's claim
     * on its row sends it once. Without a running queue the e-mails are sent here. Answers how many.
     */
    async sweep(at: Date = clock()): Promise<number> {
      const accounts = [
        ...new Set([
          ...(await addressBook.accountsWithOccasions()),
          ...(await store.accountsWithReminders(db)),
        ]),
      ];
      const profiles = await auth.profilesOf(accounts);
      const jobs: QueuedJob[] = [];
      for (const userId of accounts) {
        const profile = profiles.get(userId);
        // Reminders go only to a confirmed address: an account opened with someone else's address must
        // not be a way to mail them every day. Once confirmed, the dates still due are mailed.
        if (!profile?.emailVerified) continue;
        const region = await config.region(profile.regionId);
        const today = formatIsoDay(at, region.timeZone);
        const sent = await store.sentKeys(db, userId);
        for (const entry of await entriesOf(userId)) {
          const date = dueOccasion(entry, entry.daysBefore, today);
          if (!date || sent.has(`${entry.key}|${date}`)) continue;
          if (await account.isOptedOut(profile.email, 'reminders', entry.key)) continue;
          const data: ReminderMailJob = { userId, key: entry.key, date, today };
          jobs.push({ data, singletonKey: `${userId}:${entry.key}:${date}` });
        }
      }
      if (deps.queue?.started) await deps.queue.sendMany(REMINDER_MAIL_JOB, jobs);
      else for (const job of jobs) await sendMail(job.data as ReminderMailJob);
      return jobs.length;
    },
  };
}
