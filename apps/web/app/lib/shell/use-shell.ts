import { useRouteLoaderData } from 'react-router';
import type { PageMessages } from '../i18n/page-messages.ts';
import type { FooterGroups, PageShellData } from './shell-data.ts';

export interface ShellData {
  shell: PageShellData;
  /** The footer's links, deferred: streamed after the shell, rendered when they arrive. */
  footer: Promise<FooterGroups>;
  locale: string;
  /** The shell's messages (routes add their own: lib/i18n/page-messages.ts). */
  messages: PageMessages;
}

/** The page shell's start-up data (regions, currencies, navigation, brand …) from the root loader. */
export function useShell(): PageShellData {
  return useRootData().shell;
}

/** The footer's groups of links, as the root loader deferred them. */
export function useFooterGroups(): Promise<FooterGroups> {
  return useRootData().footer;
}

function useRootData(): ShellData {
  const data = useRouteLoaderData('root') as ShellData | undefined;
  if (!data) throw new Error('useShell outside the root route');
  return data;
}
