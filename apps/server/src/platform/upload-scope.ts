import type { FastifyInstance } from 'fastify';
import { HttpError, ValidationError } from './errors.ts';

// Calls that take a file's bytes as the body, whatever its content type (custom artwork, card logos, the
// studio's pictures): Fastify stops reading past the limit and the answer is a 413 naming the field.

/** The bytes of a body read by an upload scope, or a 422 on the file for none. */
export function uploadedBytes(body: unknown): Uint8Array {
  if (!Buffer.isBuffer(body)) throw new ValidationError({ file: ['custom-artwork.errors.empty'] });
  return new Uint8Array(body);
}

/** Registers routes in a scope that reads any body as bytes, up to `bodyLimit` (a route may ask less). */
export async function registerUploadScope(
  app: FastifyInstance,
  bodyLimit: number,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.setErrorHandler((error: { code?: string }) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new HttpError(413, 'global.errors.validation-failed', {
          errors: { file: ['custom-artwork.errors.too-large'] },
        });
      }
      throw error;
    });
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
      done(null, body),
    );
    routes(scope);
  });
}
