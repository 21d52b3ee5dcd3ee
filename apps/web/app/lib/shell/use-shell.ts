import { useRouteLoaderData } from 'react-router';
import type { PageMessages } from '../i18n/page-messages.ts';
import type { PageShellData } from './shell-data.ts';

export interface ShellData {
  shell: PageShellData;
  locale: string;
  /** The shell's messages (routes add their own: lib/i18n/page-messages.ts). */
  messages: PageMessages;
}

/** The page shell's start-up data (regions, currencies, navigation, brand …) from the root loader. */
export function useShell(): PageShellData {
  const data = useRouteLoaderData('root') as ShellData | undefined;
  if (!data) throw new Error('useShell outside the root route');
  return data.shell;
}
