import { LATEST_ARTICLES_COUNT, TESTIMONIALS_MAX } from '@cardshop/shared/constants';
import type { Bootstrap, NavItem } from '@cardshop/shared/contracts/config';
import { tagHeading } from '@cardshop/shared/rules/tag-heading';
import { BUILD_VERSION } from '../../platform/api.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { ConfigService } from '../config/service.ts';
import type { ContentService } from '../content/service.ts';

export type ShellService = ReturnType<typeof createShellService>;

const EMPTY_NAVIGATION: Bootstrap['navigation'] = { primary: [], secondary: [], footer: [], business: [] };

/** The start-up data of the page shell, in one answer. */
export function createShellService(deps: {
  config: ConfigService;
  catalogue: CatalogueService;
  content: ContentService;
  /** Whether the built-in test gateway takes payments (the page shell then shows its banner). */
  testMode: boolean;
}) {
  const { config, catalogue, content } = deps;
  return {
    async bootstrap(regionIdOrIso?: string): Promise<Bootstrap> {
      const [region, regions, currencies, countries, taxonomy, testimonials, articles] = await Promise.all([
        config.region(regionIdOrIso),
        config.regions(),
        config.currencies(),
        config.countries(),
        catalogue.taxonomy(),
        config.testimonials(TESTIMONIALS_MAX),
        content.latestArticles(LATEST_ARTICLES_COUNT),
      ]);
      return {
        version: BUILD_VERSION,
        region,
        regions,
        currencies,
        countries: countries.countries,
        states: countries.states,
        tags: taxonomy.categories.map((category) => ({
          id: category.id,
          slug: category.slug,
          path: category.path,
          type: category.type,
          name: category.name,
          filterable: category.filterable,
          tags: taxonomy.tags
            .filter((tag) => tag.categoryId === category.id)
            .map((tag) => ({
              id: tag.id,
              slug: tag.slug,
              path: tag.path,
              name: tag.name,
              heading: tagHeading({ heading: tag.heading, title: tag.name, slug: tag.path }),
              parentId: tag.parentId,
              primary: tag.isPrimary,
              adults: tag.adults,
              kids: tag.kids,
              giftCategory: tag.giftCategory,
            })),
        })),
        envelopeCosts: await config.setting<Record<string, number>>('envelopeCosts', {}),
        globalFeatures: await config.setting<Record<string, boolean>>('globalFeatures', {}),
        testimonials,
        articles,
        brand: await config.setting('brand', {
          name: 'Cardshop',
          tagline: '',
          email: '',
          phone: '',
          defaultAddress: [],
        }),
        socials: await config.setting<Record<string, string>>('socials', {}),
        navigation: await config.setting<{
          primary: NavItem[];
          secondary: NavItem[];
          footer: Bootstrap['navigation']['footer'];
          business: NavItem[];
        }>('navigation', EMPTY_NAVIGATION),
        businessConversions: await config.setting<Record<string, Record<string, number>>>(
          'businessConversions',
          {},
        ),
        // No maps or payment provider keys in the embedded set-up; later issues configure them by env.
        mapsKey: null,
        paymentKey: null,
        domains: {},
        testMode: deps.testMode,
      };
    },
  };
}
