import { randomBytes, randomUUID } from 'node:crypto';
import type { CardDocument } from '@cardshop/document/schema';
import type { Order, OrderItem, OrderRef } from '@cardshop/shared/contracts/orders';
import { splitName } from '@cardshop/shared/rules/names';
import type { Db } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { sameSecret } from '../../platform/sessions.ts';
import type { ConfigService } from '../config/service.ts';
import type { QrCodeService } from '../qr-codes/service.ts';
import type { ShippingRegion, ShippingService } from '../shipping/service.ts';
import { giftCardLineProblems, verificationOf, withGiftCardDetails } from './gift-card-lines.ts';
import type { OrderAnswer } from './order-answer.ts';
import type { Pricing } from './pricing.ts';
import type { AddBlanks, AddCard, OrderCore, RecipientContacts } from './service.ts';
import * as store from './store.ts';
import { scheduledDayOf, type WrittenCardDeps, writtenCard, writtenLayout } from './written-card.ts';

// The cart: an open order's items and their edits. A written card added or replaced (add-card), blanks
// added (each in the given order or a new one), an item reloaded to edit, removed, or its quantity
// changed; every change runs in one transaction with the order locked, then re-priced. And the layout
// check add-card makes, which templates share.

export interface CartDeps
  extends WrittenCardDeps,
    Pick<
      OrderCore,
      | 'sha256'
      | 'sameCustomer'
      | 'notOpen'
      | 'itemToken'
      | 'tokenOpens'
      | 'authorised'
      | 'regionOf'
      | 'organisationFor'
      | 'claim'
    > {
  config: ConfigService;
  shipping: ShippingService;
  contacts: RecipientContacts;
  qrCodes: Pick<QrCodeService, 'swapTargets' | 'record'>;
  pricing: Pick<
    Pricing,
    'offersFor' | 'unitPriceOf' | 'reprice' | 'rememberOffers' | 'rememberMadeHere' | 'ownedArtwork'
  >;
  answer: Pick<OrderAnswer, 'toOrder' | 'toItem' | 'arrivalOf'>;
}

export function createCart(db: Db, deps: CartDeps) {
  const { config, shipping, contacts, qrCodes } = deps;
  const {
    sha256,
    sameCustomer,
    notOpen,
    itemToken,
    tokenOpens,
    authorised,
    regionOf,
    organisationFor,
    claim,
  } = deps;
  const { offersFor, unitPriceOf, reprice, rememberOffers, rememberMadeHere, ownedArtwork } = deps.pricing;
  const { toOrder, toItem, arrivalOf } = deps.answer;

  /** The recipient's contact id when it names one of this signed-in user's contacts, else null. */
  async function ownContactId(userId: string | null, id: string | undefined): Promise<string | null> {
    if (!userId || !id) return null;
    return (await contacts.namesOf(userId, [id])).has(id) ? id : null;
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
      const artwork = await ownedArtwork(context.userId, input.cardId);
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
        rememberOffers(tx, region.id, offers);
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
        if (created) rememberMadeHere(tx, row.id, [item]);
        // A new order was inserted with this customer already.
        if (!sameCustomer(row.customer, customer)) {
          await store.updateOrder(tx, row.id, { customer });
          row.customer = customer;
        }
        return itemId;
      });
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
  };
}
