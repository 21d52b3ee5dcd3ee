import type { CardDocument } from '@cardshop/document/schema';
import {
  CAMPAIGN_RECIPIENTS_MAX,
  CAMPAIGN_REQUIREMENTS,
  type Campaign,
  type CampaignCreate,
  type CampaignList,
  type CampaignPrice,
  type CampaignStatus,
  type CampaignSummary,
  type CampaignUpdate,
  type CheckoutResult,
  type RecipientCard,
  type RecipientFix,
  type RecipientsAdd,
  type RecipientsAdded,
  type Review,
  type ReviewQuery,
} from '@cardshop/shared/contracts/campaigns';
import type { Order } from '@cardshop/shared/contracts/orders';
import { RECIPIENT_PROBLEMS } from '@cardshop/shared/rules/bulk-recipients';
import { bulkSendPrice, tierFor } from '@cardshop/shared/rules/business-tiers';
import { mergeKey, STANDARD_MERGE_FIELDS } from '@cardshop/shared/rules/merge-fields';
import { satisfiesRequirements } from '@cardshop/shared/rules/permissions';
import { addCalendarDays } from '@cardshop/shared/rules/schedule';
import type { Db } from '../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { createRateLimiter, type RateLimit } from '../../platform/rate-limit.ts';
import type { AddressImportService } from '../address-book/import.ts';
import type { AddressBookService } from '../address-book/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { ConfigService } from '../config/service.ts';
import type { EditorService } from '../editor/service.ts';
import type { PrintCheck } from '../fulfilment/printability.ts';
import type { OrdersService } from '../orders/service.ts';
import type { MembershipService } from '../organisations/service.ts';
import type { PaymentService } from '../payments/service.ts';
import type { QrCodeService } from '../qr-codes/service.ts';
import type { ShippingService } from '../shipping/service.ts';
import type { TemplatesService } from '../templates/service.ts';
import { messageBoxOf } from './documents.ts';
import {
  ADDRESS_FIELDS,
  BASE_PROBLEMS,
  bulkItemsOf,
  contactRecipient,
  createRecipientChecks,
  listRecipients,
  toCard,
} from './recipients.ts';
import * as store from './store.ts';

export type CampaignService = ReturnType<typeof createCampaignService>;

/** Campaigns a list shows. */
const LIST_LIMIT = 200;

/**
 * How many campaigns an account may start (new or copied) an hour: plenty for a team's work, not enough
 * to fill the database. Uploaded lists count against the address book's upload limit.
 */
export const CAMPAIGN_LIMITS = {
  createPerUser: { limit: 60, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

const permissionDenied = () => new HttpError(403, 'global.errors.permission-denied');
/** A campaign whose order is being paid or is paid no longer changes. */
const notEditable = () => new HttpError(409, 'campaigns.errors.not-editable');

interface Owner {
  userId: string;
  organisationId: string | null;
}

/**
 * Bulk sending (docs/decisions/0033-bulk-sending.md): a campaign is the draft of a bulk send, saved as it
 * is made, owned by its maker or, when they work in an organisation, by the organisation (its members
 * with the `campaigns` permission share it). Checked out, it becomes one order of the maker with one
 * written item per recipient, priced by the region's business tiers and paid by the payment flows any
 * order is; fulfilment then prints and posts each item.
 */
export function createCampaignService(
  db: Db,
  deps: {
    config: ConfigService;
    catalogue: CatalogueService;
    editor: EditorService;
    shipping: ShippingService;
    addressBook: AddressBookService;
    addressImport: AddressImportService;
    memberships: MembershipService;
    auth: Pick<AuthService, 'profilesOf'>;
    orders: OrdersService;
    payments: Pick<PaymentService, 'payWithCredits'>;
    printCheck: PrintCheck;
    /** The organisation's templates a bulk send may start from (decision 0036). */
    templates?: Pick<TemplatesService, 'get'>;
    /** Points the QR codes of a send's design to the organisation's landing page, by campaign (decision 0034). */
    qrCodes?: Pick<QrCodeService, 'swapTargets' | 'record'>;
    clock?: () => Date;
  },
) {
  const { config, catalogue, editor, shipping, orders } = deps;
  const checks = createRecipientChecks({ catalogue, editor, printCheck: deps.printCheck });
  const limiter = createRateLimiter(db, deps.clock);
  const countCreation = (userId: string) =>
    limiter.enforce([[`campaign-create:${userId}`, CAMPAIGN_LIMITS.createPerUser]]);

  /** The template's card, name and message (its longest text), or a 422 for one the caller may not use. */
  async function templateOf(userId: string, templateId: string) {
    const template = deps.templates
      ? await deps.templates.get(userId, templateId).catch((error: unknown) => {
          if (error instanceof HttpError && (error.status === 403 || error.status === 404)) return null;
          throw error;
        })
      : null;
    if (!template) throw new ValidationError({ templateId: ['validation.in'] });
    const box = messageBoxOf(template.layout);
    return {
      cardId: template.cardId,
      name: template.name,
      layout: template.layout,
      message: box?.text ?? '',
      font: typeof box?.font === 'string' ? box.font : undefined,
    };
  }

  // A bulk send's order costs its tier's charge a card, for however many cards it holds.
  orders.setTierPricePolicy(async (order, tx) => {
    const campaign = await store.campaignOfOrder(tx, order.id);
    if (!campaign) return null;
    const pricing = (await config.businessPricing())[campaign.regionId];
    return pricing ? (tierFor(pricing.tiers, order.quantity)?.unitCharge ?? null) : null;
  });

  /**
   * Whose campaigns the caller works with: their organisation's when they work in one (a 403 without the
   * `campaigns` permission), else their own.
   */
  async function ownerOf(userId: string): Promise<Owner> {
    const membership = await deps.memberships.currentOf(userId);
    if (!membership) return { userId, organisationId: null };
    if (!satisfiesRequirements(membership.permissions, [...CAMPAIGN_REQUIREMENTS])) throw permissionDenied();
    return { userId, organisationId: membership.organisationId };
  }

  const owns = (owner: Owner, row: store.CampaignRow) =>
    owner.organisationId
      ? row.organisationId === owner.organisationId
      : row.organisationId === null && row.userId === owner.userId;

  /** The campaign when the caller may work with it; another owner's is a 404 like an unknown id. */
  async function campaignFor(userId: string, id: string): Promise<store.CampaignRow> {
    const owner = await ownerOf(userId);
    const row = await store.findCampaign(db, id);
    if (!row || !owns(owner, row)) throw new NotFoundError();
    return row;
  }

  async function regionOf(row: Pick<store.CampaignRow, 'regionId'>) {
    return config.region(row.regionId);
  }

  async function cardOf(cardId: string | null, regionId: number) {
    if (!cardId) return null;
    const [card] = await catalogue.summaries([cardId], regionId);
    return card ?? null;
  }

  /** The cards of many campaigns, one look-up a region, by `region:card`. */
  async function cardsOf(rows: store.CampaignRow[]) {
    const byRegion = new Map<number, string[]>();
    for (const row of rows) {
      if (row.cardId) byRegion.set(row.regionId, [...(byRegion.get(row.regionId) ?? []), row.cardId]);
    }
    const found = new Map<string, Awaited<ReturnType<typeof catalogue.summaries>>[number]>();
    for (const [regionId, ids] of byRegion) {
      for (const card of await catalogue.summaries([...new Set(ids)], regionId))
        found.set(`${regionId}:${card.id}`, card);
    }
    return found;
  }

  /** The order a campaign became, and how far it is; null without one. */
  async function orderStateOf(row: store.CampaignRow) {
    if (!row.orderId) return null;
    return (await orders.progressOf([row.orderId])).get(row.orderId) ?? null;
  }

  const statusOf = (
    state: { status: string; items: number; printed: number; dispatched: number } | null | undefined,
  ): CampaignStatus => {
    if (!state || state.status === 'open' || state.status === 'paying') return 'draft';
    if (state.status === 'cancelled') return 'cancelled';
    if (state.items > 0 && state.dispatched === state.items) return 'dispatched';
    return state.printed > 0 ? 'printing' : 'scheduled';
  };

  /**
   * Before a change: the campaign may change only while its order (if any) is open, and that order,
   * priced from the campaign as it was, is dropped (checkout makes a new one).
   */
  async function beforeChange(row: store.CampaignRow): Promise<void> {
    const state = await orderStateOf(row);
    if (!state) return;
    // Being paid, paid, or paid and cancelled since: the campaign stays as it was sent.
    if (state.status !== 'open') throw notEditable();
    if (row.orderId) await orders.setStatus(row.orderId, 'cancelled', { from: ['open'] });
    await store.updateCampaign(db, row.id, { orderId: null });
    row.orderId = null;
  }

  /** The price of sending to these recipients by the region's business tiers, with postage; null if none. */
  async function priceOf(row: store.CampaignRow, countries: string[]) {
    const [region, pricing] = await Promise.all([regionOf(row), config.businessPricing()]);
    const tiers = pricing[row.regionId];
    if (!tiers || !row.cardId) return null;
    const postages = countries.map((country) => shipping.writtenCardCost(region, country, 'standard') ?? 0);
    const price = bulkSendPrice(tiers.tiers, postages, region.iso);
    return price ? { ...price, currency: tiers.currency } : null;
  }

  async function summariesOf(rows: store.CampaignRow[]): Promise<CampaignSummary[]> {
    const ids = rows.map((row) => row.id);
    const orderIds = rows.flatMap((row) => (row.orderId ? [row.orderId] : []));
    const [counts, progress, countries, cards] = await Promise.all([
      store.countsOf(db, ids),
      orders.progressOf(orderIds),
      store.countriesOf(db, ids),
      cardsOf(rows),
    ]);
    return Promise.all(
      rows.map(async (row): Promise<CampaignSummary> => {
        const state = row.orderId ? progress.get(row.orderId) : undefined;
        const count = counts.get(row.id) ?? { total: 0, withProblems: 0 };
        const card = row.cardId ? cards.get(`${row.regionId}:${row.cardId}`) : undefined;
        const status = statusOf(state);
        return {
          id: row.id,
          name: row.name,
          status,
          owner: row.organisationId ? 'organisation' : 'user',
          card: card ? { id: card.id, name: card.name, imageSrc: card.image.src } : null,
          recipients: count.total,
          withProblems: count.withProblems,
          price: await priceOf(row, countries.get(row.id) ?? []),
          progress:
            state && status !== 'draft'
              ? { items: state.items, printed: state.printed, dispatched: state.dispatched }
              : null,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        };
      }),
    );
  }

  async function campaignAnswer(userId: string, row: store.CampaignRow): Promise<Campaign> {
    const [summary] = await summariesOf([row]);
    if (!summary) throw new Error('campaign summary missing');
    const [state, fields] = await Promise.all([orderStateOf(row), store.fieldNamesOf(db, row.id)]);
    let order: Campaign['order'] = null;
    if (row.orderId && state) {
      const found = await orders.factsOf(row.orderId);
      order = {
        id: row.orderId,
        // The order opens for the member who checked it out (their account's view token).
        token: found?.userId === userId ? orders.accountViewToken(row.orderId, userId) : '',
        status: state.status,
        total: found?.total ?? 0,
      };
    }
    return {
      ...summary,
      message: row.message,
      font: row.font,
      schedule: { type: row.scheduleType, date: row.scheduleDate },
      fields: [...STANDARD_MERGE_FIELDS, ...fields],
      order,
      editable: !state || state.status === 'open',
    };
  }

  /** Works out the problems of the given recipients as the campaign stands (message, font, schedule). */
  async function problemsOf(row: store.CampaignRow, recipients: store.RecipientRow[]) {
    const [region, card] = await Promise.all([regionOf(row), cardOf(row.cardId, row.regionId)]);
    return checks.problemsOf(row, recipients, { today: shipping.today(region), sizeId: card?.size ?? null });
  }

  async function recheckAll(row: store.CampaignRow): Promise<void> {
    const recipients = await store.allRecipients(db, row.id);
    const changes = (await problemsOf(row, recipients)).filter(
      (change, index) => JSON.stringify(change.problems) !== JSON.stringify(recipients[index]?.problems),
    );
    await store.setProblems(db, changes);
  }

  async function addRecipients(row: store.CampaignRow, values: store.RecipientValues[]): Promise<number> {
    const counts = (await store.countsOf(db, [row.id])).get(row.id) ?? { total: 0, withProblems: 0 };
    if (counts.total + values.length > CAMPAIGN_RECIPIENTS_MAX) {
      throw new ValidationError({ recipients: ['validation.max'] });
    }
    // Their problems are worked out before they are stored, so a review never shows one unchecked.
    const checked = await problemsOf(
      row,
      values.map(
        (value, index) =>
          ({ ...value, id: String(index), campaignId: row.id, position: 0 }) as store.RecipientRow,
      ),
    );
    await store.insertRecipients(
      db,
      row.id,
      values.map((value, index) => ({ ...value, problems: checked[index]?.problems ?? [] })),
    );
    await store.updateCampaign(db, row.id, {});
    return values.length;
  }

  const service = {
    /** The caller's campaigns: their organisation's, or their own outside one. */
    async list(userId: string): Promise<CampaignList> {
      const owner = await ownerOf(userId);
      return { results: await summariesOf(await store.listCampaigns(db, owner, LIST_LIMIT)) };
    },

    /**
     * What a bulk send of `quantity` cards to addresses in the region costs, by its business tier (the
     * standard postage included); null where the region has no tier for it.
     */
    async quote(quantity: number, regionIdOrIso?: string): Promise<CampaignPrice | null> {
      const region = await config.region(regionIdOrIso);
      const pricing = (await config.businessPricing())[region.id];
      const price = pricing ? bulkSendPrice(pricing.tiers, Array(quantity).fill(0), region.iso) : null;
      return price && pricing ? { ...price, currency: pricing.currency } : null;
    },

    /** A new draft, in the caller's region, with the card when it starts from one. */
    async create(userId: string, input: CampaignCreate, regionIdOrIso?: string): Promise<Campaign> {
      const owner = await ownerOf(userId);
      await countCreation(userId);
      const region = await config.region(regionIdOrIso);
      // A template gives the card, the message and its font; one the caller may not use is unknown.
      const template = input.templateId ? await templateOf(userId, input.templateId) : null;
      const cardId = template?.cardId ?? input.cardId ?? null;
      if (cardId && !(await cardOf(cardId, region.id))?.price) {
        throw new ValidationError({ cardId: ['validation.unavailable'] });
      }
      const id = await store.insertCampaign(db, {
        userId,
        organisationId: owner.organisationId,
        regionId: region.id,
        name: input.name ?? template?.name ?? `Bulk send ${new Date().toISOString().slice(0, 10)}`,
        cardId,
        message: template?.message ?? '',
        // The template's design: each recipient's card is it, with their text in its message box.
        layout: template?.layout ?? null,
        font: template?.font ?? (await editor.config()).defaultFont,
        scheduleType: 'now',
      });
      return service.get(userId, id);
    },

    async get(userId: string, id: string): Promise<Campaign> {
      return campaignAnswer(userId, await campaignFor(userId, id));
    },

    /** The draft's choices so far: the card, the message, the font, the schedule, the name. */
    async update(userId: string, id: string, input: CampaignUpdate): Promise<Campaign> {
      const row = await campaignFor(userId, id);
      const errors: Record<string, string[]> = {};
      if (input.cardId && !(await cardOf(input.cardId, row.regionId))?.price) {
        errors.cardId = ['validation.unavailable'];
      }
      if (input.font && !editor.fontIds().has(input.font)) errors.font = ['validation.in'];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      await beforeChange(row);
      const values: Parameters<typeof store.updateCampaign>[2] = {};
      if (input.name !== undefined) values.name = input.name;
      if (input.cardId !== undefined && input.cardId !== row.cardId) {
        values.cardId = input.cardId;
        // Another card: the design started from (a template of the old card) no longer fits it.
        values.layout = null;
      }
      if (input.message !== undefined) values.message = input.message;
      if (input.font !== undefined) values.font = input.font;
      if (input.schedule) {
        values.scheduleType = input.schedule.type;
        values.scheduleDate = input.schedule.type === 'date' ? (input.schedule.date ?? null) : null;
      }
      await store.updateCampaign(db, row.id, values);
      const updated = { ...row, ...values } as store.CampaignRow;
      const rechecks = ['cardId', 'message', 'font', 'scheduleType', 'scheduleDate'] as const;
      if (rechecks.some((key) => key in values && values[key] !== row[key])) await recheckAll(updated);
      return service.get(userId, id);
    },

    /** Adds contacts and whole groups of the caller's own address book (each contact once). */
    async addContacts(userId: string, id: string, input: RecipientsAdd): Promise<RecipientsAdded> {
      const row = await campaignFor(userId, id);
      const contacts = await deps.addressBook.forSend(userId, input);
      await beforeChange(row);
      const already = await store.contactIdsOf(db, row.id);
      const fresh = contacts.filter((contact) => !already.has(contact.id));
      const added = await addRecipients(row, fresh.map(contactRecipient));
      return { campaign: await service.get(userId, id), added, skipped: contacts.length - fresh.length };
    },

    /**
     * Adds the rows of a CSV list uploaded on the spot (read by the address book's import, not kept in
     * the book): every column is a merge field; rows the post could not take are flagged to be fixed.
     */
    async addList(userId: string, id: string, bytes: Uint8Array): Promise<RecipientsAdded> {
      const row = await campaignFor(userId, id);
      const list = await deps.addressImport.readRecipients(userId, bytes);
      await beforeChange(row);
      const { values, skipped } = listRecipients(list.rows);
      const added = await addRecipients(row, values);
      return { campaign: await service.get(userId, id), added, skipped };
    },

    /** One page of the recipients' cards as they will be written, or of those with problems. */
    async review(userId: string, id: string, query: ReviewQuery): Promise<Review> {
      const row = await campaignFor(userId, id);
      const offset = (query.page - 1) * query.maxResults;
      const problemsOnly = query.show === 'problems';
      const [recipients, counts, region] = await Promise.all([
        store.pageOfRecipients(db, row.id, { offset, limit: query.maxResults, problemsOnly }),
        store.countsOf(db, [row.id]),
        regionOf(row),
      ]);
      const count = counts.get(row.id) ?? { total: 0, withProblems: 0 };
      const itemIds = recipients.flatMap((recipient) =>
        recipient.orderItemId ? [recipient.orderItemId] : [],
      );
      const items = row.orderId ? await orders.itemStates(row.orderId, itemIds) : [];
      const byId = new Map(items.map((item) => [item.id, item]));
      const today = shipping.today(region);
      const total = problemsOnly ? count.withProblems : count.total;
      return {
        results: recipients.map((recipient) => toCard(row, recipient, byId, today)),
        total,
        page: query.page,
        maxResults: query.maxResults,
        pages: Math.max(1, Math.ceil(total / query.maxResults)),
        withProblems: count.withProblems,
      };
    },

    /**
     * Fixes one recipient's card: their name, address (checked by the country's rules: a 422 beside the
     * field), merge-field values, or their own message (an empty one goes back to the message for all).
     */
    async fixRecipient(
      userId: string,
      id: string,
      recipientId: string,
      fix: RecipientFix,
    ): Promise<RecipientCard> {
      const row = await campaignFor(userId, id);
      const recipient = await store.findRecipient(db, row.id, recipientId);
      if (!recipient) throw new NotFoundError();
      const address = { ...recipient.address };
      let addressChanged = false;
      for (const field of ADDRESS_FIELDS) {
        const value = fix[field];
        if (value !== undefined) {
          address[field] = value === '' ? null : value;
          addressChanged = true;
        }
      }
      let base = recipient.problems.filter((problem) => BASE_PROBLEMS.has(problem));
      if (addressChanged) {
        const checked = await shipping.validateAddress({ ...address, source: 'address-book' } as Parameters<
          ShippingService['validateAddress']
        >[0]);
        if (!checked.valid) throw new ValidationError(checked.errors);
        for (const field of ADDRESS_FIELDS) address[field] = checked.address[field] ?? null;
        base = base.filter((problem) => problem !== RECIPIENT_PROBLEMS.address);
      }
      const firstName = fix.firstName ?? recipient.firstName;
      const lastName = fix.lastName ?? recipient.lastName;
      if (fix.firstName !== undefined || fix.lastName !== undefined) {
        base = base.filter((problem) => problem !== RECIPIENT_PROBLEMS.name);
      }
      const fields = { ...recipient.fields };
      for (const [name, value] of Object.entries(fix.fields ?? {})) {
        const existing = Object.keys(fields).find((key) => mergeKey(key) === mergeKey(name));
        fields[existing ?? name] = value.trim();
      }
      const override =
        fix.override === undefined ? recipient.override : fix.override.trim() === '' ? null : fix.override;
      await beforeChange(row);
      const changed = { ...recipient, firstName, lastName, address, fields, override, problems: base };
      const [checked] = await problemsOf(row, [changed]);
      await store.updateRecipient(db, recipient.id, {
        firstName,
        lastName,
        address,
        fields,
        override,
        problems: checked?.problems ?? base,
      });
      await store.updateCampaign(db, row.id, {});
      const region = await regionOf(row);
      return toCard(
        row,
        { ...changed, problems: checked?.problems ?? base },
        new Map(),
        shipping.today(region),
      );
    },

    /** Takes a recipient out of the campaign. */
    async removeRecipient(userId: string, id: string, recipientId: string): Promise<Campaign> {
      const row = await campaignFor(userId, id);
      if (!(await store.findRecipient(db, row.id, recipientId))) throw new NotFoundError();
      await beforeChange(row);
      await store.deleteRecipient(db, row.id, recipientId);
      await store.updateCampaign(db, row.id, {});
      return service.get(userId, id);
    },

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
      const { order } = await service.checkout(userId, id);
      return deps.payments.payWithCredits(order, userId);
    },

    /**
     * A copy for next year: the same card, message, font and recipients (their overrides too), a date
     * for all moved a year on; a new draft of the same owner.
     */
    async copy(userId: string, id: string): Promise<Campaign> {
      const row = await campaignFor(userId, id);
      const owner = await ownerOf(userId);
      await countCreation(userId);
      const recipients = await store.allRecipients(db, row.id);
      const copyId = await store.insertCampaign(db, {
        userId,
        organisationId: owner.organisationId,
        regionId: row.regionId,
        name: `${row.name} (copy)`.slice(0, 120),
        cardId: row.cardId,
        message: row.message,
        font: row.font,
        scheduleType: row.scheduleType,
        scheduleDate: row.scheduleDate ? nextYear(row.scheduleDate) : null,
        copiedFrom: row.id,
      });
      const copy = await store.findCampaign(db, copyId);
      if (!copy) throw new Error('copied campaign missing');
      await addRecipients(
        copy,
        recipients.map((recipient) => ({
          source: recipient.source,
          contactId: recipient.contactId,
          firstName: recipient.firstName,
          lastName: recipient.lastName,
          address: recipient.address,
          fields: recipient.fields,
          birthday: recipient.birthday,
          anniversary: recipient.anniversary,
          override: recipient.override,
          problems: recipient.problems.filter((problem) => BASE_PROBLEMS.has(problem)),
        })),
      );
      return service.get(userId, copyId);
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

  return service;
}

/** The same day a year on (29 February on the 28th). */
function nextYear(day: string): string {
  const year = Number(day.slice(0, 4)) + 1;
  const moved = `${year}${day.slice(4)}`;
  return addCalendarDays(moved, 0) === moved ? moved : `${year}-02-28`;
}
