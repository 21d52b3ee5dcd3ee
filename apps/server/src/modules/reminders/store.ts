import type { ReminderFields, SavedReminder } from '@cardshop/shared/contracts/reminders';
import type { ReminderOccasion } from '@cardshop/shared/rules/reminders';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reminderSends, reminders } from '../../db/schema.ts';

// The reminders added by hand, and the record of each reminder e-mail sent (one row per reminder and day).

const columns = {
  id: reminders.id,
  name: reminders.name,
  occasion: reminders.occasion,
  day: reminders.day,
  month: reminders.month,
  year: reminders.year,
  repeats: reminders.repeats,
  daysBefore: reminders.daysBefore,
  contactId: reminders.contactId,
};

const savedOf = (row: { occasion: string } & Omit<SavedReminder, 'occasion'>): SavedReminder => ({
  ...row,
  occasion: row.occasion as ReminderOccasion,
});

const valuesOf = (fields: ReminderFields) => ({
  name: fields.name,
  occasion: fields.occasion,
  day: fields.day,
  month: fields.month,
  year: fields.year ?? null,
  repeats: fields.repeats,
  daysBefore: fields.daysBefore,
  contactId: fields.contactId ?? null,
});

export async function listReminders(db: Db, userId: string): Promise<SavedReminder[]> {
  const rows = await db
    .select(columns)
    .from(reminders)
    .where(eq(reminders.userId, userId))
    .orderBy(asc(reminders.month), asc(reminders.day), asc(reminders.id));
  return rows.map(savedOf);
}

export async function findReminder(db: Db, userId: string, id: string): Promise<SavedReminder | null> {
  const [row] = await db
    .select(columns)
    .from(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.id, id)));
  return row ? savedOf(row) : null;
}

export async function insertReminder(db: Db, userId: string, fields: ReminderFields): Promise<string> {
  const [row] = await db
    .insert(reminders)
    .values({ userId, ...valuesOf(fields) })
    .returning({ id: reminders.id });
  if (!row) throw new Error('reminder not inserted');
  return row.id;
}

/** Whether the account's reminder was there to change. */
export async function updateReminder(
  db: Db,
  userId: string,
  id: string,
  fields: ReminderFields,
): Promise<boolean> {
  const rows = await db
    .update(reminders)
    .set({ ...valuesOf(fields), updatedAt: sql`now()` })
    .where(and(eq(reminders.userId, userId), eq(reminders.id, id)))
    .returning({ id: reminders.id });
  return rows.length > 0;
}

export async function deleteReminder(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.id, id)))
    .returning({ id: reminders.id });
  return rows.length > 0;
}

/** The accounts with a reminder added by hand. */
export async function accountsWithReminders(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ userId: reminders.userId }).from(reminders);
  return rows.map((row) => row.userId);
}

/** The reminders of the account already mailed, as `key|day`. */
export async function sentKeys(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: reminderSends.reminderKey, day: reminderSends.occasionDate })
    .from(reminderSends)
    .where(eq(reminderSends.userId, userId));
  return new Set(rows.map((row) => `${row.key}|${row.day}`));
}

/**
 * Claims the e-mail of a reminder for a day: true for the one caller that inserted the row, false for
 * any other (another process, a retried job) — the primary key decides.
 */
export async function claimSend(
  db: Db,
  userId: string,
  reminderKey: string,
  occasionDate: string,
): Promise<boolean> {
  const rows = await db
    .insert(reminderSends)
    .values({ userId, reminderKey, occasionDate })
    .onConflictDoNothing()
    .returning({ key: reminderSends.reminderKey });
  return rows.length > 0;
}

/** Lets a claim go when its e-mail could not be sent, so a retry sends it. */
export async function releaseSend(db: Db, userId: string, reminderKey: string, occasionDate: string) {
  await db
    .delete(reminderSends)
    .where(
      and(
        eq(reminderSends.userId, userId),
        eq(reminderSends.reminderKey, reminderKey),
        eq(reminderSends.occasionDate, occasionDate),
      ),
    );
}

/** How many reminders the account added by hand. */
export async function countReminders(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reminders).where(eq(reminders.userId, userId));
  return row?.total ?? 0;
}
