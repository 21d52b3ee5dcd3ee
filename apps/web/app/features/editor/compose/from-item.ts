import type { CardDraft, Recipient, Sender } from '@cardshop/shared/contracts/compose';
import type { OrderItem } from '@cardshop/shared/contracts/orders';
import { api } from '../../../lib/api.ts';
import { browserStorage, readOrderRef } from '../../cart/current-order.ts';

// A minimal version of resuming an order item: the item is reloaded from the current order and mapped to
// a draft (schedule 'later' when it has a date, else 'now'; shipTo 'direct' is D, else S).

/** The draft an order item of the current order was made from. */
export async function loadItemDraft(item: { id: string; token: string }): Promise<CardDraft> {
  const order = readOrderRef(browserStorage());
  if (!order) throw new Error('No current order');
  const answer = await api<OrderItem>('/api/order/reload-item', {
    method: 'POST',
    json: { order, item },
  });
  const { card } = answer;
  return {
    cardId: card.art.id,
    layout: card.layout,
    recipient: (card.recipient ?? undefined) as Partial<Recipient> | undefined,
    sender: (card.sender ?? undefined) as Partial<Sender> | undefined,
    schedule: answer.scheduledDate ? { type: 'later', date: answer.scheduledDate } : { type: 'now' },
    shipping: { method: answer.shippingMethod, type: answer.shipTo === 'direct' ? 'D' : 'S' },
    options: card.options as CardDraft['options'],
    item: { id: answer.id, token: answer.token },
    savedAt: new Date().toISOString(),
  };
}
