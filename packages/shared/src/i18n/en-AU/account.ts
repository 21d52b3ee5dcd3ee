// Interface text of the account pages and modals.
export const ACCOUNT: Record<string, string> = {};
