import { createHash } from 'node:crypto';

export interface CachedResponse {
  body: Buffer;
  etag: string;
  /** Headers that belong to this answer (a page's Content-Security-Policy). */
  headers?: Record<string, string>;
  /** The body compressed ahead of time, by content encoding ('br', 'gzip'). */
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
}

const sizeOf = (entry: CachedResponse) =>
  entry.body.length + (entry.encoded?.br?.length ?? 0) + (entry.encoded?.gzip?.length ?? 0);

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

  set(key: string, body: Buffer, extra: Pick<CachedResponse, 'headers' | 'encoded'> = {}): CachedResponse {
    const entry: CachedResponse = { body, etag: etagOf(body, this.generation), ...extra };
    const previous = this.entries.get(key);
    if (previous) this.bytes -= sizeOf(previous);
    this.entries.set(key, entry);
    this.bytes += sizeOf(entry);
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.bytes -= sizeOf(oldest);
    }
    return entry;
  }

  /**
   * Keeps an answer only if nothing was invalidated since `generation` was read (before the answer was
   * computed), so a render that raced a catalogue change never stores stale content.
   */
  setIfCurrent(
    key: string,
    body: Buffer,
    generation: number,
    extra: Pick<CachedResponse, 'headers' | 'encoded'> = {},
  ): CachedResponse | undefined {
    return generation === this.generation ? this.set(key, body, extra) : undefined;
  }

  /** Changes on every `invalidate()`. */
  get currentGeneration(): number {
    return this.generation;
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
