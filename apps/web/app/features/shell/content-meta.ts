import type { Content } from '@cardshop/shared/contracts/content';

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter tags of a content page. */
export function contentMeta(content: Content) {
  const title = `${content.metaTitle} | Cardshop`;
  const image = content.featureImage?.src;
  return [
    { title },
    { name: 'description', content: content.metaDescription },
    { tagName: 'link', rel: 'canonical', href: content.canonical },
    ...content.hreflangs.map((link) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: link.hreflang,
      href: link.href,
    })),
    ...(content.pagination?.prevUrl
      ? [{ tagName: 'link', rel: 'prev', href: content.pagination.prevUrl }]
      : []),
    ...(content.pagination?.nextUrl
      ? [{ tagName: 'link', rel: 'next', href: content.pagination.nextUrl }]
      : []),
    { property: 'og:type', content: content.contentType === 'card-art' ? 'product' : 'website' },
    { property: 'og:title', content: content.metaTitle },
    { property: 'og:description', content: content.metaDescription },
    { property: 'og:url', content: content.canonical },
    ...(image ? [{ property: 'og:image', content: new URL(image, content.canonical).toString() }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: content.metaTitle },
    { name: 'twitter:description', content: content.metaDescription },
  ];
}
