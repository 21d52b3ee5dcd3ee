import type { Order } from '@cardshop/shared/contracts/orders';
import type { DeliveryWindowResult, ShippingOption } from '@cardshop/shared/contracts/shipping';
import { arrivalMessage } from '@cardshop/shared/rules/arrival';
import { addCalendarDays } from '@cardshop/shared/rules/schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { dataOf, testBrowser } from '../auth/test-helpers.ts';
import { checkoutHelpers } from '../payments/test-helpers.ts';
import {
  addCard,
  addCardPayload,
  RECIPIENT,
  SENDER,
  type WrittenCard,
  writtenCards,
} from './test-helpers.ts';

// One arrival story (decision 0040): the editor's delivery window for a scheduled card, the cart's item,
// the paid order's item and the confirmation e-mail give the same posting day and delivery window.

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof checkoutHelpers>>;
let written: WrittenCard[];

beforeAll(async () => {
  t = await createTestApp({ cards: 24 });
  h = await checkoutHelpers(t);
  written = await writtenCards(t);
});
afterAll(() => t.close());

describe('the arrival of an order item', () => {
  it('is the same for a scheduled card in the editor, the cart, the paid order and the e-mail', async () => {
    const browser = testBrowser(t);
    await browser.check();
    const card = written[0];
    if (!card) throw new Error('the seed has no written cards');
    const region = await t.services.config.region(1);
    const date = addCalendarDays(t.services.shipping.today(region), 12);
    const email = `arrival-${Date.now()}@example.com`;
    const { order } = await addCard(
      browser,
      addCardPayload(card, {
        schedule: { type: 'later', date },
        sender: { ...SENDER, email },
      }),
    );

    // What the editor asks for the recipient's address and the chosen day.
    const windowResponse = await browser.get(
      `/api/delivery-window/standard/${date}/${RECIPIENT.country}/${RECIPIENT.adminAreaLevel1}/${RECIPIENT.postcode}`,
    );
    expect(windowResponse.statusCode, windowResponse.body).toBe(200);
    const editor = dataOf<DeliveryWindowResult>(windowResponse);
    const expected = {
      carrier: editor.carrier,
      dispatchDate: editor.dispatchDate,
      minDeliveryDate: editor.minDeliveryDate,
      maxDeliveryDate: editor.maxDeliveryDate,
    };
    // Posted on or after the day it is scheduled for, never before.
    expect(expected.dispatchDate >= date).toBe(true);
    expect(order.items[0]?.arrival).toEqual(expected);

    const paid = await h.pay(browser, { id: order.id, token: order.token });
    expect(paid.status).toBe('paid');
    expect(paid.items[0]?.arrival).toEqual(expected);

    const reread = await browser.get(`/api/order/get/${order.id}/${encodeURIComponent(order.token)}`);
    expect(dataOf<Order>(reread).items[0]?.arrival).toEqual(expected);

    const mails = (await t.outbox()).filter((mail) => mail.to === email && /is confirmed/.test(mail.subject));
    expect(mails).toHaveLength(1);
    const { values } = arrivalMessage(expected);
    expect(mails[0]?.text).toContain(`Posted ${values.dispatch}, arriving`);
    expect(mails[0]?.text).toContain(values.to ?? values.on ?? '');
  });

  it('counts a card sent now from today, as the editor’s shipping options to its recipient say', async () => {
    const browser = testBrowser(t);
    await browser.check();
    const card = written[1];
    if (!card) throw new Error('the seed has no written cards');
    const { order } = await addCard(browser, addCardPayload(card));
    const options = await browser.get(
      `/api/shipping/${RECIPIENT.country}/${RECIPIENT.adminAreaLevel1}/${RECIPIENT.postcode}?item=written`,
    );
    expect(options.statusCode, options.body).toBe(200);
    const standard = dataOf<ShippingOption[]>(options).find((option) => option.type === 'standard');
    expect(standard).toBeDefined();
    expect(order.items[0]?.arrival).toEqual(standard?.window);
  });
});
