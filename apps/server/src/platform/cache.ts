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
  private readonly maxBytes: number;
  private bytes = 0;
  private generation = 0;

  /** Holds at most `maxBytes` of answers (64 MiB by default); the least recently used go first. */
  constructor(maxBytes = 64 * 1024 * 1024) {
    this.maxBytes = maxBytes;
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
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.body.length;
    this.entries.set(key, entry);
    this.bytes += body.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.body.length;
    }
    return entry;
  }

  /** Drops every entry; the next read of each key is answered afresh. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
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
