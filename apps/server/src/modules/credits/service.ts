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
import type { OrderOwner, OrdersService } from '../orders/service.ts';
import { orderHolder as holderOfOrder, pageHolder as holderOfPages } from '../organisations/holder.ts';
import type { MembershipService } from '../organisations/service.ts';
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
    /** An organisation member's permissions there: who may use or buy its credits (decision 0036). */
    memberships?: Pick<MembershipService, 'permissionsIn' | 'currentOf'>;
  },
) {
  const { orders, memberships } = deps;
  let log: CreditsLog = {
    error: (details, message) => console.error(message, details),
    warn: (details, message) => console.warn(message, details),
  };
  const purchases = createPurchases(db, { ...deps, log: () => log });

  const orderHolder = (tx: Db, owner: OrderOwner, permission: 'useCredits' | 'useGiftCredit') =>
    holderOfOrder(memberships, tx, owner, permission);

  /**
   * Whose credits the account pages show a user: in organisation mode the organisation's (seen by holders
   * of billing or a usage permission, bought with billing; 403 for other members), the account's own
   * outside any organisation.
   */
  async function pageHolder(userId: string, need: 'view' | 'buy') {
    const found = await holderOfPages(memberships, userId, {
      see: ['useCredits', 'useGiftCredit'],
      change: 'billing',
    });
    if (!found || (need === 'buy' && !found.canChange))
      throw new HttpError(403, 'global.errors.permission-denied');
    return { holder: found.holder, organisationId: found.organisationId, canBuy: found.canChange };
  }

  // An open order's price counts the credits its owner may use: the orders module asks, in its transaction.
  orders.setCreditPolicy(async (order, tx) => {
    const holder = await orderHolder(tx, order, 'useCredits');
    return holder ? store.balanceOf(tx, holder) : 0;
  });
  // And its gift-card value counts the gift credit they may use in the order's currency.
  orders.setGiftCreditPolicy(async (order, tx) => {
    const holder = await orderHolder(tx, order, 'useGiftCredit');
    return holder ? store.giftBalanceOf(tx, holder, order.currency) : 0;
  });

  return {
    purchases,

    /** Logs through the app's logger once the app exists. */
    useLog(logger: CreditsLog) {
      log = logger;
    },

    /** The credits the user's pages show: their organisation's in organisation mode, else their own. */
    async balance(userId: string): Promise<number> {
      return store.balanceOf(db, (await pageHolder(userId, 'view')).holder);
    },

    /** An organisation's credits and gift credit, for its managers' dashboard (who may see them is theirs). */
    async organisationBalances(organisationId: string) {
      const holder = { organisationId };
      const [credits, gift] = await Promise.all([
        store.balanceOf(db, holder),
        store.giftBalancesOf(db, holder),
      ]);
      return { credits, giftCredit: gift.map((row) => ({ currency: row.currency, amount: row.balance })) };
    },

    /**
     * `POST /api/account/credits/purchase`: a pack of credits for the account, or in organisation mode for
     * the organisation (the billing permission; 403 without it).
     */
    async buy(userId: string, quantity: number, regionIdOrIso: string | undefined) {
      const { organisationId } = await pageHolder(userId, 'buy');
      return purchases.create({ userId, organisationId }, quantity, regionIdOrIso);
    },

    /** `POST /api/account/gift-credit/purchase`: a top-up, for the organisation as `buy` decides. */
    async buyGiftCredit(userId: string, amount: number, regionIdOrIso: string | undefined) {
      const { organisationId } = await pageHolder(userId, 'buy');
      return purchases.createGiftCredit({ userId, organisationId }, amount, regionIdOrIso);
    },

    /** `GET /api/account/credits`: the balance and what credits cost in the region. */
    async overview(userId: string, regionIdOrIso: string | undefined): Promise<CreditsOverview> {
      const { holder, organisationId, canBuy } = await pageHolder(userId, 'view');
      const [found, balance] = await Promise.all([
        purchases.tiersOf(regionIdOrIso),
        store.balanceOf(db, holder),
      ]);
      if (!found) throw new HttpError(409, 'credits.errors.unavailable');
      return {
        balance,
        holder: organisationId ? 'organisation' : 'account',
        canBuy,
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
    async giftBalance(userId: string, currency: string): Promise<number> {
      return store.giftBalanceOf(db, (await pageHolder(userId, 'view')).holder, currency);
    },

    /** `GET /api/account/gift-credit`: the gift credit held per currency and the region's top-ups. */
    async giftOverview(userId: string, regionIdOrIso: string | undefined): Promise<GiftCreditOverview> {
      const { holder } = await pageHolder(userId, 'view');
      const [region, balances, currencies] = await Promise.all([
        deps.config.region(regionIdOrIso),
        store.giftBalancesOf(db, holder),
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
      const { holder } = await pageHolder(userId, 'view');
      const [balance, rows, giftBalances, giftRows] = await Promise.all([
        store.balanceOf(db, holder),
        store.listEntries(db, holder, CREDIT_HISTORY_LIMIT),
        store.giftBalancesOf(db, holder),
        store.listGiftEntries(db, holder, CREDIT_HISTORY_LIMIT),
      ]);
      // An organisation's ledger holds other members' purchases and orders: only the viewer's own link.
      const own = await orders.ownedBy(userId, [
        ...new Set([...rows, ...giftRows].flatMap((row) => (row.orderId ? [row.orderId] : []))),
      ]);
      const orderRef = (orderId: string | null) =>
        orderId && own.has(orderId) ? { id: orderId, token: orders.accountViewToken(orderId, userId) } : null;
      const purchaseRef = (row: { purchaseId: string | null; buyerId: string | null }) =>
        row.purchaseId && row.buyerId === userId
          ? { id: row.purchaseId, token: purchases.tokenOf({ id: row.purchaseId, userId }) }
          : null;
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
            purchase: purchaseRef(row),
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
          purchase: purchaseRef(row),
        })),
      };
    },

    // --- For the payments module, inside its transactions (order row locked first, then the balance) ---

    /** Locks the balance the order's owner may use and tells whether it holds `quantity` credits. */
    async holds(tx: Db, owner: OrderOwner, quantity: number): Promise<boolean> {
      const holder = await orderHolder(tx, owner, 'useCredits');
      return holder !== null && (await store.lockBalance(tx, holder)) >= quantity;
    },

    /**
     * Takes `quantity` credits for the order, in the transaction that marks it paid: false, changing
     * nothing, when the balance (read under its lock) is short. An order uses credits once.
     */
    async use(tx: Db, entry: { owner: OrderOwner; orderId: string; quantity: number }): Promise<boolean> {
      if (entry.quantity <= 0) return true;
      const holder = await orderHolder(tx, entry.owner, 'useCredits');
      if (!holder) return false;
      const balance = await store.lockBalance(tx, holder);
      if (await store.findOrderEntry(tx, entry.orderId, 'use')) return true;
      if (balance < entry.quantity) return false;
      return store.append(tx, {
        holder,
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
      const balance = await store.lockBalance(tx, used.holder);
      const quantity = -used.quantity;
      const added = await store.append(tx, {
        holder: used.holder,
        kind: 'refund',
        quantity,
        balanceAfter: balance + quantity,
        orderId,
      });
      return added ? quantity : 0;
    },

    /** Locks the gift credit the order's owner may use in `currency`; does it hold `amount` (minor units)? */
    async holdsGift(tx: Db, owner: OrderOwner, currency: string, amount: number): Promise<boolean> {
      const holder = await orderHolder(tx, owner, 'useGiftCredit');
      return holder !== null && (await store.lockGiftBalance(tx, holder, currency)).balance >= amount;
    },

    /**
     * Takes `amount` of gift credit in `currency` for the order, in the transaction that marks it paid:
     * false, changing nothing, when the balance (read under its lock) is short. An order uses it once.
     */
    async useGift(
      tx: Db,
      entry: { owner: OrderOwner; orderId: string; currency: string; amount: number },
    ): Promise<boolean> {
      if (entry.amount <= 0) return true;
      const holder = await orderHolder(tx, entry.owner, 'useGiftCredit');
      if (!holder) return false;
      const held = await store.lockGiftBalance(tx, holder, entry.currency);
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
      const held = await store.lockGiftBalance(tx, used.holder, used.currency);
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
