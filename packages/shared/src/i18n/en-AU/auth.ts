// Interface text of the auth pages and modals.
export const AUTH: Record<string, string> = {};
