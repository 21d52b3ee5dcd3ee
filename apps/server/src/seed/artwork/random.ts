// Seeded randomness for the artwork generator: the same seed gives the same numbers on every machine,
// so the demo catalogue's images are reproducible byte for byte.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** A shuffled copy; the input is left alone. */
  shuffle<T>(list: readonly T[]): T[];
}

/** mulberry32: tiny, fast and good enough for art; integer maths only, so it is platform-independent. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    range: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick<T>(list: readonly T[]): T {
      if (list.length === 0) throw new Error('pick() needs a non-empty list');
      return list[int(0, list.length - 1)] as T;
    },
    shuffle<T>(list: readonly T[]): T[] {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}

/** FNV-1a over UTF-16 code units: a stable 32-bit hash that turns names into seeds. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // A murmur3 finaliser: FNV alone leaves similar strings ('1:style', '2:style') with similar low bits.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** An independent seed for one aspect of a design, so changing one choice does not reshuffle the others. */
export function deriveSeed(seed: number, aspect: string): number {
  return hashSeed(`${seed >>> 0}:${aspect}`);
}
