import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { requestContext } from './context.ts';
import { createI18n } from './features/i18n/i18n.ts';
import { allMessages } from './features/i18n/page-messages.ts';
import { setTranslatorFactory, type Translator } from './features/i18n/translator.ts';
import { NonceProvider } from './features/shell/nonce.tsx';
import { pageStream } from './head-hints.ts';
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

// The host reads this export to put the services into each request's load context.
export { requestContext, servicesContext } from './context.ts';

const ABORT_DELAY_MS = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers get the whole page at once; browsers get the shell as soon as it is ready.
    const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(pageStream()).pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS + 1000);
  });
}
