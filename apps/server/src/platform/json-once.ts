// A value that never changes once made (a listing's filter options, kept by a memo and carried by every
// listing's answer) is serialised once: an answer that holds it as one of its own properties splices the
// kept JSON text in, rather than serialising the same categories and tags on every request.

const texts = new WeakMap<object, string>();

/** Keeps the JSON text of `value`, which must not change afterwards; answers `value`. */
export function serialisedOnce<T extends object>(value: T): T {
  if (!texts.has(value)) texts.set(value, JSON.stringify(value));
  return value;
}

const keptText = (value: unknown) =>
  typeof value === 'object' && value !== null ? texts.get(value) : undefined;

/** `JSON.stringify(value)`, with the kept text of the value or of any of its own properties. */
export function toJson(value: unknown): string | undefined {
  const whole = keptText(value);
  if (whole !== undefined) return whole;
  if (
    typeof value !== 'object' ||
    value === null ||
    Object.getPrototypeOf(value) !== Object.prototype ||
    !Object.values(value).some((property) => keptText(property) !== undefined)
  ) {
    return JSON.stringify(value);
  }
  const parts: string[] = [];
  for (const [key, property] of Object.entries(value)) {
    const text = keptText(property) ?? JSON.stringify(property);
    // As JSON.stringify does, a property with no JSON form (undefined, a function) is left out.
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}
