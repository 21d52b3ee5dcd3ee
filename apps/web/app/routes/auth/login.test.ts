import { describe, expect, it, vi } from 'vitest';
import { actionContext } from '../../lib/test-helpers.ts';
import { loader } from './login.tsx';

// The login page opened by someone already signed in goes straight on to where the login would have led:
// a path of this shop only, whatever `?redirect=` says (the attack review's cases).

const USER_ID = '11111111-1111-4111-8111-111111111111';

/** Where the page sends a signed-in visitor for this `?redirect=` (raw, as it stands in the address). */
async function destination(redirect: string): Promise<{ status: number; location: string | null }> {
  const { context } = actionContext({ auth: { userById: vi.fn(async () => ({ id: USER_ID })) } }, USER_ID);
  const request = new Request(`http://shop.test/login?redirect=${redirect}`);
  try {
    await loader({ request, context, params: {} } as unknown as Parameters<typeof loader>[0]);
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
  return { status: 200, location: null };
}

describe('the login page when already signed in', () => {
  it('goes on to the page asked for when it is a path of this shop', async () => {
    expect(await destination('%2Ffavourites')).toEqual({ status: 302, location: '/favourites' });
    expect(await destination('%2Faccount%0A')).toEqual({ status: 302, location: '/account' });
  });

  it('goes to the account for anything else, never off the shop and never failing', async () => {
    const foreign = [
      '%0A',
      '%2F%0A%2Fevil.example',
      '%2F%09%2Fevil.example',
      '%2F%0D%0A%2Fevil.example',
      '%5C%5Cevil.example',
      '%2F%5C%5Cevil.example',
      '%2F%5Cevil.example',
      'https%3A%2F%2Fevil.example',
      '%2F%2Fevil.example',
      '%0D%0ALocation%3A%20https%3A%2F%2Fevil.example',
      '%2Flogin',
    ];
    const answers = await Promise.all(foreign.map(destination));
    expect(answers).toEqual(foreign.map(() => ({ status: 302, location: '/account' })));
  });
});

describe('the login page after a refused page', () => {
  it('stays for an account refused the page it would go back to, rather than sending it round again', async () => {
    const userById = vi.fn(async () => ({ id: USER_ID }));
    const { context } = actionContext(
      { auth: { userById }, config: { region: vi.fn(async () => ({ locale: 'en-AU' })) } },
      USER_ID,
    );
    const request = new Request('http://shop.test/login?redirect=%2Fmanage&reason=permission-denied');
    const answer = await loader({ request, context, params: {} } as unknown as Parameters<typeof loader>[0]);
    expect(answer.messages.namespaces).toEqual(['auth']);
    expect(userById).not.toHaveBeenCalled();
  });
});
