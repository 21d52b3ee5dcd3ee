/** Turns an FAQ title into its anchor slug, e.g. 'What is a Card?' → 'what-is-a-card'. */
export function faqSlug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/\s/g, '-')
      // Only ASCII survives so that anchors stay stable in links shared by e-mail and chat.
      .replace(/[^a-z0-9-]/g, '')
      .replace(/-{2,}/g, '-')
      .replace(/^-|-$/g, '')
  );
}
