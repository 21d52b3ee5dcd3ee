import { hash } from 'node:crypto';

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

/** The doorkeeper's bits (2^20, 128 KiB) and how many keys it marks before it starts afresh. */
const DOORKEEPER_BITS = 1 << 20;
const DOORKEEPER_MARKS = 1 << 16;

/**
 * Which keys were offered recently, as one bit each of a hash of the key: a fixed 128 KiB, whatever the
 * keys. Once it has marked 65,536 keys it forgets them all, so a key counts as seen again only if it is
 * asked for twice within that many others; two keys sharing a bit (about one in sixteen when it is full)
 * only means an answer is kept one request early.
 */
class Doorkeeper {
  private readonly bits = new Uint32Array(DOORKEEPER_BITS / 32);
  private marks = 0;

  /** Whether `key` was offered since the last fresh start; marks it. */
  seen(key: string): boolean {
    const bit = fnv1a(key) & (DOORKEEPER_BITS - 1);
    const word = bit >>> 5;
    const mask = 1 << (bit & 31);
    if (((this.bits[word] ?? 0) & mask) !== 0) return true;
    this.bits[word] = (this.bits[word] ?? 0) | mask;
    this.marks += 1;
    if (this.marks >= DOORKEEPER_MARKS) {
      this.bits.fill(0);
      this.marks = 0;
    }
    return false;
  }
}

/** The 32-bit FNV-1a hash of a string's UTF-16 code units. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
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
  private readonly doorkeeper = new Doorkeeper();

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
   * The entry of an answer, kept only if its key was offered before (recently): a search typed once, or a
   * crawler's one visit to each card, neither displaces answers that are asked for again nor grows the
   * heap the garbage collector must walk. The second request for a key keeps its answer; the ETag is the
   * same either way, so a browser revalidates the first answer against the kept one.
   */
  offer(key: string, body: Buffer): CachedResponse {
    if (this.doorkeeper.seen(key)) return this.set(key, body);
    return { body, etag: etagOf(body, this.generation) };
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

/** A strong ETag from the body's bytes and the cache's generation (`salt`). */
export function etagOf(body: Buffer | string, salt = 0): string {
  return `"${hash('sha1', body, 'base64url')}.${salt}"`;
}
