import { NO_GIFT_PROMPT_CATEGORIES } from '@cardshop/shared/rules/gift-card-line';

// The gift categories the gift-card quick-add form offers; every page embeds them with the shell's data
// (shell/shell-data.ts).

/** The fixed category that sends the visitor to every occasion rather than one tag. */
export const OCCASIONS_CATEGORY = 'occasions';
/** Where the 'Other occasions' category leads. */
export const OCCASIONS_PATH = '/occasion';

/** Tags never offered as a gift card's category, and whose choice never prompts for a gift card. */
export { NO_GIFT_PROMPT_CATEGORIES };

/** A tag as the shell lists it (only the fields the form reads). */
export interface GiftCategoryTag {
  slug: string;
  path: string;
  name: string;
  giftCategory: boolean;
}

/** One choice of the category select: a gift tag, or the fixed 'occasions' entry (label left to the caller). */
export interface CategoryOption {
  value: string;
  path: string;
  /** The tag's name; null for the 'occasions' entry, which is labelled by a translation key. */
  name: string | null;
}

/** The category options: every tag flagged as a gift category (once each, in shell order) then 'occasions'. */
export function giftCategoryOptions(
  tagCategories: ReadonlyArray<{ tags: ReadonlyArray<GiftCategoryTag> }>,
): CategoryOption[] {
  const seen = new Set<string>();
  const options: CategoryOption[] = [];
  for (const group of tagCategories) {
    for (const tag of group.tags) {
      if (!tag.giftCategory || seen.has(tag.slug) || NO_GIFT_PROMPT_CATEGORIES.has(tag.slug)) continue;
      if (tag.slug === OCCASIONS_CATEGORY) continue;
      seen.add(tag.slug);
      options.push({ value: tag.slug, path: tag.path, name: tag.name });
    }
  }
  options.push({ value: OCCASIONS_CATEGORY, path: OCCASIONS_PATH, name: null });
  return options;
}
