import type { SecurityOverview } from '@cardshop/shared/contracts/account';
import type { User } from '@cardshop/shared/contracts/auth';
import { useId, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_BUTTON_SECONDARY,
  AccountPageHeader,
  Notice,
} from '../../ui/form-controls.tsx';
import { ConfirmWithPassword } from './security-confirm.tsx';
import { Sessions, TrustedDevices } from './security-lists.tsx';
import { TotpSection } from './security-totp.tsx';
import { type Security, useSecurity } from './use-security.ts';

/** A part of the security page: heading, state badge, what it does, its controls and its failures. */
function Section({
  title,
  state,
  intro,
  where,
  security,
  children,
}: {
  title: string;
  state?: { on: boolean };
  intro: string;
  /** The prefix of the actions whose failures show here. */
  where: string;
  security: Security;
  children: React.ReactNode;
}) {
  const t = useT();
  const id = useId();
  const problem = security.problem?.where.startsWith(where) ? security.problem : null;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl sm:text-2xl">
          {title}
        </h2>
        {state ? (
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              state.on ? 'bg-success/10 text-success' : 'bg-sand text-ink-soft'
            }`}
          >
            {t(state.on ? 'account.security.on' : 'account.security.off')}
          </span>
        ) : null}
      </div>
      <p className="mt-1 mb-4 text-sm text-ink-soft">{intro}</p>
      {children}
      <div role="alert">
        {problem
          ? problem.keys.map((key) => (
              <Notice key={key} tone="error" className="mt-4">
                {t(key)}
              </Notice>
            ))
          : null}
      </div>
    </section>
  );
}

function EmailCodes({
  overview,
  security,
  email,
}: {
  overview: SecurityOverview;
  security: Security;
  email: string;
}) {
  const t = useT();
  const { busy, run, post } = security;
  // Turning the codes off asks for the password first.
  const [confirming, setConfirming] = useState(false);
  if (confirming && overview.email) {
    return (
      <ConfirmWithPassword
        title={t('account.security.email.disable-title')}
        intro={t('account.security.email.disable-intro')}
        submitLabel={t('account.security.email.disable')}
        email={email}
        hasPassword
        busy={{ mine: busy === 'email', any: busy !== null }}
        onConfirm={async (password, onError) => {
          const answer = await run(
            'email',
            () => post<SecurityOverview>('/email-mfa', { enabled: false, password }),
            onError,
          );
          if (answer) setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    );
  }
  return (
    <button
      type="button"
      className={overview.email ? ACCOUNT_BUTTON_SECONDARY : ACCOUNT_BUTTON}
      disabled={busy !== null}
      onClick={() =>
        overview.email
          ? setConfirming(true)
          : void run('email', () => post<SecurityOverview>('/email-mfa', { enabled: true }))
      }
    >
      {busy === 'email'
        ? t('account.processing')
        : t(overview.email ? 'account.security.email.disable' : 'account.security.email.enable')}
    </button>
  );
}

/**
 * /account/security: the second sign-in step (authenticator app, e-mailed codes), recovery codes, trusted
 * devices and sessions. Its data loads after hydration: it is private and changes as the shopper acts.
 */
export function SecurityPage({ user }: { user: User }) {
  const t = useT();
  const security = useSecurity(user);
  const { overview } = security;

  let body: React.ReactNode;
  if (!overview && security.loadFailed) {
    body = (
      <Notice tone="error">
        <p>{t('account.security.load-failed')}</p>
        <button
          type="button"
          className={`${ACCOUNT_BUTTON_SECONDARY} mt-3`}
          onClick={() => void security.reload()}
        >
          {t('account.retry')}
        </button>
      </Notice>
    );
  } else if (!overview) {
    body = (
      <p role="status" className="text-ink-soft">
        {t('account.security.loading')}
      </p>
    );
  } else {
    body = (
      <div className="grid gap-6">
        <Section
          title={t('account.security.totp.title')}
          state={{ on: overview.totp }}
          intro={t('account.security.totp.intro')}
          where="totp"
          security={security}
        >
          <TotpSection
            overview={overview}
            security={security}
            email={user.email}
            hasPassword={user.hasPassword}
          />
        </Section>
        <Section
          title={t('account.security.email.title')}
          state={{ on: overview.email }}
          intro={t('account.security.email.intro', { email: user.email })}
          where="email"
          security={security}
        >
          <EmailCodes overview={overview} security={security} email={user.email} />
        </Section>
        <Section
          title={t('account.security.devices.title')}
          intro={t('account.security.devices.intro')}
          where="device"
          security={security}
        >
          <TrustedDevices overview={overview} security={security} />
        </Section>
        <Section
          title={t('account.security.sessions.title')}
          intro={t('account.security.sessions.intro')}
          where="session"
          security={security}
        >
          <Sessions overview={overview} security={security} />
        </Section>
      </div>
    );
  }

  return (
    <>
      <AccountPageHeader title={t('account.security.title')} intro={t('account.security.intro')} />
      {body}
    </>
  );
}
