import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Database } from './db/client.ts';
import { registerAccountRoutes } from './modules/account/routes.ts';
import { registerAddressImportRoutes } from './modules/address-book/import-routes.ts';
import { registerAddressRequestRoutes } from './modules/address-book/requests-routes.ts';
import { registerAddressBookRoutes } from './modules/address-book/routes.ts';
import { registerAnalyticsRoutes } from './modules/analytics/routes.ts';
import { registerAuthRoutes } from './modules/auth/routes.ts';
import { registerCampaignRoutes } from './modules/campaigns/routes.ts';
import { registerCatalogueRoutes } from './modules/catalogue/routes.ts';
import { registerConfigRoutes } from './modules/config/routes.ts';
import { registerContentRoutes } from './modules/content/routes.ts';
import { registerCreditRoutes } from './modules/credits/routes.ts';
import { registerCustomArtworkRoutes } from './modules/custom-artwork/routes.ts';
import { registerDevOutboxRoutes } from './modules/dev-outbox/routes.ts';
import { registerEditorRoutes } from './modules/editor/routes.ts';
import { registerFulfilmentRoutes } from './modules/fulfilment/routes.ts';
import { registerGiftCardRoutes } from './modules/gift-cards/routes.ts';
import { registerNewsletterRoutes } from './modules/newsletter/routes.ts';
import { registerOrderRoutes } from './modules/orders/routes.ts';
import { registerOrganisationRoutes } from './modules/organisations/routes.ts';
import { registerPaymentRoutes } from './modules/payments/routes.ts';
import { registerSavedCardRoutes } from './modules/payments/saved-card-routes.ts';
import { registerPlacesRoutes } from './modules/places/routes.ts';
import { registerPromoRoutes } from './modules/promos/routes.ts';
import { registerQrCodeRoutes } from './modules/qr-codes/routes.ts';
import { registerRedeemRoutes } from './modules/redeem/routes.ts';
import { registerReminderRoutes, registerReminderTestHooks } from './modules/reminders/routes.ts';
import { registerShippingRoutes } from './modules/shipping/routes.ts';
import { registerStudioRoutes } from './modules/studio/routes.ts';
import { registerTemplateRoutes } from './modules/templates/routes.ts';
import { envelopeJson, openApiDocument } from './platform/api.ts';
import type { Config } from './platform/config.ts';
import { HttpError } from './platform/errors.ts';
import { ImageRenderer } from './platform/images.ts';
import { createLogRedaction } from './platform/log-redaction.ts';
import { loggerOptions } from './platform/logger.ts';
import { registerSecurity } from './platform/security.ts';
import type { Services } from './services.ts';

const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');
const FALLBACK_ICON = readFileSync(path.join(ASSETS, 'icons', 'question-circle.svg'));

export interface AppDeps {
  config: Config;
  database: Database;
  services: Services;
  /** Registers the web app's pages (production: the React Router server build). */
  web?: (app: FastifyInstance) => Promise<void>;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

/** Fastify's trustProxy for TRUST_PROXY: a hop count trusts that many proxies nearest the server. */
function trustProxyOption(trust: Config['TRUST_PROXY']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The HTTP server: the JSON API, images and, when given, the server-rendered web app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, services } = deps;
  const redaction = createLogRedaction();
  const app = Fastify({
    ...loggerOptions(config.LOG_LEVEL, redaction, deps.logStream),
    // Forwarded headers only from the configured proxies (TRUST_PROXY); none by default.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Give in-flight requests time to finish on shutdown, then stop.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  // A route whose path carries a token or an email (`:token`, `:email`) keeps it out of the logs.
  app.addHook('onRoute', (route) => redaction.addPath(route.url));

  let migrated = false;
  app.decorate('markMigrated', () => {
    migrated = true;
  });

  // The id each log line carries, so a customer or a proxy can quote it.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerSecurity(app, services.sessions, config.PUBLIC_URL);
  // Answers under 8 KiB go as they are: with their headers they fit the first round trip of a new
  // connection (ten segments, about 14 KiB) either way, so compressing them (65-150 µs of brotli each,
  // about 3 % of a checkout request's CPU) bought the buyer nothing. Pages come compressed from the
  // render cache; larger answers (card lists, countries) are still compressed.
  await app.register(compress, { threshold: 8192, encodings: ['br', 'gzip'] });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.status)
        .headers(error.headers)
        .type('application/json; charset=utf-8')
        .send(envelopeJson(error.data, error.messages));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Client mistakes Fastify detects (bad JSON, wrong content type, body too large) keep their 4xx.
    const key = status >= 500 ? 'global.error.internal-server-error' : 'global.errors.bad-request';
    return reply
      .code(status >= 400 ? status : 500)
      .type('application/json; charset=utf-8')
      .send(envelopeJson(null, [{ type: 'error', message: key }]));
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const reachable = await database.ping();
    const ready = reachable && migrated;
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not ready', database: reachable, migrated });
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /write\n`),
  );
  app.get('/api/docs', async (_request, reply) => reply.type('application/json').send(openApiDocument(app)));

  await app.register(fastifyStatic, {
    root: path.join(ASSETS, 'icons'),
    prefix: '/images/svg-icons/',
    decorateReply: false,
    maxAge: '7d',
  });
  await app.register(fastifyStatic, {
    root: path.join(ASSETS, 'flags'),
    prefix: '/images/flag-icons/',
    decorateReply: false,
    maxAge: '7d',
  });

  const images = new ImageRenderer(path.join(config.dataDir, 'cache', 'images'));
  registerConfigRoutes(app, services);
  registerCatalogueRoutes(app, services, images);
  registerGiftCardRoutes(app, services, images);
  registerEditorRoutes(app, services);
  registerContentRoutes(app, services, images);
  registerAnalyticsRoutes(app, services);
  registerPlacesRoutes(app, services);
  registerNewsletterRoutes(app, services);
  registerAuthRoutes(app, services);
  registerAccountRoutes(app, services);
  registerOrganisationRoutes(app, services);
  registerTemplateRoutes(app, services);
  registerQrCodeRoutes(app, services);
  registerAddressBookRoutes(app, services);
  await registerAddressImportRoutes(app, services);
  await registerCustomArtworkRoutes(app, services, images);
  registerAddressRequestRoutes(app, services);
  registerOrderRoutes(app, services);
  registerFulfilmentRoutes(app, services);
  registerPromoRoutes(app, services);
  registerPaymentRoutes(app, services);
  registerCreditRoutes(app, services);
  await registerCampaignRoutes(app, services);
  registerSavedCardRoutes(app, services);
  registerShippingRoutes(app, services);
  registerRedeemRoutes(app, services);
  registerReminderRoutes(app, services);
  // The journeys' hook into the reminders' clock (TEST_HOOKS, with the test gateway only).
  if (config.TEST_HOOKS) registerReminderTestHooks(app, services);
  // The artists' studio (decision 0038).
  await registerStudioRoutes(app, services);
  // The development outbox page: never in production, and only when mail goes to the outbox.
  if (config.NODE_ENV !== 'production' && services.mailer.outboxDir) {
    registerDevOutboxRoutes(app, services.mailer.outboxDir);
  }

  // An unknown icon answers the question-circle icon, so a page never shows a broken image.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/images/svg-icons/')) {
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(FALLBACK_ICON);
    }
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(envelopeJson(null, [{ type: 'error', message: 'global.errors.not-found' }]));
  });

  if (deps.web) await deps.web(app);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    markMigrated(): void;
  }
}
