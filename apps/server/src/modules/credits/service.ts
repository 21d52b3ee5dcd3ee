import {
  CREDIT_HISTORY_LIMIT,
  CREDIT_PACKS,
  CREDIT_PURCHASE_MAX,
  CREDIT_PURCHASE_MIN,
} from '@cardshop/shared/constants';
import type { CreditHistory, CreditsOverview } from '@cardshop/shared/contracts/credits';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../platform/errors.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';
import type { ConfigService } from '../config/service.ts';
import type { OrdersService } from '../orders/service.ts';
import { type CreditsLog, createPurchases } from './purchases.ts';
import * as store from './store.ts';

export type CreditsService = ReturnType<typeof createCreditsService>;

/**
 * Card credits (docs/decisions/0024-credits.md). An account buys credits in packs at its region's
 * business tiers (purchases.ts); one credit pays for one written card with its standard postage. The
 * balance is one row per account, locked (SELECT … FOR UPDATE) while it changes and never below zero;
 * every change is an append-only ledger row with the balance after it: a purchase, a use by an order (in
 * the transaction that marks the order paid) and a refund (when a paid order is cancelled).
 */
export function createCreditsService(
  db: Db,
  deps: {
    config: ConfigService;
    orders: OrdersService;
    provider: PaymentProvider;
    appSecret: string;
    clock: () => Date;
  },
) {
  const { orders } = deps;
  let log: CreditsLog = {
    error: (details, message) => console.error(message, details),
    warn: (details, message) => console.warn(message, details),
  };
  const purchases = createPurchases(db, { ...deps, log: () => log });

  // An open order's price counts the owner's credits: the orders module asks, inside its transaction.
  orders.setCreditPolicy(async (order, tx) => (order.userId ? store.balanceOf(tx, order.userId) : 0));

  return {
    purchases,

    /** Logs through the app's logger once the app exists. */
    useLog(logger: CreditsLog) {
      log = logger;
    },

    balance: (userId: string) => store.balanceOf(db, userId),

    /** `GET /api/account/credits`: the balance and what credits cost in the region. */
    async overview(userId: string, regionIdOrIso: string | undefined): Promise<CreditsOverview> {
      const [found, balance] = await Promise.all([
        purchases.tiersOf(regionIdOrIso),
        store.balanceOf(db, userId),
      ]);
      if (!found) throw new HttpError(409, 'credits.errors.unavailable');
      return {
        balance,
        currency: found.region.currency,
        regionId: found.region.id,
        tiers: found.tiers.map((tier) => ({
          fromUnits: tier.fromUnits,
          toUnits: tier.toUnits,
          unitPrice: tier.unitCharge,
          savingPercent: tier.savingPercent,
        })),
        packs: [...CREDIT_PACKS],
        min: CREDIT_PURCHASE_MIN,
        max: CREDIT_PURCHASE_MAX,
      };
    },

    /** `GET /api/account/credit-history`: every purchase, use and refund, newest first, with links. */
    async history(userId: string): Promise<CreditHistory> {
      const [balance, rows] = await Promise.all([
        store.balanceOf(db, userId),
        store.listEntries(db, userId, CREDIT_HISTORY_LIMIT),
      ]);
      return {
        balance,
        entries: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          quantity: row.quantity,
          balanceAfter: row.balanceAfter,
          createdAt: row.createdAt.toISOString(),
          order: row.orderId
            ? { id: row.orderId, token: orders.accountViewToken(row.orderId, userId) }
            : null,
          purchase: row.purchaseId
            ? { id: row.purchaseId, token: purchases.tokenOf({ id: row.purchaseId, userId }) }
            : null,
        })),
      };
    },

    // --- For the payments module, inside its transactions (order row locked first, then the balance) ---

    /** Locks the account's balance and tells whether it holds `quantity` credits. */
    async holds(tx: Db, userId: string, quantity: number): Promise<boolean> {
      return (await store.lockBalance(tx, userId)) >= quantity;
    },

    /**
     * Takes `quantity` credits for the order, in the transaction that marks it paid: false, changing
     * nothing, when the balance (read under its lock) is short. An order uses credits once.
     */
    async use(tx: Db, entry: { userId: string; orderId: string; quantity: number }): Promise<boolean> {
      if (entry.quantity <= 0) return true;
      const balance = await store.lockBalance(tx, entry.userId);
      if (await store.findOrderEntry(tx, entry.orderId, 'use')) return true;
      if (balance < entry.quantity) return false;
      return store.append(tx, {
        userId: entry.userId,
        kind: 'use',
        quantity: -entry.quantity,
        balanceAfter: balance - entry.quantity,
        orderId: entry.orderId,
      });
    },

    /** Gives back what the order used, once (a cancelled or refunded order); answers how many. */
    async giveBack(tx: Db, orderId: string): Promise<number> {
      const used = await store.findOrderEntry(tx, orderId, 'use');
      if (!used) return 0;
      const balance = await store.lockBalance(tx, used.userId);
      const quantity = -used.quantity;
      const added = await store.append(tx, {
        userId: used.userId,
        kind: 'refund',
        quantity,
        balanceAfter: balance + quantity,
        orderId,
      });
      return added ? quantity : 0;
    },
  };
}
