import { hash, verify } from '@node-rs/argon2';
import { randomToken } from './sessions.ts';

// argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane): @node-rs/argon2's defaults, written out so
// a library upgrade cannot weaken new hashes silently. Algorithm 2 is Argon2id (a const enum upstream,
// which type stripping cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash of a password, in the PHC string format (`$argon2id$v=19$…`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. Without a hash (unknown address, account without a password)
 * it still verifies against a throw-away hash and answers false, so every failed sign-in takes as long and
 * nobody can tell from the timing whether an address has an account.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummy ??= hashPassword(randomToken());
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash matches nothing.
    return false;
  }
}
