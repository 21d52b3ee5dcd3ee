import type { Db } from './db/client.ts';
import { createAnalyticsService } from './modules/analytics/service.ts';
import { createCatalogueService } from './modules/catalogue/service.ts';
import { createConfigService } from './modules/config/service.ts';
import { createContentService } from './modules/content/service.ts';
import { createGiftCardService } from './modules/gift-cards/service.ts';
import { createNewsletterService } from './modules/newsletter/service.ts';
import { createShellService } from './modules/shell/service.ts';
import { ResponseCache } from './platform/cache.ts';

export type Services = ReturnType<typeof createServices>;

/**
 * Every domain service, wired once per process. The API routes use them, and so do the web app's
 * loaders during server rendering (through React Router's load context, with no HTTP hop).
 */
export function createServices(db: Db, options: { publicUrl: string }) {
  const config = createConfigService(db);
  const catalogue = createCatalogueService(db, config, options.publicUrl);
  const giftCards = createGiftCardService(db, config, options.publicUrl);
  const content = createContentService(db, { config, catalogue, giftCards, publicUrl: options.publicUrl });
  const shell = createShellService({ config, catalogue, content });
  const responseCache = new ResponseCache();
  return {
    config,
    shell,
    catalogue,
    giftCards,
    content,
    newsletter: createNewsletterService(db, config),
    responseCache,
    analytics: createAnalyticsService(db),
    /** Forgets every cached catalogue and content answer, after the catalogue changes. */
    invalidateCatalogue() {
      config.invalidate();
      catalogue.invalidate();
      giftCards.invalidate();
      responseCache.invalidate();
    },
  };
}
