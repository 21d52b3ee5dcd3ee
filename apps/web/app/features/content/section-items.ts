// Section items are free-form records chosen by the content writer; these read one field safely.

/** A text field of a section item ('' when absent or not text). */
export function itemText(item: Record<string, unknown>, key: string): string {
  const value = item[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A list-of-text field of a section item (comparison headers and cells). */
export function itemTexts(item: Record<string, unknown>, key: string): string[] | null {
  const value = item[key];
  if (!Array.isArray(value)) return null;
  return value.map((entry) => (typeof entry === 'string' || typeof entry === 'number' ? String(entry) : ''));
}

/** A number field of a section item, or null. */
export function itemNumber(item: Record<string, unknown>, key: string): number | null {
  const value = item[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

/** A comparison table from its items: the first `{ headers }` item, then `{ cells }` rows. */
export function comparisonTable(items: ReadonlyArray<Record<string, unknown>>): {
  headers: string[];
  rows: string[][];
} {
  let headers: string[] = [];
  const rows: string[][] = [];
  for (const item of items) {
    const itemHeaders = itemTexts(item, 'headers');
    const cells = itemTexts(item, 'cells');
    if (itemHeaders && headers.length === 0) headers = itemHeaders;
    else if (cells) rows.push(cells);
  }
  const width = Math.max(headers.length, ...rows.map((row) => row.length));
  const pad = (row: string[]) => [...row, ...Array<string>(Math.max(0, width - row.length)).fill('')];
  return { headers: headers.length > 0 ? pad(headers) : [], rows: rows.map(pad) };
}
