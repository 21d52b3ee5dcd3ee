import { isbot } from 'isbot';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { requestContext } from './context.ts';
import { NonceProvider } from './features/shell/nonce.tsx';
import { pageStream } from './head-hints.ts';
import { createI18n } from './lib/i18n/i18n.ts';
import { allMessages } from './lib/i18n/page-messages.ts';
import { setTranslatorFactory, type Translator } from './lib/i18n/translator.ts';
import { renderDocument } from './render-document.tsx';
import { RenderedParts, renderedPartsTag } from './ui/lazy-part.tsx';

// Server rendering translates with i18next over every message of the locale, one instance a locale for
// the life of the process; the browser hydrates with the same text from the messages the page embeds and
// loads i18next after the first paint (lib/i18n/translator.ts).
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
// by the router this build was made with.
export { createRequestHandler, RouterContextProvider } from 'react-router';
export { requestContext, servicesContext } from './context.ts';

/** How long a page may take to finish streaming before what is still pending is given up. */
export const streamTimeout = 5_000;

/**
 * Streams the page with React's server renderer (render-document.tsx): browsers get the shell first;
 * crawlers, and the signed-out pages the host keeps in its render cache (decision record 8), get the whole
 * page at once.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, wholePage } = loadContext.get(requestContext);
  const whole = wholePage || isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
  // The lazy parts the page renders: listed at the end of the page, so the browser loads their code before
  // it hydrates (ui/lazy-part.tsx).
  const parts = new Set<string>();
  return renderDocument(
    <NonceProvider value={nonce}>
      <RenderedParts value={parts}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </RenderedParts>
    </NonceProvider>,
    {
      nonce,
      whole,
      status: responseStatusCode,
      headers: responseHeaders,
      // React Router rejects the page's pending promises at streamTimeout; React gives up just after.
      giveUpAfterMs: streamTimeout + 1_000,
      stream: () => pageStream(() => renderedPartsTag(parts)),
    },
  );
}
