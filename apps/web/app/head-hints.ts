const MODULE_PRELOAD = /<link rel="modulepreload"/g;

/**
 * Marks the page's module preloads `fetchpriority="low"`. The scripts hydrate a page that is already
 * complete and readable, so on a slow connection they should not compete with the document's stylesheet,
 * the display font and the image that is the largest paint: they still start early (no request chain),
 * after those. React Router renders the preload links without a way to set their priority.
 */
export function lowPriorityPreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}
