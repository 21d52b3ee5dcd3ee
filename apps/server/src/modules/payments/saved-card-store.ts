import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentCustomers, savedCards } from '../../db/schema.ts';

// The saved cards and the accounts' customers at the provider (decision 0025): the provider's references
// and the fields the pages show. No card number is ever written here.

const columns = {
  id: savedCards.id,
  userId: savedCards.userId,
  provider: savedCards.provider,
  customerId: savedCards.customerId,
  paymentMethodId: savedCards.paymentMethodId,
  brand: savedCards.brand,
  last4: savedCards.last4,
  expMonth: savedCards.expMonth,
  expYear: savedCards.expYear,
};

export interface SavedCardRow {
  id: string;
  userId: string;
  provider: string;
  customerId: string;
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export async function findCustomer(db: Db, userId: string, provider: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return row?.customerId ?? null;
}

/** Records the account's customer unless one is recorded (a concurrent first save): answers the one kept. */
export async function keepCustomer(db: Db, userId: string, provider: string, customerId: string) {
  await db.insert(paymentCustomers).values({ userId, provider, customerId }).onConflictDoNothing();
  return (await findCustomer(db, userId, provider)) ?? customerId;
}

/** The account's saved card at the provider, if any. */
export async function cardOfUser(db: Db, userId: string, provider: string): Promise<SavedCardRow | null> {
  const [row] = await db
    .select(columns)
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.provider, provider)));
  return row ?? null;
}

/** A saved card by its id, only when it is this account's: another account's id finds nothing. */
export async function cardOfOwner(db: Db, id: string, userId: string): Promise<SavedCardRow | null> {
  const [row] = await db
    .select(columns)
    .from(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)));
  return row ?? null;
}

/**
 * Keeps the card as the account's one saved card. The same card again changes nothing; another replaces
 * it under a new id (a page still showing the old one cannot remove the new one). Answers the replaced
 * card's reference, to detach at the provider.
 */
export async function keepCard(db: Db, card: Omit<SavedCardRow, 'id'>): Promise<{ replaced: string | null }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [existing] = await t
      .select({ id: savedCards.id, paymentMethodId: savedCards.paymentMethodId })
      .from(savedCards)
      .where(and(eq(savedCards.userId, card.userId), eq(savedCards.provider, card.provider)))
      .for('update');
    if (existing?.paymentMethodId === card.paymentMethodId) return { replaced: null };
    if (existing) await t.delete(savedCards).where(eq(savedCards.id, existing.id));
    await t.insert(savedCards).values(card).onConflictDoNothing();
    return { replaced: existing?.paymentMethodId ?? null };
  });
}

/** Forgets the owner's card; false when it was not theirs or is gone already. */
export async function deleteCard(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)))
    .returning({ id: savedCards.id });
  return rows.length > 0;
}
