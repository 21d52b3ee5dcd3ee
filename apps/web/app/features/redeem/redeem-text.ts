import type { RedeemGift, VerificationSent, Voucher } from '@cardshop/shared/contracts/redeem';
import type { FormAnswer } from '../../lib/route-form.ts';

// The recipient's forms: their fields and what their actions answer when the page shows again.

/** /redeem: the code alone. */
export const LOOKUP_FIELDS = ['code'] as const;
export type LookupAnswer = FormAnswer<{ code: string }>;

/**
 * /redeem/{orderItemId}/{code}: `intent` is the button pressed: 'redeem' with the e-mail address (a gift
 * card that asks for no verification), or 'send-code' with the channel the code goes by.
 */
export const CODE_FIELDS = ['intent', 'email', 'channel'] as const;

/** /redeem/confirm-recipient/…: 'redeem' with the code and an e-mail address, or 'resend' by a channel. */
export const CONFIRM_FIELDS = ['intent', 'verificationCode', 'email', 'channel'] as const;

/** What the gift card pages' actions answer: the voucher once redeemed, or the code just sent again. */
export interface RedeemAnswer extends FormAnswer<{ email: string }> {
  voucher: Voucher | null;
  sent: VerificationSent | null;
}

/** What the gift card pages load: the gift card of a good code, or why there is none to show. */
export type RedeemPageData =
  | { found: true; gift: RedeemGift; code: string }
  | {
      found: false;
      /** The code of the address, to type again. */
      code: string;
      /** Seconds to wait when the address tried too many wrong codes. */
      retryAfter: number | null;
    };

export const SECTION_TITLE = 'mb-3 text-xl';
