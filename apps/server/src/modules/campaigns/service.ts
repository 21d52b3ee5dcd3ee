import {
  CAMPAIGN_REQUIREMENTS,
  type Campaign,
  type CampaignCreate,
  type CampaignList,
  type CampaignPrice,
  type CampaignUpdate,
} from '@cardshop/shared/contracts/campaigns';
import { bulkSendPrice } from '@cardshop/shared/rules/business-tiers';
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
import type { ShippingRegion, ShippingService } from '../shipping/service.ts';
import type { TemplatesService } from '../templates/service.ts';
import { createCampaignCheckout } from './checkout.ts';
import { messageBoxOf } from './documents.ts';
import { createRecipientEdits } from './recipient-edits.ts';
import { BASE_PROBLEMS, createRecipientChecks } from './recipients.ts';
import * as store from './store.ts';
import { createCampaignSummaries } from './summaries.ts';

// The campaigns service: whose campaigns a caller works with, a campaign's drafts (made, copied, changed)
// and its list, and the parts it composes into one service: a campaign as its pages show it
// (summaries.ts), its recipients' edits (recipient-edits.ts) and its checkout (checkout.ts).

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

/** What the service's parts share: the caller's campaign, its region and card, the check before a change. */
export interface CampaignLookups {
  /** The campaign when the caller may work with it; another owner's is a 404 like an unknown id. */
  campaignFor(userId: string, id: string): Promise<store.CampaignRow>;
  beforeChange(row: store.CampaignRow): Promise<void>;
  regionOf(row: Pick<store.CampaignRow, 'regionId'>): Promise<ShippingRegion>;
  cardOf(
    cardId: string | null,
    regionId: number,
  ): Promise<Awaited<ReturnType<CatalogueService['summaries']>>[number] | null>;
}

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

  const summaries = createCampaignSummaries(db, { config, catalogue, shipping, orders, regionOf });
  const { summariesOf, campaignAnswer, orderStateOf } = summaries;

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

  /** The campaign as its page shows it, when the caller may work with it. */
  async function campaignOf(userId: string, id: string): Promise<Campaign> {
    return campaignAnswer(userId, await campaignFor(userId, id));
  }

  const recipientEdits = createRecipientEdits(db, {
    ...deps,
    checks,
    campaignFor,
    beforeChange,
    regionOf,
    cardOf,
    get: campaignOf,
  });
  const { recheckAll, addRecipients } = recipientEdits;

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
      return campaignOf(userId, id);
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

    ...recipientEdits.methods,

    ...createCampaignCheckout(db, {
      ...deps,
      summaries,
      campaignFor,
      beforeChange,
      regionOf,
      cardOf,
      notEditable,
    }),

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

  return service;
}

/** The same day a year on (29 February on the 28th). */
function nextYear(day: string): string {
  const year = Number(day.slice(0, 4)) + 1;
  const moved = `${year}${day.slice(4)}`;
  return addCalendarDays(moved, 0) === moved ? moved : `${year}-02-28`;
}
