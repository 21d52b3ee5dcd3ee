import type { Bootstrap } from '@cardshop/shared/contracts/config';
import { type CategoryOption, giftCategoryOptions } from '../gift-categories.ts';

/** How many occasions the search flyout suggests. */
const POPULAR_TAGS_COUNT = 6;

export interface TagLink {
  id: string;
  path: string;
  name: string;
}

/**
 * What every page embeds of the shell's start-up data: the bootstrap answer without what no page renders
 * at first (countries and states, the whole tag tree, the bootstrap's testimonials and articles, settings
 * the storefront does not read). The tag tree (11 KB) is reduced to what the shell uses: the search
 * flyout's popular occasions and the gift-card form's categories. A tag page gets its child tags from
 * its own loader. The footer's links (some 130) come apart, as a deferred promise (`footer`).
 */
export type PageShellData = Omit<
  Bootstrap,
  | 'countries'
  | 'states'
  | 'tags'
  | 'testimonials'
  | 'articles'
  | 'envelopeCosts'
  | 'globalFeatures'
  | 'businessConversions'
  | 'mapsKey'
  | 'paymentKey'
  | 'domains'
  | 'navigation'
> & {
  /** The header's menus; the footer's links travel apart, deferred (footerGroups). */
  navigation: Omit<Bootstrap['navigation'], 'footer'>;
  popularTags: TagLink[];
  giftCategories: CategoryOption[];
};

/** The footer's groups of links: below the fold on every page, so the root loader defers them. */
export type FooterGroups = Bootstrap['navigation']['footer'];

export function pageShellData(bootstrap: Bootstrap): PageShellData {
  const {
    countries: _countries,
    states: _states,
    tags,
    testimonials: _testimonials,
    articles: _articles,
    envelopeCosts: _envelopeCosts,
    globalFeatures: _globalFeatures,
    businessConversions: _businessConversions,
    mapsKey: _mapsKey,
    paymentKey: _paymentKey,
    domains: _domains,
    navigation: { footer: _footer, ...navigation },
    ...kept
  } = bootstrap;
  return { ...kept, navigation, popularTags: popularTags(tags), giftCategories: giftCategoryOptions(tags) };
}

/** The search flyout's suggestions: the first primary top-level occasions. */
export function popularTags(tags: Bootstrap['tags']): TagLink[] {
  return ((tags.find((category) => category.slug === 'occasion') ?? tags[0])?.tags ?? [])
    .filter((tag) => tag.primary && !tag.parentId)
    .slice(0, POPULAR_TAGS_COUNT)
    .map(({ id, path, name }) => ({ id, path, name }));
}
