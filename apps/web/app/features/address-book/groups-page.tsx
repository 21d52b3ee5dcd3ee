import type { GroupList, GroupListQuery } from '@cardshop/shared/contracts/address-book';
import { useId } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_BUTTON_SECONDARY,
  AccountPageHeader,
  Notice,
} from '../../ui/form-controls.tsx';
import {
  ADDRESS_BOOK_URL,
  GROUPS_URL,
  groupAddUrl,
  groupContactsUrl,
  groupDeleteUrl,
  groupEditUrl,
  groupMergeUrl,
} from './links.ts';

const ROW_LINK = 'font-semibold text-accent underline-offset-2 hover:underline';
const DONE = ['saved', 'merged', 'deleted'];

/** /account/addresses/groups: the groups by name with their sizes, searched; each links to its pages. */
export function GroupsPage({
  list,
  query,
  done,
}: {
  list: GroupList;
  query: GroupListQuery;
  done: string | null;
}) {
  const t = useT();
  const id = useId();
  return (
    <>
      <AccountPageHeader title={t('address-book.groups.title')} intro={t('address-book.groups.intro')} />
      <div className="mb-6 flex flex-wrap gap-3">
        <Link to={groupAddUrl()} className={ACCOUNT_BUTTON}>
          {t('address-book.groups.add')}
        </Link>
        <Link to={ADDRESS_BOOK_URL} className={ACCOUNT_BUTTON_SECONDARY}>
          {t('address-book.groups.back')}
        </Link>
      </div>
      <div role="status" aria-live="polite">
        {done && DONE.includes(done) ? (
          <Notice tone="success" className="mb-6">
            {t(`address-book.groups.${done}`)}
          </Notice>
        ) : null}
      </div>
      <Form method="get" action={GROUPS_URL} className="mb-6 flex max-w-xl flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-query`} className="mb-1.5 block text-sm font-medium text-ink">
            {t('address-book.groups.search')}
          </label>
          <input
            id={`${id}-query`}
            name="query"
            type="search"
            defaultValue={query.query ?? ''}
            className="h-12 w-full rounded-lg border border-line bg-white px-3 text-base text-ink focus:border-accent"
          />
        </div>
        <button type="submit" className={ACCOUNT_BUTTON_SECONDARY}>
          {t('address-book.search-button')}
        </button>
      </Form>
      {list.results.length === 0 ? (
        <p className="rounded-lg border border-line bg-sand px-4 py-6 text-ink">
          {t(query.query ? 'address-book.groups.none-found' : 'address-book.groups.empty')}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t('address-book.groups.title')}>
          {list.results.map((group) => (
            <li key={group.id} className="rounded-xl border border-line bg-white p-4">
              <p className="font-semibold text-ink">{group.name}</p>
              <p className="text-sm text-ink-soft">{t('address-book.groups.size', { count: group.size })}</p>
              <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
                <Link
                  to={groupContactsUrl(group.id)}
                  className={ROW_LINK}
                  aria-label={t('address-book.groups.show-named', { name: group.name })}
                >
                  {t('address-book.groups.show')}
                </Link>
                <Link
                  to={groupEditUrl(group.id)}
                  className={ROW_LINK}
                  aria-label={t('address-book.edit-named', { name: group.name })}
                >
                  {t('address-book.edit')}
                </Link>
                <Link
                  to={groupMergeUrl(group.id)}
                  className={ROW_LINK}
                  aria-label={t('address-book.groups.merge-named', { name: group.name })}
                >
                  {t('address-book.groups.merge')}
                </Link>
                <Link
                  to={groupDeleteUrl(group.id)}
                  className={ROW_LINK}
                  aria-label={t('address-book.delete-named', { name: group.name })}
                >
                  {t('address-book.delete')}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
