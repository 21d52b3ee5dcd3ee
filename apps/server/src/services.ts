import type { Db } from './db/client.ts';
import { createAccountService } from './modules/account/service.ts';
import { createAddressImportService } from './modules/address-book/import.ts';
import { createAddressRequestService } from './modules/address-book/requests.ts';
import { createAddressBookService } from './modules/address-book/service.ts';
import { createErrorReportService } from './modules/analytics/error-reports.ts';
import { createAnalyticsService } from './modules/analytics/service.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createCampaignService } from './modules/campaigns/service.ts';
import { createCatalogueService } from './modules/catalogue/service.ts';
import { createConfigService } from './modules/config/service.ts';
import { createContentService } from './modules/content/service.ts';
import { createCreditsService } from './modules/credits/service.ts';
import { createCustomArtworkService } from './modules/custom-artwork/service.ts';
import { createEditorService } from './modules/editor/service.ts';
import { createFavouritesService } from './modules/favourites/service.ts';
import { createPrintCheck } from './modules/fulfilment/printability.ts';
import { createFulfilmentService } from './modules/fulfilment/service.ts';
import { createGiftCardService } from './modules/gift-cards/service.ts';
import { createNewsletterService } from './modules/newsletter/service.ts';
import { createArtistSales } from './modules/orders/artist-sales.ts';
import { createOrganisationOrders } from './modules/orders/organisation-orders.ts';
import { createOrdersService } from './modules/orders/service.ts';
import { createOrganisationDashboard } from './modules/organisations/dashboard.ts';
import { createMembershipService, createOrganisationService } from './modules/organisations/service.ts';
import { createPaymentProvider, createPaymentService } from './modules/payments/service.ts';
import { createPlacesService } from './modules/places/service.ts';
import { createPromoService } from './modules/promos/service.ts';
import { createQrCodeService } from './modules/qr-codes/service.ts';
import { createAccountGiftsService } from './modules/redeem/account-gifts.ts';
import { createRedeemService } from './modules/redeem/service.ts';
import { createTestSupplier, type GiftCardSupplier } from './modules/redeem/supplier.ts';
import { createReminderService } from './modules/reminders/service.ts';
import { createShellService } from './modules/shell/service.ts';
import { createShippingService } from './modules/shipping/service.ts';
import { createStudioService } from './modules/studio/service.ts';
import { createTemplatesService } from './modules/templates/service.ts';
import { ResponseCache } from './platform/cache.ts';
import { type ChangeFeed, localChangeFeed } from './platform/changes.ts';
import type { FileStore } from './platform/file-store.ts';
import type { Mailer } from './platform/mail.ts';
import type { StripeProviderOptions } from './platform/payments/stripe.ts';
import type { JobQueue } from './platform/queue.ts';
import { createRateLimiter } from './platform/rate-limit.ts';
import { createSessionStore } from './platform/sessions.ts';
import { createOutboxSmsSender, type SmsSender } from './platform/sms.ts';

export type Services = ReturnType<typeof createServices>;

/**
 * Every domain service, wired once per process. The API routes use them, and so do the web app's
 * loaders during server rendering (through React Router's load context, with no HTTP hop).
 */
export interface ServiceOptions {
  publicUrl: string;
  mailer: Mailer;
  /** APP_SECRET: signs links sent by mail, signed-out visitors' CSRF tokens and more. */
  appSecret: string;
  /** The time source of sessions, codes and links (tests move it). */
  clock?: () => Date;
  /** Makes the e-mailed sign-in codes (tests give a known sequence); random without it. */
  mfaCode?: () => string;
  /**
   * Stripe's keys; without them payments go to the built-in test gateway (test mode), which in production
   * runs only with PAYMENTS=test (platform/config.ts).
   */
  stripe?: StripeProviderOptions;
  /** The job queue fulfilment runs on; without it paid items are only marked scheduled. */
  queue?: JobQueue;
  /** How long a written card sent now waits for its print file before it is posted (60 s without it). */
  dispatchAfterRenderSeconds?: number;
  /**
   * Who issues the vouchers of redeemed gift cards (GIFT_CARD_SUPPLIER); without it the built-in test
   * supplier, whose vouchers say they are tests.
   */
  giftCardSupplier?: GiftCardSupplier;
  /** Sends text messages; without it they go to the mail outbox (the mailer's, when it has one). */
  sms?: SmsSender;
  /**
   * How the processes on the database tell each other of catalogue changes (PostgreSQL's LISTEN/NOTIFY,
   * platform/changes.ts); without it changes are known to this process alone.
   */
  changes?: ChangeFeed;
  /** Where uploaded images and print files are kept (FILE_STORAGE); in their rows without it. */
  files?: FileStore;
}

/**
 * The housekeeping rounds of every process on the database take turns: a round runs only when no other
 * process has run one within this (a little under main.ts's interval, so timers that drift keep theirs).
 */
export const HOUSEKEEPING_ROUND = { limit: 1, windowSeconds: 5 * 60 - 30 } as const;

/** Without an SMS gateway or an outbox, a text message cannot go anywhere: sending one fails. */
const NO_SMS: SmsSender = {
  outboxDir: null,
  send: async () => {
    throw new Error('no text-message sender is configured');
  },
};

export function createServices(db: Db, options: ServiceOptions) {
  const clock = options.clock ?? (() => new Date());
  const config = createConfigService(db);
  const catalogue = createCatalogueService(db, config, options.publicUrl);
  const giftCards = createGiftCardService(db, config, options.publicUrl);
  const content = createContentService(db, { config, catalogue, giftCards, publicUrl: options.publicUrl });
  const provider = createPaymentProvider(db, { stripe: options.stripe, appSecret: options.appSecret, clock });
  const shell = createShellService({ config, catalogue, content, testMode: provider.name === 'test' });
  const responseCache = new ResponseCache();
  const changes = options.changes ?? localChangeFeed();
  // A catalogue change made here or in another process: everything kept from the catalogue is read again.
  changes.on('catalogue', () => {
    config.invalidate();
    catalogue.invalidate();
    giftCards.invalidate();
    responseCache.invalidate();
  });
  const sessions = createSessionStore(db, { appSecret: options.appSecret, clock });
  // Housekeeping's handle on the rate-limit counters (the auth and promo services count with their own).
  const rateLimits = createRateLimiter(db, clock);
  const favourites = createFavouritesService(db);
  const newsletter = createNewsletterService(db, {
    config,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    appSecret: options.appSecret,
    clock,
  });
  const shipping = createShippingService({ config, clock });
  const addressBook = createAddressBookService(db, { shipping });
  const editor = createEditorService(db, { clock });
  // One print check (and its loaded fonts) for the cart's cards and the bulk sends' alike.
  const printCheck = createPrintCheck();
  const memberships = createMembershipService(db);
  // Business QR codes: an organisation member's card points its codes to the organisation's landing page.
  const qrCodes = createQrCodeService(db, { memberships, publicUrl: options.publicUrl, clock });
  const orders = createOrdersService(db, {
    qrCodes,
    config,
    shipping,
    editor,
    printCheck,
    appSecret: options.appSecret,
    contacts: addressBook,
    organisationOf: memberships.organisationOf,
    singleNameFor: memberships.singleNameFor,
  });
  const promos = createPromoService(db, { orders, clock });
  // The promo codes come with the catalogue (the seed writes both): loaded again when it changes.
  changes.on('catalogue', () => {
    promos.reload().catch((error: unknown) => console.error('promo codes not reloaded', error));
  });
  const credits = createCreditsService(db, {
    config,
    orders,
    provider,
    appSecret: options.appSecret,
    clock,
    memberships,
  });
  const redeem = createRedeemService(db, {
    config,
    mailer: options.mailer,
    sms: options.sms ?? (options.mailer.outboxDir ? createOutboxSmsSender(options.mailer.outboxDir) : NO_SMS),
    supplier: options.giftCardSupplier ?? createTestSupplier(),
    appSecret: options.appSecret,
    clock,
  });
  const accountGifts = createAccountGiftsService(db, { redeem, clock });
  const fulfilment = createFulfilmentService(db, {
    catalogue,
    editor,
    orders,
    clock,
    queue: options.queue,
    ...(options.dispatchAfterRenderSeconds === undefined
      ? {}
      : { dispatchAfterRenderSeconds: options.dispatchAfterRenderSeconds }),
    publicUrl: options.publicUrl,
    // The print file of a gift card's card carries its redemption code, issued as the file is made.
    giftCardCodes: redeem,
    ...(options.files ? { files: options.files } : {}),
  });
  const payments = createPaymentService(db, {
    orders,
    promos,
    credits,
    shipping,
    config,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    clock,
    provider,
    memberships,
    onPaid: (orderId) => fulfilment.schedule(orderId),
    queue: options.queue,
  });
  const auth = createAuthService(db, {
    config,
    sessions,
    favourites,
    newsletter,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    appSecret: options.appSecret,
    clock,
    mfaCode: options.mfaCode,
    previousSends: orders.previousSends,
    queue: options.queue,
    membership: memberships.accessOf,
  });
  const organisations = createOrganisationService(db, {
    auth,
    memberships,
    config,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    clock,
  });
  const addressImport = createAddressImportService(db, { shipping, config, rateLimits });
  const templates = createTemplatesService(db, {
    memberships,
    catalogue,
    config,
    auth,
    checkLayout: orders.checkLayout,
  });
  const campaigns = createCampaignService(db, {
    config,
    catalogue,
    editor,
    shipping,
    addressBook,
    addressImport,
    memberships,
    auth,
    orders,
    payments,
    printCheck,
    templates,
    qrCodes,
    clock,
  });
  const account = createAccountService(db, {
    config,
    catalogue,
    favourites,
    newsletter,
    publicUrl: options.publicUrl,
    appSecret: options.appSecret,
  });
  const reminders = createReminderService(db, {
    addressBook,
    auth,
    account,
    config,
    shipping,
    catalogue,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    clock,
    queue: options.queue,
  });
  const customArtwork = createCustomArtworkService(db, {
    catalogue,
    orders,
    fulfilment,
    memberships,
    organisations,
    rateLimits,
    ...(options.files ? { files: options.files } : {}),
  });
  const analytics = createAnalyticsService(db, { rateLimits });
  // The artists' studio (decision 0038): an artist's own cards, sales, submissions and profile.
  const studio = createStudioService(db, {
    auth,
    catalogue,
    analytics,
    favourites,
    sales: createArtistSales(db),
    customArtwork,
    onCatalogueChange: invalidateCatalogue,
    clock,
  });
  /**
   * Forgets every cached catalogue and content answer, after the catalogue changes: at once in this
   * process, and in the others on the database as soon as they hear of it.
   */
  function invalidateCatalogue(): Promise<void> {
    return changes.publish('catalogue');
  }
  return {
    config,
    sessions,
    mailer: options.mailer,
    favourites,
    account,
    shell,
    catalogue,
    giftCards,
    content,
    editor,
    newsletter,
    auth,
    organisations,
    customArtwork,
    studio,
    templates,
    organisationDashboard: createOrganisationDashboard({
      memberships,
      auth,
      orders: createOrganisationOrders(db),
      credits,
      config,
      clock,
    }),
    qrCodes,
    responseCache,
    analytics,
    errorReports: createErrorReportService({ rateLimits }),
    places: createPlacesService({ rateLimits }),
    shipping,
    addressBook,
    addressImport,
    campaigns,
    addressRequests: createAddressRequestService(db, {
      addressBook,
      config,
      mailer: options.mailer,
      publicUrl: options.publicUrl,
      appSecret: options.appSecret,
      clock,
    }),
    orders,
    promos,
    payments,
    credits,
    fulfilment,
    redeem,
    accountGifts,
    reminders,
    /**
     * The shop's periodic housekeeping (at start-up and every few minutes, from main.ts): payments the
     * shop may have missed, of orders and of credit purchases, are reconciled with the provider
     * (completed or refunded, confirmations sent), paid items not yet posted get their jobs back, expired
     * sessions, day-old rate-limit counters and newsletter signups never confirmed in time are deleted,
     * and the reminders due are queued for mailing (docs/decisions/0037-reminders.md). Each part runs
     * even when another fails; answers what each did.
     */
    async housekeeping() {
      const [
        reconciled,
        creditPurchases,
        queued,
        sessionsPruned,
        counters,
        unconfirmedSignups,
        remindersDue,
      ] = await Promise.allSettled([
        payments.reconcile(),
        credits.purchases.reconcile(),
        fulfilment.resume(),
        sessions.prune(),
        rateLimits.prune(),
        newsletter.pruneUnconfirmed(),
        reminders.sweep(),
      ]);
      return {
        payments: reconciled,
        creditPurchases,
        queued,
        sessionsPruned,
        counters,
        unconfirmedSignups,
        reminders: remindersDue,
      };
    },
    /**
     * A housekeeping round, unless another process on the database ran one within HOUSEKEEPING_ROUND
     * (then null): of the rounds of several processes, one runs in each interval.
     */
    async housekeepingRound() {
      const turn = await rateLimits.hit('housekeeping:round', HOUSEKEEPING_ROUND);
      return turn.allowed ? this.housekeeping() : null;
    },
    invalidateCatalogue,
  };
}
