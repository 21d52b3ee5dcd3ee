import type { MyOrganisations } from '@cardshop/shared/contracts/organisations';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ACCOUNT_BUTTON_SECONDARY, AccountPageHeader, Notice } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { MANAGE_URL } from './links.ts';

/** What the switch action answers when it could not switch (an organisation left meanwhile). */
export interface SwitchAnswer {
  messages: string[];
}

/**
 * /account/organisations: the organisations the account belongs to, the one it works in first, and for
 * each other a button (a route form, decision record 19) to work in that one from now on. An account in
 * none is told how a business account is opened.
 */
export function OrganisationsPage({
  mine,
  switched,
  answer,
}: {
  mine: MyOrganisations;
  switched: boolean;
  answer?: SwitchAnswer;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <AccountPageHeader title={t('organisations.mine.title')} intro={t('organisations.mine.intro')} />
      <div role="status" aria-live="polite">
        {switched ? (
          <Notice tone="success" className="mb-6">
            {t('organisations.mine.switched')}
          </Notice>
        ) : null}
      </div>
      <FormFailures messages={answer?.messages ?? []} />
      {mine.organisations.length === 0 ? (
        <p className="text-ink-soft">
          {t('organisations.mine.none')}{' '}
          <Link to="/business/signup" className="font-semibold text-accent-dark underline">
            {t('organisations.mine.sign-up')}
          </Link>
        </p>
      ) : (
        <ul className="grid max-w-2xl gap-3">
          {mine.organisations.map((organisation) => (
            <li
              key={organisation.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white p-4"
            >
              <div>
                <p className="font-semibold text-ink">{organisation.name}</p>
                <p className="text-sm text-ink-soft">
                  {organisation.current ? t('organisations.mine.current') : t('organisations.mine.other')}
                </p>
              </div>
              {organisation.current ? (
                organisation.manager ? (
                  <Link to={MANAGE_URL} className="font-semibold text-accent-dark underline">
                    {t('organisations.mine.manage')}
                  </Link>
                ) : null
              ) : (
                <Form method="post">
                  <input type="hidden" name="organisation" value={organisation.id} />
                  <button type="submit" className={ACCOUNT_BUTTON_SECONDARY} disabled={busy}>
                    {t('organisations.mine.switch', { name: organisation.name })}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
