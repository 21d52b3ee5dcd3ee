import type { RouterContextProvider } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { requestedRegion } from '../request-region.ts';
import { type PageMessages, pageMessages } from './page-messages.ts';

/**
 * The messages a route's page needs, in the visitor's locale, for its loader to embed (the root embeds
 * only the shell's). Server side only: loaders run there for the first render and on client navigation.
 */
export async function loaderMessages(
  request: Request,
  context: Readonly<RouterContextProvider>,
  namespaces: string[],
): Promise<PageMessages> {
  const region = await servicesFrom(context).config.region(requestedRegion(request));
  return pageMessages(region.locale, namespaces);
}
