import type { CardDocument } from '@cardshop/document/schema';
import type { CheckoutResult } from '@cardshop/shared/contracts/campaigns';
import type { Order } from '@cardshop/shared/contracts/orders';
import { tierFor } from '@cardshop/shared/rules/business-tiers';
import type { Db } from '../../db/client.ts';
import { type HttpError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { AuthService } from '../auth/service.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { ConfigService } from '../config/service.ts';
import type { EditorService } from '../editor/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { PaymentService } from '../payments/service.ts';
import type { QrCodeService } from '../qr-codes/service.ts';
import type { ShippingService } from '../shipping/service.ts';
import { bulkItemsOf } from './recipients.ts';
import type { CampaignLookups } from './service.ts';
import * as store from './store.ts';
import type { CampaignSummaries } from './summaries.ts';

// A campaign checked out (decision 0033): one order of the maker with one written item per recipient,
// priced by the region's business tiers (the orders module asks the policy registered here), paid by
// any order payment flow or at once with the maker's credits.

export interface CampaignCheckoutDeps extends CampaignLookups {
  config: ConfigService;
  catalogue: CatalogueService;
  editor: EditorService;
  shipping: ShippingService;
  auth: Pick<AuthService, 'profilesOf'>;
  orders: Pick<OrdersService, 'setTierPricePolicy' | 'factsOf' | 'accountViewToken' | 'createBulkOrder'>;
  payments: Pick<PaymentService, 'payWithCredits'>;
  qrCodes?: Pick<QrCodeService, 'swapTargets' | 'record'> | undefined;
  summaries: Pick<CampaignSummaries, 'orderStateOf' | 'priceOf'>;
  /** A campaign whose order is being paid or is paid no longer changes: 409. */
  notEditable(): HttpError;
}

export function createCampaignCheckout(db: Db, deps: CampaignCheckoutDeps) {
  const {
    config,
    catalogue,
    editor,
    shipping,
    orders,
    campaignFor,
    beforeChange,
    regionOf,
    cardOf,
    notEditable,
  } = deps;
  const { orderStateOf, priceOf } = deps.summaries;

  // A bulk send's order costs its tier's charge a card, for however many cards it holds.
  orders.setTierPricePolicy(async (order, tx) => {
    const campaign = await store.campaignOfOrder(tx, order.id);
    if (!campaign) return null;
    const pricing = (await config.businessPricing())[campaign.regionId];
    return pricing ? (tierFor(pricing.tiers, order.quantity)?.unitCharge ?? null) : null;
  });

  const part = {
    /**
     * The campaign as an order of the caller, to pay by any of the order payment flows (card, saved card,
     * credits): one written item per recipient with their address, text and day. Refused with the fields
     * to fix while anything stands in the way (no card, no message, no recipients, recipients with
     * problems). An open order made before is answered again while the campaign has not changed since.
     */
    async checkout(userId: string, id: string): Promise<CheckoutResult> {
      const row = await campaignFor(userId, id);
      const state = await orderStateOf(row);
      if (state && row.orderId) {
        const found = await orders.factsOf(row.orderId);
        if ((state.status === 'open' || state.status === 'paying') && found?.userId === userId) {
          return checkoutAnswer(row.orderId, userId, found);
        }
        if (state.status !== 'open') throw notEditable();
        await beforeChange(row);
      }
      const recipients = await store.allRecipients(db, row.id);
      const errors: Record<string, string[]> = {};
      const card = await cardOf(row.cardId, row.regionId);
      if (!card?.price) errors.cardId = [card ? 'validation.unavailable' : 'validation.required'];
      if (row.message.trim() === '' && recipients.some((recipient) => !recipient.override?.trim())) {
        errors.message = ['validation.required'];
      }
      if (recipients.length === 0) errors.recipients = ['validation.required'];
      else if (recipients.some((recipient) => recipient.problems.length > 0)) {
        errors.recipients = ['campaigns.errors.problems'];
      }
      const price = await priceOf(
        row,
        recipients.map((recipient) => recipient.address.country ?? ''),
      );
      if (!errors.cardId && !errors.recipients && !price) errors.recipients = ['validation.max'];
      if (Object.keys(errors).length > 0 || !card || !price) throw new ValidationError(errors);
      const region = await regionOf(row);
      const today = shipping.today(region);
      const [size, editorConfig, profiles] = await Promise.all([
        catalogue.size(card.size),
        editor.config(),
        deps.auth.profilesOf([userId]),
      ]);
      const profile = profiles.get(userId);
      if (!profile) throw new NotFoundError();
      const sender = { firstName: profile.firstName, lastName: profile.lastName, email: profile.email };
      // A design's QR codes point to the organisation's landing page, one code for the whole send, so
      // its scans count for this campaign (decision 0034).
      const qr =
        row.layout && deps.qrCodes
          ? await deps.qrCodes.swapTargets({ userId, layout: row.layout as CardDocument, campaignId: row.id })
          : null;
      const design = qr ? { ...row, layout: qr.layout } : row;
      const items = bulkItemsOf(design, recipients, { size, defaults: editorConfig.defaults, sender, today });
      const { ref, order } = await orders.createBulkOrder({
        userId,
        regionId: row.regionId,
        customer: sender,
        cardId: card.id,
        unitPrice: price.unitPrice,
        items,
        // The order and its items are linked to the campaign in the order's own transaction: a failure
        // leaves neither.
        link: async (tx, orderId, itemIds) => {
          const locked = await store.lockCampaign(tx, row.id);
          if (!locked || locked.orderId) throw notEditable();
          await store.updateCampaign(tx, row.id, { orderId });
          if (qr && deps.qrCodes) await deps.qrCodes.record(tx, qr.codes, null);
          await store.linkItems(
            tx,
            recipients.map((recipient, index) => ({ id: recipient.id, itemId: itemIds[index] as string })),
          );
        },
      });
      return {
        order: ref,
        total: order.totals.total,
        currency: order.currency,
        credits: order.pricing.credits,
      };
    },

    /** Checks out and pays with the caller's credits, when they cover the whole order (a 409 when not). */
    async payWithCredits(userId: string, id: string): Promise<Order> {
      const { order } = await part.checkout(userId, id);
      return deps.payments.payWithCredits(order, userId);
    },
  };

  async function checkoutAnswer(
    orderId: string,
    userId: string,
    found: { total: number; currency: string; credits: number },
  ): Promise<CheckoutResult> {
    return {
      order: { id: orderId, token: orders.accountViewToken(orderId, userId) },
      total: found.total,
      currency: found.currency,
      credits: found.credits,
    };
  }

  return part;
}
