// The promo code rules (docs/decisions/0011-promo-and-payment-rules.md), pure so each is tested alone.
// Amounts are integer minor units of the order's currency.

export type PromoKind = 'percent' | 'fixed' | 'free-shipping';

/** A promo code as the rules read it (a promo_codes row). */
export interface PromoCode {
  code: string;
  kind: PromoKind;
  percent: number | null;
  /** Fixed amounts by currency code. */
  amounts: Record<string, number> | null;
  /** Least subtotal (items, before any discount) by currency code. */
  minimumSpend: Record<string, number> | null;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
}

/** Why a code does not apply; each is the `validation.promo-<rule>` key the buyer is shown. */
export type PromoRule = 'unknown' | 'not-started' | 'expired' | 'currency' | 'minimum-spend' | 'used-up';

export const promoErrorKey = (rule: PromoRule) => `validation.promo-${rule}`;

/** What the order looks like to the rules. */
export interface PromoContext {
  currency: string;
  /** Items only: unit price × quantity, before any discount and without postage. */
  subtotal: number;
  now: Date;
  /** Redemptions of the code by paid orders other than this one. */
  usesOverall: number;
  /** The same, by this customer's e-mail; null when the e-mail is not known yet. */
  usesByCustomer: number | null;
}

/** The effect of a code that applies: money off the items, and whether postage is free. */
export interface PromoEffect {
  discount: number;
  freeShipping: boolean;
}

export type PromoResult = ({ ok: true } & PromoEffect) | { ok: false; rule: PromoRule };

/** Codes are compared without case or surrounding spaces: they are stored upper-case. */
export const normalisePromoCode = (code: string) => code.trim().toUpperCase();

/** Within its dates: from `startsAt` (inclusive) until `endsAt` (exclusive). */
export function dateRule(promo: Pick<PromoCode, 'startsAt' | 'endsAt'>, now: Date): PromoRule | null {
  if (promo.startsAt && now.getTime() < promo.startsAt.getTime()) return 'not-started';
  if (promo.endsAt && now.getTime() >= promo.endsAt.getTime()) return 'expired';
  return null;
}

/**
 * A code that names money in currencies (a fixed amount, a minimum spend) applies only in those: an order
 * in a currency the code has no figure for is refused as 'currency' rather than guessed by conversion.
 */
export function currencyRule(promo: Pick<PromoCode, 'kind' | 'amounts' | 'minimumSpend'>, currency: string) {
  if (promo.kind === 'fixed' && promo.amounts?.[currency] === undefined) return 'currency' as const;
  if (promo.minimumSpend && Object.keys(promo.minimumSpend).length > 0) {
    if (promo.minimumSpend[currency] === undefined) return 'currency' as const;
  }
  return null;
}

/** The minimum spend is met by the items' subtotal before the discount (postage does not count). */
export function minimumSpendRule(promo: Pick<PromoCode, 'minimumSpend'>, currency: string, subtotal: number) {
  const minimum = promo.minimumSpend?.[currency];
  return minimum !== undefined && subtotal < minimum ? ('minimum-spend' as const) : null;
}

/**
 * Limits count redemptions of paid orders plus this one: with `maxUses` 100 the 100th paid order may
 * still use it. The per-customer limit is counted by e-mail, once the e-mail is known.
 */
export function usageRule(
  promo: Pick<PromoCode, 'maxUses' | 'maxUsesPerCustomer'>,
  usesOverall: number,
  usesByCustomer: number | null,
) {
  if (promo.maxUses !== null && usesOverall + 1 > promo.maxUses) return 'used-up' as const;
  if (promo.maxUsesPerCustomer !== null && usesByCustomer !== null) {
    if (usesByCustomer + 1 > promo.maxUsesPerCustomer) return 'used-up' as const;
  }
  return null;
}

/**
 * The money a code takes off: a percent of the subtotal (rounded to the nearest minor unit), or the fixed
 * amount in the order's currency; never more than the subtotal. Free shipping takes nothing off the items.
 */
export function discountOf(
  promo: Pick<PromoCode, 'kind' | 'percent' | 'amounts'>,
  currency: string,
  subtotal: number,
) {
  const raw =
    promo.kind === 'percent'
      ? Math.round((subtotal * Math.min(100, Math.max(0, promo.percent ?? 0))) / 100)
      : promo.kind === 'fixed'
        ? Math.max(0, promo.amounts?.[currency] ?? 0)
        : 0;
  return Math.min(raw, Math.max(0, subtotal));
}

/** Every rule in the order the buyer is told about them: dates, currency, minimum spend, then use. */
export function evaluatePromo(promo: PromoCode | null, context: PromoContext): PromoResult {
  if (!promo) return { ok: false, rule: 'unknown' };
  const broken =
    dateRule(promo, context.now) ??
    currencyRule(promo, context.currency) ??
    minimumSpendRule(promo, context.currency, context.subtotal) ??
    usageRule(promo, context.usesOverall, context.usesByCustomer);
  if (broken) return { ok: false, rule: broken };
  return {
    ok: true,
    discount: discountOf(promo, context.currency, context.subtotal),
    freeShipping: promo.kind === 'free-shipping',
  };
}
