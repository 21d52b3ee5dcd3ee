import type {
  ManagedOrganisation,
  Member,
  Members,
  OrganisationOverview,
} from '@cardshop/shared/contracts/organisations';
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { fieldErrorKeys } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useRegionDates } from '../../lib/region-dates.ts';
import type { FormAnswer } from '../../lib/route-form.ts';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_BUTTON_DANGER,
  ACCOUNT_BUTTON_SECONDARY,
  AccountPageHeader,
  Field,
  Notice,
} from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { MANAGE_URL } from './links.ts';
import type { ManageTarget, ManageValues } from './organisation-actions.server.ts';
import { OverviewSection } from './overview-section.tsx';
import { grantedPermissions, PermissionFields, PermissionSummary } from './permission-fields.tsx';

export type ManageAnswer = FormAnswer<ManageValues> & ManageTarget;

const SECTION_TITLE = 'mb-4 font-display text-2xl text-ink';
const SUMMARY = `${ACCOUNT_BUTTON_SECONDARY} list-none [&::-webkit-details-marker]:hidden`;
const DONE = ['welcome', 'invited', 'saved', 'removed', 'settings', 'withdrawn'];

/** The organisation's answers at sign-up, worded, and for a holder of settings the form that renames it. */
function OrganisationDetails({
  managed: { organisation, permissions },
  answer,
}: {
  managed: ManagedOrganisation;
  answer?: ManageAnswer;
}) {
  const t = useT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const mine = answer?.intent === 'settings' ? answer : undefined;
  const errors = fieldErrorKeys(mine?.errors ?? {}, ['name']);
  const rows = [
    ['organisations.manage.size', t(`organisations.size.${organisation.size}`)],
    ['organisations.manage.send-band', t(`organisations.send-band.${organisation.sendBand}`)],
    ['organisations.manage.industry', t(`organisations.industry.${organisation.industry}`)],
    [
      'organisations.manage.use-cases',
      organisation.useCases.map((useCase) => t(`organisations.use-case.${useCase}`)).join(', '),
    ],
  ] as const;
  return (
    <section aria-labelledby="organisation-details" className="mb-10">
      <h2 id="organisation-details" className={SECTION_TITLE}>
        {t('organisations.manage.details')}
      </h2>
      <dl className="grid max-w-2xl gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-ink-soft">{t(label)}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {permissions.settings ? (
        <details open={mine ? true : undefined} className="mt-4 max-w-2xl">
          <summary className={SUMMARY}>{t('organisations.manage.settings')}</summary>
          <Form method="post" action={MANAGE_URL} noValidate className="mt-4 grid max-w-md gap-4">
            <input type="hidden" name="intent" value="settings" />
            <FormFailures messages={mine?.messages} retryAfter={mine?.retryAfter} />
            <Field id={`${id}-name`} label={t('organisations.manage.settings-name')} error={errors.name}>
              {(props) => (
                <input
                  {...props}
                  name="name"
                  autoComplete="organization"
                  required
                  defaultValue={mine?.values.name ?? organisation.name}
                />
              )}
            </Field>
            <div>
              <button type="submit" className={ACCOUNT_BUTTON} disabled={busy} aria-busy={busy || undefined}>
                {t('organisations.manage.settings-save')}
              </button>
            </div>
          </Form>
        </details>
      ) : null}
    </section>
  );
}

/** One member: who, their role and permissions, and the forms that change or remove them. */
function MemberRow({ member, answer }: { member: Member; answer?: ManageAnswer }) {
  const t = useT();
  const id = useId();
  const { moment } = useRegionDates();
  const busy = useNavigation().state === 'submitting';
  const name = `${member.firstName} ${member.lastName}`.trim();
  const mine = answer?.member === member.id ? answer : undefined;
  const errors = fieldErrorKeys(mine?.errors ?? {}, ['permissions']);
  const ticked =
    mine?.intent === 'permissions' ? mine.values.permissions : grantedPermissions(member.permissions);
  return (
    <li className="rounded-xl border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink">
          {name}{' '}
          {member.you ? (
            <span className="font-normal text-ink-soft">{t('organisations.manage.you')}</span>
          ) : null}
        </p>
        <p className="text-sm font-semibold text-ink-soft">
          {t(member.manager ? 'organisations.manage.manager' : 'organisations.manage.member')}
        </p>
      </div>
      <p className="text-sm text-ink-soft">{member.email}</p>
      <p className="mt-2 text-sm text-ink">
        <PermissionSummary flags={member.permissions} />
      </p>
      <p className="mt-1 text-xs text-ink-soft">
        {t('organisations.manage.joined', { date: moment(member.joinedAt) })}
      </p>
      {mine ? (
        <div className="mt-3">
          <FormFailures messages={mine.messages} retryAfter={mine.retryAfter} />
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <details open={mine?.intent === 'permissions' || undefined} className="w-full">
          <summary className={SUMMARY}>{t('organisations.manage.change')}</summary>
          <Form method="post" action={MANAGE_URL} noValidate className="mt-4 grid gap-4">
            <input type="hidden" name="intent" value="permissions" />
            <input type="hidden" name="member" value={member.id} />
            <PermissionFields
              legend={t('organisations.manage.change-of', { name })}
              ticked={ticked}
              error={errors.permissions}
              idPrefix={`${id}-permissions`}
            />
            <div>
              <button type="submit" className={ACCOUNT_BUTTON} disabled={busy}>
                {t('organisations.manage.save')}
              </button>
            </div>
          </Form>
        </details>
        <details open={mine?.intent === 'remove' || undefined}>
          <summary className={SUMMARY}>{t('organisations.manage.remove')}</summary>
          <Form method="post" action={MANAGE_URL} className="mt-4">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="member" value={member.id} />
            {mine?.intent === 'remove' && errors.permissions ? (
              <p className="mb-3 text-sm text-danger">{t(errors.permissions)}</p>
            ) : null}
            <button type="submit" className={ACCOUNT_BUTTON_DANGER} disabled={busy}>
              {t('organisations.manage.remove-of', { name })}
            </button>
          </Form>
        </details>
      </div>
    </li>
  );
}

/** The invitation form: an address and the permissions it will give. */
function InviteForm({ answer }: { answer?: ManageAnswer }) {
  const t = useT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const mine = answer?.intent === 'invite' ? answer : undefined;
  const errors = fieldErrorKeys(mine?.errors ?? {}, ['email', 'permissions']);
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10">
      <h2 id={`${id}-title`} className={SECTION_TITLE}>
        {t('organisations.manage.invite')}
      </h2>
      <Form method="post" action={MANAGE_URL} noValidate className="grid max-w-2xl gap-5">
        <input type="hidden" name="intent" value="invite" />
        <FormFailures messages={mine?.messages} retryAfter={mine?.retryAfter} />
        <div className="max-w-md">
          <Field id={`${id}-email`} label={t('organisations.manage.invite-email')} error={errors.email}>
            {(props) => (
              <input
                {...props}
                name="email"
                type="email"
                autoComplete="off"
                required
                defaultValue={mine?.values.email ?? ''}
              />
            )}
          </Field>
        </div>
        <PermissionFields
          legend={t('organisations.manage.invite-permissions')}
          ticked={mine?.values.permissions ?? ['useCredits']}
          error={errors.permissions}
          idPrefix={`${id}-permissions`}
        />
        <div>
          <button type="submit" className={ACCOUNT_BUTTON} disabled={busy} aria-busy={busy || undefined}>
            {t('organisations.manage.invite-submit')}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** The invitations not accepted yet, with until when their link works, each of which can be withdrawn. */
function Invitations({ invitations }: { invitations: Members['invitations'] }) {
  const t = useT();
  const { moment } = useRegionDates();
  const busy = useNavigation().state === 'submitting';
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="open-invitations" className="mt-10">
      <h2 id="open-invitations" className={SECTION_TITLE}>
        {t('organisations.manage.invitations')}
      </h2>
      <ul className="grid gap-3">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="rounded-xl border border-line bg-white p-4">
            <p className="font-semibold text-ink">
              {t('organisations.manage.invitation-line', {
                email: invitation.email,
                name: invitation.invitedBy,
              })}
            </p>
            <p className="mt-1 text-sm text-ink">
              <PermissionSummary flags={invitation.permissions} />
            </p>
            <p className="mt-1 text-sm text-ink-soft">
              {invitation.expired
                ? t('organisations.manage.invitation-expired')
                : t('organisations.manage.invitation-expires', { date: moment(invitation.expiresAt) })}
            </p>
            <Form method="post" action={MANAGE_URL} className="mt-3">
              <input type="hidden" name="intent" value="withdraw" />
              <input type="hidden" name="invitation" value={invitation.id} />
              <button type="submit" className={ACCOUNT_BUTTON_SECONDARY} disabled={busy}>
                {t('organisations.manage.withdraw', { email: invitation.email })}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /manage (manage.dashboard): the organisation, and for those who may manage members, the members with
 * the forms that change their permissions or remove them, the invitations not yet accepted and the
 * invitation form. Every form is a route form (decision record 19).
 */
export function ManagePage({
  managed,
  overview,
  members,
  done,
  answer,
}: {
  managed: ManagedOrganisation;
  overview: OrganisationOverview;
  /** Null when the manager may not manage members. */
  members: Members | null;
  done: string | null;
  answer?: ManageAnswer;
}) {
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 pb-16 sm:pt-10">
      <AccountPageHeader title={managed.organisation.name} />
      <div role="status" aria-live="polite">
        {done && DONE.includes(done) ? (
          <Notice tone="success" className="mb-6">
            {t(`organisations.manage.done.${done}`)}
          </Notice>
        ) : null}
      </div>
      <OverviewSection overview={overview} />
      <OrganisationDetails managed={managed} answer={answer} />
      {members ? (
        <>
          <section aria-labelledby="organisation-members">
            <h2 id="organisation-members" className={SECTION_TITLE}>
              {t('organisations.manage.members')}
            </h2>
            <ul className="grid gap-4">
              {members.members.map((member) => (
                <MemberRow key={member.id} member={member} answer={answer} />
              ))}
            </ul>
          </section>
          <Invitations invitations={members.invitations} />
          <InviteForm answer={answer} />
        </>
      ) : (
        <p className="text-ink-soft">{t('organisations.manage.members-hidden')}</p>
      )}
    </div>
  );
}
