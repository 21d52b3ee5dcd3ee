import { PassThrough, Readable, type Transform } from 'node:stream';
import { RENDER_CACHE_HEADER } from '@cardshop/shared/constants';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface DocumentOptions {
  nonce: string;
  /** The whole page at once (crawlers, the render cache); otherwise the shell first, then each part. */
  whole: boolean;
  status: number;
  headers: Headers;
  /** After this long, the parts still waiting for data or code are given up (React's abort). */
  giveUpAfterMs: number;
  /** The last step of the page's stream (head-hints.ts). */
  stream: () => Transform;
}

/**
 * Streams a document with React's server renderer. Browsers get the shell as soon as it is ready and each
 * <Suspense> boundary as its data or code arrives; `whole` waits for everything first, so what is stored
 * and indexed is plain, complete HTML.
 *
 * A part given up because the server is too slow (its deferred data still loading when the time is up,
 * as under a rush at a cold server) does not make the page an error: the page answers as rendered, its
 * part left for the browser to fill in, and it is marked not to be kept (no render cache, `no-store`), so
 * the next visitor gets it whole. Any other error while rendering answers 500.
 */
export function renderDocument(element: ReactNode, options: DocumentOptions): Promise<Response> {
  const { headers } = options;
  let status = options.status;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let gaveUp = false;
    const send = () => {
      shellRendered = true;
      const body = new PassThrough();
      headers.set('Content-Type', 'text/html; charset=utf-8');
      if (gaveUp) {
        headers.delete(RENDER_CACHE_HEADER);
        headers.set('Cache-Control', 'no-store');
      }
      resolve(new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { headers, status }));
      pipe(options.stream()).pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      // Whatever is ready when a part of the page is sent goes out in place: React would otherwise move
      // large finished parts to the end of the document, to be put in place by an inline script, which
      // readers without JavaScript never run. Only parts still waiting for data or code stream later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        if (!options.whole) send();
      },
      onAllReady() {
        clearTimeout(timer);
        if (options.whole) send();
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        if (gaveUp) return;
        status = 500;
        // Errors before the shell reach the router's error handling through the rejection above.
        if (shellRendered) console.error(error);
      },
    });
    // React Router rejects the page's pending promises at its stream timeout; React gives up just after.
    const timer = setTimeout(() => {
      gaveUp = true;
      abort();
    }, options.giveUpAfterMs);
  });
}
