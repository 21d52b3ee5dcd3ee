import type { Section } from '@cardshop/shared/contracts/content';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';
import { readPendingCoupon, sameCoupon, storePendingCoupon } from '../../lib/pending-coupon.ts';
import { useAlerts } from '../../ui/alerts.tsx';
import { BUTTON_PRIMARY, NARROW, RichText } from './content-ui.tsx';
import { itemText } from './section-items.ts';

/**
 * A discount offer: the code and an apply button. Applying keeps the code in this browser as the pending
 * coupon that checkout applies; a code that is already pending shows as applied.
 */
export function DiscountSection({ section }: { section: Section }) {
  const headingId = useId();
  const offers = (section.items ?? [])
    .map((item) => ({
      code: itemText(item, 'code').trim(),
      applyLabel: itemText(item, 'applyLabel'),
      contentTop: itemText(item, 'contentTop'),
      contentBottom: itemText(item, 'contentBottom'),
    }))
    .filter((offer) => offer.code !== '');
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby={section.title ? headingId : undefined} className="py-10 md:py-14">
      <div className={NARROW}>
        <div className="rounded-2xl border-2 border-dashed border-accent/50 bg-white px-5 py-8 text-center shadow-sm md:px-10">
          {section.title ? (
            <h2 id={headingId} className="text-2xl md:text-3xl">
              {section.title}
            </h2>
          ) : null}
          {section.content ? <RichText html={section.content} className="mt-3 text-ink-soft" /> : null}
          {offers.map((offer) => (
            <DiscountOffer key={offer.code} {...offer} />
          ))}
        </div>
      </div>
    </section>
  );
}

function DiscountOffer({
  code,
  applyLabel,
  contentTop,
  contentBottom,
}: {
  code: string;
  applyLabel: string;
  contentTop: string;
  contentBottom: string;
}) {
  const t = useT();
  const alerts = useAlerts();
  // The server cannot see this browser's storage: the applied state arrives after hydration.
  const [applied, setApplied] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setApplied(sameCoupon(readPendingCoupon(), code));
  }, [code]);

  const apply = () => {
    if (!storePendingCoupon(code)) {
      setFailed(true);
      return;
    }
    setFailed(false);
    setApplied(true);
    alerts.show({ type: 'success', message: 'content.discount.stored' });
  };

  return (
    <div className="mt-5">
      {contentTop ? <RichText html={contentTop} className="text-ink-soft" /> : null}
      <div className="mt-5 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <p className="flex flex-col items-center">
          <span className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft">
            {t('content.discount.code-label')}
          </span>
          <span className="mt-1 rounded-lg bg-sand px-5 py-2 font-mono text-2xl font-semibold tracking-[0.15em] text-ink select-all">
            {code}
          </span>
        </p>
        {applied ? (
          <p
            role="status"
            className="inline-flex items-center gap-2 rounded-full bg-success/10 px-5 py-3 font-semibold text-success sm:self-end"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M20 6 9 17l-5-5" />
            </svg>
            {t('content.discount.applied')}
          </p>
        ) : (
          <button type="button" className={`${BUTTON_PRIMARY} sm:self-end`} onClick={apply}>
            {applyLabel || t('content.discount.apply')}
          </button>
        )}
      </div>
      {applied ? (
        <p className="mt-3 text-sm text-ink-soft">{t('content.discount.applied-note', { code })}</p>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {t('content.discount.store-failed', { code })}
        </p>
      ) : null}
      {contentBottom ? <RichText html={contentBottom} className="mt-5 text-sm text-ink-soft" /> : null}
    </div>
  );
}
