/** The tab id a URL hash names ('#reviews' → 'reviews'), or null. */
export function tabIdFromHash(hash: string | null | undefined): string | null {
  if (!hash) return null;
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return id === '' ? null : id;
}

/** The active tab: the one the URL hash names, else the model value, else the first; null without tabs. */
export function activeTabId(
  ids: readonly string[],
  { hash, model }: { hash?: string | null; model?: string | null },
): string | null {
  const fromHash = tabIdFromHash(hash);
  if (fromHash && ids.includes(fromHash)) return fromHash;
  if (model && ids.includes(model)) return model;
  return ids[0] ?? null;
}

/** The tab index arrow keys, Home and End move to (wrapping), or null for other keys. */
export function tabIndexForKey(current: number, key: string, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
