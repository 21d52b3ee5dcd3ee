import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { CardDocument } from '@cardshop/document/schema';
import type { AddCardSchema } from '@cardshop/shared/contracts/compose';
import type {
  AddBlanksSchema,
  Order,
  OrderItem,
  OrderRef,
  OrderSummary,
} from '@cardshop/shared/contracts/orders';
import { creditCoverage, totalsWithCredits, withGiftCredit } from '@cardshop/shared/rules/credits';
import { formatMoney } from '@cardshop/shared/rules/money';
import { splitName } from '@cardshop/shared/rules/names';
import { computeTotals, lineTotal, type OrderTotals } from '@cardshop/shared/rules/order-totals';
import { isSchedulableDay } from '@cardshop/shared/rules/schedule';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { imageSources } from '../../platform/images.ts';
import { sameSecret } from '../../platform/sessions.ts';
import type { ConfigService } from '../config/service.ts';
import type { QrCodeService } from '../qr-codes/service.ts';
import type { ShippingRegion, ShippingService } from '../shipping/service.ts';
import {
  giftCardLineProblems,
  isGiftCardLineForSale,
  toGiftCardLine,
  verificationOf,
  withGiftCardDetails,
} from './gift-card-lines.ts';
import * as store from './store.ts';
import {
  scheduledDayOf,
  WRITTEN_FORMAT,
  type WrittenCardDeps,
  writtenCard,
  writtenLayout,
} from './written-card.ts';

export type OrdersService = ReturnType<typeof createOrdersService>;
export type { OrderStatus } from './store.ts';
export type AddBlanks = z.output<typeof AddBlanksSchema>;
export type AddCard = z.output<typeof AddCardSchema>;

export { WRITTEN_FORMAT } from './written-card.ts';

/** Names a card shows of the people this user sent it to (the web shows 8, then '+ N other'). */
const PREVIOUS_SENDS_PER_CARD = 50;

/** Totals as the orders table keeps them (shipping is `shippingTotal` there). */
export type OrderTotalsInput = Partial<OrderTotals>;

/** An order as the payments module reads it: no token check, with its owner and region. */
export type PaymentOrder = Order & {
  userId: string | null;
  regionIso: string;
  confirmationSentAt: string | null;
};

/**
 * Works out the discount of an order from its coupon, when the promos module registers a rule; without
 * one, recalculating keeps the stored discount (capped at the new goods and postage). It runs inside the
 * order's transaction: any query must go through `tx` (PGlite answers nothing else meanwhile).
 */
export type DiscountPolicy = (
  order: {
    id: string;
    couponCode: string;
    email: string | null;
    userId: string | null;
    regionId: number;
    currency: string;
    subtotal: number;
    shipping: number;
  },
  tx: Db,
) => Promise<number>;

/** Names the address-book contacts of a user: those of the ids that are theirs, by id (others absent). */
export interface RecipientContacts {
  namesOf(userId: string, ids: readonly string[]): Promise<Map<string, string>>;
}

/** Whose order it is: its owner, and the organisation it is for (decision 0036). */
export interface OrderOwner {
  userId: string | null;
  organisationId: string | null;
}

/**
 * How many credits the order's owner may pay with (the credits module registers it; docs/decisions/0024,
 * 0036): an open order's written cards are paid with them first. Runs inside the order's transaction,
 * like the discount policy.
 */
export type CreditPolicy = (order: { id: string } & OrderOwner, tx: Db) => Promise<number>;

/**
 * How much gift credit the order's owner holds in the order's currency, in minor units (the credits module
 * registers it; docs/decisions/0027): an open order's gift-card value is paid with it first.
 */
export type GiftCreditPolicy = (
  order: { id: string; currency: string } & OrderOwner,
  tx: Db,
) => Promise<number>;

/**
 * The custom artworks a card of an order may be (decision 0035; the custom-artwork module registers it):
 * card-like products owned by their uploader, priced as the cheapest written card of their size.
 */
export interface CustomArtworkSource {
  /**
   * The artwork's card size and crop when this user (or their organisation) owns it, else null. The crop
   * is kept with the order item: what was bought is what is printed, whatever the crop becomes later.
   */
  owned(userId: string | null, id: string): Promise<{ sizeId: string; crop: unknown } | null>;
  /** The artworks of these ids that exist, read through `q` (inside the order's transaction). */
  describe(q: Db, ids: string[]): Promise<Map<string, { sizeId: string; name: string; imageBase: string }>>;
}

/** The brand an order item of a custom artwork names (its product's brand). */
export const CUSTOM_ARTWORK_BRAND = 'Your own artwork';

/**
 * The charge of one card of an order priced by the business tiers (a bulk send: the campaigns module
 * registers it, decision 0033), for the order's number of cards; null for an order priced card by card.
 * Runs inside the order's transaction, like the discount policy.
 */
export type TierPricePolicy = (order: { id: string; quantity: number }, tx: Db) => Promise<number | null>;

/** One recipient's card of a bulk send, as `createBulkOrder` takes it. */
export interface BulkItem {
  /** Where it is posted (the recipient's name and address). */
  address: Record<string, string | null>;
  /** The written card: its layout, recipient and sender. */
  card: Record<string, unknown>;
  scheduledDate: string | null;
}

const HISTORY_LIMIT = 200;

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
  const { config, shipping, appSecret, contacts, qrCodes } = deps;
  let discountPolicy: DiscountPolicy | null = null;
  let creditPolicy: CreditPolicy | null = null;
  let giftCreditPolicy: GiftCreditPolicy | null = null;
  let customArtworks: CustomArtworkSource | null = null;

  // Card offers a transaction has read already (the card an item is added for), by region, so that the
  // re-pricing in the same transaction does not read them again.
  const offersRead = new WeakMap<Db, { regionId: number; offers: Map<string, store.CardOffer> }>();

  /** The catalogue's offers of these cards, and those of the custom artworks among the ids. */
  async function offersFor(q: Db, ids: string[], regionId: number): Promise<Map<string, store.CardOffer>> {
    const read = offersRead.get(q);
    if (read && read.regionId === regionId && ids.every((id) => read.offers.has(id))) {
      return new Map(ids.map((id) => [id, read.offers.get(id) as store.CardOffer]));
    }
    const offers = await store.cardOffers(q, ids, regionId);
    const missing = [...new Set(ids)].filter((id) => !offers.has(id));
    if (missing.length === 0 || !customArtworks) return offers;
    const described = await customArtworks.describe(q, missing);
    const prices = await store.sizePrices(
      q,
      [...described.values()].map((art) => art.sizeId),
      regionId,
    );
    for (const [id, art] of described) {
      const price = prices.get(art.sizeId);
      offers.set(id, {
        cardId: id,
        name: art.name,
        fullPath: '/custom-artwork',
        brandName: CUSTOM_ARTWORK_BRAND,
        sizeId: art.sizeId,
        formats: [WRITTEN_FORMAT],
        value: price?.value ?? null,
        currencyCode: price?.currencyCode ?? null,
        shipping: price?.shipping ?? null,
        imageBase: art.imageBase,
      });
    }
    return offers;
  }
  let tierPricePolicy: TierPricePolicy | null = null;

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

  const unitPriceOf = (
    offer: store.CardOffer | undefined,
    currency: string,
    blank: boolean,
  ): number | null => {
    if (!offer || offer.value === null || offer.currencyCode !== currency) return null;
    // card_prices.value includes posting one written card; a blank is the card without that postage.
    return blank ? Math.max(0, offer.value - (offer.shipping ?? 0)) : offer.value;
  };

  const forSale = (offer: store.CardOffer | undefined, item: store.ItemRow, currency: string) =>
    unitPriceOf(offer, currency, item.blank) !== null &&
    (offer?.formats.includes(item.blank ? 'blank' : WRITTEN_FORMAT) ?? false);

  // Blanks pay their parcel's postage; a written card's price already pays for standard domestic post,
  // so it pays only the difference to its method and destination (decision 0013).
  const shippingPriceOf = (
    region: ShippingRegion,
    item: Pick<store.ItemRow, 'blank' | 'address' | 'shippingMethod'>,
  ) => {
    const country = String(item.address.country ?? '');
    return item.blank
      ? shipping.cost(region, country, item.shippingMethod)
      : shipping.writtenCardCost(region, country, item.shippingMethod);
  };

  // An order made in a transaction by a change that knows all it holds (its items as inserted, no
  // gift-card line): its re-pricing in that transaction does not read them back.
  const madeHere = new WeakMap<Db, { orderId: string; items: store.ItemRow[] }>();

  // The card offers a re-pricing read, kept with its item list so the answer built from it reuses them.
  const offersOf = new WeakMap<store.ItemRow[], Map<string, store.CardOffer>>();
  // The same for the gift-card lines of those items.
  const linesOf = new WeakMap<store.ItemRow[], store.GiftCardLineRow[]>();

  /**
   * Refreshes the prices of an open order's items from the current card prices and postage, and the
   * order's totals; runs inside the caller's transaction with the order locked.
   */
  async function reprice(tx: Db, row: store.OrderRow, region: ShippingRegion): Promise<store.ItemRow[]> {
    const made = madeHere.get(tx);
    const items = made?.orderId === row.id ? made.items : await store.listItems(tx, row.id);
    if (row.status === 'open') {
      const offers = await offersFor(
        tx,
        items.map((item) => item.cardId),
        row.regionId,
      );
      offersOf.set(items, offers);
      // A bulk send's cards cost its tier's charge for their number, not the card's shelf price.
      // Blanks never take it, so an order of blanks alone does not ask.
      const tierPrice =
        tierPricePolicy && items.some((item) => !item.blank)
          ? await tierPricePolicy({ id: row.id, quantity: items.length }, tx)
          : null;
      for (const item of items) {
        const unitPrice =
          tierPrice !== null && !item.blank
            ? tierPrice
            : unitPriceOf(offers.get(item.cardId), row.currencyCode, item.blank);
        const shippingPrice = shippingPriceOf(region, item);
        const changes: { unitPrice?: number; shippingPrice?: number; scheduledDate?: null } = {};
        // A card no longer sold keeps its last price; the order is simply not purchasable.
        if (unitPrice !== null && unitPrice !== item.unitPrice) changes.unitPrice = unitPrice;
        if (shippingPrice !== null && shippingPrice !== item.shippingPrice)
          changes.shippingPrice = shippingPrice;
        // A day chosen for a card that waited in the cart until that day came is no longer ahead: the
        // card goes as soon as it is paid, and the cart line says so (decision 0013).
        if (item.scheduledDate && !isSchedulableDay(item.scheduledDate, shipping.today(region))) {
          changes.scheduledDate = null;
        }
        if (Object.keys(changes).length > 0) {
          await store.updateItem(tx, item.id, changes);
          Object.assign(item, changes);
        }
      }
    }
    const lines = made?.orderId === row.id ? [] : await store.listGiftCardLines(tx, row.id);
    linesOf.set(items, lines);
    await storeTotals(tx, row, region, items, lines);
    return items;
  }

  async function storeTotals(
    tx: Db,
    row: store.OrderRow,
    region: ShippingRegion,
    items: store.ItemRow[],
    lines: store.GiftCardLineRow[],
  ) {
    if (row.status !== 'open') return;
    const shippingByItem = Object.fromEntries(items.map((item) => [item.id, item.shippingPrice]));
    // The owner's credits pay for written cards first; a code discounts only what is left to pay.
    const owner = { userId: row.userId, organisationId: row.organisationId };
    const available = creditPolicy ? await creditPolicy({ id: row.id, ...owner }, tx) : 0;
    const coverage = creditCoverage(
      items.map((item) => ({ ...asTotalsItem(item), eligible: !item.blank && item.type === 'card' })),
      available,
    );
    const base = computeTotals(items.map(asTotalsItem), { shippingByItem, region: region.iso });
    let discount = row.discount;
    if (!row.couponCode) discount = 0;
    else if (discountPolicy) {
      discount = await discountPolicy(
        {
          id: row.id,
          couponCode: row.couponCode,
          email: row.customer?.email ?? null,
          userId: row.userId,
          regionId: row.regionId,
          currency: row.currencyCode,
          subtotal: Math.max(0, base.subtotal - coverage.amount),
          shipping: base.shipping,
        },
        tx,
      );
    }
    const giftCards = lines.reduce((sum, line) => sum + line.amount, 0);
    // The owner's gift credit in the order's currency pays for the gift cards (decision 0027).
    const giftCredit =
      giftCreditPolicy && giftCards > 0
        ? await giftCreditPolicy({ id: row.id, ...owner, currency: row.currencyCode }, tx)
        : 0;
    const { credited, giftCredited, ...totals } = withGiftCredit(
      totalsWithCredits(items.map(asTotalsItem), coverage, {
        shippingByItem,
        discount,
        region: region.iso,
        giftCards,
      }),
      giftCredit,
    );
    if (
      totals.subtotal !== row.subtotal ||
      totals.discount !== row.discount ||
      totals.shipping !== row.shippingTotal ||
      totals.tax !== row.tax ||
      totals.giftCards !== row.giftCardTotal ||
      totals.total !== row.total ||
      coverage.credits !== row.credits ||
      credited !== row.creditsAmount ||
      giftCredited !== row.giftCreditAmount
    ) {
      await store.updateOrder(tx, row.id, {
        subtotal: totals.subtotal,
        discount: totals.discount,
        shippingTotal: totals.shipping,
        tax: totals.tax,
        giftCardTotal: totals.giftCards,
        total: totals.total,
        credits: coverage.credits,
        creditsAmount: credited,
        giftCreditAmount: giftCredited,
      });
      Object.assign(row, {
        ...totals,
        shippingTotal: totals.shipping,
        giftCardTotal: totals.giftCards,
        credits: coverage.credits,
        creditsAmount: credited,
        giftCreditAmount: giftCredited,
      });
    }
  }

  const asTotalsItem = (item: store.ItemRow) => ({
    id: item.id,
    unitPrice: item.unitPrice,
    quantity: item.quantity,
  });

  /** When the item is posted and arrives, to its own address, from its schedule or the payment (decision 0040). */
  function arrivalOf(region: ShippingRegion, row: Pick<store.OrderRow, 'paidAt'>, item: store.ItemRow) {
    const address = item.address as Record<string, string | null> | null;
    const destination = address?.country
      ? { country: address.country, adminAreaLevel1: address.adminAreaLevel1, postcode: address.postcode }
      : null;
    return shipping.itemArrival(
      region,
      { shippingMethod: item.shippingMethod, destination, scheduledDate: item.scheduledDate },
      row.paidAt,
    );
  }

  function toItem(
    item: store.ItemRow,
    card: store.CardOffer | undefined,
    lines: readonly store.GiftCardLineRow[],
    arrival: OrderItem['arrival'],
    proofToken?: string,
  ): OrderItem {
    const name = card?.name ?? 'Card';
    const unitTotal = item.unitPrice;
    const total = lineTotal(item);
    return {
      id: item.id,
      token: itemToken(item.id),
      label: item.blank ? `${name} (blank cards)` : name,
      type: 'card',
      blank: item.blank,
      quantity: item.quantity,
      unitTotal,
      total,
      pricing: { unit: { grandTotal: unitTotal }, line: { grandTotal: total } },
      card: {
        art: {
          id: item.cardId,
          name,
          fullPath: card?.fullPath ?? '',
          // The catalogue's front image of the card (the same URL its listing tile uses).
          imageSrc: imageSources(
            card?.imageBase ?? `/images/cards/${item.cardId}/front`,
            { width: 480, height: 480 },
            name,
          ).src,
        },
        size: item.cardSize,
        ...(item.card ?? {}),
      },
      shippingMethod: item.shippingMethod,
      shipTo: item.shipTo,
      scheduledDate: item.scheduledDate,
      arrival,
      dispatch: { status: item.dispatchStatus, dispatchedAt: item.dispatchedAt?.toISOString() ?? null },
      // Written cards only, once fulfilment has rendered the file; opened by the token the order was read with.
      proofUrl:
        proofToken &&
        item.card?.layout &&
        (item.dispatchStatus === 'printed' || item.dispatchStatus === 'dispatched')
          ? `/api/order/proof/${item.orderId}/${encodeURIComponent(proofToken)}/${item.id}`
          : null,
      product: { id: item.cardId, name, brand: card?.brandName ?? '' },
      related: lines.filter((line) => line.orderItemId === item.id).map(toGiftCardLine),
    };
  }

  /** The recipient's contact id when it names one of this signed-in user's contacts, else null. */
  async function ownContactId(userId: string | null, id: string | undefined): Promise<string | null> {
    if (!userId || !id) return null;
    return (await contacts.namesOf(userId, [id])).has(id) ? id : null;
  }

  /** Written items addressed to one of the owner's contacts, with that contact as the book names them. */
  async function withContacts(userId: string, items: OrderItem[]): Promise<OrderItem[]> {
    const idOf = (item: OrderItem) => {
      const id = (item.card.recipient as { contactId?: unknown } | undefined)?.contactId;
      return typeof id === 'string' ? id : null;
    };
    const named = await contacts.namesOf(
      userId,
      items.flatMap((item) => idOf(item) ?? []),
    );
    return items.map((item) => {
      const id = idOf(item);
      const name = id ? named.get(id) : undefined;
      return id && name ? { ...item, contact: { id, name } } : item;
    });
  }

  /** The offers and gift-card lines of the items, those a re-pricing of them read already reused. */
  async function offersAndLinesOf(
    q: Db,
    row: store.OrderRow,
    items: store.ItemRow[],
  ): Promise<[Map<string, store.CardOffer>, store.GiftCardLineRow[]]> {
    return Promise.all([
      offersOf.get(items) ??
        offersFor(
          q,
          items.map((item) => item.cardId),
          row.regionId,
        ),
      linesOf.get(items) ?? store.listGiftCardLines(q, row.id),
    ]);
  }

  /** Whether the order can be bought as it stands: open or paying, with items all for sale. */
  function isPurchasable(
    row: store.OrderRow,
    items: store.ItemRow[],
    offers: Map<string, store.CardOffer>,
    lines: store.GiftCardLineRow[],
  ): boolean {
    return (
      (row.status === 'open' || row.status === 'paying') &&
      items.length > 0 &&
      items.every((item) => forSale(offers.get(item.cardId), item, row.currencyCode)) &&
      lines.every((line) => isGiftCardLineForSale(line, row.currencyCode))
    );
  }

  /** The Order answer: items with their cards, totals, and whether it can still be bought. */
  async function toOrder(
    q: Db,
    row: store.OrderRow,
    items: store.ItemRow[],
    options: {
      token?: string;
      itemsTotal?: number;
      allItems?: store.ItemRow[];
      proofToken?: string;
      /** The order was made by this request: no payment, so no refund, can be recorded for it yet. */
      created?: boolean;
    } = {},
  ): Promise<Order> {
    const all = options.allItems ?? items;
    const [[offers, lines], refunds, singleName, region] = await Promise.all([
      offersAndLinesOf(q, row, all),
      options.created ? [] : store.listRefunds(q, row.id),
      row.organisationId && deps.singleNameFor ? deps.singleNameFor(q, row.organisationId) : false,
      regionOf(row, q === db ? undefined : q),
    ]);
    const purchasable = isPurchasable(row, all, offers, lines);
    const order: Order = {
      id: row.id,
      status: row.status,
      purchasable,
      ...(singleName ? { singleName: true as const } : {}),
      currency: row.currencyCode,
      regionId: row.regionId,
      items: items.map((item) =>
        toItem(
          item,
          offers.get(item.cardId),
          lines,
          arrivalOf(region, row, item),
          options.proofToken ?? options.token,
        ),
      ),
      couponCode: row.couponCode,
      customer: row.customer
        ? {
            email: row.customer.email,
            firstName: row.customer.firstName,
            lastName: row.customer.lastName,
            address: row.customer.address ?? null,
            locality: row.customer.locality ?? null,
            adminAreaLevel1: row.customer.adminAreaLevel1 ?? null,
            postcode: row.customer.postcode ?? null,
            country: row.customer.country ?? null,
          }
        : null,
      totals: {
        subtotal: row.subtotal,
        discount: row.discount,
        shipping: row.shippingTotal,
        tax: row.tax,
        giftCards: row.giftCardTotal,
        total: row.total,
      },
      pricing: {
        credits: row.credits,
        creditsAmount: row.creditsAmount,
        giftCredit: row.giftCreditAmount,
      },
      paidAt: row.paidAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      refunds: refunds.map((refund) => ({
        ...refund,
        createdAt: refund.createdAt.toISOString(),
        refundedAt: refund.refundedAt?.toISOString() ?? null,
      })),
    };
    if (options.token) order.token = options.token;
    if (options.itemsTotal !== undefined) order.itemsTotal = options.itemsTotal;
    return order;
  }

  /**
   * Runs a change to an order in one transaction with the order locked: the token is checked, a signed-in
   * user claims a guest order, the change runs only while the order is open, and items and totals are
   * re-priced before it answers.
   */
  async function change<T>(
    ref: OrderRef,
    userId: string | null,
    work: (tx: Db, row: store.OrderRow, region: ShippingRegion, created: boolean) => Promise<T>,
  ): Promise<{ result: T; order: Order }> {
    const found = await authorised(ref, userId);
    if (found.status !== 'open') throw notOpen();
    const region = await regionOf(found);
    const { result, row, items } = await db.transaction(async (tx) => {
      // Checked again under the lock: a payment may have started since.
      const row = await store.lockOrder(tx, ref.id);
      if (!row || !tokenOpens(row, ref.token, userId)) throw new NotFoundError();
      if (row.status !== 'open') throw notOpen();
      if (userId && !row.userId) await claim(tx, row, userId);
      const result = await work(tx, row, region, false);
      const items = await reprice(tx, row, region);
      return { result, row, items };
    });
    return { result, order: await toOrder(db, row, items) };
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

  async function authorisedItem(tx: Db, row: store.OrderRow, ref: OrderRef): Promise<store.ItemRow> {
    const item = await store.findItem(tx, row.id, ref.id);
    if (!item || !sameSecret(sha256(ref.token), item.tokenHash)) throw new NotFoundError();
    return item;
  }

  /** The customer and address of a blank purchase, checked and normalised by the address rules. */
  async function blankDestination(input: AddBlanks) {
    const checked = await shipping.validateAddress(input);
    if (!checked.valid) throw new ValidationError(checked.errors);
    return checked.address;
  }

  /**
   * Runs `work` on the given open order, or on a new one in the request's region (its token in the
   * answer); nothing is written unless `work` succeeds. Answers the item `work` names and the order.
   */
  async function withOrder(
    ref: OrderRef | undefined,
    context: { userId: string | null; regionIdOrIso?: string },
    customer: store.Customer,
    /** `created`: the order was made for it in this transaction, empty. */
    work: (tx: Db, row: store.OrderRow, region: ShippingRegion, created: boolean) => Promise<string>,
  ) {
    if (ref) {
      const { result: itemId, order } = await change(ref, context.userId, work);
      const item = order.items.find((entry) => entry.id === itemId);
      if (!item) throw new Error('the added item is missing');
      return { item, order };
    }
    const region = await config.region(context.regionIdOrIso);
    const token = randomBytes(24).toString('base64url');
    const orderId = randomUUID();
    const { row, items, itemId } = await db.transaction(async (tx) => {
      // The row as inserted: no one else sees it before the commit, so it needs no lock to read back.
      const row = await store.insertOrder(tx, {
        id: orderId,
        tokenHash: sha256(token),
        userId: context.userId,
        organisationId: context.userId ? await organisationFor(tx, context.userId) : null,
        regionId: region.id,
        currencyCode: region.currency,
        customer,
      });
      const itemId = await work(tx, row, region, true);
      return { row, items: await reprice(tx, row, region), itemId };
    });
    const order = await toOrder(db, row, items, { token, created: true });
    const item = order.items.find((entry) => entry.id === itemId);
    if (!item) throw new Error('the added item is missing');
    return { item, order };
  }

  return {
    /**
     * `POST /api/order/add-card`: one written card to one recipient, in a new order (its token in the
     * answer) or the given open one; with `item`, that item of the order is replaced in place (resume
     * editing). The price is the card's regional price (standard domestic post included) plus the
     * difference to the postage chosen; the layout is stored migrated to the current version.
     */
    async addCard(input: AddCard, context: { userId: string | null; regionIdOrIso?: string }) {
      if (input.item && !input.order) throw new ValidationError({ order: ['validation.required'] });
      const artwork = customArtworks ? await customArtworks.owned(context.userId, input.cardId) : null;
      const { spec, layout, giftCard, who, address } = await writtenCard(db, deps, input, async () =>
        artwork ? artwork.sizeId : null,
      );
      const { firstName, lastName } =
        who === 'recipient'
          ? splitName(input.recipient.name)
          : { firstName: input.sender.firstName, lastName: input.sender.lastName };
      const sender = who === 'sender' ? { ...input.sender, ...address } : input.sender;
      const recipient = who === 'recipient' ? { ...input.recipient, ...address } : input.recipient;
      // The contact is kept only when it is the sender's own (asked before the order's transaction).
      const contactId = await ownContactId(context.userId, input.recipient.contactId);
      if (contactId) recipient.contactId = contactId;
      else delete recipient.contactId;
      const verification = verificationOf(input.options);
      // An organisation member's QR codes become the organisation's, pointing to its landing page (asked
      // before the order's transaction; the new codes are written in it, with the item).
      const qr = await qrCodes.swapTargets({ userId: context.userId, layout });
      const customerOf = (previous: store.Customer | null): store.Customer => {
        const own = who === 'sender' ? address : null;
        return {
          ...(previous ?? {}),
          email: input.sender.email,
          firstName: input.sender.firstName,
          lastName: input.sender.lastName,
          ...(own ?? {}),
        };
      };

      return withOrder(input.order, context, customerOf(null), async (tx, row, region) => {
        const scheduledDate = scheduledDayOf(shipping, input, region);
        const offer = (await offersFor(tx, [input.cardId], region.id)).get(input.cardId);
        const unitPrice = unitPriceOf(offer, row.currencyCode, false);
        if (unitPrice === null) throw new ValidationError({ cardId: ['validation.unavailable'] });
        const shippingPrice = shipping.writtenCardCost(region, address.country ?? '', input.shipping.method);
        if (shippingPrice === null) throw new ValidationError({ 'shipping.method': ['validation.in'] });
        // The gift card inside, checked against the order's region and currency and the gift card as it
        // is sold now; refused, nothing is written (the transaction rolls back, a new order included).
        const giftCardOffer = giftCard
          ? (await store.giftCardOffers(tx, [giftCard.id])).get(giftCard.id)
          : undefined;
        if (giftCard) {
          const problems = giftCardLineProblems(giftCard, giftCardOffer, {
            regionIso: region.iso,
            currency: row.currencyCode,
          });
          if (Object.keys(problems).length > 0) throw new ValidationError(problems);
        }
        // Gift-card objects carry the card's verification settings (account-ordering.md §5).
        const card: Record<string, unknown> = {
          layout: withGiftCardDetails(qr.layout, verification, giftCardOffer ?? null),
          recipient,
          sender,
        };
        if (input.options) card.options = { giftCardVerification: verification };
        if (artwork) card.artwork = { crop: artwork.crop };
        const values: store.WrittenItemValues = {
          cardId: input.cardId,
          cardSize: spec.sizeId,
          unitPrice,
          shippingPrice,
          shippingMethod: input.shipping.method,
          shipTo: who === 'recipient' ? 'direct' : 'sender',
          address: { firstName, lastName, ...address },
          card,
          scheduledDate,
        };
        let itemId: string;
        if (input.item) {
          const existing = await authorisedItem(tx, row, input.item);
          if (existing.blank) throw new ValidationError({ item: ['validation.in'] });
          await store.replaceWrittenItem(tx, existing.id, values);
          itemId = existing.id;
        } else {
          itemId = randomUUID();
          await store.insertItem(tx, {
            ...values,
            id: itemId,
            orderId: row.id,
            tokenHash: sha256(itemToken(itemId)),
            blank: false,
            quantity: 1,
          });
        }
        await qrCodes.record(tx, qr.codes, itemId);
        await store.replaceGiftCardLine(
          tx,
          itemId,
          giftCard && giftCardOffer
            ? {
                id: randomUUID(),
                orderId: row.id,
                giftCardId: giftCard.id,
                amount: giftCard.amount,
                currencyCode: giftCardOffer.currency,
                canChange: giftCardOffer.wildcard ? true : giftCard.canChange,
                region: giftCard.region,
                verification,
              }
            : null,
        );
        const customer = customerOf(row.customer);
        // Details that did not change are not written again.
        if (!sameCustomer(row.customer, customer)) {
          await store.updateOrder(tx, row.id, { customer });
          row.customer = customer;
        }
        return itemId;
      });
    },

    /**
     * The names this user sent each card to (written cards of paid orders), newest first, each once:
     * the user payload's `previousSends`. One query.
     */
    async previousSends(userId: string): Promise<Record<string, string[]>> {
      const rows = await store.previousSends(db, userId, PREVIOUS_SENDS_PER_CARD);
      const named = await contacts.namesOf(
        userId,
        rows.flatMap((row) => (row.contactId ? [row.contactId] : [])),
      );
      const sends: Record<string, string[]> = {};
      for (const { cardId, name, contactId } of rows) {
        const names = sends[cardId] ?? [];
        const shown = (contactId && named.get(contactId)) || name;
        if (!names.includes(shown)) names.push(shown);
        sends[cardId] = names;
      }
      return sends;
    },

    /**
     * Lets the promos module work out discounts when totals are recalculated (after an item changes).
     * Without a policy, recalculation keeps the stored discount.
     */
    setDiscountPolicy(policy: DiscountPolicy | null) {
      discountPolicy = policy;
    },

    /** What a custom artwork of the size costs in the region (the cheapest written card of that size). */
    async sizePrice(sizeId: string, regionId: number) {
      return (await store.sizePrices(db, [sizeId], regionId)).get(sizeId) ?? null;
    },

    /** Lets the custom-artwork module make its uploads card-like products of orders (decision 0035). */
    setCustomArtworks(source: CustomArtworkSource | null) {
      customArtworks = source;
    },

    /** Lets the credits module say how many credits an open order's owner can pay with (decision 0024). */
    setCreditPolicy(policy: CreditPolicy | null) {
      creditPolicy = policy;
    },

    /** Lets the campaigns module price a bulk send's cards by the business tiers (decision 0033). */
    setTierPricePolicy(policy: TierPricePolicy | null) {
      tierPricePolicy = policy;
    },

    /**
     * A bulk send's order (decision 0033): a new open order of the signed-in buyer with one written item
     * per recipient, in the given order, each with its own address, card and date; all or nothing, in one
     * transaction. `prepare` runs in that transaction first (the campaigns module links the order there).
     * The cards are priced at `unitPrice` (the tier's), postage beyond the standard by destination.
     * Answers the order's reference and the items' ids, in the recipients' order.
     */
    async createBulkOrder(input: {
      userId: string;
      regionId: number;
      customer: store.Customer;
      cardId: string;
      unitPrice: number;
      items: readonly BulkItem[];
      link: (tx: Db, orderId: string, itemIds: string[]) => Promise<void>;
    }): Promise<{ ref: OrderRef; itemIds: string[]; order: Order }> {
      const region = await config.region(input.regionId);
      const spec = await store.cardPrintSpec(db, input.cardId);
      if (!spec) throw new ValidationError({ cardId: ['validation.in'] });
      if (!spec.formats.includes(WRITTEN_FORMAT))
        throw new ValidationError({ cardId: ['validation.unavailable'] });
      const token = randomBytes(24).toString('base64url');
      const orderId = randomUUID();
      const itemIds = input.items.map(() => randomUUID());
      const created = Date.now();
      const { row, items } = await db.transaction(async (tx) => {
        await store.insertOrder(tx, {
          id: orderId,
          tokenHash: sha256(token),
          userId: input.userId,
          // As any order: the organisation's when its buyer works in one (its credits and card pay it).
          organisationId: await organisationFor(tx, input.userId),
          regionId: region.id,
          currencyCode: region.currency,
          customer: input.customer,
        });
        await store.insertItems(
          tx,
          input.items.map((item, index) => {
            const id = itemIds[index] as string;
            const shippingPrice = shipping.writtenCardCost(
              region,
              String(item.address.country ?? ''),
              'standard',
            );
            if (shippingPrice === null)
              throw new ValidationError({ [`recipients.${index}.country`]: ['validation.in'] });
            return {
              id,
              orderId,
              tokenHash: sha256(itemToken(id)),
              blank: false,
              cardId: input.cardId,
              cardSize: spec.sizeId,
              quantity: 1,
              unitPrice: input.unitPrice,
              shippingPrice,
              shippingMethod: 'standard',
              shipTo: 'direct' as const,
              address: item.address,
              card: item.card,
              scheduledDate: item.scheduledDate,
              // One millisecond apart, so the order lists its items in the recipients' order.
              createdAt: new Date(created + index),
            };
          }),
        );
        await input.link(tx, orderId, itemIds);
        const row = await store.lockOrder(tx, orderId);
        if (!row) throw new Error('the new order is missing');
        return { row, items: await reprice(tx, row, region) };
      });
      return { ref: { id: orderId, token }, itemIds, order: await toOrder(db, row, items, { token }) };
    },

    /** Who owns an order and what it comes to, without its items (a campaign's page); null when unknown. */
    async factsOf(orderId: string) {
      const row = await store.findOrder(db, orderId);
      if (!row) return null;
      return {
        userId: row.userId,
        status: row.status,
        total: row.total,
        currency: row.currencyCode,
        credits: row.credits,
      };
    },

    /** How far each order's items are (campaign pages): counts of items, print files made, items posted. */
    progressOf: (orderIds: string[]) => store.progressOf(db, orderIds),

    /** The dispatch state of some items of an order (a campaign's page of recipients). */
    itemStates: (orderId: string, itemIds: string[]) => store.itemStates(db, orderId, itemIds),

    /** Lets the credits module say how much gift credit an open order's owner can pay with (decision 0027). */
    setGiftCreditPolicy(policy: GiftCreditPolicy | null) {
      giftCreditPolicy = policy;
    },

    /**
     * `POST /api/order/add-blanks`: blanks of one card to the buyer's address, in a new order (its token
     * in the answer) or in the given open one. The price, currency and region are the server's.
     */
    async addBlanks(input: AddBlanks, context: { userId: string | null; regionIdOrIso?: string }) {
      const address = await blankDestination(input);
      const customer: store.Customer = {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        address: address.address,
        address2: address.address2,
        locality: address.locality,
        adminAreaLevel1: address.adminAreaLevel1,
        postcode: address.postcode,
        country: address.country,
      };
      return withOrder(input.order, context, customer, async (tx, row, region, created) => {
        const offers = await store.cardOffers(tx, [input.cardId], region.id);
        offersRead.set(tx, { regionId: region.id, offers });
        const offer = offers.get(input.cardId);
        if (!offer) throw new ValidationError({ cardId: ['validation.in'] });
        if (input.cardSize !== offer.sizeId) throw new ValidationError({ cardSize: ['validation.in'] });
        const unitPrice = unitPriceOf(offer, row.currencyCode, true);
        if (unitPrice === null || !offer.formats.includes('blank')) {
          throw new ValidationError({ cardId: ['validation.unavailable'] });
        }
        const shippingPrice = shipping.cost(region, address.country ?? '', input.shipping.method);
        if (shippingPrice === null) throw new ValidationError({ 'shipping.method': ['validation.in'] });
        const itemId = randomUUID();
        const item = await store.insertItem(tx, {
          id: itemId,
          orderId: row.id,
          tokenHash: sha256(itemToken(itemId)),
          blank: true,
          cardId: input.cardId,
          cardSize: input.cardSize,
          quantity: input.quantity,
          unitPrice,
          shippingPrice,
          shippingMethod: input.shipping.method,
          shipTo: 'sender',
          address: {
            firstName: input.firstName,
            lastName: input.lastName,
            ...address,
          },
        });
        // A new order holds this item alone.
        if (created) madeHere.set(tx, { orderId: row.id, items: [item] });
        // A new order was inserted with this customer already.
        if (!sameCustomer(row.customer, customer)) {
          await store.updateOrder(tx, row.id, { customer });
          row.customer = customer;
        }
        return itemId;
      });
    },

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
        return toOrder(db, found, await store.listItems(db, found.id), { proofToken: ref.token });
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

    /** `POST /api/order/reload-item`: the item, to restore its draft (open orders only). */
    async reloadItem(refs: { order: OrderRef; item: OrderRef }, userId: string | null): Promise<OrderItem> {
      const row = await authorised(refs.order, userId);
      if (row.status !== 'open') throw notOpen();
      const item = await authorisedItem(db, row, refs.item);
      const [offers, lines, region] = await Promise.all([
        offersFor(db, [item.cardId], row.regionId),
        store.listGiftCardLines(db, row.id),
        regionOf(row),
      ]);
      return toItem(item, offers.get(item.cardId), lines, arrivalOf(region, row, item));
    },

    /** `POST /api/order/remove-item`: removes the item; answers the order. */
    async removeItem(refs: { order: OrderRef; item: OrderRef }, userId: string | null): Promise<Order> {
      const { order } = await change(refs.order, userId, async (tx, row) => {
        const item = await authorisedItem(tx, row, refs.item);
        await store.deleteItem(tx, item.id);
      });
      return order;
    },

    /** `POST /api/order/edit-item`: a new quantity (1 to 250); answers the order. */
    async editItem(
      refs: { order: OrderRef; item: OrderRef; quantity: number },
      userId: string | null,
    ): Promise<Order> {
      const { order } = await change(refs.order, userId, async (tx, row) => {
        const item = await authorisedItem(tx, row, refs.item);
        // A written card goes to one recipient: one card an item.
        if (!item.blank && refs.quantity !== 1) throw new ValidationError({ quantity: ['validation.max'] });
        await store.updateItem(tx, item.id, { quantity: refs.quantity });
      });
      return order;
    },

    /** `GET /api/account/orders`: the user's paid orders, newest first, each with its view token. */
    async history(userId: string): Promise<OrderSummary[]> {
      const rows = await store.listPaidOrders(db, userId, HISTORY_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        token: viewToken(row.id, userId),
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        paidAt: row.paidAt?.toISOString() ?? null,
        total: row.total,
        currency: row.currencyCode,
        itemCount: row.itemCount,
        quantity: row.quantity,
      }));
    },

    /**
     * `GET /api/account/orders/{id}/{token}`: one of the user's orders with one page of its items and how
     * many there are. Another user's order, or a wrong token, is a 404.
     */
    async accountOrder(
      userId: string,
      ref: OrderRef,
      page: { itemsMax: number; itemPage: number },
    ): Promise<Order> {
      const row = await authorised(ref, userId);
      if (row.userId !== userId) throw new NotFoundError();
      const [items, itemsTotal, allItems] = await Promise.all([
        store.listItems(db, row.id, { limit: page.itemsMax, offset: (page.itemPage - 1) * page.itemsMax }),
        store.countItems(db, row.id),
        store.listItems(db, row.id),
      ]);
      const order = await toOrder(db, row, items, { itemsTotal, allItems, proofToken: ref.token });
      return { ...order, items: await withContacts(userId, order.items) };
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

    /**
     * The layout of a card the shop writes, checked as add-card checks it (a 422 under `layout.` when it
     * fails): answers the document migrated to the current version. Templates keep only such layouts.
     */
    async checkLayout(cardId: string, layout: unknown): Promise<CardDocument> {
      const checked = await writtenLayout(db, deps, cardId, layout);
      if (!checked.layout || Object.keys(checked.errors).length > 0)
        throw new ValidationError(checked.errors);
      return checked.layout;
    },

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

    /** The order by id, without a token check, as the payments module reads it; null when unknown. */
    async getForPayment(orderId: string, tx?: Db): Promise<PaymentOrder | null> {
      const q = tx ?? db;
      const row = await store.findOrder(q, orderId);
      if (!row) return null;
      const [order, region] = await Promise.all([
        toOrder(q, row, await store.listItems(q, row.id)),
        regionOf(row, tx),
      ]);
      return {
        ...order,
        userId: row.userId,
        regionIso: region.iso,
        confirmationSentAt: row.confirmationSentAt?.toISOString() ?? null,
      };
    },

    /**
     * Re-prices an open order's items from the current card prices and postage and stores its totals
     * (keeping the discount, or asking the discount policy); answers the order. Paying or paid orders are
     * answered as they are. With `tx`, runs inside the caller's transaction (and only through it).
     */
    async recalculate(orderId: string, tx?: Db): Promise<Order> {
      const run = async (inner: Db) => {
        const row = await store.lockOrder(inner, orderId);
        if (!row) throw new NotFoundError();
        const items = await reprice(inner, row, await regionOf(row, inner));
        return toOrder(inner, row, items);
      };
      return tx ? run(tx) : db.transaction(run);
    },

    /**
     * The quote's order: the reference checked (404) with the order locked, the buyer's details saved while
     * it is open, then re-priced and answered, in one transaction. A paying order is answered `paying`
     * untouched unless `settled` (the caller settles its payments first, outside the lock, then asks again).
     */
    async refreshForQuote(
      ref: OrderRef,
      userId: string | null,
      options: {
        customer?: { email: string; firstName: string; lastName: string } | undefined;
        settled?: boolean;
      } = {},
    ): Promise<{ paying: true; id: string } | { paying: false; order: Order }> {
      return db.transaction(async (tx) => {
        const row = await store.lockOrder(tx, ref.id);
        if (!row || !tokenOpens(row, ref.token, userId)) throw new NotFoundError();
        if (row.status === 'paying' && !options.settled) return { paying: true as const, id: row.id };
        const given = options.customer;
        if (given && row.status === 'open') {
          const customer = {
            ...(row.customer ?? {}),
            email: given.email,
            firstName: given.firstName,
            lastName: given.lastName,
          };
          if (!sameCustomer(row.customer, customer)) {
            await store.updateOrder(tx, row.id, { customer });
            row.customer = customer;
          }
        }
        const items = await reprice(tx, row, await regionOf(row, tx));
        return { paying: false as const, order: await toOrder(tx, row, items) };
      });
    },

    /**
     * The order of the reference (404 for a wrong id or token), locked in the caller's transaction and
     * re-priced, as the payment intent's checks read it: its status, code, totals and whether it can be
     * bought (worked out for an open order only), without building the whole order answer.
     */
    async priceForPayment(ref: OrderRef, userId: string | null, tx: Db) {
      const row = await store.lockOrder(tx, ref.id);
      if (!row || !tokenOpens(row, ref.token, userId)) throw new NotFoundError();
      const items = await reprice(tx, row, await regionOf(row, tx));
      let purchasable = false;
      if (row.status === 'open') {
        const [offers, lines] = await offersAndLinesOf(tx, row, items);
        purchasable = isPurchasable(row, items, offers, lines);
      }
      return {
        id: row.id,
        status: row.status,
        couponCode: row.couponCode,
        currency: row.currencyCode,
        subtotal: row.subtotal,
        total: row.total,
        email: row.customer?.email ?? null,
        itemCount: items.length,
        purchasable,
      };
    },

    /** Stores totals worked out elsewhere (the promos module's discount); only the fields given. */
    async setTotals(orderId: string, totals: OrderTotalsInput, tx: Db = db): Promise<void> {
      const values: Parameters<typeof store.updateOrder>[2] = {};
      if (totals.subtotal !== undefined) values.subtotal = totals.subtotal;
      if (totals.discount !== undefined) values.discount = totals.discount;
      if (totals.shipping !== undefined) values.shippingTotal = totals.shipping;
      if (totals.tax !== undefined) values.tax = totals.tax;
      if (totals.total !== undefined) values.total = totals.total;
      for (const [field, value] of Object.entries(values)) {
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
          throw new Error(`setTotals: ${field} must be a non-negative integer of minor units`);
        }
      }
      await store.updateOrder(tx, orderId, values);
    },

    /** Sets or clears the order's coupon code. */
    async setCoupon(orderId: string, code: string | null, tx: Db = db): Promise<void> {
      await store.updateOrder(tx, orderId, { couponCode: code });
    },

    /**
     * Moves the order to a status: only from one of `from` when given (e.g. open → paying), from any
     * other status otherwise. Never use it for paid: that is `completePaid`. True when it moved.
     */
    async setStatus(
      orderId: string,
      status: Exclude<store.OrderStatus, 'paid'>,
      options: { from?: store.OrderStatus[] } = {},
      tx: Db = db,
    ): Promise<boolean> {
      return store.setStatus(tx, orderId, status, options.from);
    },

    /**
     * The order as a payment's checks read it, locked (SELECT … FOR UPDATE) until the caller's transaction
     * ends, so no edit, quote or other payment changes it between the checks and the payment's write.
     */
    async lockForPayment(orderId: string, tx: Db) {
      const row = await store.lockOrder(tx, orderId);
      if (!row) return null;
      return {
        id: row.id,
        status: row.status,
        currency: row.currencyCode,
        total: row.total,
        subtotal: row.subtotal,
        couponCode: row.couponCode,
        email: row.customer?.email?.trim().toLowerCase() || null,
        userId: row.userId,
        organisationId: row.organisationId,
        /** Credits the owner pays with, taken in the transaction that marks the order paid. */
        credits: row.credits,
        /** Gift credit (minor units) the owner pays with, taken in the same transaction (decision 0027). */
        giftCredit: row.giftCreditAmount,
      };
    },

    /**
     * Marks a paying order paid at `paidAt` (a conditional UPDATE): true only for the one call that did
     * it, however many completions race; false for an order that is not paying (open again, or paid).
     */
    async completePaid(orderId: string, paidAt: Date, tx: Db = db): Promise<boolean> {
      return store.completePaid(tx, orderId, paidAt);
    },

    /** Records the confirmation mail as sent; true only for the first call (send it only then). */
    async markConfirmationSent(orderId: string, at: Date, tx: Db = db): Promise<boolean> {
      return store.markConfirmationSent(tx, orderId, at);
    },

    /** Gives a guest order to a signed-in user (never one that has an owner); true when it did. */
    async claim(orderId: string, userId: string, tx: Db = db): Promise<boolean> {
      return store.claimOrder(tx, orderId, { userId, organisationId: await organisationFor(tx, userId) });
    },
  };
}
