import { and, count, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recoveryCodes, trustedDevices, users, userTokens } from '../../db/schema.ts';

// Users' sign-in data, e-mailed tokens, trusted devices and recovery codes. Queries name their columns, so
// a row never carries more than the service asked for.

export type TokenPurpose = 'reset-password' | 'verify-email' | 'mfa-email';

const userColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  address: users.address,
  address2: users.address2,
  locality: users.locality,
  adminAreaLevel1: users.adminAreaLevel1,
  postcode: users.postcode,
  country: users.country,
  regionId: users.regionId,
  permissions: users.permissions,
  access: users.access,
  emailVerifiedAt: users.emailVerifiedAt,
  totpSecret: users.totpSecret,
  totpEnabledAt: users.totpEnabledAt,
  totpLastStep: users.totpLastStep,
  mfaEmailEnabled: users.mfaEmailEnabled,
};

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUsersByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      emailVerifiedAt: users.emailVerifiedAt,
      regionId: users.regionId,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** Inserts a user; null when the address is taken (also when another request took it a moment ago). */
export async function insertUser(
  db: Db,
  values: { email: string; firstName: string; lastName: string; regionId: number; createdAt: Date },
): Promise<string | null> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row?.id ?? null;
}

export async function setPassword(db: Db, userId: string, passwordHash: string, at: Date) {
  await db.update(users).set({ passwordHash, passwordChangedAt: at }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Db, userId: string, at: Date) {
  await db
    .update(users)
    .set({ emailVerifiedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/** Stores a TOTP secret that is not on yet (a started set-up); forgets the last step of an older secret. */
export async function setPendingTotp(db: Db, userId: string, secret: string) {
  await db
    .update(users)
    .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId));
}

export async function enableTotp(db: Db, userId: string, at: Date) {
  await db.update(users).set({ totpEnabledAt: at }).where(eq(users.id, userId));
}

export async function disableTotp(db: Db, userId: string) {
  await db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId));
}

/**
 * Records `step` as the last accepted TOTP step, only when it is newer than the stored one: false when
 * another request used this code (or a later one) first, so a code cannot be replayed even by two
 * requests at once.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Drops every second factor of an account whose address has just been proved for the first time: whoever
 * made the account before then (anyone can type any address) must not keep an authenticator, recovery
 * codes or trusted devices on it (decision record 21).
 */
export async function forgetUnprovenFactors(db: Db, userId: string) {
  await db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, mfaEmailEnabled: false })
    .where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}

export async function setEmailMfa(db: Db, userId: string, enabled: boolean) {
  await db.update(users).set({ mfaEmailEnabled: enabled }).where(eq(users.id, userId));
}

// --- E-mailed tokens ------------------------------------------------------------------------------------

export async function insertToken(
  db: Db,
  values: { userId: string; purpose: TokenPurpose; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(userTokens).values(values).returning({ id: userTokens.id });
  if (!row) throw new Error('token insert returned nothing');
  return row.id;
}

/** The unused, unexpired token of this id, purpose and hash, with its user; or null. */
export async function findLiveToken(db: Db, id: string, purpose: TokenPurpose, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: userTokens.id, userId: userTokens.userId })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.id, id),
        eq(userTokens.purpose, purpose),
        eq(userTokens.tokenHash, tokenHash),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The newest token of a purpose for a user, if it is still unused and unexpired. */
export async function findNewestLiveToken(db: Db, userId: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .select({
      id: userTokens.id,
      tokenHash: userTokens.tokenHash,
      usedAt: userTokens.usedAt,
      expiresAt: userTokens.expiresAt,
    })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose)))
    .orderBy(desc(userTokens.createdAt))
    .limit(1);
  if (!row || row.usedAt || row.expiresAt <= now) return null;
  return row;
}

/** Marks a token used if it is still live; false when another request used it first (or it expired). */
export async function useToken(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
    .returning({ id: userTokens.id });
  return rows.length > 0;
}

/** Marks every unused token of this purpose used (a used reset link retires the older ones). */
export async function useAllTokens(db: Db, userId: string, purpose: TokenPurpose, now: Date) {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

// --- Trusted devices ------------------------------------------------------------------------------------

export async function insertDevice(
  db: Db,
  values: { userId: string; tokenHash: string; label: string; createdAt: Date; expiresAt: Date },
) {
  await db.insert(trustedDevices).values(values);
}

/** Marks the user's live trusted device of this token used now; false when the token names none. */
export async function touchDevice(db: Db, userId: string, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(trustedDevices)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(trustedDevices.userId, userId),
        eq(trustedDevices.tokenHash, tokenHash),
        gt(trustedDevices.expiresAt, now),
      ),
    )
    .returning({ id: trustedDevices.id });
  return rows.length > 0;
}

export function listDevices(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: trustedDevices.id,
      label: trustedDevices.label,
      createdAt: trustedDevices.createdAt,
      lastUsedAt: trustedDevices.lastUsedAt,
      expiresAt: trustedDevices.expiresAt,
    })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, now)))
    .orderBy(desc(trustedDevices.createdAt));
}

export async function deleteDevice(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(trustedDevices)
    .where(and(eq(trustedDevices.id, id), eq(trustedDevices.userId, userId)))
    .returning({ id: trustedDevices.id });
  return rows.length > 0;
}

// --- Recovery codes -------------------------------------------------------------------------------------

/** Replaces the user's recovery codes with these (hashed) ones. */
export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    if (codeHashes.length > 0) {
      await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    }
  });
}

export async function deleteRecoveryCodes(db: Db, userId: string) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Uses an unused recovery code; false when it is unknown or used. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}
