import { Link } from 'react-router';
import { servicesFrom } from '../context.ts';
import { CardGrid } from '../features/catalogue/card-grid.tsx';
import { requestedRegion } from '../features/shell/region.ts';
import { useShell } from '../features/shell/use-shell.ts';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesFrom(context);
  const region = await services.config.region(requestedRegion(request));
  const [home, latest] = await Promise.all([
    services.content.home(String(region.id)),
    services.catalogue.search('/all', { maxResults: 8 }, region.id),
  ]);
  return { home, latest: latest.results };
}

export function meta(): Route.MetaDescriptors {
  return [
    { title: 'Cardshop – Handwritten cards, posted for you' },
    {
      name: 'description',
      content: 'Choose a card from independent artists, write it online and we post it.',
    },
  ];
}

const CHOOSE_A_CARD = [
  { label: 'Birthday', to: '/occasion/birthday' },
  { label: 'Love', to: '/occasion/love' },
  { label: 'Congratulations', to: '/occasion/congratulations' },
  { label: 'Baby', to: '/occasion/baby' },
  { label: 'View all', to: '/cards' },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const shell = useShell();
  const [slide] = loaderData.home.heroSlides;
  return (
    <div className="page">
      {slide ? (
        <section aria-label="Featured">
          <h1>{slide.title}</h1>
          <p>{slide.subtitle}</p>
          <Link to={slide.ctaLink}>{slide.ctaLabel}</Link>
        </section>
      ) : null}
      <section>
        <h2>Choose a card</h2>
        <ul>
          {CHOOSE_A_CARD.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to}>{entry.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>New cards</h2>
        <CardGrid cards={loaderData.latest} currencies={shell.currencies} />
      </section>
      <section>
        <h2>Latest articles</h2>
        <ul>
          {loaderData.home.articles.map((article) => (
            <li key={article.id}>
              <Link to={article.path}>{article.title}</Link>
            </li>
          ))}
        </ul>
        <Link to="/articles">All articles</Link>
      </section>
    </div>
  );
}
