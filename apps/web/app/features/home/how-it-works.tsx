import { useT } from '../../lib/i18n/use-t.tsx';
import { ChooseIcon, SendIcon, WriteIcon } from './icons.tsx';
import { SectionHeading } from './section.tsx';

const STEPS = [
  { key: 'choose', Icon: ChooseIcon },
  { key: 'write', Icon: WriteIcon },
  { key: 'send', Icon: SendIcon },
] as const;

/** Choose, write, send: the three steps of sending a card, right under the hero. */
export function HowItWorks() {
  const t = useT();
  return (
    <section aria-labelledby="home-how" className="mx-auto max-w-6xl px-4 pt-14 md:pt-20">
      <SectionHeading
        id="home-how"
        eyebrow={t('home.how.eyebrow')}
        title={t('home.how.title')}
        action={{ to: '/how-it-works', label: t('home.how.more') }}
      />
      <ol className="grid gap-4 md:grid-cols-3 md:gap-6">
        {STEPS.map(({ key, Icon }, index) => (
          <li
            key={key}
            className="relative flex gap-5 rounded-xl border border-line bg-white/60 p-5 md:flex-col md:gap-4 md:p-7"
          >
            <div className="relative shrink-0">
              <span className="grid h-16 w-16 place-items-center rounded-full bg-sand text-accent md:h-20 md:w-20">
                <Icon className="h-10 w-10 md:h-12 md:w-12" />
              </span>
              <span
                aria-hidden="true"
                className="absolute -top-1 -left-1 grid h-7 w-7 place-items-center rounded-full bg-ink font-display text-sm text-paper"
              >
                {index + 1}
              </span>
            </div>
            <div>
              <h3 className="text-xl md:text-2xl">
                <span className="sr-only">{t('home.how.step', { number: index + 1 })} </span>
                {t(`home.how.${key}.title`)}
              </h3>
              <p className="mt-1.5 leading-relaxed text-ink-soft">{t(`home.how.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
