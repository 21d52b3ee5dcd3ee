import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { createGiftCardSupplier } from './modules/redeem/supplier.ts';
import { resolveAppSecret } from './platform/app-secret.ts';
import { openChangeFeed } from './platform/changes.ts';
import { type Config, ConfigError, loadConfig } from './platform/config.ts';
import { createFileStore } from './platform/file-store.ts';
import { createMailer } from './platform/mail.ts';
import { superviseProcesses } from './platform/processes.ts';
import { createJobQueue } from './platform/queue.ts';
import { createOutboxSmsSender } from './platform/sms.ts';
import { registerWeb } from './platform/web.ts';
import { isCatalogueEmpty, seedDemo } from './seed/generate.ts';
import { createServices } from './services.ts';

/**
 * How often the shop's housekeeping runs: reconciling payments with the provider (a payment whose webhook
 * was lost is completed, and its confirmation sent, within this), queueing paid items again, pruning
 * sessions, counters and newsletter signups never confirmed (docs/decisions/0020-money-you-can-trust.md).
 */
const HOUSEKEEPING_MS = 5 * 60 * 1000;

/** The configuration from the environment; a bad one is said in full and the process exits. */
function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * With several processes (PROCESSES), the primary migrates the database and seeds an empty one before
 * any app process starts, so they never race to do it.
 */
async function prepareDatabase(config: Config) {
  const database = await openDatabase({ url: config.DATABASE_URL });
  try {
    await database.migrate();
    if (config.SEED_ON_EMPTY && (await isCatalogueEmpty(database.db))) {
      console.info('empty database: generating the demo catalogue');
      await seedDemo(database.db);
    }
  } finally {
    await database.close();
  }
}

// Starts the shop: configuration, database (migrated, seeded when empty), API and web app.
async function main(config: Config) {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  const queue = createJobQueue(database);
  // Several processes may serve the shop from one PostgreSQL: they tell each other of catalogue changes.
  const changes = await openChangeFeed(database, {
    warn: (details, message) => console.warn(message, details),
  });
  const services = createServices(database.db, {
    queue,
    changes,
    // Uploaded images and print files: the database, S3 or (one process) DATA_DIR/files (FILE_STORAGE).
    files: createFileStore(config),
    dispatchAfterRenderSeconds: config.DISPATCH_AFTER_RENDER_SECONDS,
    publicUrl: config.PUBLIC_URL,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, outboxDir: path.join(config.dataDir, 'outbox') }),
    // No SMS gateway is wired yet: text messages go to the outbox (docs/decisions/0026-redeeming-gift-cards.md).
    sms: createOutboxSmsSender(path.join(config.dataDir, 'outbox')),
    giftCardSupplier: createGiftCardSupplier(config),
    appSecret: await resolveAppSecret(config.APP_SECRET, config.dataDir),
    ...(config.payments === 'stripe' && config.STRIPE_SECRET_KEY
      ? {
          stripe: {
            secretKey: config.STRIPE_SECRET_KEY,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
            publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
          },
        }
      : {}),
  });
  const app = await buildApp({
    config,
    database,
    services,
    web: (instance) => registerWeb(instance, services, config.PUBLIC_URL),
  });

  queue.useLog(app.log);

  await database.migrate();
  app.markMigrated();
  // The job queue (its own schema, installed on first start) prints and posts paid items.
  await queue.start();
  // At start and every few minutes: payments that succeeded while the server was down (or whose webhook
  // was lost) are completed and confirmed, refunds not yet made are asked again; paid items not yet posted
  // get their jobs back (after a crash, or once a job used up its retries; items whose jobs still wait are
  // left alone); expired sessions and old rate-limit counters go. In the background, so a slow provider
  // does not hold up the start.
  // The rounds on the timer take turns with the other processes on the database (one a round); the
  // first, at start, runs whatever the others did.
  const runHousekeeping = (first: boolean) =>
    (first ? services.housekeeping() : services.housekeepingRound()).then((result) => {
      if (!result) return;
      const { payments, creditPurchases, queued, sessionsPruned, counters, unconfirmedSignups, reminders } =
        result;
      const parts = {
        payments,
        creditPurchases,
        queued,
        sessionsPruned,
        counters,
        unconfirmedSignups,
        reminders,
      };
      for (const [what, result] of Object.entries(parts)) {
        if (result.status === 'rejected')
          app.log.error({ err: result.reason }, `housekeeping: ${what} failed`);
      }
      if (payments.status === 'fulfilled') app.log.info(payments.value, 'payments reconciled');
      if (creditPurchases.status === 'fulfilled')
        app.log.info(creditPurchases.value, 'credit purchase payments reconciled');
      if (queued.status === 'fulfilled')
        app.log.info({ count: queued.value }, 'fulfilment: undispatched items queued');
      if (reminders.status === 'fulfilled' && reminders.value > 0)
        app.log.info({ count: reminders.value }, 'reminders: e-mails queued');
    });
  let round: Promise<void> = Promise.resolve();
  const housekeeping = (first = false) => {
    round = runHousekeeping(first);
  };
  const housekeepingTimer = setInterval(() => housekeeping(), HOUSEKEEPING_MS);
  housekeepingTimer.unref();
  if (config.SEED_ON_EMPTY && (await isCatalogueEmpty(database.db))) {
    app.log.info('empty database: generating the demo catalogue');
    const { cards } = await seedDemo(database.db);
    await services.invalidateCatalogue();
    app.log.info({ cards }, 'demo catalogue ready');
  }
  app.log.info(
    { provider: services.payments.provider.name },
    services.payments.provider.name === 'test'
      ? 'payments: TEST MODE (built-in test gateway, no money moves)'
      : 'payments: Stripe',
  );
  app.log.info(
    { supplier: services.redeem.supplier.name },
    services.redeem.supplier.name === 'test'
      ? 'gift cards: TEST SUPPLIER (test vouchers, nothing bought)'
      : 'gift cards: supplier API',
  );
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      clearInterval(housekeepingTimer);
      // A round under way finishes before the queue and the database it uses close.
      await round;
      await queue.stop();
      await changes.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  // The first round once the app is ready: the catalogue is there, and the promo codes are loaded.
  housekeeping(true);
}

const config = readConfig();
if (config.PROCESSES > 1 && cluster.isPrimary) {
  await prepareDatabase(config);
  superviseProcesses(config.PROCESSES);
} else {
  await main(config);
}
