import type { Contact } from '@cardshop/shared/contracts/address-book';
import type { Order, OrderSummary } from '@cardshop/shared/contracts/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createUser, dataOf, errorsOf, signIn, type TestBrowser, testBrowser } from '../auth/test-helpers.ts';
import { checkoutHelpers } from '../payments/test-helpers.ts';
import { addCard, addCardPayload, RECIPIENT, type WrittenCard, writtenCards } from './test-helpers.ts';

// A card addressed to a contact of the sender's address book remembers that contact
// (recipient.contactId): the card's previous recipients and the account's order page name the contact as
// the book names them now. Only the sender's own contact is kept; anyone else's id is dropped.

let t: Awaited<ReturnType<typeof createTestApp>>;
let card: WrittenCard;
let pay: Awaited<ReturnType<typeof checkoutHelpers>>['pay'];

beforeAll(async () => {
  t = await createTestApp({ cards: 4 });
  const [first] = await writtenCards(t);
  if (!first) throw new Error('the seed has no written card');
  card = first;
  ({ pay } = await checkoutHelpers(t));
});
afterAll(() => t.close());

const ADA = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '20 Ingram St',
  locality: 'Melbourne',
  adminAreaLevel1: 'VIC',
  postcode: '3000',
  country: 'AU',
};

async function contactOf(browser: TestBrowser, fields: Record<string, unknown>): Promise<Contact> {
  const response = await browser.post('/api/account/addresses', fields);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<Contact>(response);
}

/** Sends the card to `name` (and the contact, when given) and pays: answers the stored item's recipient. */
async function sendTo(browser: TestBrowser, name: string, contactId?: string) {
  const { order, item } = await addCard(
    browser,
    addCardPayload(card, { recipient: { ...RECIPIENT, name, ...(contactId ? { contactId } : {}) } }),
  );
  await pay(browser, { id: order.id, token: order.token });
  return { orderId: order.id, recipient: await storedRecipient(item.id) };
}

/** The recipient as the order item keeps it. */
async function storedRecipient(itemId: string): Promise<Record<string, unknown>> {
  const [row] = await t.database.db.select().from(orderItems).where(eq(orderItems.id, itemId));
  if (!row) throw new Error(`no item ${itemId}`);
  return (row.card as { recipient: Record<string, unknown> }).recipient;
}

async function previousSends(browser: TestBrowser) {
  return (await browser.check()).user?.previousSends[card.id] ?? [];
}

/** The account's view of one of its orders: its items as the order page shows them. */
async function accountView(browser: TestBrowser, orderId: string): Promise<Order> {
  const history = dataOf<{ orders: OrderSummary[] }>(await browser.get('/api/account/orders')).orders;
  const summary = history.find((entry) => entry.id === orderId);
  if (!summary) throw new Error(`order ${orderId} is not in the history`);
  const response = await browser.get(`/api/account/orders/${orderId}/${encodeURIComponent(summary.token)}`);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<Order>(response);
}

describe('the contact a card went to', () => {
  it('is named as the book names it now, in previous recipients and on the order page, once a contact', async () => {
    const owner = await signIn(t, await createUser(t));
    const ada = await contactOf(owner, ADA);

    const first = await sendTo(owner, 'Ada', ada.id);
    expect(first.recipient).toMatchObject({ name: 'Ada', contactId: ada.id });
    await sendTo(owner, 'Bob');
    await sendTo(owner, 'Aunt Ada', ada.id);
    // The contact once, by the book's name, newest first; a name typed without a contact as typed.
    expect(await previousSends(owner)).toEqual(['Ada Lovelace', 'Bob']);

    const renamed = await owner.post(`/api/account/addresses/${ada.id}`, { ...ADA, title: 'Dr' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await previousSends(owner)).toEqual(['Dr Ada Lovelace', 'Bob']);
    const [item] = (await accountView(owner, first.orderId)).items;
    expect(item?.contact).toEqual({ id: ada.id, name: 'Dr Ada Lovelace' });

    // Deleted from the book, the card is named as it was written to, and the order page links nowhere.
    const deleted = await owner.post(`/api/account/addresses/${ada.id}/delete`, {});
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await previousSends(owner)).toEqual(['Aunt Ada', 'Bob']);
    const [after] = (await accountView(owner, first.orderId)).items;
    expect(after?.contact).toBeUndefined();
    expect(after?.card.recipient).toMatchObject({ name: 'Ada' });
  });

  it("is never another account's contact: its id is dropped for another user and for a guest", async () => {
    const owner = await signIn(t, await createUser(t));
    const ada = await contactOf(owner, ADA);
    const other = await signIn(t, await createUser(t));

    const sent = await sendTo(other, 'Ada', ada.id);
    expect(sent.recipient).toMatchObject({ name: 'Ada' });
    expect(sent.recipient).not.toHaveProperty('contactId');
    const [item] = (await accountView(other, sent.orderId)).items;
    expect(item?.contact).toBeUndefined();
    expect(await previousSends(other)).toEqual(['Ada']);

    const guest = testBrowser(t);
    await guest.check();
    const { item: guestItem } = await addCard(
      guest,
      addCardPayload(card, { recipient: { ...RECIPIENT, contactId: ada.id } }),
    );
    expect(await storedRecipient(guestItem.id)).not.toHaveProperty('contactId');
  });

  it('refuses a contact id that is no id, as a field error', async () => {
    const owner = await signIn(t, await createUser(t));
    const response = await owner.post(
      '/api/order/add-card',
      addCardPayload(card, { recipient: { ...RECIPIENT, contactId: 'not-an-id' } }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response))).toContain('recipient.contactId');
  });
});
