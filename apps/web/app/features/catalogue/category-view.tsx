import type { Content } from '@cardshop/shared/contracts/content';
import { imageSrcset } from '@cardshop/shared/rules/images';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { TILE_FRAME } from './card-tile.tsx';

const TILE_IMAGE_SIZES = '(min-width: 1152px) 216px, (min-width: 1024px) 19vw, (min-width: 640px) 25vw, 40vw';

/** A category page: a tile per tag with a card from it, its name and a More button. */
export function CategoryView({ content }: { content: Content }) {
  const t = useT();
  const tiles = content.tiles ?? [];
  return (
    <div className="mx-auto max-w-6xl px-4 pt-5 pb-16">
      <Breadcrumbs items={content.breadcrumbs} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl leading-tight sm:text-4xl">{content.heading}</h1>
        {content.content ? (
          <div
            className="prose-shop mt-2 text-ink-soft"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text is sanitised when written (platform/html.ts).
            dangerouslySetInnerHTML={{ __html: content.content }}
          />
        ) : null}
      </header>
      <ul className="mt-8 grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 sm:gap-x-5 sm:gap-y-7 lg:grid-cols-4">
        {tiles.map(({ tag, image, count }, index) => (
          <li key={tag.id}>
            <article className={TILE_FRAME}>
              <Link
                to={tag.path}
                tabIndex={-1}
                aria-hidden="true"
                className="block aspect-[4/5] overflow-hidden rounded-lg bg-sand p-[11%]"
              >
                {image ? (
                  <picture className="block h-full w-full">
                    <source
                      type="image/webp"
                      srcSet={imageSrcset(image.src, 'webp')}
                      sizes={TILE_IMAGE_SIZES}
                    />
                    <img
                      src={image.src}
                      srcSet={imageSrcset(image.src, 'jpeg')}
                      sizes={TILE_IMAGE_SIZES}
                      width={image.width}
                      height={image.height}
                      alt={image.alt}
                      loading={index < 4 ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : undefined}
                      decoding="async"
                      className="h-full w-full object-contain drop-shadow-[0_6px_8px_rgb(31_36_48/0.2)] transition duration-300 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
                    />
                  </picture>
                ) : null}
              </Link>
              <div className="flex flex-1 flex-col px-1 pt-3 pb-1">
                <h2 className="text-lg leading-snug">{tag.name}</h2>
                <p className="mt-0.5 text-xs text-ink-soft">{t('catalogue.category.count', { count })}</p>
                <div className="mt-auto pt-3">
                  <Link
                    to={tag.path}
                    className="block rounded-lg border border-ink/80 px-3 py-2 text-center text-sm font-semibold text-ink no-underline transition-colors hover:bg-ink hover:text-white hover:no-underline"
                  >
                    {t('catalogue.category.more')}
                    <span className="sr-only">: {tag.heading}</span>
                  </Link>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
