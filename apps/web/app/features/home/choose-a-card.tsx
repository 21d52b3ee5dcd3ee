import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { CakeIcon, CardsIcon, ConfettiIcon, HeartIcon, RattleIcon } from './icons.tsx';
import { SectionHeading } from './section.tsx';

// Colour blocks rather than photos: no image requests near the top of the page, and they never shift.
const OCCASIONS = [
  { key: 'birthday', to: '/occasion/birthday', Icon: CakeIcon, tile: 'bg-[#f8e2b6]' },
  { key: 'love', to: '/occasion/love', Icon: HeartIcon, tile: 'bg-[#f5d2cc]' },
  { key: 'congratulations', to: '/occasion/congratulations', Icon: ConfettiIcon, tile: 'bg-[#d8e5d2]' },
  { key: 'baby', to: '/occasion/baby', Icon: RattleIcon, tile: 'bg-[#d9e5f0]' },
] as const;

const TILE =
  'group relative flex h-full flex-col items-center justify-center gap-3 overflow-hidden rounded-xl p-4 text-center no-underline shadow-[0_1px_2px_rgb(31_36_48/0.06)] transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:no-underline hover:shadow-[0_12px_24px_-12px_rgb(31_36_48/0.35)] motion-reduce:transition-none motion-reduce:hover:translate-y-0';

/** Occasion tiles that lead into the card listings, and a tile for every card. */
export function ChooseACard() {
  const t = useT();
  return (
    <section aria-labelledby="home-choose" className="mx-auto max-w-6xl px-4 pt-14 md:pt-20">
      <SectionHeading
        id="home-choose"
        eyebrow={t('home.choose.eyebrow')}
        title={t('home.choose.title')}
        intro={t('home.choose.intro')}
      />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-5">
        {OCCASIONS.map(({ key, to, Icon, tile }) => (
          <li key={key} className="aspect-square md:aspect-[5/6] lg:aspect-square">
            <Link to={to} className={`${TILE} ${tile} text-ink`}>
              <Icon className="h-14 w-14 transition-transform duration-300 group-hover:scale-110 motion-reduce:transition-none md:h-20 md:w-20" />
              <span className="font-display text-lg leading-tight lg:text-xl">{t(`home.choose.${key}`)}</span>
            </Link>
          </li>
        ))}
        <li className="col-span-2 h-24 md:col-span-1 md:aspect-[5/6] md:h-auto lg:aspect-square">
          <Link to="/cards" className={`${TILE} flex-row bg-ink text-paper hover:text-paper md:flex-col`}>
            <CardsIcon className="h-12 w-12 shrink-0 md:h-20 md:w-20" />
            <span className="font-display text-lg leading-tight lg:text-xl">{t('home.choose.all')}</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
