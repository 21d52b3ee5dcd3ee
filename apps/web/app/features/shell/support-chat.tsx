import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Icon } from '../../ui/icons.tsx';
import { useModal } from '../../ui/modal-stack.tsx';
import { registerSupportChat } from './support-chat-control.ts';

const loadBody = () => import('./support-body.tsx');

/** Time after the browser is first idle before the help button appears. */
const SUPPORT_CHAT_DELAY_MS = 3000;

/**
 * The support slot: a small Help button that appears once the page is idle plus 3 s (it never competes
 * with the page's first work), opening a modal with the FAQ, the support email and phone.
 */
export function SupportChat() {
  const t = useT();
  const open = useModal();
  const [ready, setReady] = useState(false);
  // A page may hide the chat (route handle `supportChat: false`, support-chat-control.ts).
  const [visible, setVisible] = useState(true);
  useEffect(() => (ready ? registerSupportChat(setVisible) : undefined), [ready]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => setReady(true), SUPPORT_CHAT_DELAY_MS);
    };
    if ('requestIdleCallback' in window) {
      const idle = window.requestIdleCallback(start, { timeout: 5000 });
      return () => {
        window.cancelIdleCallback(idle);
        clearTimeout(timer);
      };
    }
    start();
    return () => clearTimeout(timer);
  }, []);

  if (!ready || !visible) return null;
  return (
    <button
      type="button"
      onPointerEnter={() => void loadBody()}
      onFocus={() => void loadBody()}
      onClick={async () => {
        const { SupportBody } = await loadBody();
        await open<void>((modal) => <SupportBody modal={modal} />, { label: t('shell.support.title') }).catch(
          () => undefined,
        );
      }}
      className="fixed right-4 bottom-4 z-30 flex items-center gap-2 rounded-full bg-ink py-2.5 pr-4 pl-3 text-sm font-semibold text-paper shadow-lg transition-opacity duration-500 starting:opacity-0 hover:bg-accent-dark"
    >
      <Icon name="help" size={20} />
      {t('shell.support.button')}
    </button>
  );
}
