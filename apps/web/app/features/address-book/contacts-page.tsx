import {
  CONTACT_SORTS,
  type ContactList,
  type ContactListQuery,
  type GroupSummary,
  SORT_DIRECTIONS,
} from '@cardshop/shared/contracts/address-book';
import { useId } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_BUTTON_SECONDARY,
  AccountPageHeader,
  Notice,
} from '../../ui/form-controls.tsx';
import { contactName, contactPlace } from './contact-values.ts';
import { ADDRESS_BOOK_URL, addUrl, copyUrl, deleteUrl, editUrl, GROUPS_URL, IMPORT_URL } from './links.ts';

const SELECT =
  'h-12 w-full rounded-lg border border-line bg-white px-3 text-base text-ink focus:border-accent';
const LABEL = 'mb-1.5 block text-sm font-medium text-ink';
const ROW_LINK = 'font-semibold text-accent underline-offset-2 hover:underline';

/** The list's address with one thing changed (a page, …): the search, group and sort kept. */
export function listHref(query: ContactListQuery, change: Partial<ContactListQuery>): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.query) params.set('query', next.query);
  if (next.group) params.set('group', next.group);
  if (next.sort !== 'name') params.set('sort', next.sort);
  if (next.sortDir !== 'asc') params.set('sortDir', next.sortDir);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `${ADDRESS_BOOK_URL}?${search}` : ADDRESS_BOOK_URL;
}

/**
 * /account/addresses: the contacts, searched by name, place or group (a GET form, so it works before
 * scripts run and the address can be kept), filtered by group, sorted and paged. On a phone each contact
 * is a card of its own; its actions are links to their pages.
 */
export function ContactsPage({
  list,
  query,
  groups,
  done,
}: {
  list: ContactList;
  query: ContactListQuery;
  groups: GroupSummary[];
  /** What the last form did ('saved', 'deleted'), shown once. */
  done: string | null;
}) {
  const t = useT();
  const id = useId();
  const searching = !!(query.query || query.group);
  return (
    <>
      <AccountPageHeader title={t('address-book.title')} intro={t('address-book.intro')} />
      <div className="mb-6 flex flex-wrap gap-3">
        <Link to={addUrl()} className={ACCOUNT_BUTTON}>
          {t('address-book.add')}
        </Link>
        <Link to={GROUPS_URL} className={ACCOUNT_BUTTON_SECONDARY}>
          {t('address-book.groups-link')}
        </Link>
        <Link to={IMPORT_URL} className={ACCOUNT_BUTTON_SECONDARY}>
          {t('address-book.import-link')}
        </Link>
      </div>
      <div role="status" aria-live="polite">
        {done === 'saved' || done === 'deleted' || done === 'imported' ? (
          <Notice tone="success" className="mb-6">
            {t(`address-book.${done}`)}
          </Notice>
        ) : null}
      </div>

      <Form method="get" action={ADDRESS_BOOK_URL} className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-query`} className={LABEL}>
            {t('address-book.search')}
          </label>
          <input
            id={`${id}-query`}
            name="query"
            type="search"
            defaultValue={query.query ?? ''}
            placeholder={t('address-book.search-hint')}
            className={SELECT}
          />
        </div>
        <div>
          <label htmlFor={`${id}-group`} className={LABEL}>
            {t('address-book.group-filter')}
          </label>
          <select id={`${id}-group`} name="group" defaultValue={query.group ?? ''} className={SELECT}>
            <option value="">{t('address-book.group-all')}</option>
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-sort`} className={LABEL}>
              {t('address-book.sort')}
            </label>
            <select id={`${id}-sort`} name="sort" defaultValue={query.sort} className={SELECT}>
              {CONTACT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`address-book.sort.${sort}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-dir`} className={LABEL}>
              {t('address-book.sort-dir')}
            </label>
            <select id={`${id}-dir`} name="sortDir" defaultValue={query.sortDir} className={SELECT}>
              {SORT_DIRECTIONS.map((dir) => (
                <option key={dir} value={dir}>
                  {t(`address-book.sort-dir.${dir}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <button type="submit" className={ACCOUNT_BUTTON_SECONDARY}>
            {t('address-book.search-button')}
          </button>
        </div>
      </Form>

      <p className="mb-3 text-sm text-ink-soft">{t('address-book.count', { count: list.total })}</p>
      {list.results.length === 0 ? (
        <p className="rounded-lg border border-line bg-sand px-4 py-6 text-ink">
          {t(searching || list.total > 0 ? 'address-book.none-found' : 'address-book.empty')}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t('address-book.title')}>
          {list.results.map((contact) => {
            const name = contactName(contact);
            return (
              <li key={contact.id} className="rounded-xl border border-line bg-white p-4">
                <p className="font-semibold text-ink">{name}</p>
                <p className="text-sm text-ink">
                  {[contact.address, contact.address2].filter(Boolean).join(', ')}
                </p>
                <p className="text-sm text-ink">{contactPlace(contact)}</p>
                {contact.groups.length > 0 ? (
                  <p className="mt-1 text-sm text-ink-soft">
                    {t('address-book.in-groups', {
                      groups: contact.groups.map((group) => group.name).join(', '),
                    })}
                  </p>
                ) : null}
                <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
                  <Link
                    to={editUrl(contact.id)}
                    className={ROW_LINK}
                    aria-label={t('address-book.edit-named', { name })}
                  >
                    {t('address-book.edit')}
                  </Link>
                  <Link
                    to={copyUrl(contact.id)}
                    className={ROW_LINK}
                    aria-label={t('address-book.copy-named', { name })}
                  >
                    {t('address-book.copy')}
                  </Link>
                  <Link
                    to={deleteUrl(contact.id)}
                    className={ROW_LINK}
                    aria-label={t('address-book.delete-named', { name })}
                  >
                    {t('address-book.delete')}
                  </Link>
                </p>
              </li>
            );
          })}
        </ul>
      )}

      {list.pages > 1 ? (
        <nav aria-label={t('address-book.pages')} className="mt-6 flex flex-wrap items-center gap-4">
          {query.page > 1 ? (
            <Link
              to={listHref(query, { page: query.page - 1 })}
              className={ACCOUNT_BUTTON_SECONDARY}
              rel="prev"
            >
              {t('address-book.previous')}
            </Link>
          ) : null}
          <span className="text-sm text-ink-soft">
            {t('address-book.page-of', { page: query.page, pages: list.pages })}
          </span>
          {query.page < list.pages ? (
            <Link
              to={listHref(query, { page: query.page + 1 })}
              className={ACCOUNT_BUTTON_SECONDARY}
              rel="next"
            >
              {t('address-book.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
