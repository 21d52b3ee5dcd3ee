import type { EditorSettings } from '@cardshop/shared/contracts/compose';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userEditorSettings } from '../../db/schema.ts';

/** The user's stored editor settings, or null when they have none yet. */
export async function findSettings(db: Db, userId: string): Promise<EditorSettings | null> {
  const [row] = await db
    .select({ settings: userEditorSettings.settings })
    .from(userEditorSettings)
    .where(eq(userEditorSettings.userId, userId));
  return (row?.settings as EditorSettings | undefined) ?? null;
}

/** Replaces the user's editor settings (one row a user). */
export async function saveSettings(db: Db, userId: string, settings: EditorSettings): Promise<void> {
  await db
    .insert(userEditorSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({
      target: userEditorSettings.userId,
      set: { settings, updatedAt: sql`now()` },
    });
}
