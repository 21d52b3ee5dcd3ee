/** Tells whether an id is in a remembered list of dismissed things (notifications, tooltips). */
export function isDismissed(dismissed: readonly string[], id: string): boolean {
  return dismissed.includes(id);
}

/** The list with `id` added once, to be remembered in local settings. */
export function withDismissed(dismissed: readonly string[], id: string): string[] {
  return dismissed.includes(id) ? [...dismissed] : [...dismissed, id];
}
