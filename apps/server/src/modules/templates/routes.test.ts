import type { Campaign } from '@cardshop/shared/contracts/campaigns';
import type { Template, TemplateList } from '@cardshop/shared/contracts/templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { createUser, dataOf, errorsOf, signIn, type TestBrowser, testBrowser } from '../auth/test-helpers.ts';
import { layoutOf, type WrittenCard, writtenCards } from '../orders/test-helpers.ts';
import { addMember, signUpBusiness } from '../organisations/test-helpers.ts';

// Templates (decision 0036) through the API: saved and used by members holding useTemplates, in their
// organisation only; a layout the cart would refuse is refused here; another organisation's template is a
// 404; names are the organisation's once.

let t: Awaited<ReturnType<typeof createTestApp>>;
let card: WrittenCard;

beforeAll(async () => {
  t = await createTestApp({ cards: 12 });
  const [first] = await writtenCards(t);
  if (!first) throw new Error('the seed has no written cards');
  card = first;
});
afterAll(() => t.close());

const business = () => signUpBusiness(t, { firstName: 'Tia', lastName: 'Template' });
const member = async (organisationId: string, granted: readonly string[]) =>
  (await addMember(t, organisationId, granted)).browser;

const message = (text: string) => layoutOf(card, { text });

async function save(browser: TestBrowser, body: Record<string, unknown>) {
  return browser.post('/api/templates', { cardId: card.id, ...body });
}

describe('templates', () => {
  it('are saved by one member and used, renamed and deleted by another of the organisation', async () => {
    const { manager, organisationId } = await business();
    const saved = await save(manager, { name: 'Thank you', layout: message('Thank you for your order!') });
    expect(saved.statusCode, saved.body).toBe(200);
    const template = dataOf<Template>(saved);
    expect(template).toMatchObject({ name: 'Thank you', cardId: card.id, savedBy: 'Tia Template' });
    expect(JSON.stringify(template.layout)).toContain('Thank you for your order!');

    const user = await member(organisationId, ['useTemplates']);
    const list = dataOf<TemplateList>(await user.get('/api/templates'));
    expect(list.templates.map((entry) => entry.name)).toEqual(['Thank you']);
    const opened = await user.get(`/api/templates/${template.id}`);
    expect(opened.statusCode).toBe(200);

    const renamed = await save(user, { id: template.id, name: 'Thanks', layout: message('Thanks again!') });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(dataOf<Template>(renamed).name).toBe('Thanks');
    const deleted = await user.post(`/api/templates/${template.id}/delete`, {});
    expect(deleted.statusCode).toBe(200);
    expect(dataOf<TemplateList>(await manager.get('/api/templates')).templates).toEqual([]);
  });

  it('start a bulk send with their card, message and handwriting, for their organisation only', async () => {
    const { manager, organisationId } = await business();
    const template = dataOf<Template>(
      await save(manager, { name: 'Season’s greetings', layout: message('Happy holidays, {{firstName}}!') }),
    );
    const sender = await member(organisationId, ['useTemplates', 'campaigns']);
    const started = await sender.post('/api/campaigns', { templateId: template.id });
    expect(started.statusCode, started.body).toBe(200);
    expect(dataOf<Campaign>(started)).toMatchObject({
      name: 'Season’s greetings',
      card: { id: card.id },
      message: 'Happy holidays, {{firstName}}!',
      font: 'caveat',
      owner: 'organisation',
    });

    const other = await business();
    const refused = await other.manager.post('/api/campaigns', { templateId: template.id });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual({ templateId: ['validation.in'] });
  });

  it('refuse a layout the cart would refuse, a name already used, and bad input, with field errors', async () => {
    const { manager } = await business();
    expect((await save(manager, { name: 'One', layout: message('Hello') })).statusCode).toBe(200);
    const again = await save(manager, { name: 'ONE', layout: message('Hello') });
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again)).toEqual({ name: ['validation.unique'] });

    const broken = await save(manager, { name: 'Broken', layout: { version: 3, sizeId: 'nope', pages: [] } });
    expect(broken.statusCode).toBe(422);
    const fields = Object.keys(errorsOf(broken));
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter((field) => !field.startsWith('layout'))).toEqual([]);

    const empty = await save(manager, { name: '  ', layout: message('Hello') });
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty).name).toBeDefined();
    const notACard = await manager.post('/api/templates', {
      name: 'X',
      cardId: 'nope',
      layout: message('x'),
    });
    expect(notACard.statusCode).toBe(422);
  });

  it('are nobody else’s: members without useTemplates, other organisations and accounts outside one', async () => {
    const { manager, organisationId } = await business();
    const template = dataOf<Template>(await save(manager, { name: 'Ours', layout: message('Ours') }));

    const without = await member(organisationId, ['useCredits']);
    expect((await without.get('/api/templates')).statusCode).toBe(403);
    expect((await save(without, { name: 'Mine', layout: message('Mine') })).statusCode).toBe(403);

    const other = await business();
    expect((await other.manager.get(`/api/templates/${template.id}`)).statusCode).toBe(404);
    expect((await other.manager.post(`/api/templates/${template.id}/delete`, {})).statusCode).toBe(404);
    const overwrite = await save(other.manager, { id: template.id, name: 'Theirs', layout: message('x') });
    expect(overwrite.statusCode).toBe(404);
    expect(dataOf<TemplateList>(await other.manager.get('/api/templates')).templates).toEqual([]);

    const outsider = await signIn(t, await createUser(t));
    expect((await outsider.get('/api/templates')).statusCode).toBe(403);
    expect((await testBrowser(t).get('/api/templates')).statusCode).toBe(401);
    expect(
      dataOf<TemplateList>(await manager.get('/api/templates')).templates.map((entry) => entry.name),
    ).toEqual(['Ours']);
  });
});
