import { createHash } from 'node:crypto';

export interface CachedResponse {
  body: Buffer;
  etag: string;
}

/**
 * Serialised answers of catalogue and content reads, keyed by request. The catalogue changes rarely, so
 * an entry lives until `invalidate()` (called on every catalogue write) or until it is pushed out as the
 * least recently used.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly maxEntries: number;
  private generation = 0;

  constructor(maxEntries = 5000) {
    this.maxEntries = maxEntries;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Re-insert to mark it most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, body: Buffer): CachedResponse {
    const entry = { body, etag: etagOf(body, this.generation) };
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }

  /** Drops every entry; the next read of each key is answered afresh. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A strong ETag from the body's bytes. */
export function etagOf(body: Buffer | string, salt = 0): string {
  const hash = createHash('sha1').update(body).update(String(salt)).digest('base64url').slice(0, 27);
  return `"${hash}"`;
}
