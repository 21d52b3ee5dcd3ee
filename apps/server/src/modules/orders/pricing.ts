import { creditCoverage, totalsWithCredits, withGiftCredit } from '@cardshop/shared/rules/credits';
import { computeTotals } from '@cardshop/shared/rules/order-totals';
import { isSchedulableDay } from '@cardshop/shared/rules/schedule';
import type { Db } from '../../db/client.ts';
import type { ShippingRegion, ShippingService } from '../shipping/service.ts';
import { type OrderRefund, orderContents } from './contents-store.ts';
import { isGiftCardLineForSale } from './gift-card-lines.ts';
import type { OrderOwner } from './service.ts';
import * as store from './store.ts';
import { WRITTEN_FORMAT } from './written-card.ts';

// The prices of an order: the offers its cards are priced from (custom artworks among them, decision
// 0035), the re-pricing of an open order's items and its totals (credits, code discount, gift credit:
// decisions 0024, 0027), whether it can be bought as it stands, and the policies other modules register
// for them (promos, credits, campaigns' business tiers, custom artworks).

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

export type Pricing = ReturnType<typeof createPricing>;

/** The prices of orders; `methods` are the service's own (the policies' setters, a size's price). */
export function createPricing(db: Db, deps: { shipping: ShippingService }) {
  const { shipping } = deps;
  let discountPolicy: DiscountPolicy | null = null;
  let creditPolicy: CreditPolicy | null = null;
  let giftCreditPolicy: GiftCreditPolicy | null = null;
  let customArtworks: CustomArtworkSource | null = null;
  let tierPricePolicy: TierPricePolicy | null = null;

  // Card offers a transaction has read already (the card an item is added for), by region, so that the
  // re-pricing in the same transaction does not read them again.
  const offersRead = new WeakMap<Db, { regionId: number; offers: Map<string, store.CardOffer> }>();

  /** The catalogue's offers of these cards, and those of the custom artworks among the ids. */
  async function offersFor(q: Db, ids: string[], regionId: number): Promise<Map<string, store.CardOffer>> {
    const read = offersRead.get(q);
    if (read && read.regionId === regionId && ids.every((id) => read.offers.has(id))) {
      return new Map(ids.map((id) => [id, read.offers.get(id) as store.CardOffer]));
    }
    return withCustomArtworks(q, await store.cardOffers(q, ids, regionId), ids, regionId);
  }

  /** The catalogue's `offers` of the cards `ids`, with those of the custom artworks among the ids added. */
  async function withCustomArtworks(
    q: Db,
    offers: Map<string, store.CardOffer>,
    ids: string[],
    regionId: number,
  ): Promise<Map<string, store.CardOffer>> {
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
  // The same for the gift-card lines of those items, and the refunds of their order.
  const linesOf = new WeakMap<store.ItemRow[], store.GiftCardLineRow[]>();
  const refundsOf = new WeakMap<store.ItemRow[], OrderRefund[]>();

  /**
   * An order's items as they are now, with their offers, gift-card lines and refunds read in the same
   * round trip (`orderContents`) and kept for the answer built from these items. `q` is the caller's
   * transaction when the order is locked in it (the lock taken by an earlier statement).
   */
  async function readOrder(q: Db, row: Pick<store.OrderRow, 'id' | 'regionId'>): Promise<store.ItemRow[]> {
    const contents = await orderContents(q, row.id, row.regionId);
    const { items } = contents;
    offersOf.set(
      items,
      await withCustomArtworks(
        q,
        contents.offers,
        items.map((item) => item.cardId),
        row.regionId,
      ),
    );
    linesOf.set(items, contents.lines);
    refundsOf.set(items, contents.refunds);
    return items;
  }

  /**
   * Refreshes the prices of an open order's items from the current card prices and postage, and the
   * order's totals; runs inside the caller's transaction with the order locked.
   */
  async function reprice(tx: Db, row: store.OrderRow, region: ShippingRegion): Promise<store.ItemRow[]> {
    const made = madeHere.get(tx);
    const items = made?.orderId === row.id ? made.items : await readOrder(tx, row);
    if (row.status === 'open') {
      const offers =
        offersOf.get(items) ??
        (await offersFor(
          tx,
          items.map((item) => item.cardId),
          row.regionId,
        ));
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
    // `readOrder` read the lines with the items; an order made in this transaction has none.
    const lines = linesOf.get(items) ?? [];
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

  /** The refunds of the items' order when `readOrder` read them with these items, else undefined. */
  function refundsRead(items: store.ItemRow[]): OrderRefund[] | undefined {
    return refundsOf.get(items);
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

  return {
    offersFor,
    unitPriceOf,
    reprice,
    offersAndLinesOf,
    isPurchasable,
    readOrder,
    refundsRead,
    /** Keeps the card offers a change read in its transaction, for the re-pricing there to reuse. */
    rememberOffers(tx: Db, regionId: number, offers: Map<string, store.CardOffer>) {
      offersRead.set(tx, { regionId, offers });
    },

    /** Keeps all the items of an order made in this transaction, for the re-pricing there to reuse. */
    rememberMadeHere(tx: Db, orderId: string, items: store.ItemRow[]) {
      madeHere.set(tx, { orderId, items });
    },

    /** The custom artwork's size and crop when this user owns it, else (or without the module) null. */
    async ownedArtwork(userId: string | null, id: string) {
      return customArtworks ? customArtworks.owned(userId, id) : null;
    },

    methods: {
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

      /** Lets the credits module say how much gift credit an open order's owner can pay with (decision 0027). */
      setGiftCreditPolicy(policy: GiftCreditPolicy | null) {
        giftCreditPolicy = policy;
      },
    },
  };
}
