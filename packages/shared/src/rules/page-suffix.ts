// Only positive integers without leading zeros are page numbers; '/page-0' or '/page-abc' are real slugs.
const PAGE_SUFFIX = /\/page-([1-9]\d*)$/;

// Keeps '?query' and '#hash' aside so the suffix goes on the path itself.
function splitTail(url: string): { path: string; tail: string } {
  const index = url.search(/[?#]/);
  return index === -1 ? { path: url, tail: '' } : { path: url.slice(0, index), tail: url.slice(index) };
}

/** Splits a listing path into its base path and page number, e.g. '/birthday/page-3' → page 3. */
export function splitPageSuffix(path: string): { path: string; page: number } {
  const { path: bare, tail } = splitTail(path);
  const match = PAGE_SUFFIX.exec(bare);
  if (!match) return { path, page: 1 };
  const base = bare.slice(0, match.index) || '/';
  return { path: `${base}${tail}`, page: Number(match[1]) };
}

/** Points a listing path at a page, replacing any page suffix; page 1 is the bare canonical path. */
export function withPageSuffix(path: string, page: number): string {
  const { path: bare, tail } = splitTail(path);
  const base = splitPageSuffix(bare).path;
  // Anything that is not a page after the first collapses to the canonical first page.
  const target = Number.isFinite(page) ? Math.trunc(page) : 1;
  if (target <= 1) return `${base}${tail}`;
  const trimmed = base.replace(/\/+$/, '');
  return `${trimmed}/page-${target}${tail}`;
}
