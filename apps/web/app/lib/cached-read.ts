import type { Services } from '@cardshop/server/services';

/**
 * A loader's read of catalogue or content data, kept as JSON in the server's response cache: the same
 * store the API's answers use, emptied on every catalogue write (decision record 2), so a page view
 * costs a cache lookup instead of the database queries. Misses are stored and returned through the same
 * JSON round trip, so a hit and a miss render identically.
 */
export async function cachedRead<T>(services: Services, key: string, read: () => Promise<T>): Promise<T> {
  const cacheKey = `page-data:${key}`;
  const hit = services.responseCache.get(cacheKey);
  if (hit) return JSON.parse(hit.body.toString('utf8')) as T;
  const body = Buffer.from(JSON.stringify(await read()));
  services.responseCache.set(cacheKey, body);
  return JSON.parse(body.toString('utf8')) as T;
}
