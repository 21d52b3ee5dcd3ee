import type { Db } from '../../db/client.ts';
import { preparedRows, timestampOf } from '../../db/prepared.ts';
import type { CardOffer, GiftCardLineRow, ItemRow, listRefunds } from './store.ts';

// What an order holds, read in one round trip: its items, the catalogue's offers of their cards in the
// order's region, its gift-card lines with their gift cards, and its payments' refunds. A checkout reads
// an order this way three times (the quote, the payment intent, the completion); read table by table it
// was four statements, each a round trip to the database and a query built by drizzle (decision record 39).
//
// The statement reads the rows as they are when it runs. It never locks: an order is locked by its own
// statement first (`lockOrder`), so that what is read here is read after any change that waited on the lock
// (a statement's snapshot is taken when it starts, before a lock it waits for is granted).

/** A refund of one of the order's payments, as the order answer shows it (`listRefunds`'s rows). */
export type OrderRefund = Awaited<ReturnType<typeof listRefunds>>[number];

export interface OrderContents {
  items: ItemRow[];
  /** The offers of the items' catalogue cards, by card id (a custom artwork has none here). */
  offers: Map<string, CardOffer>;
  lines: GiftCardLineRow[];
  refunds: OrderRefund[];
}

const CONTENTS = `
  select
    coalesce((select json_agg(i order by i."createdAt", i.id) from (
      select id, order_id as "orderId", token_hash as "tokenHash", type, blank, card_id as "cardId",
        card_size as "cardSize", quantity, unit_price as "unitPrice", shipping_price as "shippingPrice",
        shipping_method as "shippingMethod", ship_to as "shipTo", address, scheduled_date as "scheduledDate",
        card, dispatch_status as "dispatchStatus", dispatched_at as "dispatchedAt", created_at as "createdAt"
      from order_items where order_id = $1) i), '[]') as items,
    coalesce((select json_agg(f) from (
      select c.id as "cardId", c.name, c.full_path as "fullPath", a.brand_name as "brandName",
        c.size_id as "sizeId", c.formats, p.value, p.currency_code as "currencyCode", p.shipping
      from cards c
      join artists a on a.id = c.artist_id
      left join card_prices p on p.card_id = c.id and p.region_id = $2
      where c.id in (select card_id from order_items where order_id = $1)) f), '[]') as offers,
    coalesce((select json_agg(l order by l."createdAt", l.id) from (
      select g.id, g.order_item_id as "orderItemId", g.gift_card_id as "giftCardId", g.amount,
        g.currency_code as "currencyCode", g.can_change as "canChange", g.region, g.verification,
        g.created_at as "createdAt",
        case when gc.id is null then null else json_build_object(
          'id', gc.id, 'name', gc.name, 'fullPath', gc.full_path, 'wildcard', gc.wildcard,
          'currency', gc.currency_code, 'valueMin', gc.value_min, 'valueMax', gc.value_max,
          'availableAmounts', gc.available_amounts, 'regions', gc.regions) end as card
      from order_gift_cards g left join gift_cards gc on gc.id = g.gift_card_id
      where g.order_id = $1) l), '[]') as lines,
    coalesce((select json_agg(r order by r."createdAt") from (
      select amount, currency_code as currency, reason, status, created_at as "createdAt",
        refunded_at as "refundedAt"
      from payment_refunds where order_id = $1) r), '[]') as refunds`;

type Json<T, DateKeys extends keyof T> = Omit<T, DateKeys> & { [K in DateKeys]: string | null };

/** The order's items, offers in its region, gift-card lines and refunds, in one statement. */
export async function orderContents(db: Db, orderId: string, regionId: number): Promise<OrderContents> {
  const [row] = await preparedRows<{
    items: Array<Json<ItemRow, 'dispatchedAt' | 'createdAt'>>;
    offers: CardOffer[];
    lines: Array<GiftCardLineRow & { createdAt?: string }>;
    refunds: Array<Json<OrderRefund, 'createdAt' | 'refundedAt'>>;
  }>(db, { text: CONTENTS, params: [orderId, regionId], anyPlan: true });
  if (!row) throw new Error('orderContents: the statement answered no row');
  return {
    items: row.items.map((item) => ({
      ...item,
      dispatchedAt: timestampOf(item.dispatchedAt),
      createdAt: timestampOf(item.createdAt) as Date,
    })),
    offers: new Map(row.offers.map((offer) => [offer.cardId, offer])),
    lines: row.lines.map(({ createdAt: _createdAt, ...line }) => line),
    refunds: row.refunds.map((refund) => ({
      ...refund,
      createdAt: timestampOf(refund.createdAt) as Date,
      refundedAt: timestampOf(refund.refundedAt),
    })),
  };
}
