import { createHash } from 'node:crypto';
import { type Voucher, VoucherSchema } from '@cardshop/shared/contracts/redeem';

// The gift-card supplier: who turns a redeemed gift card into the voucher the recipient spends
// (docs/decisions/0026-redeeming-gift-cards.md). Chosen by configuration like the payment gateway: the
// built-in test supplier (clearly marked test vouchers, nothing bought) or a supplier's HTTPS JSON API.
// A voucher is a bearer value: nothing here logs it, and errors never carry it.

export interface VoucherRequest {
  /** The gift card line's id: the idempotency key, so asking twice gives the same voucher. */
  reference: string;
  giftCardId: string;
  giftCardName: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** YYYY-MM-DD, or null without expiry. */
  validUntil: string | null;
}

/** What the supplier says of a voucher issued before. */
export interface VoucherStatus {
  state: 'active' | 'spent' | 'expired' | 'cancelled' | 'unknown';
  /** What is left to spend, in minor units, when the supplier says. */
  balance: number | null;
}

export interface GiftCardSupplier {
  /** 'test' for the built-in test supplier. */
  readonly name: string;
  /** Issues (or, for a reference issued before, answers again) the voucher; throws SupplierError. */
  issue(request: VoucherRequest): Promise<Voucher>;
  /** The voucher's state at the supplier, when it can tell. */
  status?(reference: string): Promise<VoucherStatus>;
}

/** The supplier could not issue: down, refused, or answered something the shop cannot read. */
export class SupplierError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'SupplierError';
    this.status = status;
  }
}

const TEST_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The built-in test supplier: its handle for tests (an outage on demand). */
export interface TestSupplier extends GiftCardSupplier {
  readonly name: 'test';
  /** The next `count` issues fail as if the supplier were down. */
  failNext(count?: number): void;
  /** How many vouchers it has issued (asked for, not failed). */
  readonly issued: number;
}

/**
 * Test vouchers, clearly marked: `test: true`, supplier 'test', codes `TEST-XXXX-XXXX-XXXX`, no PIN.
 * The code is derived from the reference, so asking again for a reference gives the same voucher (as a
 * real supplier does with its idempotency key).
 */
export function createTestSupplier(): TestSupplier {
  let failures = 0;
  let issued = 0;
  return {
    name: 'test',
    failNext(count = 1) {
      failures += count;
    },
    get issued() {
      return issued;
    },
    async issue(request) {
      if (failures > 0) {
        failures -= 1;
        throw new SupplierError('the test supplier is down (asked to fail)');
      }
      issued += 1;
      const digest = createHash('sha256').update(`test-voucher:${request.reference}`).digest();
      const characters = [...digest.subarray(0, 12)].map((byte) => TEST_ALPHABET[byte % 32]).join('');
      const code = `TEST-${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8, 12)}`;
      return {
        supplier: 'test',
        code,
        pin: null,
        amount: request.amount,
        currency: request.currency,
        expiresOn: request.validUntil,
        url: null,
        test: true,
      };
    },
    async status() {
      return { state: 'active', balance: null };
    },
  };
}

export interface HttpSupplierOptions {
  /** The supplier API's base URL (https; http only to a local address, for tests). */
  url: string;
  /** Its API key, sent as a Bearer token. */
  key: string;
  /** Milliseconds before a call is given up (the recipient is waiting on the page). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * A supplier's HTTPS JSON API: `POST {url}/vouchers` with an Idempotency-Key (the line's id) and the
 * request as JSON, answering the voucher (`code`, `pin`, `amount`, `currency`, `expiresOn`, `url`);
 * `GET {url}/vouchers/{reference}/status` answering `{ state, balance }`. A supplier with another shape
 * gets an adapter of its own behind the same interface.
 */
export function createHttpSupplier(options: HttpSupplierOptions): GiftCardSupplier {
  const base = options.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const headers = {
    authorization: `Bearer ${options.key}`,
    accept: 'application/json',
  };

  async function call(path: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new SupplierError(`the supplier could not be reached (${(error as Error).name})`);
    }
    if (!response.ok) {
      // The body may echo the request: only the status goes into the error.
      await response.body?.cancel();
      throw new SupplierError(`the supplier answered ${response.status}`, response.status);
    }
    try {
      return await response.json();
    } catch {
      throw new SupplierError('the supplier answered something other than JSON', response.status);
    }
  }

  return {
    name: 'http',
    async issue(request) {
      const body = await call('/vouchers', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': request.reference },
        body: JSON.stringify(request),
      });
      const answer = (body ?? {}) as Record<string, unknown>;
      const parsed = VoucherSchema.safeParse({
        supplier: typeof answer.supplier === 'string' ? answer.supplier : 'http',
        code: answer.code,
        pin: answer.pin ?? null,
        amount: answer.amount ?? request.amount,
        currency: answer.currency ?? request.currency,
        expiresOn: answer.expiresOn ?? request.validUntil,
        url: answer.url ?? null,
        test: answer.test === true,
      });
      if (!parsed.success) throw new SupplierError('the supplier answered a voucher the shop cannot read');
      if (parsed.data.amount !== request.amount || parsed.data.currency !== request.currency) {
        throw new SupplierError('the supplier issued another amount than asked');
      }
      return parsed.data;
    },
    async status(reference) {
      const body = (await call(`/vouchers/${encodeURIComponent(reference)}/status`, {
        method: 'GET',
        headers,
      })) as Record<string, unknown> | null;
      const states = ['active', 'spent', 'expired', 'cancelled'] as const;
      const state = states.find((value) => value === body?.state) ?? 'unknown';
      const balance =
        typeof body?.balance === 'number' && Number.isInteger(body.balance) ? body.balance : null;
      return { state, balance };
    },
  };
}

/** The supplier the configuration names (platform/config.ts: GIFT_CARD_SUPPLIER). */
export function createGiftCardSupplier(config: {
  giftCardSupplier: 'test' | 'http';
  GIFT_CARD_SUPPLIER_URL?: string;
  GIFT_CARD_SUPPLIER_KEY?: string;
}): GiftCardSupplier {
  if (config.giftCardSupplier === 'http' && config.GIFT_CARD_SUPPLIER_URL && config.GIFT_CARD_SUPPLIER_KEY) {
    return createHttpSupplier({ url: config.GIFT_CARD_SUPPLIER_URL, key: config.GIFT_CARD_SUPPLIER_KEY });
  }
  return createTestSupplier();
}
