import { EditorSettingsSchema } from '@cardshop/shared/contracts/compose';
import {
  EditorConfigSchema,
  FontIdParamsSchema,
  FontListSchema,
  FontQuerySchema,
  FontSchema,
  WritingStyleSchema,
} from '@cardshop/shared/contracts/editor';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { HttpError } from '../../platform/errors.ts';
import { requireUserId } from '../../platform/security.ts';
import type { Services } from '../../services.ts';

export function registerEditorRoutes(app: FastifyInstance, services: Services) {
  const { editor } = services;

  defineRoute(app, {
    method: 'GET',
    url: '/api/editor/config',
    summary: "The card editor's defaults, limits and option lists",
    tag: 'editor',
    response: EditorConfigSchema,
    cache: { store: services.responseCache },
    handler: () => editor.config(),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/fonts',
    summary: 'A page of editor fonts, filtered by category (handwriting, display)',
    tag: 'editor',
    query: FontQuerySchema,
    response: FontListSchema,
    cache: { store: services.responseCache },
    handler: ({ query }) => editor.fonts(query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/fonts/:id',
    summary: 'One editor font with its @font-face CSS',
    tag: 'editor',
    params: FontIdParamsSchema,
    response: FontSchema,
    cache: { store: services.responseCache },
    handler: ({ params }) => editor.font(params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/writing-styles/get/:id',
    summary: 'One writing style: a font with its pen style and default sizes',
    tag: 'editor',
    params: FontIdParamsSchema,
    response: WritingStyleSchema,
    cache: { store: services.responseCache },
    handler: ({ params }) => editor.writingStyle(params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/editor-settings',
    summary:
      "The signed-in user's editor settings: style tweaks, dismissed tips (until when), recent colours",
    tag: 'editor',
    response: EditorSettingsSchema,
    handler: async ({ request }) => editor.settings(await requireUserId(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/editor-settings',
    summary: "Replaces the signed-in user's editor settings; answers the settings kept",
    tag: 'editor',
    body: EditorSettingsSchema,
    response: EditorSettingsSchema,
    handler: async ({ body, request }) => editor.saveSettings(await requireUserId(request), body),
  });

  // The font files the fonts' CSS points at; names never change, so browsers may keep them for good.
  app.get('/fonts/:id/:file', async (request, reply) => {
    const { id, file } = request.params as { id: string; file: string };
    const bytes = await editor.fontFile(id, file);
    if (!bytes) throw new HttpError(404, 'global.errors.not-found');
    return reply
      .type('font/woff2')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
}
