import type { ImageSources } from '@cardshop/shared/contracts/catalogue';
import type { Content } from '@cardshop/shared/contracts/content';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { CONTAINER, ContentPicture, NARROW } from './content-ui.tsx';

/**
 * The opening band of a content page: breadcrumbs, the page's one h1 and a lead or intro below it, with
 * the page's feature image beside it on wide screens when one is given.
 */
export function PageHero({
  content,
  children,
  image = null,
  narrow = false,
}: {
  content: Content;
  children?: React.ReactNode;
  image?: ImageSources | null;
  /** Align with a reading-width page body rather than the full container. */
  narrow?: boolean;
}) {
  return (
    <div className="border-b border-line bg-sand">
      <div className={`${narrow ? NARROW : CONTAINER} pt-5 pb-10 md:pb-14`}>
        <Breadcrumbs items={content.breadcrumbs} />
        <div className={image ? 'grid items-center gap-8 lg:grid-cols-[3fr_2fr]' : ''}>
          <div className="max-w-3xl">
            <h1 className="mt-6 text-4xl leading-tight text-balance md:text-5xl">{content.heading}</h1>
            {children}
          </div>
          {image ? (
            <ContentPicture
              image={image}
              sizes="(min-width: 1024px) 440px, 100vw"
              priority
              className="mt-2 aspect-[16/9] w-full rounded-2xl object-cover shadow-md lg:mt-6"
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
