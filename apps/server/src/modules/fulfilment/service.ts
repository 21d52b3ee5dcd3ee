import { randomUUID } from 'node:crypto';
import { migrateDocument } from '@cardshop/document/migrate';
import { CardDocumentSchema } from '@cardshop/document/schema';
import type { OrderRef } from '@cardshop/shared/contracts/orders';
import { formatRedeemCode } from '@cardshop/shared/rules/redeem-code';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { databaseFileStore, type FileStore, keepFile, readFileOf } from '../../platform/file-store.ts';
import type { JobQueue, QueuedJob } from '../../platform/queue.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { EditorService } from '../editor/service.ts';
import type { OrdersService } from '../orders/service.ts';
import { zonedMoment } from '../shipping/calendar.ts';
import { type GiftCardPrint, renderCardPdf } from './render.ts';
import * as store from './store.ts';

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;

/** The job that renders a written card's print file. */
export const RENDER_JOB = 'render-card';
/** The job that hands an item to the post on its scheduled date. */
export const DISPATCH_JOB = 'dispatch-item';

interface ItemJob {
  itemId: string;
}

/**
 * A gift card's redemption code, drawn as the print file of its card is made and kept in the transaction
 * that stores that file (the redeem module, decision 0026): so the code that works is always the one the
 * stored file prints, even when a render job and a dispatch job make the file side by side (the file
 * stored first wins; the other's code is never kept). `draw` answers null when there is none to print (not
 * a paid order's line, or redeemed): the print file then carries the redemption address and the line's
 * reference.
 */
export interface GiftCardCodes {
  draw(giftCardLineId: string): Promise<DrawnCode | null>;
  keep(tx: Db, drawn: DrawnCode): Promise<void>;
}

/** A code drawn for a line, in clear, not yet kept. */
export interface DrawnCode {
  lineId: string;
  code: string;
  issuedAt: Date;
  validUntil: string | null;
}

const NO_CODES: GiftCardCodes = { draw: async () => null, keep: async () => {} };

/**
 * The uploaded pictures a print file carries (decision 0035; the custom-artwork module): a custom
 * artwork's cropped front, bleed included, and an organisation's card logo for the back. Null when the
 * card is the catalogue's, or the organisation has no logo.
 */
export interface PrintUploads {
  /** `kept`: the crop the order item kept when the card was bought. */
  front(cardId: string, kept?: unknown): Promise<Buffer | null>;
  cardLogo(organisationId: string): Promise<{ format: 'jpeg' | 'png'; bytes: Buffer } | null>;
}

const NO_UPLOADS: PrintUploads = { front: async () => null, cardLogo: async () => null };

export interface FulfilmentLog {
  error(details: Record<string, unknown>, message: string): void;
}

/** How many undispatched items `resume` reads at a time. */
const RESUME_BATCH = 500;

/**
 * How long a written card sent now waits before its dispatch job runs, unless configured
 * (DISPATCH_AFTER_RENDER_SECONDS): the render job (queued at the same moment) makes the print file first,
 * so the two do not usually render the same card side by side.
 */
const DISPATCH_AFTER_RENDER_SECONDS = 60;

/**
 * The instant a calendar day starts in a time zone: UTC midnight moved by the zone's offset, worked
 * out twice so a day that starts near a daylight-saving change lands on the right side of it.
 */
export function startOfDay(day: string, timeZone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const offsetAt = (at: number) => {
    const local = zonedMoment(new Date(at), timeZone);
    return Date.parse(`${local.day}T00:00:00Z`) + local.minutes * 60_000 - at;
  };
  const guess = midnight - offsetAt(midnight);
  return new Date(midnight - offsetAt(guess));
}

const isWritten = (item: Pick<store.FulfilmentItem, 'blank' | 'card'>) =>
  !item.blank && item.card !== null && item.card.layout !== undefined && item.card.layout !== null;

/**
 * Fulfilment (docs/decisions/0012-fulfilment.md): once an order is paid each item is scheduled; a
 * written card's print file (PDF) is rendered and stored, and every item is dispatched on its scheduled
 * date, exactly once, by jobs on the queue. The buyer downloads the print file as a proof.
 */
export function createFulfilmentService(
  db: Db,
  deps: {
    catalogue: CatalogueService;
    editor: EditorService;
    orders: OrdersService;
    clock: () => Date;
    queue?: JobQueue;
    dispatchAfterRenderSeconds?: number;
    /** Redemption links printed in gift cards are built from it. */
    publicUrl: string;
    giftCardCodes?: GiftCardCodes;
    uploads?: PrintUploads;
    /** Where print files are kept (FILE_STORAGE); in their rows without it. */
    files?: FileStore;
  },
) {
  const files = deps.files ?? databaseFileStore;
  const { catalogue, editor, orders, clock, queue } = deps;
  const giftCardCodes = deps.giftCardCodes ?? NO_CODES;
  let uploads = deps.uploads ?? NO_UPLOADS;
  let log: FulfilmentLog = { error: (details, message) => console.error(message, details) };

  /**
   * What the card's gift-card slot says: the gift card and its amount, the redemption address, and its
   * code with a QR code once issued, else the reference the redemption step finds it by (the line's id;
   * the card's item id for a card bought before gift cards were lines). Null without a gift card.
   */
  async function giftCardPrint(
    item: store.FulfilmentItem,
    hasSlot: boolean,
  ): Promise<{ print: GiftCardPrint; drawn: DrawnCode | null } | null> {
    if (!hasSlot) return null;
    const line = await orders.giftCardOfItem(item.id);
    const drawn = line ? await giftCardCodes.draw(line.id) : null;
    const code = drawn?.code ?? null;
    const redeemUrl = `${deps.publicUrl}/redeem`;
    const print = {
      title: line ? `${line.name} · ${line.amountText}` : null,
      redeemUrl,
      reference: line?.id ?? item.id,
      code: code ? formatRedeemCode(code) : null,
      codeUrl: line && code ? `${redeemUrl}/${line.id}/${code}` : null,
    };
    return { print, drawn };
  }

  /** Renders a written card's print file from its layout, the card's artwork and the fonts. */
  async function renderPdf(item: store.FulfilmentItem) {
    const document = CardDocumentSchema.parse(migrateDocument(item.card?.layout));
    const hasSlot = document.pages.some((page) => page.objects.some((object) => object.type === 'gift-card'));
    // A custom artwork prints its uploaded front; any other card is the catalogue's generated artwork.
    const uploaded = await uploads.front(
      item.cardId,
      (item.card?.artwork as { crop?: unknown } | undefined)?.crop,
    );
    const [spec, size, giftCard, cardLogo] = await Promise.all([
      uploaded ? null : catalogue.artworkSpec(item.cardId),
      catalogue.size(item.cardSize),
      giftCardPrint(item, hasSlot),
      item.organisationId ? uploads.cardLogo(item.organisationId) : null,
    ]);
    const rendered = await renderCardPdf({
      document,
      size: { ...size, pages: size.pages as 1 | 2 | 4 },
      title: `${spec?.name ?? 'Custom artwork'}: card ${item.id}`,
      labelFont: (await editor.config()).defaultFont,
      artwork: uploaded ? { image: uploaded } : (spec as NonNullable<typeof spec>),
      giftCard: giftCard?.print ?? null,
      cardLogo,
    });
    return { ...rendered, drawn: giftCard?.drawn ?? null };
  }

  // Print files being made in this process, by item: a dispatch job that finds its item's file being made
  // by the render job waits for it rather than making it a second time (a bulk send's thousand items are
  // rendered and dispatched side by side).
  const making = new Map<string, Promise<boolean>>();

  /** Stores the print file of a written item unless it has one; true when the item has one now. */
  async function ensurePrintFile(item: store.FulfilmentItem): Promise<boolean> {
    if (!isWritten(item)) return false;
    if (item.hasPrintFile) return true;
    const underway = making.get(item.id);
    if (underway) return underway;
    const made = (async () => {
      const { pdf, pageCount, drawn } = await renderPdf(item);
      // A key of its own a rendering: of two renderings that race, the one stored keeps its file.
      const key = `print-files/${item.id}/${randomUUID()}.pdf`;
      const column = await keepFile(files, key, pdf, 'application/pdf');
      await store.savePrintFile(
        db,
        item.id,
        { pdf: column, fileKey: column ? null : key },
        pageCount,
        drawn ? (tx) => giftCardCodes.keep(tx, drawn) : undefined,
      );
      return true;
    })();
    making.set(item.id, made);
    try {
      return await made;
    } finally {
      making.delete(item.id);
    }
  }

  /**
   * Queues the items' jobs, each queue's in one statement (a bulk send's order has an item per
   * recipient); the singleton key keeps one of each per item waiting at a time.
   */
  async function enqueue(items: readonly store.FulfilmentItem[]): Promise<void> {
    if (!queue?.started || items.length === 0) return;
    const renders: QueuedJob[] = [];
    const dispatches: QueuedJob[] = [];
    for (const item of items) {
      const job: ItemJob = { itemId: item.id };
      if (isWritten(item) && !item.hasPrintFile) renders.push({ data: job, singletonKey: item.id });
      if (!item.dispatchedAt) {
        // Without a date the item goes now (the queue's own clock decides "now"), a written card once its
        // print file has had time to be made.
        const startAfter = item.scheduledDate
          ? startOfDay(item.scheduledDate, item.timeZone)
          : isWritten(item) && !item.hasPrintFile
            ? (deps.dispatchAfterRenderSeconds ?? DISPATCH_AFTER_RENDER_SECONDS)
            : undefined;
        dispatches.push({ data: job, singletonKey: item.id, ...(startAfter ? { startAfter } : {}) });
      }
    }
    await queue.sendMany(RENDER_JOB, renders);
    await queue.sendMany(DISPATCH_JOB, dispatches);
  }

  const service = {
    /** Lets the custom-artwork module hand over uploaded fronts and card logos (it is wired after this). */
    useUploads(source: PrintUploads) {
      uploads = source;
    },

    /** Logs through the app's logger once the app exists. */
    useLog(logger: FulfilmentLog) {
      log = logger;
    },

    /**
     * A paid order's items are scheduled: each marked so, and its jobs queued (render, then dispatch on
     * its date). Called once when the order is paid; safe to call again.
     */
    async schedule(orderId: string): Promise<void> {
      const items = await store.paidOrderItems(db, orderId);
      await store.markScheduled(
        db,
        items.map((item) => item.id),
      );
      await enqueue(items);
    },

    /**
     * Queues again every paid item not yet dispatched (at start-up, then every few minutes): an order
     * paid while the queue was down, a crash between payment and queueing, or a job that used up its
     * retries still gets its items posted. Items whose jobs wait already are left as they are (the
     * singleton key).
     */
    async resume(): Promise<number> {
      let count = 0;
      let after: string | undefined;
      for (;;) {
        const items = await store.undispatchedItems(db, RESUME_BATCH, after);
        if (items.length === 0) return count;
        await store.markScheduled(
          db,
          items.filter((item) => item.dispatchStatus === 'pending').map((item) => item.id),
        );
        await enqueue(items);
        count += items.length;
        after = items.at(-1)?.id;
      }
    },

    /** The render job: stores a written item's print file (status printed). False for other items. */
    async render(itemId: string): Promise<boolean> {
      const item = await store.findItem(db, itemId);
      if (item?.orderStatus !== 'paid') return false;
      return ensurePrintFile(item);
    },

    /**
     * The dispatch job: records the item as handed to the post, rendering its print file first when it
     * is missing. True only for the one call that dispatched it, however often the job runs.
     */
    async dispatch(itemId: string): Promise<boolean> {
      const item = await store.findItem(db, itemId);
      // A cancelled order's items stay home (decision 0024).
      if (!item || item.dispatchedAt || item.orderStatus !== 'paid') return false;
      await ensurePrintFile(item);
      return store.markDispatched(db, itemId, clock());
    },

    /**
     * The print file of an item, for its buyer: the order's token or the owner's account view token opens
     * it. 404 for a wrong token, another order's item, or a file not rendered yet.
     */
    async proof(ref: OrderRef, itemId: string, userId: string | null) {
      const order = await orders.authorise(ref, userId);
      const item = await store.findItem(db, itemId);
      if (!item || item.orderId !== order.id) throw new NotFoundError();
      const file = await store.findPrintFile(db, itemId);
      if (!file) throw new NotFoundError();
      const pdf = await readFileOf(files, file.fileKey ?? '', file.pdf);
      return { pdf, pageCount: file.pageCount, filename: `card-${itemId}.pdf` };
    },
  };

  queue?.define<ItemJob>(RENDER_JOB, async ({ itemId }) => {
    try {
      await service.render(itemId);
    } catch (error) {
      log.error({ itemId, err: error }, 'rendering a print file failed');
      throw error;
    }
  });
  queue?.define<ItemJob>(DISPATCH_JOB, async ({ itemId }) => {
    try {
      await service.dispatch(itemId);
    } catch (error) {
      log.error({ itemId, err: error }, 'dispatching an item failed');
      throw error;
    }
  });

  return service;
}
