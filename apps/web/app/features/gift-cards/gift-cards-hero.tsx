import type { ImageSources } from '@cardshop/shared/contracts/catalogue';
import { imageSrcset } from '@cardshop/shared/rules/images';

/** The head of a gift-cards page: the page's one h1, its introduction (rich text) and an optional image. */
export function GiftCardsHero({
  heading,
  body,
  image,
  eyebrow,
  children,
}: {
  heading: string;
  body: string;
  image: ImageSources | null;
  eyebrow?: string;
  children?: React.ReactNode;
}) {
  return (
    <header
      className={`mt-4 overflow-hidden rounded-2xl bg-sand ${image ? 'grid items-center md:grid-cols-[1.1fr_1fr]' : ''}`}
    >
      <div className="px-6 py-8 sm:px-10 sm:py-12">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-1 text-3xl leading-tight sm:text-4xl lg:text-5xl">{heading}</h1>
        {body ? (
          <div
            className="prose-shop mt-4 max-w-2xl text-ink-soft [&_a]:text-accent-dark [&_a]:underline"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text is sanitised when written (platform/html.ts).
            dangerouslySetInnerHTML={{ __html: body }}
          />
        ) : null}
        {children}
      </div>
      {image ? (
        <picture className="block h-full">
          <source
            type="image/webp"
            srcSet={imageSrcset(image.src, 'webp')}
            sizes="(max-width: 767px) 100vw, 520px"
          />
          <img
            src={image.src}
            srcSet={imageSrcset(image.src, 'jpeg')}
            sizes="(max-width: 767px) 100vw, 520px"
            width={image.width}
            height={image.height}
            alt={image.alt}
            loading="eager"
            fetchPriority="high"
            className="h-full max-h-80 w-full object-cover md:max-h-none"
          />
        </picture>
      ) : null}
    </header>
  );
}
