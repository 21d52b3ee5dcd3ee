import { tierFor } from './business-tiers.ts';
import { computeTotals, type OrderTotals, type TotalsOptions, taxRuleOf } from './order-totals.ts';

export { tierFor } from './business-tiers.ts';

// Card credits (docs/decisions/0024-credits.md): what a pack costs by the region's business tiers, and
// what the credits of an account pay for in an order. Shared, so the buying page, the checkout summary
// and the server agree. Amounts are integer minor units.

/** One business tier as the config answers it: charge of one card (standard postage included). */
export interface CreditTier {
  fromUnits: number;
  toUnits: number | null;
  unitCharge: number;
  savingPercent: number;
}

/** The price of a pack of credits. */
export interface CreditPackPrice {
  quantity: number;
  /** The tier's charge of one card, standard postage included. */
  unitPrice: number;
  /** The saving against the first tier, in percent. */
  savingPercent: number;
  /** quantity × unitPrice. */
  subtotal: number;
  /** The tax in the total (included) or added to it (CA); 0 where none is collected. */
  tax: number;
  /** What is charged. */
  total: number;
}

/**
 * A pack of `quantity` credits at the tier's unit charge, with the region's tax rule (included in AU, NZ
 * and GB, added in CA, none in the US): the more credits, the cheaper each. Null when no tier covers the
 * quantity.
 */
export function creditPackPrice(
  tiers: readonly CreditTier[],
  quantity: number,
  regionIso: string,
): CreditPackPrice | null {
  if (!Number.isInteger(quantity) || quantity < 1) return null;
  const tier = tierFor(tiers, quantity);
  if (!tier) return null;
  const subtotal = tier.unitCharge * quantity;
  const rule = taxRuleOf(regionIso);
  let tax = 0;
  let total = subtotal;
  if (rule?.included) tax = Math.round((subtotal * rule.rate) / (100 + rule.rate));
  else if (rule) {
    tax = Math.round((subtotal * rule.rate) / 100);
    total = subtotal + tax;
  }
  return { quantity, unitPrice: tier.unitCharge, savingPercent: tier.savingPercent, subtotal, tax, total };
}

/** An order line as credits see it. */
export interface CreditLine {
  id: string;
  quantity: number;
  /** Price of one card, standard postage included. */
  unitPrice: number;
  /** Whether credits may pay for it: written cards the shop posts (not blanks, not gift cards). */
  eligible: boolean;
}

/** What an account's credits pay for in an order. */
export interface CreditCoverage {
  /** Credits used: one for each card paid with a credit. */
  credits: number;
  /** The price of the cards paid with credits (their standard postage included). */
  amount: number;
  /** The lines paid with credits, whole lines only. */
  lineIds: string[];
}

/**
 * One credit pays for one written card with its standard postage: lines are paid in order, whole, while
 * credits last. What a line costs beyond that (a faster or farther postage method) is still paid by card.
 */
export function creditCoverage(lines: readonly CreditLine[], available: number): CreditCoverage {
  let left = Number.isInteger(available) && available > 0 ? available : 0;
  const coverage: CreditCoverage = { credits: 0, amount: 0, lineIds: [] };
  for (const line of lines) {
    if (!line.eligible || line.quantity < 1 || line.quantity > left) continue;
    left -= line.quantity;
    coverage.credits += line.quantity;
    coverage.amount += Math.max(0, line.unitPrice) * line.quantity;
    coverage.lineIds.push(line.id);
  }
  return coverage;
}

/**
 * The totals of an order some of whose cards credits pay for: subtotal and postage of every line (what
 * the order is worth), the credits' amount taken off, and the discount and the tax worked out on what
 * is left to pay (a code never discounts what credits paid). Gift cards in the order are paid at face
 * value, never by credits (decision record 23). `total` is what the card is charged.
 */
export function totalsWithCredits(
  lines: ReadonlyArray<{ id: string; unitPrice: number; quantity: number }>,
  coverage: Pick<CreditCoverage, 'amount'>,
  options: TotalsOptions,
): OrderTotals & { credited: number } {
  const full = computeTotals(lines, { shippingByItem: options.shippingByItem, region: options.region });
  const payable = Math.max(0, full.subtotal - coverage.amount);
  // The cards left to pay, as one line, with every line's postage: the same rules as any order.
  const rest = computeTotals([{ id: 'rest', unitPrice: payable, quantity: 1 }], {
    shippingByItem: { rest: full.shipping },
    discount: options.discount ?? 0,
    region: options.region,
    giftCards: options.giftCards ?? 0,
  });
  return {
    subtotal: full.subtotal,
    shipping: full.shipping,
    discount: rest.discount,
    tax: rest.tax,
    giftCards: rest.giftCards,
    total: rest.total,
    credited: full.subtotal - payable,
  };
}

/**
 * What gift credit pays of an order (decision 0027): its gift-card value, up to the balance. Money, so
 * part of the balance (or part of the value) is fine; never the cards, postage or tax.
 */
export function giftCreditCoverage(giftCardValue: number, available: number): number {
  const value = Number.isInteger(giftCardValue) && giftCardValue > 0 ? giftCardValue : 0;
  const held = Number.isInteger(available) && available > 0 ? available : 0;
  return Math.min(value, held);
}

/**
 * The totals once the account's gift credit (in the order's currency) paid for the gift cards: `total`,
 * what the card is charged, is less by `giftCredited`; the other figures stay what the order is worth.
 */
export function withGiftCredit<T extends Pick<OrderTotals, 'giftCards' | 'total'>>(
  totals: T,
  available: number,
): T & { giftCredited: number } {
  const giftCredited = Math.min(giftCreditCoverage(totals.giftCards, available), Math.max(0, totals.total));
  return { ...totals, total: totals.total - giftCredited, giftCredited };
}

/**
 * A top-up of gift credit in whole major units as minor units of a currency of `precision` decimals, or
 * null when it is not a whole amount within the limits.
 */
export function giftCreditTopUp(
  major: number,
  precision: number,
  limits: { min: number; max: number },
): number | null {
  if (!Number.isInteger(major) || major < limits.min || major > limits.max) return null;
  return major * 10 ** precision;
}
