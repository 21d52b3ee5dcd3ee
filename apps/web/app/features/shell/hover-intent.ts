import { ACCOUNT_MENU_HOVER_DELAY_MS } from '@cardshop/shared/constants';

// The search and account icons sit side by side in the header: a mouse on its way from the search to
// somewhere else crosses the account icon, which must not pop its menu open on the way. So while the
// search is hovered, and for the delay after, the account menu waits 750 ms before opening by hover.

let searchHoveredUntil = 0;

/** The search button was hovered (`leaving`: the pointer left it now). */
export function noteSearchHover(now: number, leaving: boolean): void {
  searchHoveredUntil = leaving ? now + ACCOUNT_MENU_HOVER_DELAY_MS : Number.POSITIVE_INFINITY;
}

/** How long the account menu waits before opening by hover at `now`. */
export function accountMenuHoverDelay(now: number): number {
  return now < searchHoveredUntil ? ACCOUNT_MENU_HOVER_DELAY_MS : 0;
}
