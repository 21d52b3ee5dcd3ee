import type { Campaign, CampaignStatus, CampaignSummary } from '@cardshop/shared/contracts/campaigns';
import { bulkSendPrice } from '@cardshop/shared/rules/business-tiers';
import { STANDARD_MERGE_FIELDS } from '@cardshop/shared/rules/merge-fields';
import type { Db } from '../../db/client.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { ConfigService } from '../config/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { ShippingRegion, ShippingService } from '../shipping/service.ts';
import * as store from './store.ts';

// A campaign as its list and its page show it (decision 0033): its card, its recipients and those with
// problems, its price by the region's business tiers, and the order it became with how far that is.

export type CampaignSummaries = ReturnType<typeof createCampaignSummaries>;

export interface CampaignSummariesDeps {
  config: ConfigService;
  catalogue: CatalogueService;
  shipping: ShippingService;
  orders: Pick<OrdersService, 'progressOf' | 'factsOf' | 'accountViewToken'>;
  regionOf(row: Pick<store.CampaignRow, 'regionId'>): Promise<ShippingRegion>;
}

export function createCampaignSummaries(db: Db, deps: CampaignSummariesDeps) {
  const { config, catalogue, shipping, orders, regionOf } = deps;

  /** The cards of many campaigns, one look-up a region, by `region:card`. */
  async function cardsOf(rows: store.CampaignRow[]) {
    const byRegion = new Map<number, string[]>();
    for (const row of rows) {
      if (row.cardId) byRegion.set(row.regionId, [...(byRegion.get(row.regionId) ?? []), row.cardId]);
    }
    const found = new Map<string, Awaited<ReturnType<typeof catalogue.summaries>>[number]>();
    for (const [regionId, ids] of byRegion) {
      for (const card of await catalogue.summaries([...new Set(ids)], regionId))
        found.set(`${regionId}:${card.id}`, card);
    }
    return found;
  }

  /** The order a campaign became, and how far it is; null without one. */
  async function orderStateOf(row: store.CampaignRow) {
    if (!row.orderId) return null;
    return (await orders.progressOf([row.orderId])).get(row.orderId) ?? null;
  }

  const statusOf = (
    state: { status: string; items: number; printed: number; dispatched: number } | null | undefined,
  ): CampaignStatus => {
    if (!state || state.status === 'open' || state.status === 'paying') return 'draft';
    if (state.status === 'cancelled') return 'cancelled';
    if (state.items > 0 && state.dispatched === state.items) return 'dispatched';
    return state.printed > 0 ? 'printing' : 'scheduled';
  };

  /** The price of sending to these recipients by the region's business tiers, with postage; null if none. */
  async function priceOf(row: store.CampaignRow, countries: string[]) {
    const [region, pricing] = await Promise.all([regionOf(row), config.businessPricing()]);
    const tiers = pricing[row.regionId];
    if (!tiers || !row.cardId) return null;
    const postages = countries.map((country) => shipping.writtenCardCost(region, country, 'standard') ?? 0);
    const price = bulkSendPrice(tiers.tiers, postages, region.iso);
    return price ? { ...price, currency: tiers.currency } : null;
  }

  async function summariesOf(rows: store.CampaignRow[]): Promise<CampaignSummary[]> {
    const ids = rows.map((row) => row.id);
    const orderIds = rows.flatMap((row) => (row.orderId ? [row.orderId] : []));
    const [counts, progress, countries, cards] = await Promise.all([
      store.countsOf(db, ids),
      orders.progressOf(orderIds),
      store.countriesOf(db, ids),
      cardsOf(rows),
    ]);
    return Promise.all(
      rows.map(async (row): Promise<CampaignSummary> => {
        const state = row.orderId ? progress.get(row.orderId) : undefined;
        const count = counts.get(row.id) ?? { total: 0, withProblems: 0 };
        const card = row.cardId ? cards.get(`${row.regionId}:${row.cardId}`) : undefined;
        const status = statusOf(state);
        return {
          id: row.id,
          name: row.name,
          status,
          owner: row.organisationId ? 'organisation' : 'user',
          card: card ? { id: card.id, name: card.name, imageSrc: card.image.src } : null,
          recipients: count.total,
          withProblems: count.withProblems,
          price: await priceOf(row, countries.get(row.id) ?? []),
          progress:
            state && status !== 'draft'
              ? { items: state.items, printed: state.printed, dispatched: state.dispatched }
              : null,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        };
      }),
    );
  }

  async function campaignAnswer(userId: string, row: store.CampaignRow): Promise<Campaign> {
    const [summary] = await summariesOf([row]);
    if (!summary) throw new Error('campaign summary missing');
    const [state, fields] = await Promise.all([orderStateOf(row), store.fieldNamesOf(db, row.id)]);
    let order: Campaign['order'] = null;
    if (row.orderId && state) {
      const found = await orders.factsOf(row.orderId);
      order = {
        id: row.orderId,
        // The order opens for the member who checked it out (their account's view token).
        token: found?.userId === userId ? orders.accountViewToken(row.orderId, userId) : '',
        status: state.status,
        total: found?.total ?? 0,
      };
    }
    return {
      ...summary,
      message: row.message,
      font: row.font,
      schedule: { type: row.scheduleType, date: row.scheduleDate },
      fields: [...STANDARD_MERGE_FIELDS, ...fields],
      order,
      editable: !state || state.status === 'open',
    };
  }

  return { orderStateOf, priceOf, summariesOf, campaignAnswer };
}
