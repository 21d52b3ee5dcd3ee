import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ArtIcon, CalendarIcon, LeafIcon } from './icons.tsx';
import { LazySection, SectionHeading } from './section.tsx';

const REASONS = [
  { key: 'sustainability', to: '/sustainability', Icon: LeafIcon, badge: 'bg-[#dfe9dc] text-sage' },
  { key: 'schedule', to: '/how-it-works', Icon: CalendarIcon, badge: 'bg-[#f7e3c4] text-[#8a5a00]' },
  { key: 'art', to: '/artists', Icon: ArtIcon, badge: 'bg-[#f5d6cf] text-accent' },
] as const;

/** Why send with us: greener cards, sending on a chosen date, and art by independent artists. */
export function WhyUs() {
  const t = useT();
  return (
    <LazySection labelledBy="home-why">
      <SectionHeading
        id="home-why"
        eyebrow={t('home.why.eyebrow')}
        title={t('home.why.title')}
        align="center"
      />
      <ul className="grid gap-8 md:grid-cols-3 md:gap-10">
        {REASONS.map(({ key, to, Icon, badge }) => (
          <li key={key} className="flex gap-5 md:flex-col md:items-center md:gap-0 md:text-center">
            <span
              className={`grid h-16 w-16 shrink-0 place-items-center rounded-full md:h-24 md:w-24 ${badge}`}
            >
              <Icon className="h-9 w-9 md:h-12 md:w-12" />
            </span>
            <div className="md:flex md:flex-col md:items-center">
              <h3 className="text-xl md:mt-5 md:text-2xl">{t(`home.why.${key}.title`)}</h3>
              <p className="mt-1.5 leading-relaxed text-ink-soft md:mt-2 md:max-w-xs">
                {t(`home.why.${key}.text`)}
              </p>
              <Link to={to} className="mt-1 inline-flex min-h-11 items-center font-semibold md:mt-2">
                {t(`home.why.${key}.link`)}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </LazySection>
  );
}
