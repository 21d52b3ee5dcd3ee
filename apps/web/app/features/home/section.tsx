import { Link } from 'react-router';
import { ArrowRight } from './icons.tsx';

/**
 * A homepage section below the fold. Its markup is complete in the server HTML (search engines, readers
 * without JavaScript); what is lazy is the rest: its images load only as they near the viewport
 * (`loading="lazy"`) and client work such as carousel timers waits until it is on screen (useCarousel's
 * IntersectionObserver). `content-visibility: auto` was tried and dropped: it saved some layout at load
 * but moved Lighthouse's figures only within noise, while skipped sections paint blank in full-page
 * screenshots and, laid out at their estimated height, give axe's colour checks wrong backgrounds.
 */
export function LazySection({
  labelledBy,
  tone = 'paper',
  children,
}: {
  labelledBy: string;
  tone?: 'paper' | 'sand';
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={labelledBy} className={tone === 'sand' ? 'bg-sand' : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">{children}</div>
    </section>
  );
}

/** A section's eyebrow, heading and intro, with an optional 'see all' link beside them on wide screens. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  action,
  align = 'start',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  action?: { to: string; label: string };
  align?: 'start' | 'center';
}) {
  const centred = align === 'center';
  return (
    <div
      className={`mb-8 flex flex-col gap-4 md:mb-10 ${centred ? 'md:items-center md:text-center' : 'md:flex-row md:items-end md:justify-between'}`}
    >
      <div className="max-w-2xl">
        {eyebrow ? (
          <p className="mb-2 text-xs font-semibold tracking-[0.14em] text-accent uppercase">{eyebrow}</p>
        ) : null}
        <h2 id={id} className="text-3xl leading-tight tracking-tight text-balance md:text-4xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 text-base leading-relaxed text-ink-soft md:text-lg">{intro}</p> : null}
      </div>
      {action ? <MoreLink to={action.to} label={action.label} className="shrink-0" /> : null}
    </div>
  );
}

/** A quiet 'see all' link with an arrow. */
export function MoreLink({ to, label, className = '' }: { to: string; label: string; className?: string }) {
  return (
    <Link
      to={to}
      className={`group inline-flex min-h-11 items-center gap-2 font-semibold text-accent no-underline hover:text-accent-dark hover:no-underline ${className}`}
    >
      <span className="underline decoration-accent/30 decoration-2 underline-offset-4 group-hover:decoration-accent-dark">
        {label}
      </span>
      <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
    </Link>
  );
}
