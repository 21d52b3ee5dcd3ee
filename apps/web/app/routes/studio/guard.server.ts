import type { User } from '@cardshop/shared/contracts/auth';
import type { StudioTerms } from '@cardshop/shared/contracts/studio';
import { canManageArtist } from '@cardshop/shared/rules/permissions';
import { type RouterContextProvider, redirect } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { guardRedirect, requireLogin } from '../../features/auth/guards.ts';
import { loginUrl } from '../../features/auth/intended-route.ts';

/**
 * The studio's route guard (storefront.md §6, decision record 38): signed out, to log in and back; a user
 * who manages no artist, to log in with global.errors.permission-denied; an artist who has not agreed to
 * the terms in force, to studio.terms-agreement (the one studio page that opens before). Answers the user
 * and the artist's terms.
 */
export async function requireStudio(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: { termsPage?: boolean } = {},
): Promise<{ user: User; terms: StudioTerms }> {
  const user = await requireLogin(request, context);
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  if (!canManageArtist(user.access, user.access.artists[0] ?? '')) {
    throw redirect(loginUrl(path, 'permission-denied'));
  }
  const terms = await servicesFrom(context).studio.terms(user.id);
  // The terms page itself opens before the agreement, or it could never be shown.
  const target = guardRedirect({ ...user, artistAgreementRequired: terms.required }, path, {
    artistTerms: !options.termsPage,
  });
  if (target) throw redirect(target);
  return { user, terms };
}
