import { and, asc, count, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { preparedRows, timestampOf } from '../../db/prepared.ts';
import {
  artists,
  cardPrices,
  cardSizes,
  cards,
  giftCards,
  orderGiftCards,
  orderItems,
  orders,
  paymentRefunds,
  regions,
} from '../../db/schema.ts';

export type OrderStatus = 'open' | 'paying' | 'paid' | 'cancelled';
export type Customer = NonNullable<typeof orders.$inferSelect.customer>;

const orderColumns = {
  id: orders.id,
  tokenHash: orders.tokenHash,
  userId: orders.userId,
  organisationId: orders.organisationId,
  regionId: orders.regionId,
  currencyCode: orders.currencyCode,
  status: orders.status,
  customer: orders.customer,
  couponCode: orders.couponCode,
  subtotal: orders.subtotal,
  discount: orders.discount,
  shippingTotal: orders.shippingTotal,
  tax: orders.tax,
  giftCardTotal: orders.giftCardTotal,
  total: orders.total,
  credits: orders.credits,
  creditsAmount: orders.creditsAmount,
  giftCreditAmount: orders.giftCreditAmount,
  paidAt: orders.paidAt,
  confirmationSentAt: orders.confirmationSentAt,
  createdAt: orders.createdAt,
};
export type OrderRow = {
  [K in keyof typeof orderColumns]: (typeof orders.$inferSelect)[K];
};

const itemColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  tokenHash: orderItems.tokenHash,
  type: orderItems.type,
  blank: orderItems.blank,
  cardId: orderItems.cardId,
  cardSize: orderItems.cardSize,
  quantity: orderItems.quantity,
  unitPrice: orderItems.unitPrice,
  shippingPrice: orderItems.shippingPrice,
  shippingMethod: orderItems.shippingMethod,
  shipTo: orderItems.shipTo,
  address: orderItems.address,
  scheduledDate: orderItems.scheduledDate,
  card: orderItems.card,
  dispatchStatus: orderItems.dispatchStatus,
  dispatchedAt: orderItems.dispatchedAt,
  createdAt: orderItems.createdAt,
};
export type ItemRow = {
  [K in keyof typeof itemColumns]: (typeof orderItems.$inferSelect)[K];
};

export async function insertOrder(
  db: Db,
  values: {
    id: string;
    tokenHash: string;
    userId: string | null;
    organisationId: string | null;
    regionId: number;
    currencyCode: string;
    customer: Customer | null;
  },
): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning(orderColumns);
  if (!row) throw new Error('the new order is missing');
  return row;
}

// An order row is read several times a checkout (the quote, the payment intent, its confirmation and the
// completion each read or lock it): its statement is SQL text written once, not built by drizzle per read.
const ORDER_SELECT = `select id, token_hash as "tokenHash", user_id as "userId",
  organisation_id as "organisationId", region_id as "regionId", currency_code as "currencyCode", status,
  customer, coupon_code as "couponCode", subtotal, discount, shipping_total as "shippingTotal", tax,
  gift_card_total as "giftCardTotal", total, credits, credits_amount as "creditsAmount",
  gift_credit_amount as "giftCreditAmount", paid_at as "paidAt",
  confirmation_sent_at as "confirmationSentAt", created_at as "createdAt"
  from orders where id = $1`;
const ORDER_LOCK = `${ORDER_SELECT} for update`;

type OrderText = Omit<OrderRow, 'paidAt' | 'confirmationSentAt' | 'createdAt'> & {
  paidAt: string | null;
  confirmationSentAt: string | null;
  createdAt: string;
};

function orderRowOf(row: OrderText | undefined): OrderRow | null {
  if (!row) return null;
  return {
    ...row,
    paidAt: timestampOf(row.paidAt),
    confirmationSentAt: timestampOf(row.confirmationSentAt),
    createdAt: timestampOf(row.createdAt) as Date,
  };
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await preparedRows<OrderText>(db, { text: ORDER_SELECT, params: [id], anyPlan: true });
  return orderRowOf(row);
}

/** The order, locked until the transaction ends, so concurrent changes to it run one after another. */
export async function lockOrder(tx: Db, id: string): Promise<OrderRow | null> {
  const [row] = await preparedRows<OrderText>(tx, { text: ORDER_LOCK, params: [id], anyPlan: true });
  return orderRowOf(row);
}

export async function updateOrder(
  db: Db,
  id: string,
  values: Partial<{
    customer: Customer | null;
    couponCode: string | null;
    subtotal: number;
    discount: number;
    shippingTotal: number;
    tax: number;
    giftCardTotal: number;
    total: number;
    credits: number;
    creditsAmount: number;
    giftCreditAmount: number;
    userId: string;
    organisationId: string | null;
  }>,
): Promise<void> {
  await db
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, id));
}

/** Moves the order to `status` when it is in one of `from` (any status but the target when omitted). */
export async function setStatus(
  db: Db,
  id: string,
  status: OrderStatus,
  from?: OrderStatus[],
): Promise<boolean> {
  const condition = from ? inArray(orders.status, from) : ne(orders.status, status);
  const rows = await db
    .update(orders)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), condition))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * Marks a paying order paid: true only for the one call that did it. An order that is open (its cart may
 * have changed), cancelled or paid already is left alone.
 */
export async function completePaid(db: Db, id: string, paidAt: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: 'paid', paidAt, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.status, 'paying')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Records that the confirmation went out, unless it already had: true only for the first call. */
export async function markConfirmationSent(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ confirmationSentAt: at })
    .where(and(eq(orders.id, id), isNull(orders.confirmationSentAt)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The refunds of the order's payments (the payments module's rows), oldest first, for the order answer. */
export async function listRefunds(db: Db, orderId: string) {
  return db
    .select({
      amount: paymentRefunds.amount,
      currency: paymentRefunds.currencyCode,
      reason: paymentRefunds.reason,
      status: paymentRefunds.status,
      createdAt: paymentRefunds.createdAt,
      refundedAt: paymentRefunds.refundedAt,
    })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(asc(paymentRefunds.createdAt));
}

/**
 * Gives the account the guest orders bought with its e-mail address, once that address is proved (never
 * at sign-up: anyone can type another's address). Only orders that no account holds and whose buyer gave
 * exactly this address (stored lower-cased, as the account's is); paid or being paid, not a guest's open
 * cart. Running it again finds nothing more to take.
 */
export async function adoptGuestOrders(db: Db, userId: string, email: string): Promise<number> {
  const rows = await db
    .update(orders)
    .set({ userId, updatedAt: sql`now()` })
    .where(
      and(
        isNull(orders.userId),
        inArray(orders.status, ['paying', 'paid']),
        sql`lower(${orders.customer}->>'email') = ${email.trim().toLowerCase()}`,
      ),
    )
    .returning({ id: orders.id });
  return rows.length;
}

/** The ids among `orderIds` of the user's own orders. */
export async function ownedBy(db: Db, userId: string, orderIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.id, [...orderIds])));
  return rows.map((row) => row.id);
}

/**
 * Gives a guest order to the user, and to the organisation they work in (if any); never takes one from
 * another account.
 */
export async function claimOrder(
  db: Db,
  id: string,
  owner: { userId: string; organisationId: string | null },
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ userId: owner.userId, organisationId: owner.organisationId, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), isNull(orders.userId)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

export async function listItems(
  db: Db,
  orderId: string,
  page?: { limit: number; offset: number },
): Promise<ItemRow[]> {
  const query = db
    .select(itemColumns)
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countItems(db: Db, orderId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return row?.n ?? 0;
}

export async function findItem(db: Db, orderId: string, itemId: string): Promise<ItemRow | null> {
  const [row] = await db
    .select(itemColumns)
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
  return row ?? null;
}

export async function insertItem(
  db: Db,
  values: {
    id: string;
    orderId: string;
    tokenHash: string;
    blank: boolean;
    cardId: string;
    cardSize: string;
    quantity: number;
    unitPrice: number;
    shippingPrice: number;
    shippingMethod: string;
    shipTo: 'direct' | 'sender';
    address: Record<string, string | null>;
    /** A written card: its layout, recipient, sender and options. */
    card?: Record<string, unknown> | null;
    scheduledDate?: string | null;
  },
): Promise<ItemRow> {
  const [row] = await db.insert(orderItems).values(values).returning(itemColumns);
  if (!row) throw new Error('the new item is missing');
  return row;
}

/** Items in batches (a bulk send's one per recipient), inside the caller's transaction. */
export async function insertItems(
  db: Db,
  values: Array<Parameters<typeof insertItem>[1] & { createdAt?: Date }>,
): Promise<void> {
  // 19 columns a row: 500 rows stay well under PostgreSQL's 65,535 parameters.
  for (let start = 0; start < values.length; start += 500) {
    await db.insert(orderItems).values(values.slice(start, start + 500));
  }
}

/** How far the items of each order are: how many, how many with a print file, how many posted. */
export async function progressOf(
  db: Db,
  orderIds: string[],
): Promise<Map<string, { status: OrderStatus; items: number; printed: number; dispatched: number }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orders.id,
      status: orders.status,
      items: sql<number>`count(${orderItems.id})::integer`,
      printed: sql<number>`count(*) filter (where ${orderItems.dispatchStatus} in ('printed', 'dispatched'))::integer`,
      dispatched: sql<number>`count(*) filter (where ${orderItems.dispatchedAt} is not null)::integer`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(inArray(orders.id, orderIds))
    .groupBy(orders.id);
  return new Map(rows.map((row) => [row.orderId, row]));
}

/** The dispatch state of the given items of an order. */
export async function itemStates(db: Db, orderId: string, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({
      id: orderItems.id,
      status: orderItems.dispatchStatus,
      dispatchedAt: orderItems.dispatchedAt,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, itemIds)));
}

/** What a written card's item holds, replaced as a whole when its card is edited again. */
export interface WrittenItemValues {
  cardId: string;
  cardSize: string;
  unitPrice: number;
  shippingPrice: number;
  shippingMethod: string;
  shipTo: 'direct' | 'sender';
  address: Record<string, string | null>;
  card: Record<string, unknown>;
  scheduledDate: string | null;
}

export async function replaceWrittenItem(db: Db, id: string, values: WrittenItemValues): Promise<void> {
  await db.update(orderItems).set(values).where(eq(orderItems.id, id));
}

export async function updateItem(
  db: Db,
  id: string,
  values: Partial<{
    quantity: number;
    unitPrice: number;
    shippingPrice: number;
    scheduledDate: string | null;
  }>,
): Promise<void> {
  await db.update(orderItems).set(values).where(eq(orderItems.id, id));
}

export async function deleteItem(db: Db, id: string): Promise<void> {
  await db.delete(orderItems).where(eq(orderItems.id, id));
}

export interface CardOffer {
  cardId: string;
  name: string;
  fullPath: string;
  brandName: string;
  sizeId: string;
  formats: string[];
  /** The region's shelf price (postage included), or null when the card is not sold there. */
  value: number | null;
  currencyCode: string | null;
  /** The postage included in `value`. */
  shipping: number | null;
  /** Where the card's front image is served (`/images/cards/{id}/front` when absent). */
  imageBase?: string;
}

/**
 * The cards of an order and what they cost in its region. A read of the catalogue's tables: the order
 * must price from the same rows the card page shows, in one query per order, and inside the order's
 * transaction (an embedded database answers nothing else while a transaction is open).
 */
export async function cardOffers(
  db: Db,
  cardIds: string[],
  regionId: number,
): Promise<Map<string, CardOffer>> {
  if (cardIds.length === 0) return new Map();
  const rows = await db
    .select({
      cardId: cards.id,
      name: cards.name,
      fullPath: cards.fullPath,
      brandName: artists.brandName,
      sizeId: cards.sizeId,
      formats: cards.formats,
      value: cardPrices.value,
      currencyCode: cardPrices.currencyCode,
      shipping: cardPrices.shipping,
    })
    .from(cards)
    .innerJoin(artists, eq(artists.id, cards.artistId))
    .leftJoin(cardPrices, and(eq(cardPrices.cardId, cards.id), eq(cardPrices.regionId, regionId)))
    .where(inArray(cards.id, [...new Set(cardIds)]));
  return new Map(rows.map((row) => [row.cardId, row]));
}

/**
 * What a card of each size costs in the region at the least: the shelf price (postage included) of the
 * cheapest written card of that size there. A custom artwork (decision 0035) is priced so. Like
 * `cardOffers`, a read of the catalogue's tables inside the order's transaction.
 */
export async function sizePrices(
  db: Db,
  sizeIds: string[],
  regionId: number,
): Promise<Map<string, { value: number; currencyCode: string; shipping: number }>> {
  if (sizeIds.length === 0) return new Map();
  const rows = await queryRows<{ size_id: string; value: number; currency_code: string; shipping: number }>(
    db,
    sql`select distinct on (c.size_id) c.size_id, p.value, p.currency_code, p.shipping
        from ${cards} c join ${cardPrices} p on p.card_id = c.id and p.region_id = ${regionId}
        where c.size_id in (${sql.join(
          [...new Set(sizeIds)].map((id) => sql`${id}`),
          sql`, `,
        )}) and 'printed' = any(c.formats)
        order by c.size_id, p.value, c.id`,
  );
  return new Map(
    rows.map((row) => [
      row.size_id,
      { value: Number(row.value), currencyCode: row.currency_code, shipping: Number(row.shipping) },
    ]),
  );
}

/** What a card size is printed at, for a custom artwork of that size (formats: written only). */
export async function sizePrintSpec(db: Db, sizeId: string): Promise<CardPrintSpec | null> {
  const [row] = await db
    .select({
      sizeId: cardSizes.id,
      pages: cardSizes.pages,
      dimensions: cardSizes.dimensions,
      bleed: cardSizes.bleed,
      margins: cardSizes.margins,
      giftCards: cardSizes.giftCards,
    })
    .from(cardSizes)
    .where(eq(cardSizes.id, sizeId));
  return row ? { ...row, formats: ['printed'] } : null;
}

/** What shipping needs of a region, read inside a transaction. */
export async function findRegion(db: Db, id: number) {
  const [row] = await db
    .select({
      id: regions.id,
      iso: regions.iso,
      currency: regions.currencyCode,
      countries: regions.countries,
      timeZone: regions.timeZone,
    })
    .from(regions)
    .where(eq(regions.id, id));
  return row ?? null;
}

export interface OrderSummaryRow {
  id: string;
  status: OrderStatus;
  createdAt: Date;
  paidAt: Date | null;
  total: number;
  currencyCode: string;
  itemCount: number;
  quantity: number;
}

/** The user's paid orders, newest first, with how many items and cards each has. */
export async function listPaidOrders(db: Db, userId: string, limit: number): Promise<OrderSummaryRow[]> {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      total: orders.total,
      currencyCode: orders.currencyCode,
      itemCount: sql<number>`count(${orderItems.id})::integer`,
      quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::integer`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')))
    .groupBy(orders.id)
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(limit);
}

/** What a card document is checked against: the card's formats and its size's print geometry. */
export interface CardPrintSpec {
  sizeId: string;
  formats: string[];
  pages: number;
  dimensions: { width: number; height: number };
  bleed: { x: number; y: number };
  margins: { top: number; right: number; bottom: number; left: number };
  /** Whether the size has room for a gift card. */
  giftCards: boolean;
}

/** The card's formats and the size it is printed at, or null for an unknown card. */
export async function cardPrintSpec(db: Db, cardId: string): Promise<CardPrintSpec | null> {
  const [row] = await db
    .select({
      sizeId: cards.sizeId,
      formats: cards.formats,
      pages: cardSizes.pages,
      dimensions: cardSizes.dimensions,
      bleed: cardSizes.bleed,
      margins: cardSizes.margins,
      giftCards: cardSizes.giftCards,
    })
    .from(cards)
    .innerJoin(cardSizes, eq(cardSizes.id, cards.sizeId))
    .where(eq(cards.id, cardId));
  return row ?? null;
}

/**
 * Whom the user sent each card to in paid orders (written cards only), newest first, at most `perCard` a
 * card: each address-book contact once (with the name the latest card gave them, for when the contact is
 * gone), and each name typed without a contact once. One query a user look-up.
 */
export async function previousSends(
  db: Db,
  userId: string,
  perCard: number,
): Promise<Array<{ cardId: string; name: string; contactId: string | null }>> {
  const rows = await queryRows<{ card_id: string; name: string; contact_id: string | null }>(
    db,
    sql`
    select card_id, name, contact_id from (
      select card_id, name, contact_id,
        row_number() over (partition by card_id order by paid_at desc, name) as place
      from (
        select distinct on (card_id, coalesce(contact_id, 'name:' || name))
          card_id, name, contact_id, paid_at
        from (
          select ${orderItems.cardId} as card_id, ${orderItems.card}->'recipient'->>'name' as name,
            ${orderItems.card}->'recipient'->>'contactId' as contact_id, ${orders.paidAt} as paid_at
          from ${orderItems}
          join ${orders} on ${orders.id} = ${orderItems.orderId}
          where ${orders.userId} = ${userId} and ${orders.status} = 'paid' and not ${orderItems.blank}
            and coalesce(${orderItems.card}->'recipient'->>'name', '') <> ''
        ) as sent
        order by card_id, coalesce(contact_id, 'name:' || name), paid_at desc
      ) as latest
    ) as ranked
    where place <= ${perCard}
    order by card_id, place`,
  );
  return rows.map((row) => ({ cardId: row.card_id, name: row.name, contactId: row.contact_id }));
}

// --- Gift cards inside cards (docs/decisions/0023-gift-cards-in-cards.md) ---------------------------------

export type GiftCardVerificationValue = typeof orderGiftCards.$inferSelect.verification;

/** A gift-card line with what the order shows and checks of its gift card (null when it left the catalogue). */
export interface GiftCardLineRow {
  id: string;
  orderItemId: string;
  giftCardId: string;
  amount: number;
  currencyCode: string;
  canChange: boolean;
  region: string;
  verification: GiftCardVerificationValue;
  card: GiftCardOffer | null;
}

/** What a gift card is sold by now: its name and page, and the rules of the amounts and regions. */
export interface GiftCardOffer {
  id: string;
  name: string;
  fullPath: string;
  wildcard: boolean;
  currency: string;
  valueMin: number;
  valueMax: number;
  availableAmounts: number[];
  regions: string[];
}

const giftCardOfferColumns = {
  id: giftCards.id,
  name: giftCards.name,
  fullPath: giftCards.fullPath,
  wildcard: giftCards.wildcard,
  currency: giftCards.currencyCode,
  valueMin: giftCards.valueMin,
  valueMax: giftCards.valueMax,
  availableAmounts: giftCards.availableAmounts,
  regions: giftCards.regions,
};

/**
 * The gift cards as the orders module sells them. A read of the gift-card catalogue's table, like
 * `cardOffers`, for the same reason: inside the order's transaction (an embedded database answers
 * nothing else meanwhile), from the rows the gift-card pages show.
 */
export async function giftCardOffers(db: Db, ids: string[]): Promise<Map<string, GiftCardOffer>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(giftCardOfferColumns)
    .from(giftCards)
    .where(inArray(giftCards.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The gift-card lines of an order, each with its gift card as sold now; oldest first. */
export async function listGiftCardLines(db: Db, orderId: string): Promise<GiftCardLineRow[]> {
  const rows = await db
    .select({
      id: orderGiftCards.id,
      orderItemId: orderGiftCards.orderItemId,
      giftCardId: orderGiftCards.giftCardId,
      amount: orderGiftCards.amount,
      currencyCode: orderGiftCards.currencyCode,
      canChange: orderGiftCards.canChange,
      region: orderGiftCards.region,
      verification: orderGiftCards.verification,
      card: giftCardOfferColumns,
    })
    .from(orderGiftCards)
    .leftJoin(giftCards, eq(giftCards.id, orderGiftCards.giftCardId))
    .where(eq(orderGiftCards.orderId, orderId))
    .orderBy(asc(orderGiftCards.createdAt), asc(orderGiftCards.id));
  return rows.map((row) => ({ ...row, card: row.card?.id ? row.card : null }));
}

/** The gift-card line of one item, or null. */
export async function findGiftCardLineOfItem(db: Db, orderItemId: string) {
  const [row] = await db
    .select({
      id: orderGiftCards.id,
      amount: orderGiftCards.amount,
      currencyCode: orderGiftCards.currencyCode,
      name: giftCards.name,
    })
    .from(orderGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, orderGiftCards.giftCardId))
    .where(eq(orderGiftCards.orderItemId, orderItemId));
  return row ?? null;
}

/** Replaces the gift-card line of an item (none when `line` is null): one line a card at most. */
export async function replaceGiftCardLine(
  db: Db,
  orderItemId: string,
  line: {
    id: string;
    orderId: string;
    giftCardId: string;
    amount: number;
    currencyCode: string;
    canChange: boolean;
    region: string;
    verification: GiftCardVerificationValue;
  } | null,
): Promise<void> {
  await db.delete(orderGiftCards).where(eq(orderGiftCards.orderItemId, orderItemId));
  if (line) await db.insert(orderGiftCards).values({ ...line, orderItemId });
}

// --- An organisation's orders (decision 0036) -------------------------------------------------------------

/** What an order was worth: its charge and what credits and gift credit paid, in its currency. */
const orderValue = sql<number>`(${orders.total} + ${orders.creditsAmount} + ${orders.giftCreditAmount})::integer`;

/** The organisation's paid orders, newest first: who ordered, when, what they were worth, how many cards. */
export async function listOrganisationOrders(db: Db, organisationId: string, limit: number) {
  return db
    .select({
      id: orders.id,
      userId: orders.userId,
      paidAt: orders.paidAt,
      value: orderValue,
      currencyCode: orders.currencyCode,
      quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::integer`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.organisationId, organisationId), eq(orders.status, 'paid')))
    .groupBy(orders.id)
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(limit);
}

/** What the organisation's orders paid since `since` were worth, per currency. */
export async function organisationSpend(db: Db, organisationId: string, since: Date) {
  return db
    .select({
      currency: orders.currencyCode,
      amount: sql<number>`coalesce(sum(${orders.total} + ${orders.creditsAmount} + ${orders.giftCreditAmount}), 0)::integer`,
    })
    .from(orders)
    .where(
      and(eq(orders.organisationId, organisationId), eq(orders.status, 'paid'), gte(orders.paidAt, since)),
    )
    .groupBy(orders.currencyCode)
    .orderBy(orders.currencyCode);
}

/** How many cards the organisation's orders paid since `since` held (every item's quantity). */
export async function organisationCardsSince(db: Db, organisationId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ cards: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::integer` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(eq(orders.organisationId, organisationId), eq(orders.status, 'paid'), gte(orders.paidAt, since)),
    );
  return row?.cards ?? 0;
}

// --- An artist's sales (the studio, decision 0038) --------------------------------------------------------

/**
 * What the paid orders sold of an artist's catalogue cards since `since`: per card, month of payment
 * (`YYYY-MM`, UTC) and currency, the cards sold and their value (unit prices times quantities, postage
 * excluded). Only order items of the artist's own cards count; custom artwork is nobody's.
 */
export async function artistSales(db: Db, artistId: string, since: Date) {
  const month = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({
      cardId: orderItems.cardId,
      month,
      currency: orders.currencyCode,
      quantity: sql<number>`sum(${orderItems.quantity})::integer`,
      value: sql<number>`sum(${orderItems.unitPrice} * ${orderItems.quantity})::bigint`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(cards, eq(cards.id, orderItems.cardId))
    .where(and(eq(cards.artistId, artistId), eq(orders.status, 'paid'), gte(orders.paidAt, since)))
    .groupBy(orderItems.cardId, month, orders.currencyCode);
}
