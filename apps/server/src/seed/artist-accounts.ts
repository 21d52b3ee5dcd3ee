import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../platform/passwords.ts';

// Sign-ins of the demo artists (decision 0038): each artist of the demo catalogue gets an account whose
// access names that artist, so the studio can be tried. The addresses and the password are printed in the
// README; they are demo data, made again (access and password reset) whenever the catalogue is seeded.

/** The demo password every demo artist signs in with. */
export const DEMO_ARTIST_PASSWORD = 'studio-demo-2026';

/** The sign-in address of a demo artist, from its slug. */
export function demoArtistEmail(slug: string): string {
  return `${slug}@artists.example.com`;
}

export async function insertArtistAccounts(
  db: Db,
  artists: ReadonlyArray<{ id: string; slug: string; artistName: string }>,
): Promise<void> {
  if (artists.length === 0) return;
  const passwordHash = await hashPassword(DEMO_ARTIST_PASSWORD);
  const now = new Date();
  await db
    .insert(users)
    .values(
      artists.map((artist) => {
        const [firstName = artist.artistName, ...rest] = artist.artistName.split(' ');
        return {
          email: demoArtistEmail(artist.slug),
          passwordHash,
          firstName,
          lastName: rest.join(' '),
          emailVerifiedAt: now,
          access: { artists: [artist.id], organisations: [] },
        };
      }),
    )
    .onConflictDoUpdate({
      target: users.email,
      set: { passwordHash: sql`excluded.password_hash`, access: sql`excluded.access` },
    });
}
