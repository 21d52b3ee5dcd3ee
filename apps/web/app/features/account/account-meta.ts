import { matchedMessage } from '../../lib/i18n/namespaces.ts';
import type { ShellData } from '../../lib/shell/use-shell.ts';

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/**
 * The title of a private page ('Profile | Cardshop'), kept out of search engines. Meta runs outside the
 * component tree, so the wording comes from the messages the matched loaders embedded.
 */
export function privatePageMeta(matches: ReadonlyArray<MetaMatch | undefined>, titleKey: string) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as ShellData | undefined;
  const brand = root?.shell.brand.name ?? 'Cardshop';
  const title = matchedMessage(matches, titleKey) ?? titleKey;
  return [{ title: `${title} | ${brand}` }, { name: 'robots', content: 'noindex' }];
}
