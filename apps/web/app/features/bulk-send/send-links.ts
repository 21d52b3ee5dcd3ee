import type { SendView } from '@cardshop/shared/contracts/campaigns';

// Where the bulk-send pages live (decision record 33): /send starts one, /send/{step}?c={campaign} is a
// step of the campaign; /manage/campaigns lists an organisation's.

export const SEND_URL = '/send';
export const MANAGE_CAMPAIGNS_URL = '/manage/campaigns';

/** A step (or the progress page) of a campaign, with any more query parameters. */
export function stepUrl(
  view: SendView,
  campaignId: string,
  extra: Record<string, string | number> = {},
): string {
  const query = new URLSearchParams({ c: campaignId });
  for (const [key, value] of Object.entries(extra)) query.set(key, String(value));
  return `${SEND_URL}/${view}?${query}`;
}

/** /send with the card chosen (the tiles' and the card page's "Send bulk"). */
export const startWithCard = (cardId: string) => `${SEND_URL}?card=${encodeURIComponent(cardId)}`;

/** The account's page of an order (its items, each with its status and print file). */
export const orderPageUrl = (order: { id: string; token: string }) =>
  `/account/orders/view/${order.id}/${encodeURIComponent(order.token)}`;
