import { FALLBACK_LOCALE } from '@cardshop/shared/constants';
import { RegionParam } from '@cardshop/shared/contracts/catalogue';
import {
  BootstrapSchema,
  BusinessPricingMapSchema,
  CountriesSchema,
  CurrencyMapSchema,
  I18nReportSchema,
  TranslationsQuerySchema,
  TranslationsSchema,
} from '@cardshop/shared/contracts/config';
import * as z from '@cardshop/shared/contracts/zod';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { requestedRegion } from '../../platform/request-region.ts';
import type { Services } from '../../services.ts';

export function registerConfigRoutes(app: FastifyInstance, services: Services) {
  const cache = { store: services.responseCache, maxAge: 3600 };

  defineRoute(app, {
    method: 'GET',
    url: '/api/config/currencies',
    summary: 'Currencies keyed by code',
    tag: 'config',
    response: CurrencyMapSchema,
    cache,
    handler: () => services.config.currencies(),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/config/countries',
    summary: 'Every country with its address rules, and the states of AU, CA and US',
    tag: 'config',
    response: CountriesSchema,
    cache,
    handler: () => services.config.countries(),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/config/business-pricing',
    summary: 'Business volume pricing tiers keyed by region id',
    tag: 'config',
    response: BusinessPricingMapSchema,
    cache,
    handler: () => services.config.businessPricing(),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/config/translations',
    summary: 'Interface messages by locale for the named namespaces (comma-joined `which`)',
    tag: 'config',
    query: TranslationsQuerySchema,
    response: TranslationsSchema,
    cache,
    handler: async ({ query }) => services.config.translations(query.which?.split(',') ?? null, query.locale),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/config/bootstrap',
    summary: 'Start-up data of the page shell: regions, currencies, countries, tags, navigation, brand …',
    tag: 'config',
    query: z.object({ region: RegionParam.optional() }),
    response: BootstrapSchema,
    cache: { store: services.responseCache, varyBy: (request) => requestedRegion(request) ?? '' },
    handler: ({ request }) => services.shell.bootstrap(requestedRegion(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/report/i18n',
    summary: 'Reports translation keys the browser did not find (fallback locale only)',
    tag: 'config',
    body: I18nReportSchema,
    response: z.object({ recorded: z.number().int() }),
    handler: async ({ body }) => {
      // Only the fallback locale must be complete; other locales fall back to it by design.
      const reports = body.reports.filter((report) => report.locale === FALLBACK_LOCALE);
      await services.config.reportMissingTranslations(reports);
      return { recorded: reports.length };
    },
  });
}
