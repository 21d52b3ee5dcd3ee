// The homepage sections.
export const HOME: Record<string, string> = {};
