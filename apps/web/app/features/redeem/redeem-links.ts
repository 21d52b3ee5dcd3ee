import { REDEEM_VERIFICATION_RESEND_S } from '@cardshop/shared/constants';
import { type VerificationChannel, VerificationChannelSchema } from '@cardshop/shared/contracts/redeem';
import { formatRedeemCode } from '@cardshop/shared/rules/redeem-code';

// The addresses of the recipient's pages (account-ordering.md §2: redeem.landing, redeem.code,
// redeem.confirm-recipient). The code is in the address, as printed inside the card and in its QR code.

export const REDEEM_URL = '/redeem';

/** redeem.code: the gift card of a code, as the card's QR code opens it. */
export function redeemCodeUrl(orderItemId: string, code: string): string {
  return `${REDEEM_URL}/${encodeURIComponent(orderItemId)}/${encodeURIComponent(formatRedeemCode(code))}`;
}

/**
 * redeem.confirm-recipient: where the verification code is typed, after one was sent by `channel` (the
 * page says where it went, and how long before another may be asked for).
 */
export function confirmRecipientUrl(
  orderItemId: string,
  code: string,
  sent?: { channel: VerificationChannel; resendAfter: number },
): string {
  const path = `${REDEEM_URL}/confirm-recipient/${encodeURIComponent(orderItemId)}/${encodeURIComponent(formatRedeemCode(code))}`;
  if (!sent) return path;
  return `${path}?${new URLSearchParams({ sent: sent.channel, wait: String(sent.resendAfter) })}`;
}

/** What the confirm page's query says was just sent: the channel, and the seconds before another. */
export function sentOf(search: URLSearchParams): { channel: VerificationChannel | null; wait: number } {
  const channel = VerificationChannelSchema.safeParse(search.get('sent'));
  const wait = Number(search.get('wait'));
  // Never longer than the service's own pause: the address can be edited by hand.
  const seconds = Number.isInteger(wait) && wait > 0 ? Math.min(wait, REDEEM_VERIFICATION_RESEND_S) : 0;
  return { channel: channel.success ? channel.data : null, wait: channel.success ? seconds : 0 };
}
