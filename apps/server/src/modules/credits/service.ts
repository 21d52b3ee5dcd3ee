import {
  CREDIT_HISTORY_LIMIT,
  CREDIT_PACKS,
  CREDIT_PURCHASE_MAX,
  CREDIT_PURCHASE_MIN,
  GIFT_CREDIT_PRESETS,
  GIFT_CREDIT_TOP_UP_MAX,
  GIFT_CREDIT_TOP_UP_MIN,
} from '@cardshop/shared/constants';
import type { CreditHistory, CreditsOverview, GiftCreditOverview } from '@cardshop/shared/contracts/credits';
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
 *
 * Gift credit (docs/decisions/0027-gift-credit.md) is money the account holds per currency, bought with
 * the same purchases and paying for the gift-card value of its orders: its own balance rows (one per
 * currency, locked and never below zero) and append-only ledger, spent and given back at the same points.
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
  // And its gift-card value counts the owner's gift credit in the order's currency.
  orders.setGiftCreditPolicy(async (order, tx) =>
    order.userId ? store.giftBalanceOf(tx, order.userId, order.currency) : 0,
  );

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

    /** The account's gift credit in a currency (minor units). */
    giftBalance: (userId: string, currency: string) => store.giftBalanceOf(db, userId, currency),

    /** `GET /api/account/gift-credit`: the gift credit held per currency and the region's top-ups. */
    async giftOverview(userId: string, regionIdOrIso: string | undefined): Promise<GiftCreditOverview> {
      const [region, balances, currencies] = await Promise.all([
        deps.config.region(regionIdOrIso),
        store.giftBalancesOf(db, userId),
        deps.config.currencies(),
      ]);
      return {
        // Every currency held, and the region's (the one a top-up adds to) even when none is held yet.
        balances: [
          ...balances.filter((row) => row.balance > 0 || row.currency === region.currency),
          ...(balances.some((row) => row.currency === region.currency)
            ? []
            : [{ currency: region.currency, balance: 0 }]),
        ],
        currency: region.currency,
        precision: currencies[region.currency]?.precision ?? 2,
        regionId: region.id,
        presets: [...GIFT_CREDIT_PRESETS],
        min: GIFT_CREDIT_TOP_UP_MIN,
        max: GIFT_CREDIT_TOP_UP_MAX,
      };
    },

    /** `GET /api/account/credit-history`: every purchase, use and refund, newest first, with links. */
    async history(userId: string): Promise<CreditHistory> {
      const [balance, rows, giftBalances, giftRows] = await Promise.all([
        store.balanceOf(db, userId),
        store.listEntries(db, userId, CREDIT_HISTORY_LIMIT),
        store.giftBalancesOf(db, userId),
        store.listGiftEntries(db, userId, CREDIT_HISTORY_LIMIT),
      ]);
      const orderRef = (orderId: string | null) =>
        orderId ? { id: orderId, token: orders.accountViewToken(orderId, userId) } : null;
      const purchaseRef = (purchaseId: string | null) =>
        purchaseId ? { id: purchaseId, token: purchases.tokenOf({ id: purchaseId, userId }) } : null;
      return {
        giftCredit: {
          balances: giftBalances,
          entries: giftRows.map((row) => ({
            id: row.id,
            kind: row.kind,
            amount: row.amount,
            currency: row.currency,
            balanceAfter: row.balanceAfter,
            createdAt: row.createdAt.toISOString(),
            order: orderRef(row.orderId),
            purchase: purchaseRef(row.purchaseId),
          })),
        },
        balance,
        entries: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          quantity: row.quantity,
          balanceAfter: row.balanceAfter,
          createdAt: row.createdAt.toISOString(),
          order: orderRef(row.orderId),
          purchase: purchaseRef(row.purchaseId),
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

    /** Locks the account's gift credit in `currency` and tells whether it holds `amount` (minor units). */
    async holdsGift(tx: Db, userId: string, currency: string, amount: number): Promise<boolean> {
      return (await store.lockGiftBalance(tx, userId, currency)).balance >= amount;
    },

    /**
     * Takes `amount` of gift credit in `currency` for the order, in the transaction that marks it paid:
     * false, changing nothing, when the balance (read under its lock) is short. An order uses it once.
     */
    async useGift(
      tx: Db,
      entry: { userId: string; orderId: string; currency: string; amount: number },
    ): Promise<boolean> {
      if (entry.amount <= 0) return true;
      const held = await store.lockGiftBalance(tx, entry.userId, entry.currency);
      if (await store.findGiftOrderEntry(tx, entry.orderId, 'use')) return true;
      if (held.balance < entry.amount) return false;
      return store.appendGift(tx, {
        accountId: held.accountId,
        kind: 'use',
        amount: -entry.amount,
        balanceAfter: held.balance - entry.amount,
        orderId: entry.orderId,
      });
    },

    /** Gives back the gift credit the order used, once (a cancelled order); answers how much. */
    async giveBackGift(tx: Db, orderId: string): Promise<number> {
      const used = await store.findGiftOrderEntry(tx, orderId, 'use');
      if (!used) return 0;
      const held = await store.lockGiftBalance(tx, used.userId, used.currency);
      const amount = -used.amount;
      const added = await store.appendGift(tx, {
        accountId: held.accountId,
        kind: 'refund',
        amount,
        balanceAfter: held.balance + amount,
        orderId,
      });
      return added ? amount : 0;
    },
  };
}
