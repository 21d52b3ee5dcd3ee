import { renderToStringAsync } from 'preact-render-to-string';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { requestContext } from './context.ts';
import { createI18n } from './features/i18n/i18n.ts';
import { allMessages } from './features/i18n/page-messages.ts';
import { setTranslatorFactory, type Translator } from './features/i18n/translator.ts';
import { NonceProvider } from './features/shell/nonce.tsx';
import { lowPriorityPreloads } from './head-hints.ts';
import './islands.server.ts';

// Server rendering translates with i18next over every message of the locale, one instance a locale for
// the life of the process; the browser hydrates with the same text from the messages the page embeds and
// loads i18next after the first paint (features/i18n/translator.ts).
const serverTranslators = new Map<string, Translator>();
setTranslatorFactory((locale) => {
  let translator = serverTranslators.get(locale);
  if (!translator) {
    const instance = createI18n(locale, allMessages(locale));
    translator = { language: locale, t: (key, options) => String(instance.t(key, options ?? {})) };
    serverTranslators.set(locale, translator);
  }
  return translator;
});

// The host reads these exports: the services go into each request's load context, and requests are handled
// by the router bundled in this build (the one the pages are rendered with, decision record 15).
export { createRequestHandler, RouterContextProvider } from 'react-router';
export { requestContext, servicesContext } from './context.ts';

/**
 * Renders the page to one string with Preact (decision record 15), the renderer the browser hydrates with,
 * so the markup is the one hydration expects. The whole page is rendered before it is sent: the router's
 * data is streamed into the page by suspending components, which this waits for, and signed-out pages are
 * kept whole by the render cache anyway.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestContext);
  const html = await renderToStringAsync(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${lowPriorityPreloads(html)}`, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
