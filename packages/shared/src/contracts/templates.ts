import * as z from './zod.ts';

// Templates (issue 19; decision 0036): an organisation's saved designs, a card with its written layout
// (message, handwriting, decals), reused to start a single card or a bulk send. Members holding the
// useTemplates permission list, use, save and delete them; no one else sees them.

/** How long a template's name may be, and how many an organisation keeps. */
export const TEMPLATE_NAME_MAX = 80;
export const TEMPLATES_MAX = 200;

/** A template as the list shows it: its name, its card, and when it was saved and by whom. */
export const TemplateSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  cardId: z.uuid(),
  cardName: z.string(),
  savedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type TemplateSummary = z.infer<typeof TemplateSummarySchema>;

/** `GET /api/templates/{id}`: one template with its layout, to start the editor or a bulk send from. */
export const TemplateSchema = TemplateSummarySchema.extend({ layout: z.unknown() });
export type Template = z.infer<typeof TemplateSchema>;

/** `GET /api/templates`. */
export const TemplateListSchema = z.object({ templates: z.array(TemplateSummarySchema) });
export type TemplateList = z.infer<typeof TemplateListSchema>;

/**
 * `POST /api/templates`: saves the card being written as a template (its layout is checked as the cart
 * checks a written card's); with `id`, replaces that template's design and name.
 */
export const SaveTemplateSchema = z.object({
  id: z.uuid().optional(),
  name: z.string().trim().min(1).max(TEMPLATE_NAME_MAX),
  cardId: z.uuid(),
  layout: z.unknown(),
});
export type SaveTemplateInput = z.output<typeof SaveTemplateSchema>;

export const TemplateParamsSchema = z.object({ id: z.uuid() });
