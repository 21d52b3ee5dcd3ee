/**
 * Inputs for the API fuzz test (platform/api-fuzz.test.ts): a seeded random source, bodies sampled from
 * an operation's JSON schema, and the bad values put into them. Deterministic for a given seed.
 */

export type Random = () => number;

/** Mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function deepArray(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

function deepObject(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

/** Values a JSON body or field should never be given: NUL, lone surrogates, wrong types, huge, deep. */
export const BAD_VALUES: readonly unknown[] = [
  '\u0000',
  'card\u0000name',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\u0000',
  '',
  ' ',
  'x'.repeat(200_000),
  -1,
  0,
  1e308,
  -1e308,
  3.5,
  true,
  null,
  [],
  {},
  ['\u0000'],
  { '\u0000': 'key' },
  deepArray(2_000),
  deepObject(2_000),
  Array.from({ length: 5_000 }, (_, index) => index),
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '2026-02-30',
  '9999-99-99T99:99:99Z',
];

/** Raw (already percent-encoded) texts for path segments and query values. */
export const BAD_URL_TEXTS: readonly string[] = [
  'a%00b',
  '%ED%A0%80', // a lone surrogate as UTF-8 bytes
  '%00',
  '%ED%BF%BF',
  '%FF%FE',
  '%C0%AF',
  '%',
  '%E0%A4%A',
  'x'.repeat(5_000),
  '-1',
  '1e308',
  'NaN',
  '..%2F..%2Fetc',
  '%0A%0D',
  '%09',
  '00000000-0000-0000-0000-000000000000',
  'true',
  '%5B%5D',
];

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  additionalProperties?: Schema | boolean;
};

// Texts tried against a string field's pattern, so a sample passes it.
const PATTERN_CANDIDATES = [
  'en-AU',
  'AU',
  'NSW',
  '2000',
  'fuzz',
  'fuzz-value',
  '2030-01-15',
  '#ffffff',
  'a1',
];

/**
 * A plausible value for a JSON schema: the fuzz test then spoils one part of it. With `taint`, every
 * free text (no format, pattern or choice) ends with it, so a NUL meets the fields that would store it.
 */
export function sampleOf(schema: Schema | undefined, random: Random, taint = '', depth = 0): unknown {
  if (!schema || depth > 8) return `text${taint}`;
  if ('const' in schema) return schema.const;
  if (schema.enum) return pick(random, schema.enum);
  const union = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (union && union.length > 0) return sampleOf(pick(random, union), random, taint, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name) || random() < 0.5)
          value[name] = sampleOf(property, random, taint, depth + 1);
      }
      return value;
    }
    case 'array':
      return [sampleOf(schema.items, random, taint, depth + 1)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return random() < 0.5;
    case 'null':
      return null;
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return '6f1c1b0e-2d2a-4f57-9a53-2f3c6b8f7d10';
      if (schema.format === 'date') return '2030-01-15';
      if (schema.format === 'date-time') return '2030-01-15T10:00:00Z';
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u');
        return PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate)) ?? 'fuzz';
      }
      return `${'a'.repeat(Math.max(schema.minLength ?? 1, 4))}${taint}`.slice(0, schema.maxLength ?? 10_000);
    default:
      return `text${taint}`;
  }
}

/** `value` with one randomly chosen part (or the whole) replaced by `bad`. */
export function spoil(value: unknown, bad: unknown, random: Random): unknown {
  if (value === null || typeof value !== 'object' || random() < 0.15) return bad;
  if (Array.isArray(value)) {
    if (value.length === 0) return [bad];
    const index = Math.floor(random() * value.length);
    return value.map((item, at) => (at === index ? spoil(item, bad, random) : item));
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return { [pick(random, ['name', 'email', 'id', 'slug'])]: bad };
  const key = pick(random, keys);
  return { ...value, [key]: spoil((value as Record<string, unknown>)[key], bad, random) };
}
