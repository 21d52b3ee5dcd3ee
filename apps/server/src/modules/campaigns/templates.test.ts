import type { Campaign, CheckoutResult } from '@cardshop/shared/contracts/campaigns';
import type { Template } from '@cardshop/shared/contracts/templates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, qrCodes } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { dataOf } from '../auth/test-helpers.ts';
import { layoutOf, type WrittenCard, writtenCards } from '../orders/test-helpers.ts';
import { campaignHelpers, recipientsCsv } from './test-helpers.ts';

// A bulk send started from one of the organisation's templates (decisions 0033, 0034, 0036): every
// recipient's card is the template's design with their own text in its message box, and the design's QR
// code points to the organisation's landing page through one code of the campaign, so its scans count for
// the campaign.

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof campaignHelpers>>;
let card: WrittenCard;

beforeAll(async () => {
  t = await createTestApp({ cards: 6 });
  h = await campaignHelpers(t);
  const [first] = await writtenCards(t);
  if (!first) throw new Error('the seed has no written cards');
  card = first;
});
afterAll(() => t.close());

const TARGET = 'https://florists.example.com/thanks';

describe('a bulk send from a template', () => {
  it('gives each recipient the template’s design with their text, and its QR code the campaign’s landing', async () => {
    const { manager, organisationId } = await h.business();
    const layout = layoutOf(card, { text: 'Happy holidays, {{firstName}}!' });
    layout.pages[0]?.objects.push({
      type: 'qr-code',
      id: 'qr',
      x: card.size.margins.left,
      y: card.size.margins.top + 40,
      size: 25,
      value: TARGET,
      style: 'dots',
    });
    const saved = await manager.post('/api/templates', { name: 'Holidays', cardId: card.id, layout });
    expect(saved.statusCode, saved.body).toBe(200);
    const template = dataOf<Template>(saved);

    const started = await manager.post('/api/campaigns', { templateId: template.id });
    expect(started.statusCode, started.body).toBe(200);
    const campaign = dataOf<Campaign>(started);
    expect(campaign.message).toBe('Happy holidays, {{firstName}}!');
    await h.uploaded(manager, campaign.id, recipientsCsv(2));
    const checkout = await manager.post(`/api/campaigns/${campaign.id}/checkout`);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { order } = dataOf<CheckoutResult>(checkout);

    const items = await t.database.db
      .select({ card: orderItems.card })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(items).toHaveLength(2);
    const codes = await t.database.db
      .select({ id: qrCodes.id, campaignId: qrCodes.campaignId, target: qrCodes.target })
      .from(qrCodes)
      .where(eq(qrCodes.organisationId, organisationId));
    expect(codes).toEqual([{ id: expect.any(String), campaignId: campaign.id, target: TARGET }]);
    const texts = items.map((item) => JSON.stringify(item.card));
    expect(texts.filter((text) => text.includes('Happy holidays, Person0!'))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('Happy holidays, Person1!'))).toHaveLength(1);
    // Every card carries the campaign's one landing address, in the template's style; none the raw target.
    for (const text of texts) expect(text).toContain(`/business/thanks-for-scanning/${codes[0]?.id}`);
    expect(texts.filter((text) => text.includes(TARGET))).toEqual([]);
    expect(texts.filter((text) => text.includes('"style":"dots"'))).toHaveLength(2);

    // Another card drops the template's design: the plain page of the new card, with the same message.
    const other = (await writtenCards(t)).find((entry) => entry.id !== card.id);
    expect(other).toBeDefined();
    const moved = await h.update(manager, campaign.id, { cardId: other?.id });
    expect(moved.message).toBe('Happy holidays, {{firstName}}!');
  });
});
