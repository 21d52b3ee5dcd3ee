import type { Invitation } from '@cardshop/shared/contracts/organisations';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import { ACCOUNT_BUTTON, ACCOUNT_BUTTON_SECONDARY, Notice } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { MANAGE_URL } from './links.ts';
import { grantedPermissions } from './permission-fields.tsx';

export type AcceptAnswer = FormAnswer<Record<string, never>>;

const FRAME = 'mx-auto max-w-2xl px-4 py-10 sm:py-14';

/** An invitation link that names no invitation (or too many tries from here). */
export function InvitationNotFoundPage({ retryAfter }: { retryAfter: number | null }) {
  const t = useT();
  return (
    <div className={FRAME}>
      <h1 className="text-3xl">{t('organisations.invitation.not-found.title')}</h1>
      <p className="mt-3 text-ink-soft">
        {retryAfter
          ? t('organisations.invitation.too-many', { seconds: retryAfter })
          : t('organisations.invitation.not-found.body')}
      </p>
    </div>
  );
}

/**
 * /business/invitation/{id}/{token}: who invited which address to which organisation and with what
 * permissions, and what the visitor must do to accept: log in or create an account with the address,
 * verify it, or press Accept (a route form). After accepting (`joined`), the way on.
 */
export function InvitationPage({
  invitation,
  path,
  joined,
  signedInAs,
  answer,
}: {
  invitation: Invitation;
  /** The page's own path, to come back to after signing in. */
  path: string;
  /** Just accepted: where the member goes next. */
  joined: 'manage' | 'home' | null;
  signedInAs: string | null;
  answer?: AcceptAnswer;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const values = {
    organisation: invitation.organisation,
    name: invitation.invitedBy,
    email: invitation.email,
    current: signedInAs ?? '',
  };
  const back = `?${new URLSearchParams({ redirect: path })}`;
  const granted = grantedPermissions(invitation.permissions);

  let next: React.ReactNode;
  if (joined) {
    next = (
      <div className="space-y-4">
        <Notice tone="success">
          <span role="status">{t('organisations.invitation.joined', values)}</span>
        </Notice>
        <Link to={joined === 'manage' ? MANAGE_URL : '/'} className={ACCOUNT_BUTTON}>
          {t(joined === 'manage' ? 'organisations.invitation.to-manage' : 'organisations.invitation.to-home')}
        </Link>
      </div>
    );
  } else if (invitation.status === 'ready') {
    next = (
      <Form method="post" className="space-y-4">
        <FormFailures messages={answer?.messages} retryAfter={answer?.retryAfter} />
        <button type="submit" className={ACCOUNT_BUTTON} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('organisations.invitation.accepting') : t('organisations.invitation.accept')}
        </button>
      </Form>
    );
  } else if (invitation.status === 'sign-in') {
    next = (
      <div className="space-y-4">
        <Notice tone="info">{t('organisations.invitation.sign-in', values)}</Notice>
        <div className="flex flex-wrap gap-3">
          <Link to={`/login${back}`} className={ACCOUNT_BUTTON}>
            {t('organisations.invitation.login')}
          </Link>
          <Link to={`/create-account${back}`} className={ACCOUNT_BUTTON_SECONDARY}>
            {t('organisations.invitation.create-account')}
          </Link>
        </div>
      </div>
    );
  } else if (invitation.status === 'other-account') {
    next = (
      <div className="space-y-4">
        <Notice tone="warning">{t('organisations.invitation.other-account', values)}</Notice>
        <Link to="/logout" className={ACCOUNT_BUTTON_SECONDARY}>
          {t('organisations.invitation.logout')}
        </Link>
      </div>
    );
  } else {
    const key = {
      'verify-email': 'organisations.invitation.verify-email',
      member: 'organisations.invitation.member',
      expired: 'organisations.invitation.expired',
      accepted: 'organisations.invitation.accepted',
    }[invitation.status];
    next = <Notice tone={invitation.status === 'member' ? 'info' : 'warning'}>{t(key, values)}</Notice>;
  }

  return (
    <div className={FRAME}>
      <h1 className="text-3xl leading-tight sm:text-4xl">{t('organisations.invitation.title', values)}</h1>
      <p className="mt-3 text-ink-soft">{t('organisations.invitation.intro', values)}</p>
      {granted.length > 0 ? (
        <>
          <p className="mt-6 font-medium text-ink">{t('organisations.invitation.permissions')}</p>
          <ul className="mt-2 list-disc pl-6 text-ink">
            {granted.map((permission) => (
              <li key={permission}>{t(`organisations.permission.${permission}`)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-8">{next}</div>
    </div>
  );
}
