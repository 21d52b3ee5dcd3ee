import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  addressBookContacts,
  addressBookGroups,
  addressRequestAnswers,
  addressRequests,
  users,
} from '../../db/schema.ts';

// The address requests' tables (decision 0030). The owner's statements name the owner; the public ones
// find a link only by the hash of its token, and an answer only by its link and the hash of its key.

export type RequestRow = typeof addressRequests.$inferSelect;
export type AnswerRow = typeof addressRequestAnswers.$inferSelect;

export async function requestOf(db: Db, userId: string): Promise<RequestRow | null> {
  const [row] = await db.select().from(addressRequests).where(eq(addressRequests.userId, userId)).limit(1);
  return row ?? null;
}

export async function requestByTokenHash(db: Db, tokenHash: string): Promise<RequestRow | null> {
  const [row] = await db
    .select()
    .from(addressRequests)
    .where(eq(addressRequests.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Makes the account's link, or gives its existing one a new seed and token (the old link stops working). */
export async function upsertRequest(
  db: Db,
  values: { userId: string; seed: string; tokenHash: string; slug: string },
  renew: boolean,
): Promise<void> {
  const insert = db.insert(addressRequests).values(values);
  if (renew) {
    await insert.onConflictDoUpdate({
      target: addressRequests.userId,
      set: {
        seed: values.seed,
        tokenHash: values.tokenHash,
        slug: values.slug,
        enabled: true,
        updatedAt: sql`now()`,
      },
    });
  } else {
    await insert.onConflictDoNothing({ target: addressRequests.userId });
  }
}

export async function updateSettings(
  db: Db,
  userId: string,
  settings: Pick<RequestRow, 'message' | 'askEmail' | 'askPhone' | 'askBirthday' | 'groupId' | 'enabled'>,
): Promise<boolean> {
  const rows = await db
    .update(addressRequests)
    .set({ ...settings, updatedAt: sql`now()` })
    .where(eq(addressRequests.userId, userId))
    .returning({ id: addressRequests.id });
  return rows.length > 0;
}

export async function groupName(db: Db, userId: string, groupId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: addressBookGroups.name })
    .from(addressBookGroups)
    .where(and(eq(addressBookGroups.id, groupId), eq(addressBookGroups.userId, userId)))
    .limit(1);
  return row?.name ?? null;
}

export async function answerCount(db: Db, requestId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(addressRequestAnswers)
    .where(eq(addressRequestAnswers.requestId, requestId));
  return Number(row?.value ?? 0);
}

/** Who owns a link: what the public page may show (the first name) and what the owner's mail needs. */
export async function ownerOf(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, regionId: users.regionId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function answerByKeyHash(db: Db, requestId: string, keyHash: string): Promise<AnswerRow | null> {
  const [row] = await db
    .select()
    .from(addressRequestAnswers)
    .where(and(eq(addressRequestAnswers.requestId, requestId), eq(addressRequestAnswers.keyHash, keyHash)))
    .limit(1);
  return row ?? null;
}

export async function insertAnswer(
  db: Db,
  values: { requestId: string; keyHash: string; contactId: string; values: Record<string, unknown> },
): Promise<void> {
  await db.insert(addressRequestAnswers).values(values);
}

export async function updateAnswer(
  db: Db,
  id: string,
  values: { contactId: string; values: Record<string, unknown> },
): Promise<void> {
  await db
    .update(addressRequestAnswers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(addressRequestAnswers.id, id));
}

/**
 * The owner's contact that an answer is about: the same e-mail address, or else the same first and last
 * name (in any case) and the same postcode (spaces aside). The oldest such contact, when several are.
 */
export async function sameContact(
  db: Db,
  userId: string,
  answer: { email: string | null; firstName: string; lastName: string; postcode: string | null },
): Promise<string | null> {
  const owner = eq(addressBookContacts.userId, userId);
  const first = async (where: ReturnType<typeof and>) => {
    const [row] = await db
      .select({ id: addressBookContacts.id })
      .from(addressBookContacts)
      .where(and(owner, where))
      .orderBy(addressBookContacts.createdAt, addressBookContacts.id)
      .limit(1);
    return row?.id ?? null;
  };
  if (answer.email) {
    const byEmail = await first(sql`lower(${addressBookContacts.email}) = ${answer.email.toLowerCase()}`);
    if (byEmail) return byEmail;
  }
  const postcode = (answer.postcode ?? '').replace(/\s+/g, '').toUpperCase();
  return first(
    and(
      sql`lower(${addressBookContacts.firstName}) = ${answer.firstName.toLowerCase()}`,
      sql`lower(${addressBookContacts.lastName}) = ${answer.lastName.toLowerCase()}`,
      sql`upper(replace(coalesce(${addressBookContacts.postcode}, ''), ' ', '')) = ${postcode}`,
    ),
  );
}
