import { PassThrough, Readable } from 'node:stream';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { requestContext } from './context.ts';
import { NonceProvider } from './features/shell/nonce.tsx';
import { pageStream } from './head-hints.ts';
import { createI18n } from './lib/i18n/i18n.ts';
import { allMessages } from './lib/i18n/page-messages.ts';
import { setTranslatorFactory, type Translator } from './lib/i18n/translator.ts';
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
 * Streams the page with React's server renderer. Browsers get the shell as soon as it is ready and each
 * <Suspense> boundary as its data or code arrives; crawlers, and the signed-out pages the host keeps in
 * its render cache (decision record 8), get the whole page at once, so what is stored and indexed is
 * plain, complete HTML.
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
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RenderedParts value={parts}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RenderedParts>
      </NonceProvider>,
      {
        nonce,
        // Whatever is ready when a part of the page is sent goes out in place: React would otherwise move
        // large finished parts to the end of the document, to be put in place by an inline script, which
        // readers without JavaScript never run. Only parts still waiting for data or code stream later.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [whole ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(pageStream(() => renderedPartsTag(parts))).pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reach the router's error handling through the rejection above.
          if (shellRendered) console.error(error);
        },
      },
    );
    // React Router rejects the page's pending promises at streamTimeout; React gives up just after.
    setTimeout(abort, streamTimeout + 1_000);
  });
}
