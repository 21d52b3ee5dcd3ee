import type { Content } from '@cardshop/shared/contracts/content';
import type { GiftCardDetail } from '@cardshop/shared/contracts/gift-cards';
import { giftCardTerms } from '@cardshop/shared/rules/gift-card-terms';
import { Link } from 'react-router';
import { type Translate, useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { alternateRegions, regionNotice } from './gift-card-page-logic.ts';
import { Flag, GiftCardImage, useGiftCardName, useRegionNames, useValueRange } from './gift-card-parts.tsx';
import { GiftCardQuickAdd } from './gift-card-quick-add.tsx';
import { isGiftCardDisabled, limitFor } from './gift-card-quick-add-logic.ts';

const DETAIL_IMAGE_SIZES = '(max-width: 1023px) calc(100vw - 2rem), 560px';

/** The validity line through the page's translations, e.g. 'Valid for 3 years'. */
function validityText(t: Translate, validityPeriod: string | null): string {
  const terms = giftCardTerms(validityPeriod);
  return terms.key === 'gift-card.terms.no-expiry'
    ? t('gift-cards.terms.no-expiry')
    : t('gift-cards.terms.valid-for', { period: terms.period });
}

function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** One gift card: values, validity, regions, description, the send form, redemption and terms. */
export function GiftCardView({ content }: { content: Content }) {
  const card = content.giftCard;
  if (!card) {
    return (
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-16">
        <Breadcrumbs items={content.breadcrumbs} />
        <h1 className="mt-6 text-3xl sm:text-4xl">{content.heading}</h1>
      </div>
    );
  }
  return <GiftCardDetailPage content={content} card={card} />;
}

function GiftCardDetailPage({ content, card }: { content: Content; card: GiftCardDetail }) {
  const t = useT();
  const shell = useShell();
  const nameOf = useGiftCardName();
  const valueRange = useValueRange();
  const regions = useRegionNames();
  const name = nameOf(card);
  const notice = regionNotice(card, shell.region.iso);
  const alternates = alternateRegions(card);
  const breadcrumbs = card.breadcrumbs.length > 0 ? card.breadcrumbs : content.breadcrumbs;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16">
      <Breadcrumbs items={breadcrumbs} />

      <div className="mt-6 grid gap-8 lg:mt-8 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-14">
        <div className="lg:pt-2">
          <div className="rounded-2xl bg-sand p-6 sm:p-10">
            <GiftCardImage image={card.cardImage} sizes={DETAIL_IMAGE_SIZES} priority />
          </div>
        </div>

        <div>
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">
            {t('gift-cards.detail.eyebrow')}
          </p>
          <h1 className="mt-1 text-3xl leading-tight sm:text-4xl">{name}</h1>

          <dl className="mt-6 flex flex-wrap gap-x-12 gap-y-4 border-y border-line py-5">
            <div>
              <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">
                {t('gift-cards.value')}
              </dt>
              <dd className="mt-1 text-xl font-semibold text-ink tabular-nums">{valueRange(card)}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">
                {t('gift-cards.detail.validity')}
              </dt>
              <dd className="mt-1 text-base text-ink">{validityText(t, card.validityPeriod)}</dd>
            </div>
            <div className="w-full">
              <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">
                {t('gift-cards.detail.regions')}
              </dt>
              <dd className="mt-1">
                <ul className="flex flex-wrap gap-x-4 gap-y-1 text-base text-ink">
                  {card.regions.map((iso) => (
                    <li key={iso} className="inline-flex items-center gap-2">
                      <Flag src={regions.icon(iso)} />
                      {regions.name(iso)}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>

          {notice.warn ? (
            <div
              role="note"
              className="mt-5 rounded-xl border border-warning/30 bg-warning/5 px-4 py-3 text-sm"
            >
              <p className="font-semibold text-warning">{t('gift-cards.detail.region-warning.title')}</p>
              <p className="mt-1 text-ink">
                {t('gift-cards.detail.region-warning.body', {
                  regions: regions.list(card.regions),
                  region: shell.region.name,
                })}
              </p>
              {notice.alternate ? (
                <p className="mt-2">
                  <Link to={notice.alternate.url} className="font-semibold text-accent-dark underline">
                    {t('gift-cards.detail.region-warning.alternate', { country: notice.alternate.country })}
                  </Link>
                </p>
              ) : null}
            </div>
          ) : null}

          {card.description ? (
            <div
              className="prose-shop mt-5 text-ink-soft"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text is sanitised when written (platform/html.ts).
              dangerouslySetInnerHTML={{ __html: card.description }}
            />
          ) : null}

          <p className="mt-6">
            <a
              href="#send"
              className="inline-flex items-center gap-2 rounded-full bg-accent px-6 py-3 font-semibold text-white shadow-sm hover:bg-accent-dark hover:no-underline"
            >
              {t('gift-cards.detail.send.cta')}
              <span aria-hidden="true">↓</span>
            </a>
          </p>
        </div>
      </div>

      <section
        id="send"
        aria-labelledby="gift-card-send-title"
        className="mt-12 scroll-mt-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-10"
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:gap-14">
          <div>
            <h2 id="gift-card-send-title" className="text-2xl sm:text-3xl">
              {t('gift-cards.detail.send.title')}
            </h2>
            <p className="mt-3 text-ink-soft">{t('gift-cards.detail.send.intro')}</p>
            <ol className="mt-5 grid gap-3 text-sm text-ink">
              {(['1', '2', '3'] as const).map((step) => (
                <li key={step} className="flex items-start gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-sand font-semibold text-accent-dark"
                  >
                    {step}
                  </span>
                  <span className="pt-1">{t(`gift-cards.detail.send.step-${step}`)}</span>
                </li>
              ))}
            </ol>
          </div>
          <div className="border-t border-line pt-6 sm:rounded-xl sm:border-t-0 sm:bg-paper sm:p-6 sm:ring-1 sm:ring-line">
            <GiftCardQuickAdd
              card={card}
              layout="roomy"
              disabled={isGiftCardDisabled(card, limitFor(card))}
            />
          </div>
        </div>
      </section>

      <div className="mt-12 grid gap-10 lg:grid-cols-2 lg:gap-14">
        {card.redemption ? (
          <section aria-labelledby="gift-card-redemption-title">
            <h2 id="gift-card-redemption-title" className="text-2xl">
              {t('gift-cards.detail.redemption.title')}
            </h2>
            <div
              className="prose-shop mt-2 text-ink-soft"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text is sanitised when written (platform/html.ts).
              dangerouslySetInnerHTML={{ __html: card.redemption }}
            />
          </section>
        ) : null}
        <section aria-labelledby="gift-card-terms-title">
          <h2 id="gift-card-terms-title" className="text-2xl">
            {t('gift-cards.detail.terms.title')}
          </h2>
          {card.terms ? (
            <div
              className="prose-shop mt-2 text-ink-soft"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text is sanitised when written (platform/html.ts).
              dangerouslySetInnerHTML={{ __html: card.terms }}
            />
          ) : null}
          {card.termsUrl ? (
            <p className="mt-3">
              <a
                href={card.termsUrl}
                className="font-semibold text-accent-dark underline"
                {...(isExternal(card.termsUrl) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {t('gift-cards.detail.terms.link')}
                {isExternal(card.termsUrl) ? (
                  <span className="sr-only"> {t('gift-cards.detail.terms.new-window')}</span>
                ) : null}
              </a>
            </p>
          ) : null}
        </section>
      </div>

      {alternates.length > 0 ? (
        <section
          aria-labelledby="gift-card-alternates-title"
          className="mt-12 rounded-2xl bg-sand p-6 sm:p-8"
        >
          <h2 id="gift-card-alternates-title" className="text-2xl">
            {t('gift-cards.detail.alternates.title')}
          </h2>
          <p className="mt-2 text-ink-soft">{t('gift-cards.detail.alternates.intro')}</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {alternates.map((entry) => (
              <li key={entry.iso}>
                <Link
                  to={entry.url}
                  className="flex items-center gap-3 rounded-xl border border-line bg-white px-4 py-3 font-medium text-ink shadow-sm hover:border-accent hover:text-accent hover:no-underline"
                >
                  <Flag src={regions.icon(entry.iso)} />
                  <span className="flex-1">{entry.country}</span>
                  <span aria-hidden="true" className="text-accent">
                    →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
