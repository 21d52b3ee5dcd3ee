import type { CreditPurchaseRef } from '@cardshop/shared/contracts/credits';
import type { FormAnswer } from '../../lib/route-form.ts';

// What the credits pages and their actions share: the forms' fields and answers, and the section heading.

/** The heading style of a section of the credits pages. */
export const SECTION_TITLE = 'mb-4 font-display text-2xl text-ink';

/** The field of the buying page's form: any number of credits. */
export const BUY_FIELDS = ['quantity'] as const;

export type BuyAnswer = FormAnswer<Record<(typeof BUY_FIELDS)[number], string>>;

/** The fields of the buying page's gift-credit form: which form it is, and any whole amount. */
export const GIFT_FIELDS = ['form', 'amount'] as const;

/** The value of the gift-credit form's `form` field (the page's two forms post to one action). */
export const GIFT_FORM = 'gift-credit' as const;

export type GiftAnswer = FormAnswer<Record<(typeof GIFT_FIELDS)[number], string>> & { form: 'gift-credit' };

/** The fields of the paying page's forms: the test gateway's card, the purchase so far, the 3-D Secure step. */
export const PAY_FIELDS = [
  'card-number',
  'card-expiry',
  'card-cvc',
  'card-name',
  'purchaseId',
  'purchaseToken',
  'step',
  'approve',
] as const;

/** What the paying page shows again: a decline, the 3-D Secure question, or field errors. */
export interface PayAnswer extends FormAnswer<{ name: string; expiry: string }> {
  /** The purchase made by an earlier attempt, paid by the next one. */
  purchase: CreditPurchaseRef | null;
  /** The gateway's words (or a message key) when the card was declined. */
  declined: string | null;
  /** The simulated bank's question, with what it is about. */
  challenge: { amount: number; currency: string } | null;
}

// 'credits.pay.declined': lower-case words joined by dots; the gateway's sentences are shown as they are.
const KEY_SHAPE = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** A message that is a translation key is translated; a sentence from the gateway is shown as it is. */
export function messageText(t: (key: string) => string, message: string): string {
  return KEY_SHAPE.test(message) ? t(message) : message;
}
