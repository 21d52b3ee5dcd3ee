import type { Bootstrap } from '@cardshop/shared/contracts/config';
import { useRouteLoaderData } from 'react-router';

export interface ShellData {
  shell: Bootstrap;
  locale: string;
  messages: Record<string, string>;
}

/** The page shell's start-up data (regions, currencies, navigation, brand …) from the root loader. */
export function useShell(): Bootstrap {
  const data = useRouteLoaderData('root') as ShellData | undefined;
  if (!data) throw new Error('useShell outside the root route');
  return data.shell;
}
