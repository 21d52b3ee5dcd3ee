import { createHash, createHmac } from 'node:crypto';
import type { AddCardSchema } from '@cardshop/shared/contracts/compose';
import type { AddBlanksSchema, Order, OrderRef } from '@cardshop/shared/contracts/orders';
import { formatMoney } from '@cardshop/shared/rules/money';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError, NotFoundError } from '../../platform/errors.ts';
import { sameSecret } from '../../platform/sessions.ts';
import type { ConfigService } from '../config/service.ts';
import type { QrCodeService } from '../qr-codes/service.ts';
import type { ShippingRegion, ShippingService } from '../shipping/service.ts';
import { createAccountOrders } from './account-orders.ts';
import { createBulkOrders } from './bulk-orders.ts';
import { createCart } from './cart.ts';
import { createOrderAnswer } from './order-answer.ts';
import { createOrderPayments } from './order-payments.ts';
import { createPricing } from './pricing.ts';
import * as store from './store.ts';
import type { WrittenCardDeps } from './written-card.ts';

// The orders service: what opens an order (its token, the owner's view token, a signed-in buyer's
// claim), its region, reading it by its reference, and the parts it composes into one service: the
// cart's items and their edits (cart.ts), prices and policies (pricing.ts), the order answer
// (order-answer.ts), the account's views (account-orders.ts), bulk sends (bulk-orders.ts), and what
// payments read and write of an order (order-payments.ts).

export type OrdersService = ReturnType<typeof createOrdersService>;
export type { OrderStatus } from './store.ts';
export type AddBlanks = z.output<typeof AddBlanksSchema>;
export type AddCard = z.output<typeof AddCardSchema>;

export type { BulkItem } from './bulk-orders.ts';
export type { OrderTotalsInput, PaymentOrder } from './order-payments.ts';
export type {
  CreditPolicy,
  CustomArtworkSource,
  DiscountPolicy,
  GiftCreditPolicy,
  TierPricePolicy,
} from './pricing.ts';
export { CUSTOM_ARTWORK_BRAND } from './pricing.ts';
export { WRITTEN_FORMAT } from './written-card.ts';

/** Names the address-book contacts of a user: those of the ids that are theirs, by id (others absent). */
export interface RecipientContacts {
  namesOf(userId: string, ids: readonly string[]): Promise<Map<string, string>>;
}

/** Whose order it is: its owner, and the organisation it is for (decision 0036). */
export interface OrderOwner {
  userId: string | null;
  organisationId: string | null;
}

/** What the parts of the service borrow from it: tokens, the order a reference opens, its region, its claim. */
export interface OrderCore {
  sha256(value: string): string;
  /** The same customer details, whatever order the stored JSON keeps its keys in (absent = null). */
  sameCustomer(a: store.Customer | null, b: store.Customer): boolean;
  /** A change to an order that is not open: 409. */
  notOpen(): HttpError;
  /** An item's token (only its hash is stored). */
  itemToken(itemId: string): string;
  /** The account history's view token of an order, for its signed-in owner. */
  viewToken(orderId: string, userId: string): string;
  /** Whether the token (the order's, or its owner's view token) opens the order. */
  tokenOpens(row: store.OrderRow, token: string, userId: string | null): boolean;
  /** The order the reference opens, or a 404. */
  authorised(ref: OrderRef, userId: string | null, tx?: Db): Promise<store.OrderRow>;
  /** The order's region, read inside `tx` when given. */
  regionOf(row: Pick<store.OrderRow, 'regionId'>, tx?: Db): Promise<ShippingRegion>;
  /** The organisation a signed-in user works in. */
  organisationFor(tx: Db, userId: string): Promise<string | null>;
  /** A signed-in user claims a guest order; the row is updated in place. */
  claim(tx: Db, row: store.OrderRow, userId: string): Promise<void>;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The same customer details, whatever order the stored JSON keeps its keys in (absent = null). */
function sameCustomer(a: store.Customer | null, b: store.Customer): boolean {
  if (!a) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof store.Customer>;
  return [...keys].every((key) => (a[key] ?? null) === (b[key] ?? null));
}

/** A change to an order that is paying, paid or cancelled: 409 (the web app then starts a new order). */
const notOpen = () => new HttpError(409, 'orders.errors.not-open');

/**
 * The cart and orders: an order (id + secret token, only its SHA-256 stored) holds items priced by the
 * server from the card's regional price. Items are re-priced while the order is open; once a payment
 * starts (paying) the order is frozen, and `completePaid` marks it paid exactly once.
 */
export function createOrdersService(
  db: Db,
  deps: WrittenCardDeps & {
    config: ConfigService;
    shipping: ShippingService;
    appSecret: string;
    /** Names the address-book contacts cards went to (the address book's `namesOf`). */
    contacts: RecipientContacts;
    /**
     * The organisation a signed-in user works in, read in the caller's transaction: an order they start
     * or claim is that organisation's (decision 0036). Without it orders belong to no organisation.
     */
    organisationOf?: (tx: Db, userId: string) => Promise<string | null>;
    /** Whether an organisation's orders take a single customer name (its requireAuth setting). */
    singleNameFor?: (q: Db, organisationId: string) => Promise<boolean>;
    /** Points an organisation member's QR codes to the organisation's landing page (qr-codes module). */
    qrCodes: Pick<QrCodeService, 'swapTargets' | 'record'>;
  },
) {
  const { config, shipping, appSecret } = deps;

  // Item tokens are derived from the app secret, so every answer can carry them while the table keeps
  // only their hash, like order tokens. Someone without the order's token never sees them.
  const itemToken = (itemId: string) =>
    createHmac('sha256', appSecret)
      .update(JSON.stringify(['order-item', itemId]))
      .digest('base64url');
  // The account history's view token: for the signed-in owner only (decision 0010).
  const viewToken = (orderId: string, userId: string) =>
    createHmac('sha256', appSecret)
      .update(JSON.stringify(['order-view', orderId, userId]))
      .digest('base64url');

  function tokenOpens(row: store.OrderRow, token: string, userId: string | null): boolean {
    if (sameSecret(sha256(token), row.tokenHash)) return true;
    return userId !== null && row.userId === userId && sameSecret(viewToken(row.id, userId), token);
  }

  // The rows `authorise` read, by its answer: `get` answers from one (when its caller knows it is current)
  // without reading the order again.
  const authorisedRows = new WeakMap<object, store.OrderRow>();

  /** The order the reference opens, or a 404 for a wrong id or token alike (its existence stays hidden). */
  async function authorised(ref: OrderRef, userId: string | null, tx: Db = db): Promise<store.OrderRow> {
    const row = await store.findOrder(tx, ref.id);
    if (!row || !tokenOpens(row, ref.token, userId)) throw new NotFoundError();
    return row;
  }

  // Regions come from the config memo. Inside a transaction only when the memo is loaded already: filling
  // it there would query outside the transaction, which waits for PGlite's one connection. Regions change
  // only through the config service, which clears the memo, so a loaded one is the table's current rows.
  async function regionOf(row: Pick<store.OrderRow, 'regionId'>, tx?: Db): Promise<ShippingRegion> {
    if (!tx) return config.region(row.regionId);
    const loaded = config.loadedRegion(row.regionId);
    if (loaded) return loaded;
    const region = await store.findRegion(tx, row.regionId);
    if (!region) throw new Error(`order region ${row.regionId} is missing`);
    return region;
  }

  /** The organisation a signed-in user works in: the orders they start or claim are its own. */
  const organisationFor = async (tx: Db, userId: string) =>
    deps.organisationOf ? deps.organisationOf(tx, userId) : null;

  /** A signed-in user claims a guest order (for their organisation too); the row is updated in place. */
  async function claim(tx: Db, row: store.OrderRow, userId: string): Promise<void> {
    const organisationId = await organisationFor(tx, userId);
    if (!(await store.claimOrder(tx, row.id, { userId, organisationId }))) return;
    row.userId = userId;
    row.organisationId = organisationId;
  }

  const core: OrderCore = {
    sha256,
    sameCustomer,
    notOpen,
    itemToken,
    viewToken,
    tokenOpens,
    authorised,
    regionOf,
    organisationFor,
    claim,
  };

  const pricing = createPricing(db, { shipping });
  const { reprice } = pricing;
  const orderAnswer = createOrderAnswer(db, {
    ...core,
    shipping,
    singleNameFor: deps.singleNameFor,
    pricing,
  });
  const { toOrder } = orderAnswer;

  return {
    ...createCart(db, { ...deps, ...core, pricing, answer: orderAnswer }),
    ...createAccountOrders(db, { ...core, contacts: deps.contacts, answer: orderAnswer }),
    ...pricing.methods,
    ...createBulkOrders(db, { ...core, config, shipping, pricing, answer: orderAnswer }),

    /**
     * `GET /api/order/get/{id}/{token}`: the order the token opens (404 otherwise), re-priced while open.
     * The owner's account view token opens it too. A signed-in visitor claims a guest order.
     */
    async get(
      ref: OrderRef,
      options: {
        userId?: string | null;
        /** What `authorise` answered for this reference, when the order as it read it is current. */
        authorised?: object;
      } = {},
    ): Promise<Order> {
      const userId = options.userId ?? null;
      const known = options.authorised ? authorisedRows.get(options.authorised) : undefined;
      const found = known?.id === ref.id ? known : await authorised(ref, userId);
      const claims = userId !== null && found.userId === null;
      if (found.status !== 'open' && !claims) {
        return toOrder(db, found, await pricing.readOrder(db, found), { proofToken: ref.token });
      }
      const region = await regionOf(found);
      const { row, items } = await db.transaction(async (tx) => {
        const row = await store.lockOrder(tx, ref.id);
        if (!row) throw new NotFoundError();
        if (userId && !row.userId) await claim(tx, row, userId);
        return { row, items: await reprice(tx, row, region) };
      });
      return toOrder(db, row, items, { proofToken: ref.token });
    },

    /**
     * The gift card inside a written item, as its print file shows it (fulfilment): the line's id (the
     * `{orderItemId}` of its redemption address), the gift card's name and the amount formatted in its
     * currency; null when the card carries none.
     */
    async giftCardOfItem(
      orderItemId: string,
    ): Promise<{ id: string; name: string; amount: number; currency: string; amountText: string } | null> {
      const line = await store.findGiftCardLineOfItem(db, orderItemId);
      if (!line) return null;
      const currency = (await config.currencies())[line.currencyCode];
      return {
        id: line.id,
        name: line.name,
        amount: line.amount,
        currency: line.currencyCode,
        amountText: currency ? formatMoney(line.amount, currency) : `${line.amount} ${line.currencyCode}`,
      };
    },

    // --- For the payments and promos modules (no token check: they have checked the reference) --------

    /** The token that opens the order for its signed-in owner (`/account/orders/view/{id}/{token}`). */
    accountViewToken: (orderId: string, userId: string) => viewToken(orderId, userId),

    /** Whose the order is (its account and organisation), with no token check: for the payments module. */
    async ownerOf(orderId: string): Promise<OrderOwner | null> {
      const row = await store.findOrder(db, orderId);
      return row ? { userId: row.userId, organisationId: row.organisationId } : null;
    },

    /** Which of these orders the user owns (the others are another account's, or unknown). */
    async ownedBy(userId: string, orderIds: readonly string[]): Promise<Set<string>> {
      return orderIds.length === 0 ? new Set() : new Set(await store.ownedBy(db, userId, orderIds));
    },

    /** Checks an order reference (404 when wrong) and answers the order's id, status and owner. */
    async authorise(ref: OrderRef, userId: string | null = null) {
      const row = await authorised(ref, userId);
      const answer = {
        id: row.id,
        status: row.status,
        userId: row.userId,
        organisationId: row.organisationId,
      };
      authorisedRows.set(answer, row);
      return answer;
    },

    ...createOrderPayments(db, { ...core, pricing, answer: orderAnswer }),

    /** Gives a guest order to a signed-in user (never one that has an owner); true when it did. */
    async claim(orderId: string, userId: string, tx: Db = db): Promise<boolean> {
      return store.claimOrder(tx, orderId, { userId, organisationId: await organisationFor(tx, userId) });
    },
  };
}
