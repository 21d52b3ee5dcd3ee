// Articles, changelog, FAQ, artists, business and other content pages.
export const CONTENT: Record<string, string> = {};
