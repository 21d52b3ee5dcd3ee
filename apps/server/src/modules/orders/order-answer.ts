import type { Order, OrderItem } from '@cardshop/shared/contracts/orders';
import { lineTotal } from '@cardshop/shared/rules/order-totals';
import type { Db } from '../../db/client.ts';
import { imageSources } from '../../platform/images.ts';
import type { ShippingRegion, ShippingService } from '../shipping/service.ts';
import { toGiftCardLine } from './gift-card-lines.ts';
import type { Pricing } from './pricing.ts';
import type { OrderCore } from './service.ts';
import * as store from './store.ts';

// The order as the API answers it (the `Order` contract): its items with their cards, arrival dates,
// gift-card lines and proofs, its customer, totals and refunds, and whether it can still be bought.

export type OrderAnswer = ReturnType<typeof createOrderAnswer>;

export interface OrderAnswerDeps extends Pick<OrderCore, 'itemToken' | 'regionOf'> {
  shipping: ShippingService;
  /** Whether an organisation's orders take a single customer name (its requireAuth setting). */
  singleNameFor?: ((q: Db, organisationId: string) => Promise<boolean>) | undefined;
  pricing: Pick<Pricing, 'offersAndLinesOf' | 'isPurchasable' | 'refundsRead'>;
}

export function createOrderAnswer(db: Db, deps: OrderAnswerDeps) {
  const { shipping, itemToken, regionOf } = deps;
  const { offersAndLinesOf, isPurchasable, refundsRead } = deps.pricing;

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
      options.created ? [] : (refundsRead(items) ?? store.listRefunds(q, row.id)),
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

  return { arrivalOf, toItem, toOrder };
}
