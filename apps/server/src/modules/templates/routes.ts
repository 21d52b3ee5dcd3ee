import {
  SaveTemplateSchema,
  TemplateListSchema,
  TemplateParamsSchema,
  TemplateSchema,
} from '@cardshop/shared/contracts/templates';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../platform/api.ts';
import { requireUserId } from '../../platform/security.ts';
import type { Services } from '../../services.ts';

// Templates (issue 19; decision 0036): signed-in members holding useTemplates, in their current
// organisation; another organisation's template is a 404.

export function registerTemplateRoutes(app: FastifyInstance, services: Services) {
  const { templates } = services;

  defineRoute(app, {
    method: 'GET',
    url: '/api/templates',
    summary: "The organisation's templates, the latest saved first (useTemplates)",
    tag: 'templates',
    response: TemplateListSchema,
    handler: async ({ request }) => templates.list(await requireUserId(request)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/templates/:id',
    summary: 'One of the organisation’s templates with its layout (useTemplates)',
    tag: 'templates',
    params: TemplateParamsSchema,
    response: TemplateSchema,
    handler: async ({ params, request }) => templates.get(await requireUserId(request), params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/templates',
    summary: 'Saves the card being written as a template, or over one with `id` (useTemplates)',
    tag: 'templates',
    body: SaveTemplateSchema,
    response: TemplateSchema,
    handler: async ({ body, request }) => templates.save(await requireUserId(request), body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/templates/:id/delete',
    summary: 'Deletes one of the organisation’s templates (useTemplates)',
    tag: 'templates',
    params: TemplateParamsSchema,
    response: z.object({ deleted: z.literal(true) }),
    handler: async ({ params, request }) => {
      await templates.remove(await requireUserId(request), params.id);
      return { deleted: true as const };
    },
  });
}
