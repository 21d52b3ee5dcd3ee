import type { Services } from '@cardshop/server/services';

/**
 * A loader's read of catalogue or content data, kept as JSON in the server's response cache: the same
 * store the API's answers use, emptied on every catalogue write (decision record 2), so a page view
 * costs a cache lookup instead of the database queries. A miss is offered to the cache (kept from its
 * key's second read) and returned through the same JSON round trip, so a hit and a miss render
 * identically. The parsed value is kept beside its entry (loaders and rendering only read it), so a hit
 * does not parse again.
 */
export async function cachedRead<T>(services: Services, key: string, read: () => Promise<T>): Promise<T> {
  const cacheKey = `page-data:${key}`;
  const entry =
    services.responseCache.get(cacheKey) ?? services.responseCache.offer(cacheKey, await serialised(read));
  let value = parsed.get(entry);
  if (value === undefined) {
    value = JSON.parse(entry.body.toString('utf8'));
    parsed.set(entry, value);
  }
  return value as T;
}

// Entries are replaced on write and dropped on invalidation, so a parsed value lives as long as its entry.
const parsed = new WeakMap<object, unknown>();

async function serialised(read: () => Promise<unknown>): Promise<Buffer> {
  return Buffer.from(JSON.stringify(await read()));
}
