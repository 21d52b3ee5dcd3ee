/**
 * What never reaches a log line: passwords, codes, tokens and personal fields, wherever they travel (a
 * query string, a path segment, a logged object, an error's message). The names and the paths are listed
 * here and nowhere else; logger.ts applies them to every line.
 */

export const REDACTED = '[REDACTED]';

/**
 * Secret field and parameter names, compared lowercase without `-`, `_`, `.` or brackets (so
 * `new_password`, `user[email]` and `recovery-code` count). A name containing one of the parts is secret.
 */
const SECRET_NAME_PARTS = ['password', 'passwd', 'token', 'secret', 'email', 'phone'];
const SECRET_NAMES = new Set([
  // Codes that sign someone in, prove a link or a payment.
  'code',
  'otp',
  'totp',
  'mfacode',
  'verificationcode',
  'recoverycode',
  'recoverycodes',
  'sig',
  'signature',
  'apikey',
  'authorization',
  'cookie',
  'setcookie',
  'cardnumber',
  'cvc',
  'cvv',
  // Personal fields.
  'mobile',
  'firstname',
  'lastname',
  'fullname',
  'address',
  'address1',
  'address2',
  'addressline1',
  'addressline2',
  'line1',
  'line2',
  'street',
  'postcode',
  'postalcode',
  'zip',
  'zipcode',
  'dateofbirth',
  'birthday',
]);

/**
 * Pages whose path carries a token or an email address: their parameters named like a secret (`:token`,
 * `:email`) are redacted. The API's own routes are added as they are registered (app.ts), so only the web
 * app's pages, which the server does not route itself, are listed.
 */
export const SECRET_PAGE_PATHS = [
  '/reset-password/:id/:token',
  '/verify-email/:id/:token',
  '/unsubscribe/:what/:email',
  '/unsubscribe/:event/:id/:email',
  '/disable-reminders/:id/:email',
  '/newsletter/confirm/:email',
  '/complete/:id/:token/:mode?',
  '/orders/resume/:id/:token',
  '/account/orders/view/:id/:token',
  // A gift card's redemption code is a bearer value (decision 0026).
  '/redeem/confirm-recipient/:orderItemId/:code',
  '/redeem/:orderItemId/:code',
  // An address request's link, and the key that lets one person correct their answer (decision 0030).
  '/address/:token/:slug/:answerToken',
  '/address/:token/:slug',
  // An organisation's invitation works for whoever holds it until accepted (decision 0032).
  '/business/invitation/:id/:token',
];

/** Whether a field or parameter of this name holds a secret or a personal detail. */
export function isSecretName(name: string): boolean {
  const key = safeDecode(name)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return SECRET_NAMES.has(key) || SECRET_NAME_PARTS.some((part) => key.includes(part));
}

// A path segment as it may appear in a URL, a message or a JSON line (never crossing a quote or a backslash).
const SEGMENT = `[^/?#\\s"'\\\\<>]+`;
// A pattern matches whole segments and any path they begin, so a token is redacted even with more after it
// (a trailing slash, a mistyped link); a shorter pattern sharing a longer one's start may redact more.
const SEGMENT_END = `(?=[/?#\\s"'\\\\<>]|$)`;
const PAIR = /(?<=^|[?&;\s"'(,{])([\w.\-[\]%]+)=([^&#\s"'\\]*)/g;
const JSON_PAIR = /(\\?")([\w.\-[\]]+)(\\?"\s*:\s*\\?")([^"\\]*)/g;
const EMAIL =
  /[A-Za-z0-9._+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z0-9-]*[A-Za-z][A-Za-z0-9-]*/g;
const MAX_DEPTH = 6;

interface SecretPath {
  regex: RegExp;
  /** For each captured segment (each capture group), whether it is redacted. */
  secret: boolean[];
}

/** The redaction of one app: the secret page paths and those of the routes it registers. */
export interface LogRedaction {
  /** Adds a route pattern (`/api/order/get/:orderId/:token`); ignored when none of its parameters is secret. */
  addPath(pattern: string): void;
  /** A URL, a message or any text with secret path segments, query values, JSON values and emails redacted. */
  text(value: string): string;
  /** A logged value: strings redacted as text, secret-named fields replaced, errors serialized. */
  fields(value: unknown): unknown;
  /** An error as a log line carries it: its name, message, stack and plain fields, never its payloads. */
  error(value: unknown): unknown;
}

export function createLogRedaction(pagePaths: readonly string[] = SECRET_PAGE_PATHS): LogRedaction {
  const paths = new Map<string, SecretPath>();

  const redactPaths = (value: string): string => {
    let result = value;
    for (const { regex, secret } of paths.values()) {
      result = result.replace(regex, (...match: unknown[]) => {
        const segments = match.slice(1, secret.length + 1) as (string | undefined)[];
        return segments
          .map((segment, index) => (secret[index] ? redactSegment(segment) : (segment ?? '')))
          .join('');
      });
    }
    return result;
  };

  const redactPair = (pair: string, name: string, value: string): string => {
    if (isSecretName(name)) return `${name}=${REDACTED}`;
    // A value that is itself a path (a redirect after signing in) may carry a token.
    if (!value.includes('/') && !/%2f/i.test(value)) return pair;
    const decoded = safeDecode(value.replace(/\+/g, ' '));
    const redacted = redactPaths(decoded);
    if (redacted === decoded) return pair;
    return `${name}=${encodeURIComponent(redacted).replaceAll(encodeURIComponent(REDACTED), REDACTED)}`;
  };

  const text = (value: string): string =>
    redactPaths(value)
      .replace(PAIR, (pair, name: string, pairValue: string) => redactPair(pair, name, pairValue))
      .replace(JSON_PAIR, (pair, open: string, name: string, middle: string) =>
        isSecretName(name) ? `${open}${name}${middle}${REDACTED}` : pair,
      )
      .replace(EMAIL, REDACTED);

  const error = (value: unknown, depth = 0): unknown => {
    if (!(value instanceof Error)) return fields(value, depth);
    const serialized: Record<string, unknown> = {
      type: value.constructor?.name ?? value.name,
      message: text(value.message),
      stack: text(value.stack ?? ''),
    };
    // Plain facts only: a provider's or a database's error can hold the request, the response or a row.
    const facts = value as unknown as Record<string, unknown>;
    for (const key of ERROR_FACTS) {
      const fact = facts[key];
      if (typeof fact === 'string') serialized[key] = text(fact);
      else if (typeof fact === 'number' || typeof fact === 'boolean') serialized[key] = fact;
    }
    if (value.cause !== undefined && depth < MAX_DEPTH) serialized.cause = error(value.cause, depth + 1);
    if (value instanceof AggregateError && depth < MAX_DEPTH) {
      serialized.aggregateErrors = value.errors.slice(0, 10).map((item) => error(item, depth + 1));
    }
    return serialized;
  };

  const fields = (value: unknown, depth = 0): unknown => {
    if (typeof value === 'string') return text(value);
    if (value === null || typeof value !== 'object') return value;
    if (value instanceof Error) return error(value, depth);
    if (depth >= MAX_DEPTH) return '[Object]';
    if (Array.isArray(value)) return value.map((item) => fields(item, depth + 1));
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        isSecretName(key) ? REDACTED : fields(item, depth + 1),
      ]),
    );
  };

  const redaction: LogRedaction = {
    addPath(pattern) {
      if (paths.has(pattern)) return;
      const compiled = compilePath(pattern);
      if (compiled) paths.set(pattern, compiled);
    },
    text,
    fields: (value) => fields(value),
    error: (value) => error(value),
  };
  for (const pattern of pagePaths) redaction.addPath(pattern);
  return redaction;
}

/** The fields of an error worth a log line: codes and statuses, no payloads. */
const ERROR_FACTS = [
  'code',
  'statusCode',
  'status',
  'errno',
  'syscall',
  'decline_code',
  'param',
  'requestId',
  'constraint',
  'table',
  'column',
  'detail',
  'command',
  'responseCode',
  'response',
];

/** A route pattern as a regex capturing each segment, or null when no segment is secret. */
function compilePath(pattern: string): SecretPath | null {
  const secret: boolean[] = [];
  const parts = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.includes(':') && !segment.includes('*')) {
        secret.push(false);
        return `(/${escapeRegExp(segment)})`;
      }
      const names = [...segment.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');
      secret.push(names.some(isSecretName));
      return segment.endsWith('?') ? `((?:/${SEGMENT})?)` : `(/${SEGMENT})`;
    });
  if (!secret.includes(true)) return null;
  return { regex: new RegExp(`${parts.join('')}${SEGMENT_END}`, 'g'), secret };
}

/** A secret segment's replacement; a React Router data request keeps its `.data` suffix. */
function redactSegment(segment: string | undefined): string {
  if (!segment) return '';
  return segment.endsWith('.data') ? `/${REDACTED}.data` : `/${REDACTED}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
