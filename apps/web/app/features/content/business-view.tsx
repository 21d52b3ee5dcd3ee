import type { Content } from '@cardshop/shared/contracts/content';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { CONTAINER, EYEBROW, NARROW, RichText } from './content-ui.tsx';
import { HeroSection, Sections } from './sections.tsx';

/** Business templates: a hero and the page's ordered sections. */
export function BusinessView({ content }: { content: Content }) {
  const [first, ...rest] = content.sections;
  const hero = first?.type === 'hero' ? first : null;
  const h1 = <h1 className={`${EYEBROW} font-sans`}>{content.heading}</h1>;
  return (
    <div className="pb-4">
      <div className="bg-sand">
        <div className={`${CONTAINER} pt-5`}>
          <Breadcrumbs items={content.breadcrumbs} />
        </div>
      </div>
      {hero ? (
        <HeroSection section={hero} eyebrow={h1} image={content.featureImage} />
      ) : (
        <HeroSection
          section={{ id: `${content.id}-hero`, type: 'hero', subtitle: content.metaSummary }}
          eyebrow={<h1 className="text-4xl leading-tight md:text-5xl">{content.heading}</h1>}
          image={content.featureImage}
        />
      )}
      {content.content.trim() ? (
        <div className={`${NARROW} py-12`}>
          <RichText html={content.content} className="md:text-lg" />
        </div>
      ) : null}
      <Sections sections={hero ? rest : content.sections} />
    </div>
  );
}
