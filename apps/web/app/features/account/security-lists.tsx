import type { SecurityOverview } from '@cardshop/shared/contracts/account';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { ACCOUNT_BUTTON_DANGER } from '../../ui/form-controls.tsx';
import { securityTime, sessionsInOrder } from './security.ts';
import type { Security } from './use-security.ts';

function When({ iso }: { iso: string }) {
  const { region } = useShell();
  return <time dateTime={iso}>{securityTime(iso, region.timeZone)}</time>;
}

const ROW = 'flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between';

/** The devices that skip the second step, each with a way to stop trusting it. */
export function TrustedDevices({ overview, security }: { overview: SecurityOverview; security: Security }) {
  const t = useT();
  const { busy, run, post } = security;
  if (overview.trustedDevices.length === 0) {
    return <p className="text-sm text-ink-soft">{t('account.security.devices.none')}</p>;
  }
  return (
    <ul className="divide-y divide-line">
      {overview.trustedDevices.map((device) => (
        <li key={device.id} className={ROW}>
          <div className="min-w-0 text-sm">
            <p className="font-medium break-words text-ink">
              {device.label || t('account.security.unknown-device')}
            </p>
            <p className="text-ink-soft">
              {t('account.security.devices.added')} <When iso={device.createdAt} />
              {device.lastUsedAt ? (
                <>
                  {' · '}
                  {t('account.security.devices.used')} <When iso={device.lastUsedAt} />
                </>
              ) : null}
            </p>
            <p className="text-ink-soft">
              {t('account.security.devices.expires')} <When iso={device.expiresAt} />
            </p>
          </div>
          <button
            type="button"
            className={`${ACCOUNT_BUTTON_DANGER} shrink-0 self-start sm:self-center`}
            disabled={busy !== null}
            onClick={() =>
              void run(`device-${device.id}`, () =>
                post<SecurityOverview>(`/devices/${encodeURIComponent(device.id)}/revoke`),
              )
            }
          >
            {busy === `device-${device.id}` ? t('account.processing') : t('account.security.devices.revoke')}
            <span className="sr-only">: {device.label || t('account.security.unknown-device')}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Where the account is signed in: this browser marked, the others each with a way to sign them out. */
export function Sessions({ overview, security }: { overview: SecurityOverview; security: Security }) {
  const t = useT();
  const { busy, run, post } = security;
  return (
    <ul className="divide-y divide-line">
      {sessionsInOrder(overview.sessions).map((session) => (
        <li key={session.id} className={ROW}>
          <div className="min-w-0 text-sm">
            <p className="flex flex-wrap items-center gap-2 font-medium break-words text-ink">
              {session.label || t('account.security.unknown-device')}
              {session.current ? (
                <span className="rounded-full bg-success/10 px-2 py-0.5 text-xs font-semibold text-success">
                  {t('account.security.sessions.current')}
                </span>
              ) : null}
            </p>
            <p className="text-ink-soft">
              {session.ip ? `${session.ip} · ` : ''}
              {t('account.security.sessions.seen')} <When iso={session.lastSeenAt} />
            </p>
          </div>
          {session.current ? null : (
            <button
              type="button"
              className={`${ACCOUNT_BUTTON_DANGER} shrink-0 self-start sm:self-center`}
              disabled={busy !== null}
              onClick={() =>
                void run(`session-${session.id}`, () =>
                  post<SecurityOverview>(`/sessions/${encodeURIComponent(session.id)}/revoke`),
                )
              }
            >
              {busy === `session-${session.id}`
                ? t('account.processing')
                : t('account.security.sessions.revoke')}
              <span className="sr-only">: {session.label || t('account.security.unknown-device')}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
