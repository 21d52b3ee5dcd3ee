import {
  ImportCommitSchema,
  ImportParamsSchema,
  ImportPreviewQuerySchema,
  ImportPreviewSchema,
  ImportResultSchema,
  ImportUploadQuerySchema,
} from '@cardshop/shared/contracts/address-import';
import { IMPORT_MAX_BYTES } from '@cardshop/shared/rules/contact-import';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { HttpError, ValidationError } from '../../platform/errors.ts';
import { requireUserId } from '../../platform/security.ts';
import type { Services } from '../../services.ts';

// Importing contacts (decision 0029). The upload is the file's bytes as the body (any content type: a
// browser sends the File as it is, with upload progress), at most IMPORT_MAX_BYTES: Fastify stops reading
// a larger body and answers 413. The preview and the save are JSON.

export async function registerAddressImportRoutes(app: FastifyInstance, services: Services) {
  const { addressImport } = services;

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // A file over the limit is not read to its end: a 413 that names the file field like a 422 would.
    scope.setErrorHandler((error: { code?: string }, _request, _reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new HttpError(413, 'global.errors.validation-failed', {
          errors: { file: ['address-book.import.error.too-large'] },
        });
      }
      throw error;
    });
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    defineRoute(scope, {
      method: 'POST',
      url: '/api/account/addresses/import',
      summary:
        'Uploads a CSV or vCard file of contacts (the body, at most 5 MB and 10,000 contacts); answers its preview',
      tag: 'address-book',
      query: ImportUploadQuerySchema,
      response: ImportPreviewSchema,
      limited: '30 uploads an hour per account',
      bodyLimit: IMPORT_MAX_BYTES,
      handler: async ({ query, request }) => {
        const userId = await requireUserId(request);
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw new ValidationError({ file: ['address-book.import.error.empty'] });
        return addressImport.upload(userId, query.fileName, new Uint8Array(body));
      },
    });
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/addresses/import/:id',
    summary: 'An uploaded file’s preview: its mapping, its first rows, the rows with problems or duplicates',
    tag: 'address-book',
    params: ImportParamsSchema,
    query: ImportPreviewQuerySchema,
    response: ImportPreviewSchema,
    handler: async ({ params, query, request }) =>
      addressImport.preview(await requireUserId(request), params.id, query.mapping),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/addresses/import/:id',
    summary:
      'Saves an uploaded file’s accepted rows, all or none, optionally into a group; answers the counts',
    tag: 'address-book',
    params: ImportParamsSchema,
    body: ImportCommitSchema,
    response: ImportResultSchema,
    bodyLimit: 4 * 1024 * 1024,
    handler: async ({ params, body, request }) =>
      addressImport.commit(await requireUserId(request), params.id, body),
  });
}
