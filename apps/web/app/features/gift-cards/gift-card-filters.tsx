import type { Content } from '@cardshop/shared/contracts/content';
import type { GiftCardList } from '@cardshop/shared/contracts/gift-cards';
import { Form, Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { type FixedFilter, hasChosenFilters } from './gift-card-page-logic.ts';

type Config = NonNullable<Content['giftCardsConfig']>;

interface Option {
  value: string;
  label: string;
}

const SUMMARY =
  'flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-lg border border-line bg-white px-3 py-2 text-sm font-medium text-ink select-none hover:border-ink-soft [&::-webkit-details-marker]:hidden';
const OPTION =
  'flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-1.5 py-1 text-sm text-ink hover:bg-sand';
const FIELD =
  'min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink placeholder:text-ink-soft hover:border-ink-soft';

/** A disclosure of checkboxes named `name`: works as a plain form's fields before any script runs. */
function Choices({
  name,
  label,
  options,
  selected,
}: {
  name: string;
  label: string;
  options: Option[];
  selected: string[];
}) {
  const t = useT();
  if (options.length === 0) return null;
  const count = options.filter((option) => selected.includes(option.value)).length;
  return (
    <details className="group/choices relative" open={count > 0 || undefined}>
      <summary className={SUMMARY}>
        <span>
          {label}
          {count > 0 ? (
            <span className="ml-2 text-xs font-semibold text-accent">
              {t('gift-cards.filters.selected', { count })}
            </span>
          ) : null}
        </span>
        <span aria-hidden="true" className="text-ink-soft transition-transform group-open/choices:rotate-180">
          ▾
        </span>
      </summary>
      <fieldset className="mt-2 grid grid-cols-2 gap-x-3 gap-y-0.5 rounded-lg border border-line bg-white p-2">
        <legend className="sr-only">{label}</legend>
        {options.map((option) => (
          <label key={option.value} className={OPTION}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={selected.includes(option.value)}
              className="size-4 shrink-0 accent-accent"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

/**
 * The gift-card filters of the spec (categories, occasions, query, recipients, regions, wildcards) as a GET
 * form to the listing's first page: it works before scripts load, and the router submits it in place once
 * they have. A listing fixed to a region or a category leaves that choice out.
 */
export function GiftCardFilters({
  path,
  list,
  config,
  fixed,
}: {
  /** The listing's path without a page suffix. */
  path: string;
  list: GiftCardList;
  config: Config;
  fixed: FixedFilter;
}) {
  const t = useT();
  const { filters } = list;
  const wildcards = filters.wildcards === null ? '' : String(filters.wildcards);
  const anyFilter = hasChosenFilters(filters, fixed);
  return (
    <Form
      method="get"
      action={path}
      preventScrollReset
      aria-label={t('gift-cards.filters.label')}
      className="mt-8 rounded-xl border border-line bg-paper p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <label htmlFor="gift-card-query" className="sr-only">
            {t('gift-cards.filters.query')}
          </label>
          <input
            key={filters.query}
            id="gift-card-query"
            type="search"
            name="query"
            maxLength={100}
            defaultValue={filters.query}
            placeholder={t('gift-cards.filters.query-placeholder')}
            className={FIELD}
          />
        </div>
        {fixed === 'category' ? null : (
          <Choices
            name="categories"
            label={t('gift-cards.filters.categories')}
            options={config.categories.map((category) => ({ value: category.slug, label: category.name }))}
            selected={filters.categories}
          />
        )}
        <Choices
          name="occasions"
          label={t('gift-cards.filters.occasions')}
          options={config.occasions.map((option) => ({ value: option.slug, label: option.name }))}
          selected={filters.occasions}
        />
        <Choices
          name="recipients"
          label={t('gift-cards.filters.recipients')}
          options={config.recipients.map((option) => ({ value: option.slug, label: option.name }))}
          selected={filters.recipients}
        />
        {fixed === 'region' ? null : (
          <Choices
            name="regions"
            label={t('gift-cards.filters.regions')}
            options={config.regions.map((region) => ({
              value: region.iso.toLowerCase(),
              label: region.name,
            }))}
            selected={filters.regions.map((iso) => iso.toLowerCase())}
          />
        )}
        <div>
          <label htmlFor="gift-card-wildcards" className="sr-only">
            {t('gift-cards.filters.wildcards')}
          </label>
          <select
            key={wildcards}
            id="gift-card-wildcards"
            name="wildcards"
            defaultValue={wildcards}
            className={FIELD}
          >
            <option value="">{`${t('gift-cards.filters.wildcards')}: ${t('gift-cards.filters.wildcards.any')}`}</option>
            <option value="true">{t('gift-cards.filters.wildcards.only')}</option>
            <option value="false">{t('gift-cards.filters.wildcards.none')}</option>
          </select>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className="inline-flex min-h-11 cursor-pointer items-center rounded-full bg-accent px-5 py-2 text-sm font-semibold text-white hover:bg-accent-dark"
        >
          {t('gift-cards.filters.apply')}
        </button>
        {anyFilter ? (
          <Link to={path} preventScrollReset className="text-sm font-semibold">
            {t('gift-cards.filters.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
