import type { Section } from '@cardshop/shared/contracts/content';
import { faqSlug } from '@cardshop/shared/rules/faq-slug';
import { useEffect, useId, useMemo } from 'react';
import { useLocation } from 'react-router';
import { NARROW, RichText } from './content-ui.tsx';
import { matchFaqHash } from './faq-hash.ts';
import { itemText } from './section-items.ts';

/**
 * Collapsible questions (native details, so they open without JavaScript). Each question's id is the
 * slug of its title; a URL hash naming a question opens it and scrolls to it, on load and on hash change.
 */
export function FaqSection({ section }: { section: Section }) {
  const headingId = useId();
  const { hash } = useLocation();
  const questions = useMemo(
    () =>
      (section.items ?? [])
        .map((item) => ({ title: itemText(item, 'title'), content: itemText(item, 'content') }))
        .filter((item) => item.title !== '')
        .map((item) => ({ ...item, slug: faqSlug(item.title) })),
    [section.items],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new hash must re-run the lookup.
  useEffect(() => {
    const slugs = questions.map((question) => question.slug);
    const openFromHash = () => {
      const slug = matchFaqHash(window.location.hash, slugs);
      const element = slug ? document.getElementById(slug) : null;
      if (!(element instanceof HTMLDetailsElement)) return;
      element.open = true;
      element.scrollIntoView({ block: 'start' });
      element.querySelector('summary')?.focus({ preventScroll: true });
    };
    openFromHash();
    // Router navigations change `hash` above; links in rich text change the hash natively.
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [questions, hash]);

  if (questions.length === 0) return null;
  return (
    <section aria-labelledby={section.title ? headingId : undefined} className="py-8 md:py-10">
      <div className={NARROW}>
        {section.title ? (
          <h2 id={headingId} className="mb-5 text-2xl md:text-3xl">
            {section.title}
          </h2>
        ) : null}
        <div className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-white shadow-sm">
          {questions.map((question, index) => (
            <details
              key={`${index}-${question.slug}`}
              id={question.slug || undefined}
              className="group scroll-mt-28"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold hover:bg-sand/60 focus-visible:-outline-offset-2 [&::-webkit-details-marker]:hidden">
                <span>{question.title}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-5 shrink-0 text-accent transition-transform group-open:rotate-180"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="m6 9 6 6 6-6" />
                </svg>
              </summary>
              <RichText html={question.content} className="px-5 pb-5 text-ink-soft" />
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
