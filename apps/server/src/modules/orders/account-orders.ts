import type { Order, OrderItem, OrderRef, OrderSummary } from '@cardshop/shared/contracts/orders';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { OrderAnswer } from './order-answer.ts';
import type { OrderCore, RecipientContacts } from './service.ts';
import * as store from './store.ts';

// A signed-in buyer's orders as their account shows them (decision 0010): the history of paid orders,
// one order with a page of its items (those sent to a contact named as the address book names them),
// and the names each card was sent to.

/** Names a card shows of the people this user sent it to (the web shows 8, then '+ N other'). */
const PREVIOUS_SENDS_PER_CARD = 50;

const HISTORY_LIMIT = 200;

export interface AccountOrdersDeps extends Pick<OrderCore, 'viewToken' | 'authorised'> {
  contacts: RecipientContacts;
  answer: Pick<OrderAnswer, 'toOrder'>;
}

export function createAccountOrders(db: Db, deps: AccountOrdersDeps) {
  const { contacts, viewToken, authorised } = deps;
  const { toOrder } = deps.answer;

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

  return {
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
  };
}
