import type { Content } from '@cardshop/shared/contracts/content';
import { ContentPicture, NARROW, RichText } from './content-ui.tsx';
import { PageHero } from './page-hero.tsx';
import { Sections } from './sections.tsx';

/** The default content template: body and sections (FAQ sections open by URL hash). */
export function Level2View({ content }: { content: Content }) {
  return (
    <article className="pb-16">
      <PageHero content={content} narrow>
        {content.metaSummary ? (
          <p className="mt-4 text-lg text-ink-soft md:text-xl">{content.metaSummary}</p>
        ) : null}
      </PageHero>
      {content.featureImage ? (
        <div className={`${NARROW} mt-8`}>
          <ContentPicture
            image={content.featureImage}
            sizes="(min-width: 768px) 736px, 100vw"
            priority
            className="aspect-[16/9] w-full rounded-2xl object-cover shadow-sm"
          />
        </div>
      ) : null}
      {content.content.trim() ? (
        <div className={`${NARROW} pt-10 pb-4`}>
          <RichText html={content.content} className="md:text-lg" />
        </div>
      ) : null}
      <Sections sections={content.sections} />
    </article>
  );
}
