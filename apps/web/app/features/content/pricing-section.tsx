import type { BusinessPricing } from '@cardshop/shared/contracts/config';
import type { Section } from '@cardshop/shared/contracts/content';
import { useCallback, useEffect, useId, useState } from 'react';
import { api } from '../../lib/api.ts';
import { useLocale, useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { Money, useFormatMoney } from '../../ui/money.tsx';
import { pricingCacheFresh, pricingForRegion, tierUnitPrice } from './business-pricing.ts';
import { BUTTON_SECONDARY, CONTAINER, CtaLink, RichText } from './content-ui.tsx';

type PricingMap = Record<string, BusinessPricing>;
type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; pricing: PricingMap };

const STORAGE_KEY = 'cardshop.businessPricing';
let memory: { savedAt: number; pricing: PricingMap } | null = null;

// Pricing changes rarely: it is kept for 72 hours (in memory and in this browser) before it is asked again.
function cachedPricing(now: number): PricingMap | null {
  if (memory && pricingCacheFresh(memory.savedAt, now)) return memory.pricing;
  try {
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as typeof memory;
    if (saved && typeof saved.savedAt === 'number' && pricingCacheFresh(saved.savedAt, now)) {
      memory = saved;
      return saved.pricing;
    }
  } catch {
    // Unreadable storage: load afresh.
  }
  return null;
}

async function fetchPricing(): Promise<PricingMap> {
  const pricing = await api<PricingMap>('/api/config/business-pricing', { cacheable: true });
  memory = { savedAt: Date.now(), pricing };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // Private mode or a full quota: the memory copy serves this visit.
  }
  return pricing;
}

/** Business volume pricing: the tiers of the visitor's region, with postage shown or left out. */
export function PricingSection({ section }: { section: Section }) {
  const t = useT();
  const { region } = useShell();
  const formatMoney = useFormatMoney();
  const locale = useLocale();
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const headingId = useId();
  const postageId = useId();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [includePostage, setIncludePostage] = useState(false);

  const load = useCallback(() => {
    setState({ status: 'loading' });
    fetchPricing().then(
      (pricing) => setState({ status: 'loaded', pricing }),
      () => setState({ status: 'failed' }),
    );
  }, []);

  useEffect(() => {
    const cached = cachedPricing(Date.now());
    if (cached) setState({ status: 'loaded', pricing: cached });
    else load();
  }, [load]);

  const pricing = state.status === 'loaded' ? pricingForRegion(state.pricing, region.id) : null;
  const failed = state.status === 'failed' || (state.status === 'loaded' && !pricing);
  const loading = state.status === 'loading';

  return (
    <section id="pricing" aria-labelledby={headingId} className="scroll-mt-24 py-14 md:py-20">
      <div className={`${CONTAINER} grid gap-10 lg:grid-cols-[5fr_6fr] lg:items-start`}>
        <div>
          <h2 id={headingId} className="text-3xl md:text-4xl">
            {section.title ?? t('content.pricing.title')}
          </h2>
          {section.subtitle ? <p className="mt-3 text-lg text-ink-soft">{section.subtitle}</p> : null}
          {section.content ? <RichText html={section.content} className="mt-4 text-ink-soft" /> : null}
          {section.cta && section.ctaLabel ? (
            <p className="mt-6">
              <CtaLink href={section.cta}>{section.ctaLabel}</CtaLink>
            </p>
          ) : null}
        </div>

        <div className="rounded-2xl border border-line bg-white p-5 shadow-sm md:p-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-display text-xl">{t('content.pricing.table-title')}</p>
            <label htmlFor={postageId} className="flex cursor-pointer items-center gap-2 text-sm font-medium">
              <input
                id={postageId}
                type="checkbox"
                className="size-4 accent-accent"
                checked={includePostage}
                onChange={(event) => setIncludePostage(event.target.checked)}
              />
              {t('content.pricing.include-postage')}
            </label>
          </div>

          {failed ? (
            <div role="alert" className="mt-6 rounded-xl bg-sand p-5 text-center">
              <p className="text-danger">{t('global.business.pricing.errors.load-failed')}</p>
              <button type="button" className={`${BUTTON_SECONDARY} mt-4`} onClick={load}>
                {t('content.pricing.retry')}
              </button>
            </div>
          ) : (
            <div aria-busy={loading} className="mt-4">
              <table className="w-full border-collapse text-left">
                <caption className="sr-only">
                  {pricing
                    ? t('content.pricing.caption', { currency: pricing.currency })
                    : t('content.pricing.loading')}
                </caption>
                <thead>
                  <tr className="border-b border-line text-xs uppercase tracking-wide text-ink-soft">
                    <th scope="col" className="py-3 pr-2 font-semibold whitespace-nowrap">
                      {t('content.pricing.quantity')}
                    </th>
                    <th scope="col" className="px-2 py-3 text-right font-semibold whitespace-nowrap">
                      {t('content.pricing.unit-price')}
                    </th>
                    <th scope="col" className="py-3 pl-2 text-right font-semibold">
                      {t('content.pricing.saving')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {pricing
                    ? pricing.tiers.map((tier) => (
                        <tr key={tier.fromUnits} className="border-b border-line last:border-0">
                          <th scope="row" className="py-3 pr-2 font-medium">
                            {tier.toUnits === null
                              ? t('content.pricing.range-open', { from: count(tier.fromUnits) })
                              : t('content.pricing.range', {
                                  from: count(tier.fromUnits),
                                  to: count(tier.toUnits),
                                })}
                          </th>
                          <td className="px-2 py-3 text-right text-lg font-semibold">
                            <Money
                              value={tierUnitPrice(tier, pricing.postage, includePostage)}
                              currency={pricing.currency}
                            />
                          </td>
                          <td className="py-3 pl-2 text-right">
                            {tier.savingPercent > 0 ? (
                              <span className="inline-block rounded-full bg-sage/10 px-2.5 py-1 text-sm font-semibold text-sage">
                                {t('content.pricing.save', { percent: tier.savingPercent })}
                              </span>
                            ) : (
                              <span className="text-sm whitespace-nowrap text-ink-soft">
                                {t('content.pricing.no-saving')}
                              </span>
                            )}
                          </td>
                        </tr>
                      ))
                    : Array.from({ length: 6 }, (_, index) => (
                        <tr key={index} className="border-b border-line last:border-0">
                          <td className="py-4 pr-2">
                            <span className="block h-4 w-24 animate-pulse rounded bg-sand" />
                          </td>
                          <td className="px-2 py-4">
                            <span className="ml-auto block h-4 w-16 animate-pulse rounded bg-sand" />
                          </td>
                          <td className="py-4 pl-2">
                            <span className="ml-auto block h-5 w-20 animate-pulse rounded-full bg-sand" />
                          </td>
                        </tr>
                      ))}
                </tbody>
              </table>
              <noscript>
                <p className="mt-4 text-sm text-ink-soft">{t('content.pricing.no-script')}</p>
              </noscript>
              <p aria-live="polite" className="mt-4 min-h-10 text-sm text-ink-soft">
                {pricing
                  ? includePostage
                    ? t('content.pricing.note-including', { currency: pricing.currency })
                    : t('content.pricing.note-excluding', {
                        currency: pricing.currency,
                        postage: formatMoney(pricing.postage, pricing.currency),
                      })
                  : t('content.pricing.loading')}
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
