/** The parts of a tag that its page heading is built from. */
export interface TagHeadingSource {
  heading?: string | null;
  title?: string | null;
  name?: string | null;
  slug: string;
}

// Treats blank strings from the CMS as unset.
function readText(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** Gives a tag page's heading: its own heading, else its title (or name) plus ' Cards'. */
export function tagHeading(tag: TagHeadingSource): string {
  const heading = readText(tag.heading);
  if (heading) return heading;
  const base = readText(tag.title) ?? readText(tag.name);
  if (!base) return '';
  // The catch-all tag already reads as a heading ('All Cards' would repeat the listing).
  const isAll = tag.slug === '/all' || tag.slug === 'all';
  return isAll ? base : `${base} Cards`;
}
