// Gift-card pages and the quick-add form.
export const GIFT_CARDS: Record<string, string> = {};
