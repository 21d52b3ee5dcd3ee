import {
  type SaveTemplateInput,
  TEMPLATES_MAX,
  type Template,
  type TemplateList,
  type TemplateSummary,
} from '@cardshop/shared/contracts/templates';
import type { Db } from '../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { AuthService } from '../auth/service.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { ConfigService } from '../config/service.ts';
import type { MembershipService } from '../organisations/service.ts';
import * as store from './store.ts';

export type TemplatesService = ReturnType<typeof createTemplatesService>;

/**
 * An organisation's templates (issue 19; decision 0036): designs saved from the editor and reused in
 * single and bulk sends. Every call acts in the caller's current organisation and needs useTemplates
 * there (403 otherwise); another organisation's template is a 404, as an unknown one. A template's layout
 * is checked as the cart checks a written card's, so a template always opens and prints.
 */
export function createTemplatesService(
  db: Db,
  deps: {
    memberships: Pick<MembershipService, 'currentOf'>;
    catalogue: Pick<CatalogueService, 'summaries'>;
    config: Pick<ConfigService, 'region'>;
    auth: Pick<AuthService, 'profilesOf'>;
    /** The layout check of a written card (the orders module's): a 422 under `layout.` when it fails. */
    checkLayout: (cardId: string, layout: unknown) => Promise<unknown>;
  },
) {
  /** The caller's current organisation, when they hold useTemplates there; a 403 otherwise. */
  async function organisationOf(userId: string): Promise<string> {
    const membership = await deps.memberships.currentOf(userId);
    if (!membership?.permissions.useTemplates) throw new HttpError(403, 'global.errors.permission-denied');
    return membership.organisationId;
  }

  async function summariesOf(rows: store.TemplateRow[]): Promise<TemplateSummary[]> {
    const region = await deps.config.region(undefined);
    const [cards, people] = await Promise.all([
      deps.catalogue.summaries([...new Set(rows.map((row) => row.cardId))], region.id),
      deps.auth.profilesOf(rows.flatMap((row) => (row.savedBy ? [row.savedBy] : []))),
    ]);
    const names = new Map(cards.map((card) => [card.id, card.name]));
    return rows.map((row) => {
      const person = row.savedBy ? people.get(row.savedBy) : undefined;
      return {
        id: row.id,
        name: row.name,
        cardId: row.cardId,
        cardName: names.get(row.cardId) ?? '',
        savedBy: person ? `${person.firstName} ${person.lastName}`.trim() : null,
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  /** `GET /api/templates/{id}`: one template with its layout. */
  async function get(userId: string, id: string): Promise<Template> {
    const organisationId = await organisationOf(userId);
    const row = await store.findTemplate(db, organisationId, id);
    if (!row) throw new NotFoundError();
    const [summary] = await summariesOf([row]);
    if (!summary) throw new NotFoundError();
    return { ...summary, layout: row.layout };
  }

  return {
    /** `GET /api/templates`: the organisation's templates, the latest saved first. */
    async list(userId: string): Promise<TemplateList> {
      const organisationId = await organisationOf(userId);
      return { templates: await summariesOf(await store.listTemplates(db, organisationId, TEMPLATES_MAX)) };
    },

    get,

    /**
     * `POST /api/templates`: saves the card being written as a new template, or with `id` over one of the
     * organisation's. Its name is the organisation's once; an organisation keeps TEMPLATES_MAX at most.
     */
    async save(userId: string, input: SaveTemplateInput): Promise<Template> {
      const organisationId = await organisationOf(userId);
      const layout = await deps.checkLayout(input.cardId, input.layout);
      if (await store.nameTaken(db, organisationId, input.name, input.id)) {
        throw new ValidationError({ name: ['validation.unique'] });
      }
      let id = input.id ?? null;
      const values = { name: input.name, cardId: input.cardId, layout, savedBy: userId };
      if (id) {
        if (!(await store.updateTemplate(db, organisationId, id, values))) throw new NotFoundError();
      } else {
        if ((await store.countTemplates(db, organisationId)) >= TEMPLATES_MAX) {
          throw new ValidationError({ name: ['validation.templates-full'] });
        }
        id = await store.insertTemplate(db, { organisationId, ...values });
        if (!id) throw new ValidationError({ name: ['validation.unique'] });
      }
      return get(userId, id);
    },

    /** `POST /api/templates/{id}/delete`: deletes one of the organisation's templates. */
    async remove(userId: string, id: string): Promise<void> {
      const organisationId = await organisationOf(userId);
      if (!(await store.deleteTemplate(db, organisationId, id))) throw new NotFoundError();
    },
  };
}
