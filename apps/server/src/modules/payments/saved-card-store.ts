import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentCustomers, savedCards } from '../../db/schema.ts';
import { type Holder, holderColumns } from '../organisations/holder.ts';

// The saved cards and the holders' customers at the provider (decisions 0025, 0036): the provider's
// references and the fields the pages show. A holder is an account or an organisation. No card number
// is ever written here.

const columns = {
  id: savedCards.id,
  userId: savedCards.userId,
  organisationId: savedCards.organisationId,
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
  userId: string | null;
  organisationId: string | null;
  provider: string;
  customerId: string;
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

const customerOf = (holder: Holder) =>
  'userId' in holder
    ? eq(paymentCustomers.userId, holder.userId)
    : eq(paymentCustomers.organisationId, holder.organisationId);

const cardOf = (holder: Holder) =>
  'userId' in holder
    ? eq(savedCards.userId, holder.userId)
    : eq(savedCards.organisationId, holder.organisationId);

export async function findCustomer(db: Db, holder: Holder, provider: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(customerOf(holder), eq(paymentCustomers.provider, provider)));
  return row?.customerId ?? null;
}

/** Records the holder's customer unless one is recorded (a concurrent first save): answers the one kept. */
export async function keepCustomer(db: Db, holder: Holder, provider: string, customerId: string) {
  await db
    .insert(paymentCustomers)
    .values({ ...holderColumns(holder), provider, customerId })
    .onConflictDoNothing();
  return (await findCustomer(db, holder, provider)) ?? customerId;
}

/** The holder's saved card at the provider, if any. */
export async function cardOfHolder(db: Db, holder: Holder, provider: string): Promise<SavedCardRow | null> {
  const [row] = await db
    .select(columns)
    .from(savedCards)
    .where(and(cardOf(holder), eq(savedCards.provider, provider)));
  return row ?? null;
}

/** A saved card by its id, only when it is this holder's: another holder's id finds nothing. */
export async function cardOfOwner(db: Db, id: string, holder: Holder): Promise<SavedCardRow | null> {
  const [row] = await db
    .select(columns)
    .from(savedCards)
    .where(and(eq(savedCards.id, id), cardOf(holder)));
  return row ?? null;
}

/**
 * Keeps the card as the holder's one saved card. The same card again changes nothing; another replaces
 * it under a new id (a page still showing the old one cannot remove the new one). Answers the replaced
 * card's reference, to detach at the provider.
 */
export async function keepCard(
  db: Db,
  holder: Holder,
  card: Omit<SavedCardRow, 'id' | 'userId' | 'organisationId'>,
): Promise<{ replaced: string | null }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [existing] = await t
      .select({ id: savedCards.id, paymentMethodId: savedCards.paymentMethodId })
      .from(savedCards)
      .where(and(cardOf(holder), eq(savedCards.provider, card.provider)))
      .for('update');
    if (existing?.paymentMethodId === card.paymentMethodId) return { replaced: null };
    if (existing) await t.delete(savedCards).where(eq(savedCards.id, existing.id));
    await t
      .insert(savedCards)
      .values({ ...card, ...holderColumns(holder) })
      .onConflictDoNothing();
    return { replaced: existing?.paymentMethodId ?? null };
  });
}

/** Forgets the holder's card; false when it was not theirs or is gone already. */
export async function deleteCard(db: Db, id: string, holder: Holder): Promise<boolean> {
  const rows = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, id), cardOf(holder)))
    .returning({ id: savedCards.id });
  return rows.length > 0;
}
