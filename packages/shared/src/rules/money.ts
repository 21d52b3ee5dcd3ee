/** How a currency prints: symbol, its side, decimals and separators. */
export interface CurrencySettings {
  code: string;
  symbol: string;
  symbolLeads: boolean;
  precision: number;
  decimalMark: string;
  thousandsSeparator: string;
}

/** Options of formatMoney. */
export interface FormatMoneyOptions {
  /** Append the ISO code, e.g. '$5.00 AUD', where several currencies share one symbol. */
  withCode?: boolean;
}

const DEFAULT_PRECISION = 2;

// ISO 4217's currencies whose minor unit is not a hundredth (the list's zero- and three-place codes).
const ZERO_PLACES = new Set('BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' '));
const THREE_PLACES = new Set('BHD IQD JOD KWD LYD OMR TND'.split(' '));

/** The decimal places of an ISO 4217 currency code (JPY 0, KWD 3); 2 for every other code. */
export function isoCurrencyPlaces(code: string): number {
  if (ZERO_PLACES.has(code)) return 0;
  return THREE_PLACES.has(code) ? 3 : DEFAULT_PRECISION;
}

// A missing or nonsensical precision from the API must not break prices, so it falls back to cents.
function readPrecision(precision: number | undefined): number {
  return precision !== undefined && Number.isInteger(precision) && precision >= 0 && precision <= 20
    ? precision
    : DEFAULT_PRECISION;
}

// Groups the digits of a non-negative integer string from the right.
function groupDigits(digits: string, separator: string): string {
  if (separator === '' || digits.length <= 3) return digits;
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let index = head; index < digits.length; index += 3) groups.push(digits.slice(index, index + 3));
  return groups.join(separator);
}

/** Formats an integer amount of minor units (cents) as a price, e.g. 123456 → '$1,234.56'. */
export function formatMoney(
  minorUnits: number,
  currency: CurrencySettings,
  options: FormatMoneyOptions = {},
): string {
  const precision = readPrecision(currency.precision);
  // Money is integral; rounding guards against a stray float without ever formatting one.
  const rounded = Number.isFinite(minorUnits) ? Math.round(minorUnits) : 0;
  // BigInt keeps every digit exact, even past 2^53 where Number#toString switches to exponents.
  const digits = (rounded < 0 ? -BigInt(rounded) : BigInt(rounded)).toString().padStart(precision + 1, '0');
  const whole = groupDigits(digits.slice(0, digits.length - precision), currency.thousandsSeparator);
  const amount = precision === 0 ? whole : `${whole}${currency.decimalMark}${digits.slice(-precision)}`;
  const sign = rounded < 0 ? '-' : '';
  const priced = currency.symbolLeads
    ? `${sign}${currency.symbol}${amount}`
    : `${sign}${amount} ${currency.symbol}`;
  return options.withCode ? `${priced} ${currency.code}` : priced;
}

/**
 * Formats an amount for a visitor whose region pays in `regionCurrency`: an amount in another currency
 * carries its code ('$12.00 NZD' to a shopper in Australia), so a cart kept from another region or a list
 * of several currencies never reads as the visitor's own money. `withCode` given decides either way.
 */
export function formatMoneyFor(
  minorUnits: number,
  currency: CurrencySettings,
  regionCurrency: string,
  options: FormatMoneyOptions = {},
): string {
  return formatMoney(minorUnits, currency, {
    withCode: options.withCode ?? currency.code !== regionCurrency,
  });
}

/** Converts a major-unit amount (dollars) to integer minor units (cents), rounding half away from zero. */
export function toMinorUnits(major: number, precision: number): number {
  const places = readPrecision(precision);
  const magnitude = Math.abs(major);
  // Shifting the decimal point in the string avoids 1.005 * 100 = 100.49999… rounding down.
  const text = String(magnitude);
  const shifted = text.includes('e') ? magnitude * 10 ** places : Number(`${text}e${places}`);
  const minor = Math.round(shifted);
  return major < 0 && minor !== 0 ? -minor : minor;
}

/** Converts integer minor units (cents) to a major-unit amount (dollars) for arithmetic or charts. */
export function fromMinorUnits(minor: number, precision: number): number {
  return minor / 10 ** readPrecision(precision);
}
