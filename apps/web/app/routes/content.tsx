import { cardSearchQuerySchema } from '@cardshop/shared/contracts/catalogue';
import { Link, redirect } from 'react-router';
import { servicesFrom } from '../context.ts';
import { CardGrid } from '../features/catalogue/card-grid.tsx';
import { requestedRegion } from '../features/shell/region.ts';
import { useShell } from '../features/shell/use-shell.ts';
import type { Route } from './+types/content';

const PageQuerySchema = cardSearchQuerySchema();

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = servicesFrom(context);
  const region = await services.config.region(requestedRegion(request));
  const url = new URL(request.url);
  const query = PageQuerySchema.safeParse(
    Object.fromEntries([...url.searchParams].filter(([key]) => !['region', 'via'].includes(key))),
  );
  const path = `/${params['*'] ?? ''}`;
  try {
    return {
      content: await services.content.find(path, {
        regionId: region.id,
        query: query.success ? query.data : {},
      }),
    };
  } catch {
    // Content that cannot be loaded sends the visitor to the homepage.
    throw redirect('/');
  }
}

export function meta({ loaderData: data }: Route.MetaArgs): Route.MetaDescriptors {
  if (!data) return [];
  const { content } = data;
  return [
    { title: `${content.metaTitle} | Cardshop` },
    { name: 'description', content: content.metaDescription },
    { tagName: 'link', rel: 'canonical', href: content.canonical },
    ...content.hreflangs.map((link) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: link.hreflang,
      href: link.href,
    })),
    { property: 'og:title', content: content.metaTitle },
    { property: 'og:description', content: content.metaDescription },
  ];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const shell = useShell();
  const { content } = loaderData;
  const cards = content.cards?.results ?? content.card?.related.items;
  return (
    <div className="page">
      <nav className="breadcrumbs" aria-label="Breadcrumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          {content.breadcrumbs.map((crumb) => (
            <li key={crumb.route}>
              <Link to={crumb.route}>{crumb.label}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <h1>{content.heading}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rich text is sanitised when written (platform/html.ts). */}
      <div dangerouslySetInnerHTML={{ __html: content.content }} />
      {content.tiles ? (
        <ul className="card-grid">
          {content.tiles.map((tile) => (
            <li key={tile.tag.id}>
              <Link to={tile.tag.path}>{tile.tag.heading}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      {content.children ? (
        <ul>
          {content.children.map((child) => (
            <li key={child.id}>
              <Link to={child.path}>{child.title}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      {content.artists ? (
        <ul>
          {content.artists.map((artist) => (
            <li key={artist.id}>
              <Link to={artist.fullPath}>{artist.brandName}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      {cards ? <CardGrid cards={cards} currencies={shell.currencies} /> : null}
      {content.pagination?.enabled ? (
        <nav className="pagination" aria-label="Pages">
          {content.pagination.prevUrl ? <Link to={content.pagination.prevUrl}>Previous page</Link> : null}
          <span>
            Page {content.pagination.current} of {content.pagination.totalPages}
          </span>
          {content.pagination.nextUrl ? <Link to={content.pagination.nextUrl}>Next page</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
