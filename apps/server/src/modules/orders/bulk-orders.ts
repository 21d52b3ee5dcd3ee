import { randomBytes, randomUUID } from 'node:crypto';
import type { Order, OrderRef } from '@cardshop/shared/contracts/orders';
import type { Db } from '../../db/client.ts';
import { ValidationError } from '../../platform/errors.ts';
import type { ConfigService } from '../config/service.ts';
import type { ShippingService } from '../shipping/service.ts';
import type { OrderAnswer } from './order-answer.ts';
import type { Pricing } from './pricing.ts';
import type { OrderCore } from './service.ts';
import * as store from './store.ts';
import { WRITTEN_FORMAT } from './written-card.ts';

// A bulk send's order (decision 0033), as the campaigns module makes it of a campaign, and what a
// campaign's pages read of orders: who owns one and what it comes to, how far its items are.

/** One recipient's card of a bulk send, as `createBulkOrder` takes it. */
export interface BulkItem {
  /** Where it is posted (the recipient's name and address). */
  address: Record<string, string | null>;
  /** The written card: its layout, recipient and sender. */
  card: Record<string, unknown>;
  scheduledDate: string | null;
}

export interface BulkOrdersDeps extends Pick<OrderCore, 'sha256' | 'itemToken' | 'organisationFor'> {
  config: ConfigService;
  shipping: ShippingService;
  pricing: Pick<Pricing, 'reprice'>;
  answer: Pick<OrderAnswer, 'toOrder'>;
}

export function createBulkOrders(db: Db, deps: BulkOrdersDeps) {
  const { config, shipping, sha256, itemToken, organisationFor } = deps;
  const { reprice } = deps.pricing;
  const { toOrder } = deps.answer;
  return {
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
  };
}
