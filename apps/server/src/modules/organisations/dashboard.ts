import {
  ORGANISATION_REQUIREMENTS,
  type OrganisationOverview,
} from '@cardshop/shared/contracts/organisations';
import { tierFor } from '@cardshop/shared/rules/business-tiers';
import { monthStart } from '@cardshop/shared/rules/dates';
import { satisfiesRequirements } from '@cardshop/shared/rules/permissions';
import { HttpError } from '../../platform/errors.ts';
import type { AuthService } from '../auth/service.ts';
import type { ConfigService } from '../config/service.ts';
import type { CreditsService } from '../credits/service.ts';
import type { OrganisationOrders } from '../orders/organisation-orders.ts';
import type { MembershipService } from './service.ts';

/** Orders the dashboard lists, newest first. */
const DASHBOARD_ORDERS = 20;

export type OrganisationDashboard = ReturnType<typeof createOrganisationDashboard>;

/**
 * The manage dashboard's figures (issue 19; decision 0036): the organisation's recent orders for any
 * manager, and its money (credits, gift credit, what this month's orders were worth) for holders of
 * billing. The organisation is always the caller's current one.
 */
export function createOrganisationDashboard(deps: {
  memberships: MembershipService;
  auth: Pick<AuthService, 'profilesOf'>;
  orders: OrganisationOrders;
  credits: Pick<CreditsService, 'organisationBalances'>;
  config: ConfigService;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());
  return {
    async overview(userId: string, regionIdOrIso: string | undefined): Promise<OrganisationOverview> {
      const membership = await deps.memberships.currentOf(userId);
      if (
        !membership ||
        !satisfiesRequirements(membership.permissions, [...ORGANISATION_REQUIREMENTS.manage])
      ) {
        throw new HttpError(403, 'global.errors.permission-denied');
      }
      const { organisationId } = membership;
      const billing = satisfiesRequirements(membership.permissions, [...ORGANISATION_REQUIREMENTS.billing]);
      const region = await deps.config.region(regionIdOrIso);
      const since = monthStart(clock(), region.timeZone);
      const yearAgo = new Date(clock().getTime() - 365 * 24 * 3600 * 1000);
      const [orders, balances, spend, cardsThisYear, pricing] = await Promise.all([
        deps.orders.recent(organisationId, DASHBOARD_ORDERS),
        billing ? deps.credits.organisationBalances(organisationId) : null,
        billing ? deps.orders.spendSince(organisationId, since) : null,
        deps.orders.cardsSince(organisationId, yearAgo),
        deps.config.businessPricing(),
      ]);
      const regionPricing = pricing[region.id];
      const tier = regionPricing ? tierFor(regionPricing.tiers, Math.max(1, cardsThisYear)) : null;
      const profiles = await deps.auth.profilesOf(
        orders.flatMap((order) => (order.userId ? [order.userId] : [])),
      );
      return {
        currentTierPrice:
          tier && regionPricing
            ? { value: tier.unitCharge, currency: regionPricing.currency, cardsThisYear }
            : null,
        orders: orders.map(({ userId, ...order }) => {
          const profile = userId ? profiles.get(userId) : undefined;
          return { ...order, member: profile ? `${profile.firstName} ${profile.lastName}`.trim() : null };
        }),
        money:
          balances && spend ? { ...balances, spendThisMonth: spend, monthStart: since.toISOString() } : null,
      };
    },
  };
}
