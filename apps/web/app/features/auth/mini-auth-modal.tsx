import type { User } from '@cardshop/shared/contracts/auth';
import type { MiniAuthPane } from '../../lib/auth/sign-in-modal.tsx';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useAlerts } from '../../ui/alerts.tsx';
import type { ModalHandle } from '../../ui/modal-stack.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { CreateAccountForm } from './create-account-form.tsx';
import { LoginForm } from './login-form.tsx';

/** The mini-auth modal's content: create-account and login tabs; it resolves with the signed-in user. */
export function MiniAuthModal({
  modal,
  panes,
}: {
  modal: ModalHandle<User>;
  panes: readonly MiniAuthPane[];
}) {
  const t = useT();
  const alerts = useAlerts();

  const signedIn = (user: User, created: boolean) => {
    alerts.show({
      type: 'success',
      message: created ? t('auth.create.done.text', { email: user.email }) : 'auth.mini.signed-in',
    });
    modal.resolve(user);
  };

  const tabs = panes.map((pane) =>
    pane === 'create'
      ? {
          id: 'auth-create',
          label: t('auth.mini.tab.create'),
          content: <CreateAccountForm onCreated={(user) => signedIn(user, true)} />,
        }
      : {
          id: 'auth-login',
          label: t('auth.mini.tab.login'),
          content: <LoginForm onSignedIn={(user) => signedIn(user, false)} onLeave={() => modal.dismiss()} />,
        },
  );

  return (
    <div>
      <h2 className="pr-8 font-display text-2xl">{t('auth.mini.heading')}</h2>
      <p className="mt-2 mb-4 text-ink-soft">{t('auth.mini.intro')}</p>
      {tabs.length === 1 ? (
        tabs[0]?.content
      ) : (
        <Tabs tabs={tabs} value={tabs[0]?.id} label={t('auth.mini.tabs')} />
      )}
    </div>
  );
}
