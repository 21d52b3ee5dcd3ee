import { useRouteLoaderData } from 'react-router';
import type { PageShellData } from './shell-data.ts';

export interface ShellData {
  shell: PageShellData;
  locale: string;
  messages: Record<string, string>;
}

/** The page shell's start-up data (regions, currencies, navigation, brand …) from the root loader. */
export function useShell(): PageShellData {
  const data = useRouteLoaderData('root') as ShellData | undefined;
  if (!data) throw new Error('useShell outside the root route');
  return data.shell;
}
