import { SEARCH_DEFAULT_PAGE, SEARCH_DEFAULT_PAGE_SIZE } from '../constants.ts';

/** Raw paging parameters as they arrive from a query string or a caller. */
export interface ListingParamsInput {
  page?: number | string | null;
  maxResults?: number | string | null;
}

/** Paging parameters ready for a listing query. */
export interface ListingParams {
  page: number;
  maxResults: number | 'all';
}

// Plain decimal numbers only: Number() would also accept '', '0x10' and 'Infinity'.
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

// Reads a whole number of at least 1, or null when the value is not numeric.
function readCount(value: number | string | null | undefined): number | null {
  const number =
    typeof value === 'string' ? (DECIMAL.test(value.trim()) ? Number(value) : Number.NaN) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return null;
  return Math.max(1, Math.trunc(number));
}

/** Normalises listing paging parameters, filling defaults (page 1, 25 results) and keeping 'all'. */
export function normaliseListingParams(input: ListingParamsInput): ListingParams {
  const page = readCount(input.page) ?? SEARCH_DEFAULT_PAGE;
  const rawMax = input.maxResults;
  if (typeof rawMax === 'string' && rawMax.trim().toLowerCase() === 'all') return { page, maxResults: 'all' };
  return { page, maxResults: readCount(rawMax) ?? SEARCH_DEFAULT_PAGE_SIZE };
}

/** Gives the number of pages for a result total, at least 1 so an empty listing still has a page. */
export function pageCount(total: number, perPage: number | 'all'): number {
  if (perPage === 'all' || !(perPage > 0) || !(total > 0)) return 1;
  return Math.max(1, Math.ceil(total / perPage));
}
