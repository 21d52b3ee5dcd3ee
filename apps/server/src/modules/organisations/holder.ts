import type { OrganisationPermission } from '@cardshop/shared/constants';
import type { Db } from '../../db/client.ts';
import type { OrderOwner } from '../orders/service.ts';
import type { MembershipService } from './service.ts';

/**
 * Who holds money or a means of paying (decision 0036): an account, or an organisation whose members
 * share it as their permissions allow. Credits, gift credit and the saved card each belong to one.
 */
export type Holder = { userId: string } | { organisationId: string };

/** The two holder columns of a row (balance, ledger, customer, saved card): one set, the other null. */
export const holderColumns = (holder: Holder) =>
  'userId' in holder
    ? { userId: holder.userId, organisationId: null }
    : { userId: null, organisationId: holder.organisationId };

/**
 * Whose credits, gift credit or saved card an order of this owner may use: its organisation's when the
 * owner holds `permission` there at this moment; none when they do not (an organisation's order never
 * uses its member's own); the owner's own for an order of no organisation; none for a guest's. Read in
 * the caller's transaction.
 */
export async function orderHolder(
  memberships: Pick<MembershipService, 'permissionsIn'> | undefined,
  tx: Db,
  owner: OrderOwner,
  permission: OrganisationPermission,
): Promise<Holder | null> {
  if (!owner.userId) return null;
  if (!owner.organisationId) return { userId: owner.userId };
  const flags = memberships ? await memberships.permissionsIn(tx, owner.userId, owner.organisationId) : null;
  return flags?.[permission] ? { organisationId: owner.organisationId } : null;
}

/**
 * Whose credits or saved card the account pages show a user, and whether they may act on them: in
 * organisation mode the organisation's, seen with any of `see` and changed (bought, saved, removed) with
 * `change`; the account's own outside any organisation. Null when they may not even see them.
 */
export async function pageHolder(
  memberships: Pick<MembershipService, 'currentOf'> | undefined,
  userId: string,
  rights: { see: readonly OrganisationPermission[]; change: OrganisationPermission },
): Promise<{ holder: Holder; organisationId: string | null; canChange: boolean } | null> {
  const membership = memberships ? await memberships.currentOf(userId) : null;
  if (!membership) return { holder: { userId }, organisationId: null, canChange: true };
  const flags = membership.permissions;
  const canChange = flags[rights.change] === true;
  if (!canChange && !rights.see.some((name) => flags[name])) return null;
  return {
    holder: { organisationId: membership.organisationId },
    organisationId: membership.organisationId,
    canChange,
  };
}
