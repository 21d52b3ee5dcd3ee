import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promoCodes } from '../../db/schema.ts';

// Demo promo codes, one of each rule (docs/decisions/0011-promo-and-payment-rules.md). Codes are stored
// upper-case; amounts are minor units by currency.
export const PROMO_CODES: Array<typeof promoCodes.$inferInsert> = [
  // 10% off the cards, anywhere, any number of times.
  { code: 'WELCOME10', kind: 'percent', percent: 10 },
  // Free postage once the cards come to a minimum, in each currency the shop sells in.
  {
    code: 'FREESHIP',
    kind: 'free-shipping',
    minimumSpend: { AUD: 3000, NZD: 3500, USD: 2500, CAD: 3000, GBP: 2000 },
  },
  // A fixed amount off, in each currency.
  { code: 'SAVE5', kind: 'fixed', amounts: { AUD: 500, NZD: 500, CAD: 500, USD: 400, GBP: 300 } },
  // Only in Australian dollars: refused in other currencies.
  { code: 'AUSSIE5', kind: 'fixed', amounts: { AUD: 500 } },
  // Once per customer (by e-mail).
  { code: 'FIRSTORDER', kind: 'percent', percent: 15, maxUsesPerCustomer: 1 },
  // The first hundred paid orders only.
  { code: 'FIRST100', kind: 'percent', percent: 20, maxUses: 100 },
  // Ended: refused as expired.
  {
    code: 'SPRING2025',
    kind: 'percent',
    percent: 25,
    startsAt: new Date('2025-09-01T00:00:00Z'),
    endsAt: new Date('2025-12-01T00:00:00Z'),
  },
  // Not started yet: refused as not started.
  { code: 'NEXTCENTURY', kind: 'percent', percent: 30, startsAt: new Date('2099-01-01T00:00:00Z') },
];

/** Writes the demo codes; a re-seed resets their rules and keeps their redemptions. */
export async function insertPromoCodes(db: Db): Promise<void> {
  const rows = PROMO_CODES.map((code) => ({
    percent: null,
    amounts: null,
    minimumSpend: null,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    ...code,
  }));
  await db
    .insert(promoCodes)
    .values(rows)
    .onConflictDoUpdate({
      target: promoCodes.code,
      set: {
        kind: sql`excluded.kind`,
        percent: sql`excluded.percent`,
        amounts: sql`excluded.amounts`,
        minimumSpend: sql`excluded.minimum_spend`,
        startsAt: sql`excluded.starts_at`,
        endsAt: sql`excluded.ends_at`,
        maxUses: sql`excluded.max_uses`,
        maxUsesPerCustomer: sql`excluded.max_uses_per_customer`,
      },
    });
}
