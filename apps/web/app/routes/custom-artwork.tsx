import { Link } from 'react-router';
import { loaderMessages } from '../features/i18n/loader-messages.ts';
import { matchedMessage } from '../features/i18n/namespaces.ts';
import { useT } from '../features/i18n/use-t.tsx';
import type { Route } from './+types/custom-artwork';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { messages: await loaderMessages(request, context, ['catalogue']) };
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: matchedMessage(matches, 'catalogue.custom.meta.title') ?? 'Custom artwork' }];
}

const STEPS = ['catalogue.custom.step.upload', 'catalogue.custom.step.size', 'catalogue.custom.step.write'];

// Where the custom-artwork tile leads: what sending your own artwork involves. The upload itself belongs
// to the card editor; until it lands the page says so and offers the ways on.
export default function CustomArtwork() {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-3xl sm:text-4xl">{t('catalogue.custom.title')}</h1>
      <p className="mt-4 text-lg text-ink-soft">{t('catalogue.custom.intro')}</p>
      <ol className="mt-8 grid gap-4 sm:grid-cols-3">
        {STEPS.map((key, index) => (
          <li key={key} className="rounded-lg border border-line bg-white p-4">
            <span className="font-display text-2xl text-accent">{index + 1}</span>
            <p className="mt-2 text-sm leading-relaxed">{t(key)}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 rounded-lg bg-sand p-4 text-sm">{t('catalogue.custom.editor-note')}</p>
      <p className="mt-6 flex flex-wrap gap-4">
        <Link to="/cards" className="rounded-lg bg-accent px-4 py-3 font-semibold text-white no-underline">
          {t('catalogue.custom.browse')}
        </Link>
        <Link
          to="/business"
          className="rounded-lg border border-accent px-4 py-3 font-semibold text-accent no-underline"
        >
          {t('catalogue.custom.business')}
        </Link>
      </p>
    </div>
  );
}
