import type { ImageSources } from '@cardshop/shared/contracts/catalogue';
import type { Section } from '@cardshop/shared/contracts/content';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { CONTAINER, ContentPicture, CtaLink, NARROW, RichText } from './content-ui.tsx';
import { DiscountSection } from './discount-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { comparisonTable, itemNumber, itemText } from './section-items.ts';

type SectionView = (props: { section: Section }) => React.ReactNode;

const VIEWS: Record<string, SectionView> = {
  hero: HeroSection,
  general: GeneralSection,
  icons: IconsSection,
  image: ImageSection,
  'inline-image': InlineImageSection,
  quote: QuoteSection,
  testimonials: TestimonialsSection,
  faq: FaqSection,
  comparison: ComparisonSection,
  discount: DiscountSection,
  shipping: ShippingSection,
  pricing: PricingSection,
  // A sign-up section is its text and the call to action that leads to the business sign-up page.
  signup: GeneralSection,
  cards: CardsSection,
  companies: CompaniesSection,
};

/** A page's sections in order, each drawn by its type; a type this shop does not know draws nothing. */
export function Sections({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((section) => {
        const View = VIEWS[section.type];
        return View ? <View key={section.id} section={section} /> : null;
      })}
    </>
  );
}

function SectionHeading({
  id,
  title,
  subtitle,
  center = false,
}: {
  id: string;
  title?: string;
  subtitle?: string;
  center?: boolean;
}) {
  if (!title && !subtitle) return null;
  return (
    <div className={center ? 'mx-auto max-w-2xl text-center' : ''}>
      {title ? (
        <h2 id={id} className="text-3xl md:text-4xl">
          {title}
        </h2>
      ) : null}
      {subtitle ? <p className="mt-3 text-lg text-ink-soft">{subtitle}</p> : null}
    </div>
  );
}

/**
 * The opening band of a page. On business pages the page's h1 rides above the hero title as an eyebrow
 * and the page's feature image sits beside it (as the likely largest paint, loaded eagerly).
 */
export function HeroSection({
  section,
  eyebrow,
  image,
}: {
  section: Section;
  eyebrow?: React.ReactNode;
  image?: ImageSources | null;
}) {
  const headingId = useId();
  const picture = image ?? section.featureImageUrls ?? null;
  return (
    <section aria-labelledby={section.title ? headingId : undefined} className="bg-sand">
      <div
        className={`${CONTAINER} grid items-center gap-10 py-12 md:py-16 ${picture ? 'lg:grid-cols-2' : ''}`}
      >
        <div className={picture ? '' : 'max-w-3xl'}>
          {eyebrow}
          {section.title ? (
            <h2 id={headingId} className="mt-3 text-4xl leading-tight text-balance md:text-5xl">
              {section.title}
            </h2>
          ) : null}
          {section.subtitle ? (
            <p className="mt-4 text-lg text-ink-soft md:text-xl">{section.subtitle}</p>
          ) : null}
          {section.content ? <RichText html={section.content} className="mt-4 text-ink-soft" /> : null}
          {section.cta && section.ctaLabel ? (
            <p className="mt-8">
              <CtaLink href={section.cta}>
                {section.ctaLabel} <span aria-hidden="true">→</span>
              </CtaLink>
            </p>
          ) : null}
        </div>
        {picture ? (
          <ContentPicture
            image={picture}
            sizes="(min-width: 1024px) 560px, 100vw"
            priority={Boolean(image)}
            className="aspect-[16/9] w-full rounded-2xl object-cover shadow-md"
          />
        ) : null}
      </div>
    </section>
  );
}

function GeneralSection({ section }: { section: Section }) {
  const headingId = useId();
  return (
    <section aria-labelledby={section.title ? headingId : undefined} className="py-12 md:py-16">
      <div className={NARROW}>
        <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} />
        {section.content ? <RichText html={section.content} className="mt-4 text-lg" /> : null}
        {section.cta && section.ctaLabel ? (
          <p className="mt-6">
            <CtaLink href={section.cta}>{section.ctaLabel}</CtaLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}

function IconsSection({ section }: { section: Section }) {
  const headingId = useId();
  const items = (section.items ?? []).map((item) => ({
    icon: itemText(item, 'icon'),
    title: itemText(item, 'title'),
    content: itemText(item, 'content'),
  }));
  if (items.length === 0) return null;
  const columns = items.length % 3 === 0 && items.length <= 6 ? 'lg:grid-cols-3' : 'lg:grid-cols-4';
  return (
    <section aria-labelledby={section.title ? headingId : undefined} className="py-12 md:py-16">
      <div className={CONTAINER}>
        <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} center />
        <ul className={`mt-10 grid gap-5 sm:grid-cols-2 ${columns}`}>
          {items.map((item, index) => (
            <li
              key={index}
              className="flex gap-4 rounded-xl border border-line bg-white p-5 shadow-sm sm:block sm:p-6"
            >
              {item.icon ? (
                <span className="grid size-12 shrink-0 place-items-center rounded-full bg-sand">
                  <img
                    src={`/images/svg-icons/${encodeURIComponent(item.icon)}.svg`}
                    alt=""
                    width={24}
                    height={24}
                    loading="lazy"
                    className="size-6"
                  />
                </span>
              ) : null}
              <div>
                {item.title ? <h3 className="text-xl sm:mt-4">{item.title}</h3> : null}
                {item.content ? <RichText html={item.content} className="mt-2 text-ink-soft" /> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ImageSection({ section }: { section: Section }) {
  const image = section.featureImageUrls;
  if (!image) return null;
  return (
    <section className="py-8 md:py-12">
      <figure className={CONTAINER}>
        <ContentPicture
          image={image}
          sizes="(min-width: 1152px) 1120px, 100vw"
          className="w-full rounded-2xl object-cover shadow-sm"
        />
        {section.title ? (
          <figcaption className="mt-3 text-center text-sm text-ink-soft">{section.title}</figcaption>
        ) : null}
      </figure>
    </section>
  );
}

function InlineImageSection({ section }: { section: Section }) {
  const headingId = useId();
  const image = section.featureImageUrls;
  return (
    <section aria-labelledby={section.title ? headingId : undefined} className="py-12 md:py-16">
      <div className={`${CONTAINER} grid items-center gap-10 ${image ? 'md:grid-cols-2' : ''}`}>
        {image ? (
          <ContentPicture
            image={image}
            sizes="(min-width: 768px) 50vw, 100vw"
            className="w-full rounded-2xl object-cover shadow-sm"
          />
        ) : null}
        <div>
          <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} />
          {section.content ? <RichText html={section.content} className="mt-4" /> : null}
          {section.cta && section.ctaLabel ? (
            <p className="mt-6">
              <CtaLink href={section.cta}>{section.ctaLabel}</CtaLink>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function QuoteSection({ section }: { section: Section }) {
  if (!section.quote) return null;
  return (
    <section className="py-12 md:py-16">
      <figure className={`${NARROW} text-center`}>
        <span aria-hidden="true" className="block font-display text-6xl leading-none text-accent">
          “
        </span>
        <blockquote className="font-display text-2xl leading-snug text-balance text-ink md:text-3xl">
          <p>{section.quote}</p>
        </blockquote>
        {section.author ? (
          <figcaption className="mt-5 text-sm font-semibold uppercase tracking-wider text-ink-soft">
            {section.author}
          </figcaption>
        ) : null}
      </figure>
    </section>
  );
}

function Stars({ rating }: { rating: number }) {
  const t = useT();
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="flex gap-0.5 text-accent">
      <span className="sr-only">{t('content.testimonials.rating', { rating: filled })}</span>
      {Array.from({ length: 5 }, (_, index) => (
        <svg
          key={index}
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`size-5 ${index < filled ? 'fill-current' : 'fill-line'}`}
        >
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
        </svg>
      ))}
    </p>
  );
}

function TestimonialsSection({ section }: { section: Section }) {
  const headingId = useId();
  const items = (section.items ?? []).map((item) => ({
    title: itemText(item, 'title'),
    content: itemText(item, 'content'),
    attribution: itemText(item, 'attribution') || itemText(item, 'who'),
    rating: itemNumber(item, 'attributionExtra'),
  }));
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={section.title ? headingId : undefined} className="bg-sand py-12 md:py-16">
      <div className={CONTAINER}>
        <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} center />
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {items.map((item, index) => (
            <li key={index} className="flex">
              <figure className="flex w-full flex-col rounded-xl bg-white p-6 shadow-sm">
                {item.rating !== null ? <Stars rating={item.rating} /> : null}
                {item.title ? <p className="mt-3 font-display text-xl">{item.title}</p> : null}
                <blockquote className="mt-2 flex-1 text-ink-soft">
                  <RichText html={item.content} />
                </blockquote>
                {item.attribution ? (
                  <figcaption className="mt-4 border-t border-line pt-4 text-sm font-semibold">
                    {item.attribution}
                  </figcaption>
                ) : null}
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ComparisonCell({ value }: { value: string }) {
  const t = useT();
  if (value === 'check' || value === 'times') {
    const yes = value === 'check';
    return (
      <span className="inline-flex items-center justify-center">
        <span
          aria-hidden="true"
          className={`grid size-7 place-items-center rounded-full ${yes ? 'bg-success/10 text-success' : 'bg-danger/10 text-danger'}`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={yes ? 'M20 6 9 17l-5-5' : 'M18 6 6 18M6 6l12 12'} />
          </svg>
        </span>
        <span className="sr-only">{t(yes ? 'content.comparison.check' : 'content.comparison.times')}</span>
      </span>
    );
  }
  return <span>{value}</span>;
}

function ComparisonSection({ section }: { section: Section }) {
  const t = useT();
  const headingId = useId();
  const { headers, rows } = comparisonTable(section.items ?? []);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={section.title ? headingId : undefined} className="py-12 md:py-16">
      <div className="mx-auto max-w-4xl px-4">
        <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} center />
        <div className="mt-8 overflow-x-auto rounded-xl border border-line bg-white shadow-sm">
          <table className="w-full border-collapse text-sm md:text-base">
            {section.title ? <caption className="sr-only">{section.title}</caption> : null}
            {headers.length > 0 ? (
              <thead>
                <tr className="border-b border-line bg-sand/60">
                  {headers.map((header, index) => (
                    <th
                      key={index}
                      scope="col"
                      className={`px-3 py-3 font-semibold md:px-5 ${index === 0 ? 'text-left' : 'text-center'} ${index === 1 ? 'text-accent-dark' : ''}`}
                    >
                      {header ||
                        (index === 0 ? (
                          <span className="sr-only">{t('content.comparison.feature')}</span>
                        ) : (
                          ''
                        ))}
                    </th>
                  ))}
                </tr>
              </thead>
            ) : null}
            <tbody>
              {rows.map((cells, rowIndex) => (
                <tr key={rowIndex} className="border-b border-line last:border-0">
                  {cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="px-3 py-3 text-left font-medium md:px-5">
                        {cell}
                      </th>
                    ) : (
                      <td
                        key={index}
                        className={`px-3 py-3 text-center md:px-5 ${index === 1 ? 'bg-sand/40 font-semibold' : 'text-ink-soft'}`}
                      >
                        <ComparisonCell value={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

function ShippingSection({ section }: { section: Section }) {
  const t = useT();
  const { region } = useShell();
  const headingId = useId();
  const rows = (section.items ?? []).map((item) => ({
    region: itemText(item, 'region'),
    destination: itemText(item, 'destination'),
    service: itemText(item, 'service'),
    time: itemText(item, 'time'),
    cost: itemText(item, 'cost'),
  }));
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={section.title ? headingId : undefined} className="py-8 md:py-10">
      <div className={NARROW}>
        {section.title ? (
          <h2 id={headingId} className="text-2xl md:text-3xl">
            {section.title}
          </h2>
        ) : null}
        {section.subtitle ? <p className="mt-2 text-ink-soft">{section.subtitle}</p> : null}
        <div className="mt-5 overflow-x-auto rounded-xl border border-line bg-white shadow-sm">
          <table className="w-full border-collapse text-left text-sm md:text-base">
            <caption className="sr-only">{section.title ?? t('content.shipping.caption')}</caption>
            <thead>
              <tr className="border-b border-line bg-sand/60 text-xs uppercase tracking-wide text-ink-soft">
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('content.shipping.destination')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('content.shipping.time')}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {t('content.shipping.cost')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const mine = row.region !== '' && row.region.toUpperCase() === region.iso.toUpperCase();
                return (
                  <tr
                    key={index}
                    className={`border-b border-line last:border-0 ${mine ? 'bg-sand/50' : ''}`}
                  >
                    <th scope="row" className="px-4 py-3 align-top font-normal">
                      <span className="block font-semibold">
                        {row.destination}
                        {mine ? (
                          <span className="ml-2 inline-block rounded-full bg-sage/10 px-2 py-0.5 align-middle text-xs font-semibold text-sage">
                            {t('content.shipping.your-region')}
                          </span>
                        ) : null}
                      </span>
                      <span className="block text-sm text-ink-soft">{row.service}</span>
                    </th>
                    <td className="px-4 py-3 align-top">{row.time}</td>
                    <td className="px-4 py-3 text-right align-top font-semibold whitespace-nowrap">
                      {row.cost}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {section.content ? <RichText html={section.content} className="mt-4 text-sm text-ink-soft" /> : null}
      </div>
    </section>
  );
}

function CardsSection({ section }: { section: Section }) {
  const headingId = useId();
  const links = (section.items ?? [])
    .map((item) => ({
      url: itemText(item, 'url') || (itemText(item, 'tag') ? `/occasion/${itemText(item, 'tag')}` : ''),
      label: itemText(item, 'label') || itemText(item, 'tag'),
    }))
    .filter((link) => link.url !== '' && link.label !== '');
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={section.title ? headingId : undefined} className="py-12 md:py-16">
      <div className={CONTAINER}>
        <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} center />
        {section.content ? (
          <RichText html={section.content} className="mx-auto mt-3 max-w-2xl text-center text-ink-soft" />
        ) : null}
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {links.map((link) => (
            <li key={link.url}>
              <Link
                to={link.url}
                className="group flex items-center justify-between gap-3 rounded-xl border border-line bg-white px-5 py-5 font-display text-xl text-ink no-underline shadow-sm transition hover:-translate-y-0.5 hover:border-accent/50 hover:no-underline hover:shadow-md"
              >
                {link.label}
                <span
                  aria-hidden="true"
                  className="text-accent transition-transform group-hover:translate-x-1"
                >
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CompaniesSection({ section }: { section: Section }) {
  const headingId = useId();
  const names = (section.items ?? []).map((item) => itemText(item, 'name')).filter((name) => name !== '');
  if (names.length === 0) return null;
  return (
    <section aria-labelledby={section.title ? headingId : undefined} className="border-y border-line py-10">
      <div className={CONTAINER}>
        {section.title ? (
          <h2
            id={headingId}
            className="text-center font-sans text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft"
          >
            {section.title}
          </h2>
        ) : null}
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
          {names.map((name) => (
            <li key={name} className="font-display text-lg text-ink-soft md:text-xl">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
