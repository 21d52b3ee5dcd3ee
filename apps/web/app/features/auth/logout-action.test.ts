import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actionContext, answerOf, formPost } from '../../lib/test-helpers.ts';
import { logoutAction } from './auth-actions.server.ts';

describe('logging out', () => {
  it('is a posted form: the session ends (a fresh signed-out one starts) and the home page follows', async () => {
    const { context, host } = actionContext({}, '11111111-1111-4111-8111-111111111111');
    const answer = answerOf(await logoutAction({ request: formPost('/logout', {}), context }));
    expect(host.startSession).toHaveBeenCalledWith(null);
    expect(answer).toMatchObject({ status: 303, location: '/' });
  });

  it('does not happen by opening the page: another site’s link only shows the button', () => {
    const page = readFileSync(new URL('../../routes/auth/logout.tsx', import.meta.url), 'utf8');
    expect(page).not.toMatch(/useEffect/);
    expect(page).toMatch(/<Form method="post"/);
  });
});
