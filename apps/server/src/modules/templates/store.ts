import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardTemplates } from '../../db/schema.ts';

// The templates module's table (decision 0036): an organisation's saved designs.

const summaryColumns = {
  id: cardTemplates.id,
  name: cardTemplates.name,
  cardId: cardTemplates.cardId,
  savedBy: cardTemplates.savedBy,
  updatedAt: cardTemplates.updatedAt,
};

export type TemplateRow = { [K in keyof typeof summaryColumns]: (typeof cardTemplates.$inferSelect)[K] };

/** The organisation's templates, the latest saved first. */
export async function listTemplates(db: Db, organisationId: string, limit: number): Promise<TemplateRow[]> {
  return db
    .select(summaryColumns)
    .from(cardTemplates)
    .where(eq(cardTemplates.organisationId, organisationId))
    .orderBy(desc(cardTemplates.updatedAt), desc(cardTemplates.id))
    .limit(limit);
}

/** One of the organisation's templates with its layout; another organisation's id finds nothing. */
export async function findTemplate(db: Db, organisationId: string, id: string) {
  const [row] = await db
    .select({ ...summaryColumns, layout: cardTemplates.layout })
    .from(cardTemplates)
    .where(and(eq(cardTemplates.organisationId, organisationId), eq(cardTemplates.id, id)));
  return row ?? null;
}

export async function countTemplates(db: Db, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(cardTemplates)
    .where(eq(cardTemplates.organisationId, organisationId));
  return row?.total ?? 0;
}

/** Whether another of the organisation's templates has this name, whatever its case. */
export async function nameTaken(
  db: Db,
  organisationId: string,
  name: string,
  except?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: cardTemplates.id })
    .from(cardTemplates)
    .where(
      and(
        eq(cardTemplates.organisationId, organisationId),
        sql`lower(${cardTemplates.name}) = lower(${name})`,
        except ? ne(cardTemplates.id, except) : undefined,
      ),
    );
  return row !== undefined;
}

/** Saves a new template; null when the name was taken meanwhile (the unique index). */
export async function insertTemplate(
  db: Db,
  values: { organisationId: string; name: string; cardId: string; layout: unknown; savedBy: string },
): Promise<string | null> {
  const [row] = await db
    .insert(cardTemplates)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: cardTemplates.id });
  return row?.id ?? null;
}

/** Replaces one of the organisation's templates; false when it is not theirs (or gone). */
export async function updateTemplate(
  db: Db,
  organisationId: string,
  id: string,
  values: { name: string; cardId: string; layout: unknown; savedBy: string },
): Promise<boolean> {
  const rows = await db
    .update(cardTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(cardTemplates.organisationId, organisationId), eq(cardTemplates.id, id)))
    .returning({ id: cardTemplates.id });
  return rows.length > 0;
}

export async function deleteTemplate(db: Db, organisationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(cardTemplates)
    .where(and(eq(cardTemplates.organisationId, organisationId), eq(cardTemplates.id, id)))
    .returning({ id: cardTemplates.id });
  return rows.length > 0;
}
